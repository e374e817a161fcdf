// Keep-alive HTTP clients for the checkout benchmark: each one posts, waits for the answer,
// posts again; they stop at the deadline or a few refusals after the stock is gone.
import http from 'node:http';

export interface ClientRun {
  okLatencies: number[];
  refused: number;
  errors: number;
  /** From the first request to the last successful order. */
  sellingMs: number;
  /** CPU seconds the load generator itself used. */
  cpuSeconds: number;
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;
}

function post(agent: http.Agent, port: number, path: string, payload: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        agent,
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

export async function runClients(options: {
  agent: http.Agent;
  port: number;
  path: string;
  concurrency: number;
  maxSeconds: number;
  body: () => string;
}): Promise<ClientRun> {
  const run: ClientRun = { okLatencies: [], refused: 0, errors: 0, sellingMs: 0, cpuSeconds: 0 };
  const cpuStart = process.cpuUsage();
  const start = performance.now();
  const deadline = start + options.maxSeconds * 1000;
  let soldOut = false;
  const client = async () => {
    let refusedAfterSoldOut = 0;
    while (performance.now() < deadline && refusedAfterSoldOut < 3) {
      const t0 = performance.now();
      const status = await post(options.agent, options.port, options.path, options.body()).catch(() => -1);
      const t1 = performance.now();
      if (status === 201) {
        run.okLatencies.push(t1 - t0);
        run.sellingMs = Math.max(run.sellingMs, t1 - start);
      } else if (status === 409 || status === 422) {
        run.refused += 1;
        soldOut = true;
      } else {
        run.errors += 1;
      }
      if (soldOut) refusedAfterSoldOut += 1;
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, client));
  const cpu = process.cpuUsage(cpuStart);
  run.cpuSeconds = (cpu.user + cpu.system) / 1e6;
  return run;
}
