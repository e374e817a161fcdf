// Flash-sale benchmark (npm run bench:checkout). A fresh PostgreSQL database, the real app over
// HTTP on 127.0.0.1, one ticket type with limited stock, and BENCH_CONCURRENCY keep-alive
// clients each posting full registrations (2 participants, custom answers, PIX) until the stock
// is gone. Prints orders/s, latency percentiles and sold vs stock, then the throughput of a
// bare guarded stock UPDATE on the same database as the ceiling. See docs/performance.md.

import { fork } from 'node:child_process';
import { buildApp } from '../src/server/app.ts';
import { createTestEvent, createTestForm, createTestOrganiser } from '../src/server/testing/factories.ts';
import { BENCH_SERVER_LABEL, benchConfig, createBenchDatabase } from './bench-database.ts';
import { cpuSince, snapshotCpu } from './cpu-accounting.ts';
import { guardedUpdateCeiling } from './guarded-update-ceiling.ts';
import { type ClientRun, percentile } from './load-clients.ts';

const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 64);
const STOCK = Number(process.env.BENCH_STOCK ?? 6000);
const MAX_SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
// Few connections beat many on one hot row: every waiter is woken at each commit (docs/performance.md).
const POOL = Number(process.env.BENCH_POOL ?? 5);
const WARMUP_ORDERS = Number(process.env.BENCH_WARMUP_ORDERS ?? 300);
const CEILING_SECONDS = Number(process.env.BENCH_CEILING_SECONDS ?? 5);

function runLoadWorker(options: object): Promise<ClientRun> {
  const child = fork(new URL('./load-worker.ts', import.meta.url));
  child.send(options);
  return new Promise((resolve, reject) => {
    child.once('message', (run) => resolve(run as ClientRun));
    child.once('error', reject);
  });
}

