// Resumo benchmark (npm run bench:summary): GET /api/eventos/{id}/dashboard on PostgreSQL for an
// event of BENCH_PARTICIPANTS participants (100 000 by default; the bench:dashboard seed), each of
// its orders paid by PIX or card in up to 6 installments. Prints p50/p95/max server time over
// BENCH_REQUESTS requests (in process, app.inject) and checks Recebido + Pendente = Líquido.
import { loadavg } from 'node:os';
import pg from 'pg';
import { buildApp } from '../src/server/app.ts';
import {
  SANDBOX_CARD_RELEASE_DAYS,
  SANDBOX_FEE_BASIS_POINTS,
} from '../src/server/payments/sandbox-gateway.ts';
import { signUpThroughLink } from '../src/server/testing/sign-up.ts';
import { benchConfig, createBenchDatabase } from './bench-database.ts';
import { seedDashboardEvent } from './dashboard-seed.ts';
import { percentile } from './load-clients.ts';

const PARTICIPANTS = Number(process.env.BENCH_PARTICIPANTS ?? 100_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 30);

async function main(): Promise<void> {
  const { name, url, handle, drop } = await createBenchDatabase(5, 'summary');
  const seeder = new pg.Client({ connectionString: url });
  try {
    const config = benchConfig();
    const { app } = await buildApp(config, { dbHandle: handle, serveWeb: false });
    await app.ready();
    const res = await signUpThroughLink(app, {
      name: 'Organizadora Bench',
      email: `bench-${Date.now()}@bench.test`,
      password: 'senha-muito-segura',
    });
    const cookie = `catraca_session=${res.cookies.find((c) => c.name === 'catraca_session')?.value}`;
    const organiserId = (res.json() as { data: { user: { id: number } } }).data.user.id;

    await seeder.connect();
    const run = (text: string) => seeder.query(text);
    const started = Date.now();
    const event = await seedDashboardEvent(run, organiserId, PARTICIPANTS, `resumo-${name}`);
    // One fulfilled payment per order, for what its participants paid (the bench seed writes none),
    // with the figures the sandbox gateway reports (sandboxMoney: its fee, released at once for PIX
    // and 30 days later for a card), so the Resumo reads them as it does a real event's.
    const fee = SANDBOX_FEE_BASIS_POINTS;
    await run(`
      INSERT INTO order_payments (order_id, method, status, amount_cents, installments, gateway, paid_at, created_at,
        gateway_fee_cents, gateway_net_cents, money_release_at)
      SELECT id, payment_method, 'fulfilled', amount, installments, 'sandbox', paid_at, created_at, fee, amount - fee,
        CASE WHEN payment_method = 'pix' THEN paid_at
          ELSE paid_at + interval '${SANDBOX_CARD_RELEASE_DAYS} days' END
      FROM (SELECT o.id, o.payment_method, o.installments, o.paid_at, o.created_at,
              coalesce(sum(p.amount_cents), 0)::int AS amount,
              ((coalesce(sum(p.amount_cents), 0) * CASE WHEN o.payment_method = 'pix' THEN ${fee.pix}
                ELSE ${fee.credit_card} END + 5000) / 10000)::int AS fee
            FROM orders o LEFT JOIN participants p ON p.order_id = o.id
            WHERE o.event_id = ${event.eventId} GROUP BY o.id) paid`);
    await run('ANALYZE');
    console.log(
      `Seeded ${PARTICIPANTS} participants with payments in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
    console.log(
      `Load average: ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
    );

    const url = `/api/eventos/${event.eventId}/dashboard`;
    const get = async () => {
      const t = process.hrtime.bigint();
      const reply = await app.inject({ method: 'GET', url, headers: { cookie } });
      if (reply.statusCode !== 200) throw new Error(`${reply.statusCode} ${reply.body.slice(0, 300)}`);
      return { ms: Number(process.hrtime.bigint() - t) / 1e6, body: reply.json() };
    };
    for (let i = 0; i < 3; i++) await get();
    const times: number[] = [];
    let last: { data: { resumo_financeiro: Record<string, number> } } | undefined;
    for (let i = 0; i < REQUESTS; i++) {
      const { ms, body } = await get();
      times.push(ms);
      last = body;
    }
    times.sort((a, b) => a - b);
    const money = last?.data.resumo_financeiro ?? {};
    console.log(
      `GET /api/eventos/{id}/dashboard, ${PARTICIPANTS} participants, ${REQUESTS} requests: ` +
        `p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms, max ${(times.at(-1) ?? 0).toFixed(1)} ms`,
    );
    console.log(
      `Bruto ${money.valor_bruto_cents}, Líquido ${money.valor_liquido_cents}, Recebido ${money.recebido_cents}, Pendente ${money.pendente_cents} (centavos)`,
    );
    if ((money.recebido_cents ?? 0) + (money.pendente_cents ?? 0) !== money.valor_liquido_cents) {
      throw new Error('Recebido + Pendente ≠ Líquido');
    }
    await app.close();
  } finally {
    await seeder.end().catch(() => undefined);
    await drop();
  }
}

await main();
