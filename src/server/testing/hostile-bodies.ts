// Bodies an attacker sends to freeze a JSON API, each as large as the body limit allows, and a
// stream of them against a listening server while /healthz is probed (ADR 0241). Shared by the
// integration test (src/server/http/hostile-bodies.integration-test.ts) and bench:hostile-bodies.
import http from 'node:http';

export interface HostileBody {
  name: string;
  text: string;
}

/** The body's bytes, encoded once (a sender must not spend its time re-encoding a megabyte). */
const encoded = new WeakMap<HostileBody, Buffer>();
const bytesOf = (body: HostileBody): Buffer => {
  let bytes = encoded.get(body);
  if (!bytes) {
    bytes = Buffer.from(body.text);
    encoded.set(body, bytes);
  }
  return bytes;
};

/** `unit` repeated inside `[` … `]` (comma-separated) up to `bytes`, wrapped by `wrap`. */
function fill(bytes: number, unit: string, wrap: (inner: string) => string = (inner) => inner): string {
  const room = bytes - wrap('[]').length;
  const count = Math.max(1, Math.floor((room + 1) / (unit.length + 1)));
  return wrap(`[${Array(count).fill(unit).join(',')}]`);
}

const participants = (inner: string) => `{"participantes":${inner}}`;

/** A chain of `depth` objects (`{"a":{"a":…1…}}`). */
const objectChain = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

/**
 * The shapes that froze or crashed the server before the limits (issue 17 item 1), each `bytes`
 * long: past the depth cap (one deep array, many deep chains), just within it (chains that parse
 * and then meet the schema), past the item and key caps, and a flood of NUL characters.
 */
export function hostileBodies(bytes: number, maxDepth = 32): HostileBody[] {
  const deep = Math.floor(bytes / 2) - 1;
  return [
    { name: 'one array nested past the cap', text: `${'['.repeat(deep)}${']'.repeat(deep)}` },
    { name: 'many chains nested past the cap', text: fill(bytes, objectChain(maxDepth + 8), participants) },
    { name: 'many chains just within the cap', text: fill(bytes, objectChain(maxDepth - 3), participants) },
    { name: 'a flood of empty objects', text: fill(bytes, '{}', participants) },
    { name: 'one object with too many keys', text: wideObject(bytes) },
    { name: 'a flood of NUL characters', text: fill(bytes, '"\\u0000"', participants) },
    { name: 'a flood of numbers', text: fill(bytes, '0', participants) },
  ];
}

/** One object with as many keys as fit in `bytes`. */
function wideObject(bytes: number): string {
  const keys: string[] = [];
  let size = 2;
  for (let i = 0; ; i++) {
    const member = `"k${i}":0`;
    if (size + member.length + 1 > bytes) break;
    keys.push(member);
    size += member.length + 1;
  }
  return `{${keys.join(',')}}`;
}

export interface Answer {
  status: number;
  body: string;
  ms: number;
}

export function postJson(agent: http.Agent, base: URL, path: string, payload: Buffer): Promise<Answer> {
  const started = performance.now();
  return new Promise((resolve) => {
    const req = http.request(
      {
        agent,
        host: base.hostname,
        port: base.port,
        path,
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': payload.length },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            body: Buffer.concat(chunks).toString(),
            ms: performance.now() - started,
          }),
        );
      },
    );
    req.on('error', (error) => resolve({ status: 0, body: String(error), ms: performance.now() - started }));
    req.end(payload);
  });
}

function getStatus(agent: http.Agent, base: URL, path: string): Promise<Answer> {
  const started = performance.now();
  return new Promise((resolve) => {
    const req = http.get({ agent, host: base.hostname, port: base.port, path }, (res) => {
      res.resume();
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, body: '', ms: performance.now() - started }),
      );
    });
    req.on('error', (error) => resolve({ status: 0, body: String(error), ms: performance.now() - started }));
  });
}

export interface HostileRun {
  /** Every hostile body's answer, with the shape's name. */
  answers: (Answer & { shape: string })[];
  /** /healthz round trips while they arrived. */
  health: Answer[];
  seconds: number;
}

/**
 * `senders` keep-alive clients post the bodies in turn to `path` for `seconds`, while one client
 * asks /healthz every `probeEveryMs`. The senders run in this process: point it at a server in
 * another process (a real `catraca serve`), or the senders' own work would be measured too.
 */
export async function streamHostileBodies(options: {
  url: string;
  path: string;
  bodies: HostileBody[];
  senders: number;
  seconds: number;
  probeEveryMs?: number;
}): Promise<HostileRun> {
  const base = new URL(options.url);
  const deadline = performance.now() + options.seconds * 1000;
  const answers: HostileRun['answers'] = [];
  const health: Answer[] = [];
  let next = 0;
  const sender = async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    while (performance.now() < deadline) {
      const body = options.bodies[next++ % options.bodies.length] as HostileBody;
      answers.push({ ...(await postJson(agent, base, options.path, bytesOf(body))), shape: body.name });
    }
    agent.destroy();
  };
  const prober = async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    while (performance.now() < deadline) {
      health.push(await getStatus(agent, base, '/healthz'));
      await new Promise((resolve) => setTimeout(resolve, options.probeEveryMs ?? 20));
    }
    agent.destroy();
  };
  const started = performance.now();
  await Promise.all([prober(), ...Array.from({ length: options.senders }, sender)]);
  return { answers, health, seconds: (performance.now() - started) / 1000 };
}

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;
}
