// The extrato under the Resumo: per payment, what the gateway reported (gross, its fee, net, and
// when the money is the organiser's), read from order_payments where the settlement recorded it
// (ADR 0302). A payment whose gateway reports no fee (the sandbox) shows none: nothing is invented.
import type { Writable } from 'node:stream';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../context.ts';
import { orderPayments, orders } from '../db/schema.ts';
import { writeXlsx, type XlsxColumn } from '../list-query/xlsx-stream.ts';

export interface StatementRow {
  pago_em: string | null;
  pedido: string;
  metodo: 'pix' | 'credit_card';
  parcelas: number;
  gateway: string;
  bruto_cents: number;
  taxa_gateway_cents: number | null;
  liquido_cents: number | null;
  estornado_cents: number;
  liberado_em: string | null;
}

export interface GatewayStatement {
  linhas: StatementRow[];
  totais: { bruto_cents: number; taxa_gateway_cents: number; liquido_cents: number; a_liberar_cents: number };
}

export async function getGatewayStatement(
  ctx: AppContext,
  eventId: number,
  now = new Date(),
): Promise<GatewayStatement> {
  const rows = await ctx.db
    .select({ payment: orderPayments, hash: orders.hash })
    .from(orderPayments)
    .innerJoin(orders, eq(orders.id, orderPayments.orderId))
    .where(
      and(
        eq(orders.eventId, eventId),
        eq(orderPayments.status, 'fulfilled'),
        inArray(orderPayments.method, ['pix', 'credit_card']),
      ),
    )
    .orderBy(asc(orderPayments.paidAt), asc(orderPayments.id))
    .limit(50_000);
  const linhas = rows.map(({ payment, hash }): StatementRow => {
    // Net as reported; a sandbox payment has no fee to subtract, so its net is its gross.
    const net =
      payment.gatewayNetCents ??
      (payment.gatewayFeeCents === null ? null : payment.amountCents - payment.gatewayFeeCents);
    return {
      pago_em: payment.paidAt?.toISOString() ?? null,
      pedido: hash.slice(0, 8),
      metodo: payment.method as 'pix' | 'credit_card',
      parcelas: payment.installments,
      gateway: payment.gateway,
      bruto_cents: payment.amountCents,
      taxa_gateway_cents: payment.gatewayFeeCents,
      liquido_cents: net,
      // The gateway's own figure once it was read back; before that, what Catraca refunded.
      estornado_cents: payment.gatewayCheckedAt ? payment.gatewayRefundedCents : payment.refundedCents,
      liberado_em: payment.moneyReleaseAt?.toISOString() ?? null,
    };
  });
  const totais = { bruto_cents: 0, taxa_gateway_cents: 0, liquido_cents: 0, a_liberar_cents: 0 };
  for (const line of linhas) {
    const net = line.liquido_cents ?? line.bruto_cents;
    totais.bruto_cents += line.bruto_cents;
    totais.taxa_gateway_cents += line.taxa_gateway_cents ?? 0;
    totais.liquido_cents += net;
    if (line.liberado_em && new Date(line.liberado_em) > now) totais.a_liberar_cents += net;
  }
  return { linhas, totais };
}

const COLUMNS: readonly XlsxColumn[] = [
  { header: 'Pago em', width: 18, style: 'dateTime' },
  { header: 'Pedido', width: 12 },
  { header: 'Forma de pagamento', width: 20 },
  { header: 'Parcelas', width: 10 },
  { header: 'Gateway', width: 14 },
  { header: 'Valor bruto', width: 14, style: 'money' },
  { header: 'Taxa do gateway', width: 16, style: 'money' },
  { header: 'Valor líquido', width: 14, style: 'money' },
  { header: 'Estornado', width: 12, style: 'money' },
  { header: 'Liberado em', width: 18, style: 'dateTime' },
];

const METHOD_LABELS = { pix: 'PIX', credit_card: 'Cartão de crédito' } as const;
const reais = (cents: number | null) => (cents === null ? null : cents / 100);
const date = (iso: string | null) => (iso ? new Date(iso) : null);

export async function writeGatewayStatement(
  ctx: AppContext,
  eventId: number,
  output: Writable,
): Promise<void> {
  const { linhas } = await getGatewayStatement(ctx, eventId);
  async function* batches() {
    yield linhas;
  }
  await writeXlsx(output, {
    name: 'Extrato',
    columns: COLUMNS,
    rows: batches(),
    toCells: (l) => [
      date(l.pago_em),
      l.pedido,
      METHOD_LABELS[l.metodo],
      l.parcelas,
      l.gateway,
      reais(l.bruto_cents),
      reais(l.taxa_gateway_cents),
      reais(l.liquido_cents),
      reais(l.estornado_cents),
      date(l.liberado_em),
    ],
  });
}
