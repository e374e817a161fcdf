// Six weeks of sales for the demo conference, so a newcomer's Resumo and Participantes are alive
// after `npm start`: a few hundred participants, PIX and card orders with installments, a coupon,
// refunds, a dispute, a PIX waiting, a PIX paid after it expired, e-mails that bounced, and early
// badge pickups (presence). Deterministic (a seeded generator) and written with one INSERT per
// table, so seeding stays well under a second on PGlite.

import { eq, sql } from 'drizzle-orm';
import { installmentCount } from '../../domain/installments.ts';
import { orderCode } from '../../domain/order-code.ts';
import type { ParticipantStatus } from '../../domain/participant-status.ts';
import type { Tx } from '../db/client.ts';
import {
  coupons,
  emailOutbox,
  formFields,
  latePayments,
  orderPayments,
  orders,
  ticketTypes,
} from '../db/schema.ts';
import { sandboxMoney } from '../payments/sandbox-gateway.ts';

const DAY = 86_400_000;
const SALES_DAYS = 45;

const FIRST = [
  'Ana',
  'Bruno',
  'Carla',
  'Diego',
  'Elisa',
  'Felipe',
  'Gabriela',
  'Heitor',
  'Isabela',
  'João',
  'Larissa',
  'Marcos',
  'Natália',
  'Otávio',
  'Paula',
  'Rafael',
  'Sofia',
  'Thiago',
  'Vanessa',
  'Yuri',
  'Beatriz',
  'Caio',
  'Daniela',
  'Eduardo',
  'Fernanda',
  'Gustavo',
  'Helena',
  'Igor',
  'Juliana',
  'Lucas',
];
const LAST = [
  'Silva',
  'Santos',
  'Oliveira',
  'Souza',
  'Lima',
  'Pereira',
  'Costa',
  'Rodrigues',
  'Almeida',
  'Nascimento',
  'Carvalho',
  'Araújo',
  'Ribeiro',
  'Martins',
  'Rocha',
  'Barbosa',
  'Mendes',
  'Freitas',
];
const COMPANIES = ['Nubank', 'iFood', 'Magalu', 'Stone', 'Totvs', 'Globo', 'Itaú', 'Autônomo', 'UFMG', 'USP'];

/** mulberry32: the same demo on every install. */
function generator(seed: number) {
  let state = seed;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
  return { next, pick };
}

const emailOf = (name: string, n: number) =>
  `${name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]+/g, '.')}${n}@exemplo.com.br`;

type Kind = 'paid' | 'pending' | 'expired_late';

interface PlannedOrder {
  kind: Kind;
  method: 'pix' | 'credit_card';
  installments: number;
  at: Date;
  couponId: number | null;
  subtotal: number;
  discount: number;
  tickets: {
    ticketTypeId: number;
    priceCents: number;
    name: string;
    email: string;
    amount: number;
    status: ParticipantStatus;
  }[];
}

