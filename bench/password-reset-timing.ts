// Password-reset timing benchmark (npm run bench:reset-timing). Does the reply to
// POST /api/auth/forgot-password take the same time whether or not the e-mail has an account?
// A fresh database (PostgreSQL at BENCH_DATABASE_URL, or PGlite with BENCH_DRIVER=pglite), the real
// app over HTTP with the job queue on, and BENCH_ROUNDS alternating requests for a known and an
// unknown e-mail. Prints the reply-time percentiles of each and, for scale, how long the
// account-dependent work (token, outbox row, job) takes when run directly: the time the reply would
// leak if it waited for that work (docs/decisions/0080-password-reset.md).

import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { buildApp } from '../src/server/app.ts';
import { deliverPasswordReset } from '../src/server/auth/password-reset-service.ts';
import { loadConfig } from '../src/server/config.ts';
import { type DbHandle, openPostgres } from '../src/server/db/client.ts';
import { wrapPglite } from '../src/server/db/pglite-client.ts';
import { signUpThroughLink } from '../src/server/testing/sign-up.ts';
import { percentile } from './load-clients.ts';

const DRIVER = process.env.BENCH_DRIVER ?? 'postgres';
const serverUrl =
  process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 300);
const WARMUP = 20;

async function openDatabase(): Promise<{ handle: DbHandle; drop: () => Promise<void> }> {
  if (DRIVER === 'pglite') {
    const handle = wrapPglite(new PGlite());
    await handle.migrate();
    return { handle, drop: async () => undefined };
  }
  const name = `catraca_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = openPostgres(url.toString(), 5);
  await handle.migrate();
  return {
    handle,
    drop: async () => {
      await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin.end();
    },
  };
}

function summary(label: string, samples: number[]): string {
  const sorted = [...samples].sort((a, b) => a - b);
  const mean = samples.reduce((sum, x) => sum + x, 0) / samples.length;
  const f = (x: number) => x.toFixed(2).padStart(7);
  return `${label.padEnd(26)} p50 ${f(percentile(sorted, 50))} ms   p90 ${f(percentile(sorted, 90))} ms   p99 ${f(percentile(sorted, 99))} ms   mean ${f(mean)} ms`;
}

async function main(): Promise<void> {
  const { handle, drop } = await openDatabase();
  const config = loadConfig({
    NODE_ENV: 'development',
    LOG_LEVEL: 'silent',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'catraca-bench-')),
    PUBLIC_URL: 'http://127.0.0.1',
    LOGIN_MAX_PER_IP_PER_MINUTE: '1000000',
    PASSWORD_RESET_MAX_PER_EMAIL: '1000000',
    JOBS_ENABLED: 'true',
  });
  const { app, ctx } = await buildApp(config, { dbHandle: handle, serveWeb: false });
  try {
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const known = 'conta-existente@bench.com.br';
    await signUpThroughLink(app, { name: 'Bench', email: known, password: 'senha-de-bench-1' });

    const ask = async (email: string): Promise<number> => {
      const started = performance.now();
      const res = await fetch(`http://127.0.0.1:${port}/api/auth/forgot-password`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email }),
      });
      await res.text();
      if (res.status !== 200) throw new Error(`forgot-password: ${res.status}`);
      return performance.now() - started;
    };
    const knownTimes: number[] = [];
    const unknownTimes: number[] = [];
    for (let i = 0; i < ROUNDS + WARMUP; i++) {
      // Alternate which goes first, so neither always follows the other's background work.
      const pair = i % 2 === 0 ? ([known, `ninguem-${i}@bench.com.br`] as const) : null;
      const a = pair ? await ask(pair[0]) : await ask(`ninguem-${i}@bench.com.br`);
      const b = pair ? await ask(pair[1]) : await ask(known);
      if (i < WARMUP) continue;
      knownTimes.push(pair ? a : b);
      unknownTimes.push(pair ? b : a);
    }

    const deliverKnown: number[] = [];
    const deliverUnknown: number[] = [];
    for (let i = 0; i < Math.min(ROUNDS, 100); i++) {
      for (const [email, into] of [
        [known, deliverKnown],
        [`ninguem-direto-${i}@bench.com.br`, deliverUnknown],
      ] as const) {
        const started = performance.now();
        await deliverPasswordReset(ctx, { email, ip: '127.0.0.1', linkBase: 'http://127.0.0.1' });
        into.push(performance.now() - started);
      }
    }

    console.log(
      `password reset timing on ${DRIVER}, ${ROUNDS} requests each (after ${WARMUP} warm-up pairs)`,
    );
    console.log('reply to POST /api/auth/forgot-password (what a caller can measure):');
    console.log(`  ${summary('e-mail with an account', knownTimes)}`);
    console.log(`  ${summary('e-mail without an account', unknownTimes)}`);
    const sortedKnown = [...knownTimes].sort((a, b) => a - b);
    const sortedUnknown = [...unknownTimes].sort((a, b) => a - b);
    console.log(
      `  difference of medians: ${(percentile(sortedKnown, 50) - percentile(sortedUnknown, 50)).toFixed(2)} ms`,
    );
    console.log('account-dependent work, run after the reply (what it would leak if awaited):');
    console.log(`  ${summary('token + e-mail queued', deliverKnown)}`);
    console.log(`  ${summary('no account: lookup only', deliverUnknown)}`);
  } finally {
    await app.close();
    await handle.close();
    await drop();
  }
}

await main();