async function main(): Promise<void> {
  const { handle, drop } = await createBenchDatabase(POOL);
  try {
    const config = benchConfig();
    const { app, ctx } = await buildApp(config, { dbHandle: handle, serveWeb: false });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const port = (app.server.address() as { port: number }).port;

    const organiser = await createTestOrganiser(ctx);
    const { event, ticketTypes } = await createTestEvent(
      ctx,
      organiser.id,
      { name: 'Flash sale', capacity: STOCK * 2 },
      [{ name: 'Pista', priceCents: 12000, quantity: STOCK }],
    );
    const ticketId = ticketTypes[0]?.id as number;
    const [company, size] = await createTestForm(ctx, event.id, [
      { label: 'Empresa', required: true },
      { label: 'Camiseta', type: 'single_choice', required: true, options: ['P', 'M', 'G'] },
    ]);
    const person = (n: number) => ({
      ticketTypeId: ticketId,
      nome: `Pessoa {seq}-${n} Bench`,
      email: `p{seq}-${n}@bench.test`,
      answers: [
        { id: company?.id, value: 'ACME Ltda' },
        { id: size?.id, value: 'M' },
      ],
    });
    const bodyTemplate = JSON.stringify({
      comprador: {
        comprador: { name: 'Maria Bench', email: 'maria@bench.test', documento: '529.982.247-25' },
        payment_method: 'pix',
        installments: 1,
      },
      participantes: [person(1), person(2)],
    });

    console.log(
      `\nCatraca checkout benchmark: ${CONCURRENCY} clients, stock ${STOCK}, pool ${POOL}, PostgreSQL ${BENCH_SERVER_LABEL}`,
    );
    // Warm-up on a separate event: JIT, prepared statements on every pooled connection and the
    // first HTTP connections are paid for here, as a server in service has paid for them already.
    const warm = await createTestEvent(
      ctx,
      organiser.id,
      { name: 'Aquecimento', capacity: WARMUP_ORDERS * 4 },
      [{ name: 'Aquecimento', priceCents: 12000, quantity: WARMUP_ORDERS * 2 }],
    );
    const [warmCompany, warmSize] = await createTestForm(ctx, warm.event.id, [
      { label: 'Empresa', required: true },
      { label: 'Camiseta', type: 'single_choice', required: true, options: ['P', 'M', 'G'] },
    ]);
    const warmBody = bodyTemplate
      .replaceAll(`"ticketTypeId":${ticketId}`, `"ticketTypeId":${warm.ticketTypes[0]?.id}`)
      .replaceAll(`"id":${company?.id},`, `"id":${warmCompany?.id},`)
      .replaceAll(`"id":${size?.id},`, `"id":${warmSize?.id},`);
    const warmRun = await runLoadWorker({
      port,
      path: `/api/eventos/${warm.event.id}/inscricao`,
      concurrency: CONCURRENCY,
      maxSeconds: MAX_SECONDS,
      bodyTemplate: warmBody,
    });
    console.log(
      `  warm-up             ${warmRun.okLatencies.length} orders on a separate event (not counted)`,
    );

    const cpuStart = snapshotCpu();
    const run = await runLoadWorker({
      port,
      path: `/api/eventos/${event.id}/inscricao`,
      concurrency: CONCURRENCY,
      maxSeconds: MAX_SECONDS,
      bodyTemplate,
    });
    const cpu = cpuSince(cpuStart);
    const { rows } = await handle.executeSql('SELECT sold, quantity FROM ticket_types WHERE id = $1', [
      ticketId,
    ]);
    const sold = Number(rows[0]?.sold);
    const { rows: people } = await handle.executeSql(
      "SELECT count(*)::int AS n FROM participants WHERE event_id = $1 AND status <> 'cancelado'",
      [event.id],
    );
    const ok = run.okLatencies.sort((a, b) => a - b);
    const seconds = run.sellingMs / 1000;
    console.log('\nFlash sale (full inscricao requests, 2 participants + answers, PIX)');
    console.log(`  orders created      ${ok.length} in ${seconds.toFixed(2)} s`);
    console.log(`  orders/s            ${(ok.length / seconds).toFixed(1)}`);
    console.log(
      `  latency p50 / p99   ${percentile(ok, 50).toFixed(1)} ms / ${percentile(ok, 99).toFixed(1)} ms (successful orders)`,
    );
    console.log(
      `  p90 / p95 / max     ${percentile(ok, 90).toFixed(1)} / ${percentile(ok, 95).toFixed(1)} / ${(ok[ok.length - 1] ?? 0).toFixed(1)} ms`,
    );
    console.log(`  refused (sold out)  ${run.refused}   errors ${run.errors}`);
    const requests = ok.length + run.refused + run.errors;
    const cpuPerRequest = (cpu.appSeconds + (cpu.postgresSeconds ?? 0) + run.cpuSeconds) / requests;
    console.log(
      `  CPU per request     app ${((1000 * cpu.appSeconds) / requests).toFixed(2)} ms, PostgreSQL ${cpu.postgresSeconds === null ? 'n/a' : `${((1000 * cpu.postgresSeconds) / requests).toFixed(2)} ms`}, load generator ${((1000 * run.cpuSeconds) / requests).toFixed(2)} ms`,
    );
    console.log(
      `  2 idle cores would  ~${(2 / cpuPerRequest).toFixed(0)} orders/s (CPU-bound estimate from the figures above)`,
    );
    console.log(
      `  sold vs stock       ${sold} / ${STOCK}  (participants ${people[0]?.n})  ${sold <= STOCK ? 'OK' : 'OVERSOLD'}`,
    );

    await app.close();
    const ceiling = await guardedUpdateCeiling(handle, {
      concurrency: CONCURRENCY,
      seconds: CEILING_SECONDS,
    });
    console.log('\nCeiling: bare guarded UPDATE ... SET sold = sold + 2 (autocommit), same database');
    console.log(
      `  updates/s           ${ceiling.perSecond.toFixed(1)}  (p50 ${ceiling.p50.toFixed(1)} ms, p99 ${ceiling.p99.toFixed(1)} ms)\n`,
    );
    if (sold > STOCK) process.exitCode = 1;
  } finally {
    await drop();
  }
}

await main();