/** Sales of the conference's first two ticket types (the second lot opens later). */
export async function seedConferenceSales(tx: Tx, eventId: number, now = new Date()): Promise<void> {
  const random = generator(2027);
  const types = await tx.select().from(ticketTypes).where(eq(ticketTypes.eventId, eventId));
  const [inteira, meia] = [...types].sort((a, b) => a.position - b.position);
  const [coupon] = await tx.select().from(coupons).where(eq(coupons.eventId, eventId));
  if (!inteira || !meia) throw new Error('seed: conference tickets missing');
  // Plenty left on sale: the e2e journeys buy these tickets on the seeded database.
  const budget = new Map([
    [inteira.id, Math.floor((inteira.quantity ?? 0) * 0.65)],
    [meia.id, Math.floor((meia.quantity ?? 0) * 0.5)],
  ]);

  const planned: PlannedOrder[] = [];
  let person = 0;
  while ([...budget.values()].some((left) => left > 0)) {
    // A burst at the launch, then sales growing towards today.
    const daysAgo =
      random.next() < 0.2 ? SALES_DAYS - 3 * random.next() : SALES_DAYS * (1 - Math.sqrt(random.next()));
    const at = new Date(Math.min(now.getTime() - daysAgo * DAY, now.getTime() - 3_600_000));
    const size = random.pick([1, 1, 1, 2, 2, 3, 4]);
    const tickets: PlannedOrder['tickets'] = [];
    for (let i = 0; i < size; i++) {
      const type = random.next() < 0.7 ? inteira : meia;
      const left = budget.get(type.id) ?? 0;
      const chosen = left > 0 ? type : (budget.get(inteira.id) ?? 0) > 0 ? inteira : meia;
      if ((budget.get(chosen.id) ?? 0) <= 0) break;
      budget.set(chosen.id, (budget.get(chosen.id) ?? 0) - 1);
      person += 1;
      const name = `${random.pick(FIRST)} ${random.pick(LAST)}`;
      tickets.push({
        ticketTypeId: chosen.id,
        priceCents: chosen.priceCents,
        name,
        email: emailOf(name, person),
        amount: 0,
        status: 'pago',
      });
    }
    if (tickets.length === 0) break;
    const subtotal = tickets.reduce((sum, t) => sum + t.priceCents, 0);
    const withCoupon = coupon && random.next() < 0.12;
    const discount = withCoupon ? Math.round(subtotal / 10) : 0;
    const total = subtotal - discount;
    // Shares in proportion to price, the remainder on the last ticket (as registration-plan does).
    let assigned = 0;
    tickets.forEach((ticket, i) => {
      ticket.amount =
        i === tickets.length - 1 ? total - assigned : Math.floor((ticket.priceCents * total) / subtotal);
      assigned += ticket.amount;
    });
    const isCard = random.next() < 0.45;
    const maxInstallments = installmentCount(total, 12);
    planned.push({
      kind: 'paid',
      method: isCard ? 'credit_card' : 'pix',
      installments: isCard ? Math.min(maxInstallments, random.pick([1, 1, 2, 3, 3, 6, 10, 12])) : 1,
      at,
      couponId: withCoupon ? coupon.id : null,
      subtotal,
      discount,
      tickets,
    });
  }
  planned.sort((a, b) => a.at.getTime() - b.at.getTime());

  // The last PIX orders are still waiting (their places held); one older PIX expired and was paid
  // anyway (a late payment to give back); two tickets were refunded and one is disputed.
  const pix = planned.filter((order) => order.method === 'pix');
  for (const order of pix.slice(-3)) {
    order.kind = 'pending';
    order.at = new Date(now.getTime() - 5 * 60_000);
    for (const ticket of order.tickets) ticket.status = 'pendente';
  }
  const late = pix[Math.floor(pix.length / 2)];
  if (late) {
    late.kind = 'expired_late';
    for (const ticket of late.tickets) ticket.status = 'cancelado';
  }
  const paid = planned.filter((order) => order.kind === 'paid');
  const setStatus = (index: number, status: ParticipantStatus) => {
    const ticket = paid[index]?.tickets[0];
    if (ticket) ticket.status = status;
  };
  setStatus(5, 'reembolsado');
  setStatus(20, 'reembolsado');
  setStatus(40, 'contestado');
  await writeOrders(tx, eventId, planned, now, random);
  await syncCounters(tx, eventId, coupon?.id ?? null);
}

/**
 * Every order with its payment, lines, participants and answers in one statement: one JSON
 * parameter instead of thousands of bound values, which is what keeps PGlite fast here.
 */
