// Shared rate-limit benchmark (npm run bench:rate-limit; ADR 0240). A fresh PostgreSQL database and
// the one upsert every limited request pays (src/server/http/rate-budget.ts): BENCH_SPENDS spends one
// after another on one key (a client hammering), then the same number from BENCH_CONCURRENCY callers
// over BENCH_KEYS keys (many clients at once). Prints latency percentiles and spends per second.
import { spendRateBudget } from '../src/server/http/rate-budget.ts';
import { percentile } from '../src/server/testing/hostile-bodies.ts';
import { BENCH_SERVER_LABEL, createBenchDatabase } from './bench-database.ts';

const SPENDS = Number(process.env.BENCH_SPENDS ?? 5000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16);
const KEYS = Number(process.env.BENCH_KEYS ?? 500);
const POOL = Number(process.env.BENCH_POOL ?? 10);

function report(label: string, latencies: number[], seconds: number): void {
  console.log(
    `  ${label.padEnd(30)} ${String(latencies.length).padStart(6)} spends  ${(latencies.length / seconds).toFixed(0).padStart(6)}/s` +
      `   p50 ${percentile(latencies, 50).toFixed(2)} ms   p99 ${percentile(latencies, 99).toFixed(2)} ms`,
  );
}

async function main(): Promise<void> {
  const { handle, drop } = await createBenchDatabase(POOL);
  try {
    const budget = { name: 'bench', max: 100, windowMs: 60_000 };
    for (let i = 0; i < 200; i++) await spendRateBudget(handle.db, budget, `warm-${i % 20}`);
    console.log(`\nCatraca shared rate limit: PostgreSQL ${BENCH_SERVER_LABEL}, pool ${POOL}`);

    const sequential: number[] = [];
    let started = performance.now();
    for (let i = 0; i < SPENDS; i++) {
      const t = performance.now();
      await spendRateBudget(handle.db, budget, '203.0.113.1');
      sequential.push(performance.now() - t);
    }
    report('one key, one after another', sequential, (performance.now() - started) / 1000);

    const parallel: number[] = [];
    let next = 0;
    started = performance.now();
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < SPENDS) {
          const key = `198.51.100.${next++ % KEYS}`;
          const t = performance.now();
          await spendRateBudget(handle.db, budget, key);
          parallel.push(performance.now() - t);
        }
      }),
    );
    report(`${KEYS} keys, ${CONCURRENCY} at once`, parallel, (performance.now() - started) / 1000);
    console.log('');
  } finally {
    await drop();
  }
}

await main();
