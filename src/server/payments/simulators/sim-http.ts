// The plumbing both gateway simulators share: a node:http server with JSON in and out, injected
// faults (delay, failure, a reply that never comes) and a webhook sender that can hold, repeat
// and reorder notifications the way real gateways do.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface SimRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  body: unknown;
  rawBody: string;
}

export interface SimReply {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
  /** Sent as is (the simulated browser SDK is JavaScript, not JSON). */
  text?: string;
}

export type SimHandler = (request: SimRequest) => SimReply | Promise<SimReply>;

/** A fault applied to the next matching requests (tests and the CLI's control routes set them). */
export interface Fault {
  /** Only requests whose "METHOD /path" starts with this (e.g. "POST /v1/payments"). */
  match: string;
  /** How many requests it applies to. */
  times: number;
  /** Answer with this status and body instead of handling the request. */
  status?: number;
  body?: unknown;
  /** Wait this long first (after handling: the work is done, the reply is late, like a timeout). */
  delayMs?: number;
}

export interface SimServer {
  url: string;
  server: Server;
  faults: Fault[];
  close(): Promise<void>;
}

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': 'content-type, authorization, x-idempotency-key',
  'access-control-allow-methods': 'GET, POST, PUT, OPTIONS',
};

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

function parseBody(raw: string, contentType: string | undefined): unknown {
  if (raw === '') return null;
  if (contentType?.includes('application/x-www-form-urlencoded')) {
    return Object.fromEntries(new URLSearchParams(raw));
  }
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
}

function takeFault(faults: Fault[], key: string): Fault | null {
  const index = faults.findIndex((f) => key.startsWith(f.match) && f.times > 0);
  if (index < 0) return null;
  const fault = faults[index] as Fault;
  fault.times -= 1;
  if (fault.times <= 0) faults.splice(index, 1);
  return fault;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function startSimServer(handler: SimHandler, port = 0, host = '127.0.0.1'): Promise<SimServer> {
  const faults: Fault[] = [];
  const send = (response: ServerResponse, reply: SimReply) => {
    if (response.destroyed) return;
    const isText = reply.text !== undefined;
    response.writeHead(reply.status, {
      ...CORS,
      'content-type': isText ? 'text/javascript; charset=utf-8' : 'application/json; charset=utf-8',
      ...reply.headers,
    });
    response.end(isText ? reply.text : reply.body === undefined ? '' : JSON.stringify(reply.body));
  };
  const server = createServer(async (request, response) => {
    try {
      const url = new URL(request.url ?? '/', 'http://simulator');
      if (request.method === 'OPTIONS') return send(response, { status: 204 });
      const rawBody = await readBody(request);
      const key = `${request.method} ${url.pathname}`;
      const fault = takeFault(faults, key);
      if (fault?.status) {
        if (fault.delayMs) await sleep(fault.delayMs);
        return send(response, { status: fault.status, body: fault.body ?? { message: 'simulated failure' } });
      }
      const reply = await handler({
        method: request.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        headers: request.headers,
        body: parseBody(rawBody, request.headers['content-type']),
        rawBody,
      });
      if (fault?.delayMs) await sleep(fault.delayMs);
      send(response, reply);
    } catch (error) {
      send(response, { status: 500, body: { message: error instanceof Error ? error.message : 'error' } });
    }
  });
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  const address = server.address() as AddressInfo;
  return {
    url: `http://${host}:${address.port}`,
    server,
    faults,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** One notification the simulator sends (or holds back). */
export interface OutgoingWebhook {
  url: string;
  headers: Record<string, string>;
  body: unknown;
}

export interface WebhookPolicy {
  /** 'send' at once; 'hold' keeps them until flush(); 'drop' loses them (a lost webhook). */
  mode: 'send' | 'hold' | 'drop';
  /** Each notification is delivered this many times (duplicates, as real gateways retry). */
  copies: number;
  /** Wait before delivering. */
  delayMs: number;
}

export interface DeliveredWebhook extends OutgoingWebhook {
  status: number | null;
  /** What the receiver answered (its text), for tests that read the outcome. */
  answer: string | null;
}

/** Sends, holds, repeats and reorders webhooks; remembers what it delivered and the answers. */
export class WebhookSender {
  policy: WebhookPolicy = { mode: 'send', copies: 1, delayMs: 0 };
  readonly held: OutgoingWebhook[] = [];
  readonly delivered: DeliveredWebhook[] = [];
  private inFlight = new Set<Promise<void>>();
  private readonly sign: (webhook: OutgoingWebhook) => OutgoingWebhook;

  /** `sign` stamps each delivery (Mercado Pago's x-signature; the Pix API relies on mTLS). */
  constructor(sign: (webhook: OutgoingWebhook) => OutgoingWebhook) {
    this.sign = sign;
  }

  notify(webhook: OutgoingWebhook): void {
    if (this.policy.mode === 'drop') return;
    if (this.policy.mode === 'hold') {
      this.held.push(webhook);
      return;
    }
    for (let i = 0; i < this.policy.copies; i++) this.track(this.deliver(webhook, this.policy.delayMs));
  }

  /** Delivers what was held, oldest first or newest first (out of order). */
  async flush(order: 'fifo' | 'reverse' = 'fifo'): Promise<DeliveredWebhook[]> {
    const batch = this.held.splice(0, this.held.length);
    if (order === 'reverse') batch.reverse();
    const results: DeliveredWebhook[] = [];
    for (const webhook of batch) {
      for (let i = 0; i < this.policy.copies; i++) results.push(await this.deliver(webhook, 0));
    }
    return results;
  }

  /** Resolves when every notification already sent has been answered. */
  async settled(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.all([...this.inFlight]);
  }

  private track(promise: Promise<unknown>) {
    const done = promise.then(() => undefined);
    this.inFlight.add(done);
    void done.finally(() => this.inFlight.delete(done));
  }

  private async deliver(webhook: OutgoingWebhook, delayMs: number): Promise<DeliveredWebhook> {
    if (delayMs > 0) await sleep(delayMs);
    // Signed at delivery time: a retried notification carries a fresh timestamp, as the real one does.
    const signed = this.sign(webhook);
    let status: number | null = null;
    let answer: string | null = null;
    try {
      const response = await fetch(signed.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...signed.headers },
        body: JSON.stringify(signed.body),
        signal: AbortSignal.timeout(10_000),
      });
      status = response.status;
      answer = await response.text();
    } catch {
      status = null;
    }
    const delivered = { ...signed, status, answer };
    this.delivered.push(delivered);
    return delivered;
  }
}

export function bearerToken(headers: IncomingMessage['headers']): string | null {
  const value = headers.authorization;
  return typeof value === 'string' && value.startsWith('Bearer ') ? value.slice(7) : null;
}

export function centsFromReais(value: unknown): number | null {
  const number = typeof value === 'string' ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isFinite(number) || number <= 0) return null;
  return Math.round(number * 100);
}