async function writeOrders(
  tx: Tx,
  eventId: number,
  planned: PlannedOrder[],
  now: Date,
  random: ReturnType<typeof generator>,
): Promise<void> {
  const pixHoldMs = 30 * 60_000;
  const rows = planned.map((order) => {
    const first = order.tickets[0] as PlannedOrder['tickets'][number];
    const isCard = order.method === 'credit_card';
    const hash = `seed-${crypto.randomUUID()}`;
    // A paid order carries what the sandbox gateway reports (its fee and release date), as a
    // payment made through the checkout does, so the demo's Resumo and extrato show them.
    const money =
      order.kind === 'paid' ? sandboxMoney(order.method, order.subtotal - order.discount, order.at) : null;
    return {
      h: hash,
      co: orderCode(hash),
      st: order.kind === 'paid' ? 'paid' : order.kind === 'pending' ? 'pending' : 'expired',
      ps: order.kind === 'paid' ? 'fulfilled' : order.kind === 'pending' ? 'pending' : 'cancelled',
      m: order.method,
      i: order.installments,
      sub: order.subtotal,
      dis: order.discount,
      cp: order.kind === 'expired_late' ? null : order.couponId,
      bn: first.name,
      be: first.email,
      at: order.at.toISOString(),
      paid: order.kind === 'paid' ? order.at.toISOString() : null,
      hold: isCard ? null : new Date(order.at.getTime() + pixHoldMs).toISOString(),
      br: isCard ? random.pick(['visa', 'mastercard', 'elo']) : null,
      l4: isCard ? String(1000 + Math.floor(random.next() * 9000)) : null,
      fee: money?.feeCents ?? null,
      net: money?.netCents ?? null,
      rel: money?.releaseAt?.toISOString() ?? null,
      t: order.tickets.map((ticket) => ({
        ty: ticket.ticketTypeId,
        pr: ticket.priceCents,
        n: ticket.name,
        e: ticket.email,
        s: ticket.status,
        a: ticket.amount,
        // Early badge pickup: about one paid participant in twelve already has presence.
        ci:
          ticket.status === 'pago' && random.next() < 0.08
            ? new Date(now.getTime() - random.next() * 3 * DAY).toISOString()
            : null,
      })),
    };
  });
  const [company] = await tx
    .select({ id: formFields.id })
    .from(formFields)
    .where(sql`${formFields.eventId} = ${eventId} AND ${formFields.label} = 'Empresa'`);
  await tx.execute(sql`
    WITH src AS (
      SELECT * FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS x(
        h text, co text, st text, ps text, m text, i int, sub int, dis int, cp int, bn text, be text,
        at timestamptz, paid timestamptz, hold timestamptz, br text, l4 text, fee int, net int,
        rel timestamptz, t jsonb)
    ),
    o AS (
      INSERT INTO orders (event_id, hash, code, status, buyer_name, buyer_email, payment_method, installments,
        subtotal_cents, discount_cents, total_cents, coupon_id, expires_at, paid_at, created_at)
      SELECT ${eventId}::int, h, co, st, bn, be, m, i, sub, dis, sub - dis, cp, hold, paid, at FROM src
      RETURNING id, hash
    ),
    p AS (
      INSERT INTO order_payments (order_id, method, status, amount_cents, installments, gateway,
        pix_expires_at, card_brand, card_last4, paid_at, created_at, gateway_fee_cents, gateway_net_cents,
        money_release_at)
      SELECT o.id, src.m, src.ps, src.sub - src.dis, src.i, 'sandbox', src.hold, src.br, src.l4, src.paid, src.at,
        src.fee, src.net, src.rel
      FROM src JOIN o ON o.hash = src.h
      RETURNING id, order_id
    ),
    tickets AS (
      SELECT o.id AS order_id, p.id AS payment_id, src.at, t.*
      FROM src JOIN o ON o.hash = src.h JOIN p ON p.order_id = o.id,
        jsonb_to_recordset(src.t) AS t(ty int, pr int, n text, e text, s text, a int, ci timestamptz)
    ),
    l AS (
      INSERT INTO order_lines (order_id, ticket_type_id, quantity, unit_price_cents)
      SELECT order_id, ty, count(*), max(pr) FROM tickets GROUP BY order_id, ty
    ),
    pp AS (
      INSERT INTO participants (order_id, event_id, ticket_type_id, order_payment_id, name, email, status,
        amount_cents, checked_in_at, created_at)
      SELECT order_id, ${eventId}::int, ty, payment_id, n, e, s, a, ci, at FROM tickets
      RETURNING id
    )
    INSERT INTO participant_answers (participant_id, field_id, value)
    SELECT pp.id, ${company?.id ?? null}::int, (${`{${COMPANIES.join(',')}}`}::text[])[1 + pp.id % ${COMPANIES.length}]
    FROM pp WHERE ${company?.id ?? null}::int IS NOT NULL`);

  // What was given back is on the payment too, as the refund ledger keeps it (ADR 0411): the
  // extrato's Estornado, and the guard that no more than the payment is ever refunded.
  await tx.execute(sql`
    UPDATE order_payments op SET refunded_cents = r.cents
    FROM (SELECT order_payment_id, sum(amount_cents)::int AS cents FROM participants
          WHERE event_id = ${eventId} AND status = 'reembolsado' AND order_payment_id IS NOT NULL
          GROUP BY order_payment_id) r
    WHERE op.id = r.order_payment_id`);

  const lateIndex = planned.findIndex((order) => order.kind === 'expired_late');
  const lateOrder = planned[lateIndex];
  if (lateOrder) {
    const [late] = await tx
      .select({ orderId: orders.id, paymentId: orderPayments.id, amount: orderPayments.amountCents })
      .from(orders)
      .innerJoin(orderPayments, eq(orderPayments.orderId, orders.id))
      .where(eq(orders.hash, rows[lateIndex]?.h ?? ''));
    if (late) {
      await tx.insert(latePayments).values({
        eventId,
        orderId: late.orderId,
        orderPaymentId: late.paymentId,
        amountCents: late.amount,
        gateway: 'sandbox',
        receivedAt: new Date(lateOrder.at.getTime() + 2 * 3_600_000),
      });
    }
  }
  const bounced = planned.filter((order) => order.kind === 'paid').slice(-12, -10);
  await tx.insert(emailOutbox).values(
    bounced.map((order) => ({
      eventId,
      kind: 'order_confirmation' as const,
      toAddress: order.tickets[0]?.email.replace('@exemplo.com.br', '@exemplo.com.bt') ?? 'x@exemplo.com.bt',
      toName: order.tickets[0]?.name ?? null,
      subject: 'Inscrição confirmada: Conferência Catraca 2027',
      html: '<p>Sua inscrição está confirmada.</p>',
      text: 'Sua inscrição está confirmada.',
      status: 'failed' as const,
      attempts: 1,
      failure: 'rejected' as const,
      lastError: 'Endereço recusado pelo servidor de destino: 550 5.1.2 domínio inexistente',
      createdAt: order.at,
    })),
  );
}

/** ticket_types.sold, events.places_taken and coupons.uses from the rows just written. */
async function syncCounters(tx: Tx, eventId: number, couponId: number | null): Promise<void> {
  await tx.execute(sql`UPDATE ticket_types t SET sold = (
      SELECT count(*) FROM participants p
      WHERE p.ticket_type_id = t.id AND p.status NOT IN ('cancelado', 'reembolsado'))
    WHERE t.event_id = ${eventId}`);
  await tx.execute(sql`UPDATE events e SET places_taken = (
      SELECT count(*) FROM participants p
      WHERE p.event_id = e.id AND p.status NOT IN ('cancelado', 'reembolsado'))
    WHERE e.id = ${eventId}`);
  if (couponId !== null) {
    await tx.execute(sql`UPDATE coupons c SET uses = (
        SELECT count(*) FROM orders o WHERE o.coupon_id = c.id AND o.status IN ('paid', 'pending'))
      WHERE c.id = ${couponId}`);
  }
}
