// Hostile-body benchmark (npm run bench:hostile-bodies; ADR 0241). A fresh PostgreSQL database, a
// real `catraca serve` in its own process, and BENCH_SENDERS keep-alive clients posting JSON bodies
// of the maximum size (BODY_LIMIT_BYTES, 1 MiB) shaped to hurt — nested past the depth cap, many
// chains just within it, floods of objects, keys, numbers and NULs — to the public registration
// route for BENCH_SECONDS, while one client asks /healthz every 20 ms. Prints /healthz latency
// before and during the stream and each shape's answer; the target is /healthz p99 < 100 ms.
import { randomBytes } from 'node:crypto';
import { cpus, loadavg } from 'node:os';
import { buildApp } from '../src/server/app.ts';
import { createTestEvent, createTestOrganiser } from '../src/server/testing/factories.ts';
import {
  cpuSecondsOf,
  hostileBodies,
  percentile,
  streamHostileBodies,
} from '../src/server/testing/hostile-bodies.ts';
import { startServerProcess } from '../src/server/testing/server-process.ts';

import { BENCH_SERVER_LABEL, benchConfig, createBenchDatabase } from './bench-database.ts';

const SENDERS = Number(process.env.BENCH_SENDERS ?? 4);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const BODY_BYTES = Number(process.env.BODY_LIMIT_BYTES ?? 1024 * 1024);
const TARGET_P99_MS = 100;

const ms = (value: number) => `${value.toFixed(1)} ms`;
const METRICS_TOKEN = randomBytes(16).toString('hex');

/** The server's own event-loop delay since the last scrape (prom-client resets it on each). */
async function eventLoopLag(url: string): Promise<{ p99: number; max: number }> {
  const res = await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
  const text = await res.text();
  const read = (metric: string) =>
    Number(new RegExp(`^${metric} ([0-9.e+-]+)`, 'm').exec(text)?.[1] ?? NaN) * 1000;
  return { p99: read('nodejs_eventloop_lag_p99_seconds'), max: read('nodejs_eventloop_lag_max_seconds') };
}

function healthLine(label: string, latencies: number[]): string {
  return (
    `  ${label.padEnd(22)} ${String(latencies.length).padStart(5)} probes   p50 ${ms(percentile(latencies, 50))}` +
    `   p99 ${ms(percentile(latencies, 99))}   max ${ms(Math.max(...latencies))}`
  );
}

async function main(): Promise<void> {
  const { url, handle, drop } = await createBenchDatabase(2);
  try {
    const config = benchConfig({ NODE_ENV: 'test' });
    // The app only for its context (the factories write through it); the server is another process.
    const { app, ctx } = await buildApp(config, { dbHandle: handle, serveWeb: false });
    const organiser = await createTestOrganiser(ctx);
    const { event } = await createTestEvent(ctx, organiser.id, { capacity: 1000 }, [{ priceCents: 0 }]);
    const server = await startServerProcess({
      DATABASE_URL: url,
      DATABASE_POOL_SIZE: '4',
      JOBS_ENABLED: 'false',
      BODY_LIMIT_BYTES: String(BODY_BYTES),
      METRICS_TOKEN,
    });
    const pid = server.child.pid as number;
    try {
      const bodies = hostileBodies(BODY_BYTES);
      console.log(
        `\nCatraca hostile-body benchmark: ${SENDERS} senders × ${(BODY_BYTES / 1024).toFixed(0)} KiB bodies for ${SECONDS} s, ` +
          `${bodies.length} shapes, PostgreSQL ${BENCH_SERVER_LABEL}`,
      );
      const idle = await streamHostileBodies({
        url: server.url,
        path: '/',
        bodies: [],
        senders: 0,
        seconds: 3,
      });
      await eventLoopLag(server.url);
      const cpuBefore = cpuSecondsOf(pid);
      const run = await streamHostileBodies({
        url: server.url,
        path: `/api/eventos/${event.id}/inscricao`,
        bodies,
        senders: SENDERS,
        seconds: SECONDS,
      });
      const serverCpu = cpuSecondsOf(pid) - cpuBefore;
      const lag = await eventLoopLag(server.url);
      const health = run.health.map((probe) => probe.ms);
      console.log(
        healthLine(
          '/healthz idle',
          idle.health.map((probe) => probe.ms),
        ),
      );
      console.log(healthLine('/healthz under stream', health));
      const failedProbes = run.health.filter((probe) => probe.status !== 200).length;
      if (failedProbes > 0) console.log(`  /healthz failures      ${failedProbes}`);
      const megabytes = (run.answers.length * BODY_BYTES) / 1024 / 1024;
      console.log(
        `  hostile bodies         ${run.answers.length} answered (${(megabytes / run.seconds).toFixed(1)} MiB/s received)`,
      );
      console.log(
        `  server CPU             ${((serverCpu * 1000) / Math.max(1, run.answers.length)).toFixed(1)} ms per body ` +
          `(${serverCpu.toFixed(1)} s over ${run.seconds.toFixed(1)} s)`,
      );
      console.log(`  server event-loop lag  p99 ${ms(lag.p99)}   max ${ms(lag.max)}`);
      console.log(
        `  machine load average   ${loadavg()
          .map((n) => n.toFixed(1))
          .join(' ')} on ${cpus().length} cores`,
      );
      for (const body of bodies) {
        const answers = run.answers.filter((answer) => answer.shape === body.name);
        const statuses = [...new Set(answers.map((answer) => answer.status))].sort().join('/');
        const latencies = answers.map((answer) => answer.ms);
        console.log(
          `    ${body.name.padEnd(34)} ${String(answers.length).padStart(4)} × ${statuses.padEnd(7)}` +
            ` median ${ms(percentile(latencies, 50))}   max ${ms(Math.max(...latencies))}`,
        );
      }
      const serverErrors = run.answers.filter((answer) => answer.status >= 500 || answer.status === 0).length;
      const p99 = percentile(health, 99);
      const verdict = p99 < TARGET_P99_MS && serverErrors === 0 && failedProbes === 0 ? 'PASS' : 'FAIL';
      console.log(
        `  ${verdict}: /healthz p99 ${ms(p99)} (target < ${TARGET_P99_MS} ms), ${serverErrors} answers 5xx or dropped\n`,
      );
      process.exitCode = verdict === 'PASS' ? 0 : 1;
    } finally {
      await server.stop('SIGTERM');
      await app.close();
    }
  } finally {
    await drop();
  }
}

await main();
