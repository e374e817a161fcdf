// A real `catraca serve` (or any CLI command) in a child process, as an operator starts it: for the
// tests that signal, kill or run several nodes side by side. It listens on a free port (PORT=0)
// and reports the one it bound on stdout, which is read back here.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { inject } from 'vitest';
import { freePort } from './local-network.ts';

const CLI = fileURLToPath(new URL('../../../bin/catraca.mjs', import.meta.url));

export interface CliRun {
  code: number | null;
  signal: NodeJS.Signals | null;
  output: string;
}

export interface ServerProcess {
  url: string;
  port: number;
  child: ChildProcess;
  /** Everything the process wrote to stdout and stderr so far. */
  output(): string;
  /** Resolves when the process has exited. */
  exited: Promise<CliRun>;
  stop(signal?: NodeJS.Signals): Promise<CliRun>;
}

/** The environment of a child node: the test's, minus vitest's own, plus an isolated DATA_DIR. */
export function nodeEnv(env: Record<string, string>): NodeJS.ProcessEnv {
  const base = Object.fromEntries(
    Object.entries(process.env).filter(([key]) => !key.startsWith('VITEST') && key !== 'TEST_DATABASE_URL'),
  );
  return {
    ...base,
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    PORT: '0',
    // scrypt at 2^10 outside production, as in test-app.ts.
    ...(env.NODE_ENV === 'production' ? {} : { PASSWORD_HASH_COST: '10' }),
    DATA_DIR: mkdtempSync(join(tmpdir(), 'catraca-node-')),
    ...env,
  };
}

/**
 * A DATA_DIR whose embedded database is the run's migrated snapshot, unpacked where the server
 * opens it (DATA_DIR/pglite): a development node started on it skips initdb and the migrations,
 * 8 CPU-s instead of 18. Tests of a first start on an empty DATA_DIR do not use it.
 */
export function migratedDataDir(): string {
  const dataDir = mkdtempSync(join(tmpdir(), 'catraca-node-'));
  mkdirSync(join(dataDir, 'pglite'));
  execFileSync('tar', ['-xf', inject('pgliteSnapshotPath'), '-C', join(dataDir, 'pglite')]);
  return dataDir;
}

function run(args: string[], env: Record<string, string>) {
  const child = spawn(process.execPath, [CLI, ...args], {
    env: nodeEnv(env),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise<CliRun>((resolve) => {
    child.on('exit', (code, signal) => resolve({ code, signal, output }));
  });
  return { child, output: () => output, exited };
}

/** Runs one CLI command to its end. */
export async function runCli(args: string[], env: Record<string, string>): Promise<CliRun> {
  return run(args, env).exited;
}

export async function startServerProcess(
  env: Record<string, string>,
  args: string[] = ['serve'],
  timeoutMs = 45_000,
): Promise<ServerProcess> {
  const started = run(args, env);
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`server did not start:\n${started.output()}`)),
      timeoutMs,
    );
    const check = () => {
      const match = /Catraca em http:\/\/localhost:(\d+)/.exec(started.output());
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    };
    started.child.stdout?.on('data', check);
    void started.exited.then((result) => {
      clearTimeout(timer);
      reject(new Error(`server exited (${result.code ?? result.signal}):\n${result.output}`));
    });
  });
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    child: started.child,
    output: started.output,
    exited: started.exited,
    async stop(signal: NodeJS.Signals = 'SIGTERM') {
      if (started.child.exitCode === null && started.child.signalCode === null) started.child.kill(signal);
      return started.exited;
    },
  };
}

/**
 * `catraca serve --seed-if-empty` on a free port, PUBLIC_URL naming that port: the demo organiser
 * and events served as a browser reaches them, with `env` added (a gateway simulator's address).
 * Seeding on a busy machine can take two minutes.
 */
export async function startDemoServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  return startServerProcess(
    { PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}`, ...env },
    ['serve', '--seed-if-empty'],
    120_000,
  );
}
