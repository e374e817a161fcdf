// A load balancer for the multi-node tests: each request goes to the next app node in turn. A node
// that refuses the connection is marked down and the request goes to the next one (it never reached
// the dead node, so resending is safe); a node that drops a request it had received answers 502,
// as a real balancer does, since that request may or may not have been handled.
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readBody } from './local-network.ts';

export interface RoundRobinProxy {
  url: string;
  /** Requests forwarded per backend url. */
  forwarded: Map<string, number>;
  down: Set<string>;
  close(): Promise<void>;
}

export async function startRoundRobinProxy(backends: string[]): Promise<RoundRobinProxy> {
  const forwarded = new Map(backends.map((b) => [b, 0]));
  const down = new Set<string>();
  let next = 0;
  const pick = (): string | null => {
    for (let i = 0; i < backends.length; i++) {
      const backend = backends[next++ % backends.length] as string;
      if (!down.has(backend)) return backend;
    }
    return null;
  };
  const server: Server = createServer(async (incoming, outgoing) => {
    const body = await readBody(incoming);
    const attempt = (): void => {
      const backend = pick();
      if (!backend) {
        outgoing.writeHead(503).end('no backend');
        return;
      }
      const target = new URL(incoming.url ?? '/', backend);
      const headers = {
        ...incoming.headers,
        host: target.host,
        'x-forwarded-for': incoming.socket.remoteAddress ?? '',
      };
      const upstream = httpRequest(target, { method: incoming.method, headers, agent: false }, (response) => {
        forwarded.set(backend, (forwarded.get(backend) ?? 0) + 1);
        outgoing.writeHead(response.statusCode ?? 502, response.headers);
        response.pipe(outgoing);
      });
      upstream.on('error', (error: NodeJS.ErrnoException) => {
        if (error.code === 'ECONNREFUSED') {
          down.add(backend);
          attempt();
        } else if (!outgoing.headersSent) {
          outgoing.writeHead(502).end(`upstream error: ${error.code}`);
        } else {
          outgoing.destroy();
        }
      });
      upstream.end(body);
    };
    attempt();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    forwarded,
    down,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
