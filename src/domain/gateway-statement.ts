// The extrato under the Resumo: one line per payment with what its gateway reported (gross, its
// fee, what it refunded) and when the money is the organiser's. Pure rules on integer centavos and
// Brazilian calendar days, shared by the server (which computes) and the browser (which labels).
import { type SaleMethod, type Settlement, saleReleases } from './event-money.ts';

export interface StatementPayment {
  method: SaleMethod;
  installments: number;
  grossCents: number;
  /** What the gateway gave back (or Catraca asked it to), never more than the gross. */
  refundedCents: number;
  /** The gateway's fee as it reported it; null when it reported none (nothing is invented). */
  gatewayFeeCents: number | null;
  /** yyyy-mm-dd (Brazil) the payment was confirmed. */
  paidDay: string;
  /** yyyy-mm-dd (Brazil) the gateway said the money is released; null: estimated (ADR 0120). */
  releaseDay: string | null;
}

export type StatementStatus = 'liberado' | 'a_liberar' | 'estornado';

export interface StatementFigures {
  refundedCents: number;
  /** The fee counted: none once the payment is refunded in full (the gateway gives it back). */
  feeCents: number;
  /** Gross − refunded − fee. */
  netCents: number;
  status: StatementStatus;
  /** When the net (or what is left of it) is released: the last day once released, else the next. */
  releaseDay: string;
  /** True when the day is Catraca's estimate, not the gateway's figure. */
  isEstimated: boolean;
  releases: Settlement[];
}

export function statementFigures(payment: StatementPayment, today: string): StatementFigures {
  const refundedCents = Math.min(Math.max(0, payment.refundedCents), payment.grossCents);
  const kept = payment.grossCents - refundedCents;
  const feeCents = kept === 0 ? 0 : Math.min(Math.max(0, payment.gatewayFeeCents ?? 0), kept);
  const netCents = kept - feeCents;
  const releases = saleReleases(payment, netCents);
  const next = releases.find((release) => release.day > today);
  const last = releases[releases.length - 1] as Settlement;
  return {
    refundedCents,
    feeCents,
    netCents,
    status: kept === 0 && payment.grossCents > 0 ? 'estornado' : next ? 'a_liberar' : 'liberado',
    releaseDay: (next ?? last).day,
    isEstimated: payment.releaseDay === null,
    releases,
  };
}

export interface StatementTotals {
  quantidade: number;
  bruto_cents: number;
  taxa_gateway_cents: number;
  estornado_cents: number;
  liquido_cents: number;
  liberado_cents: number;
  a_liberar_cents: number;
  /** The next day money is released, with how much; null when nothing is left to release. */
  proxima_liberacao: { data: string; valor_cents: number } | null;
}

/** Totals of alike payments (`count` each): bruto − estornado − taxas = líquido = liberado + a liberar. */
export function summariseStatement(
  groups: (StatementPayment & { count: number })[],
  today: string,
): StatementTotals {
  const totals: StatementTotals = {
    quantidade: 0,
    bruto_cents: 0,
    taxa_gateway_cents: 0,
    estornado_cents: 0,
    liquido_cents: 0,
    liberado_cents: 0,
    a_liberar_cents: 0,
    proxima_liberacao: null,
  };
  const pendingByDay = new Map<string, number>();
  for (const group of groups) {
    const figures = statementFigures(group, today);
    totals.quantidade += group.count;
    totals.bruto_cents += group.grossCents * group.count;
    totals.taxa_gateway_cents += figures.feeCents * group.count;
    totals.estornado_cents += figures.refundedCents * group.count;
    totals.liquido_cents += figures.netCents * group.count;
    for (const release of figures.releases) {
      const amount = release.amountCents * group.count;
      if (release.day <= today) totals.liberado_cents += amount;
      else pendingByDay.set(release.day, (pendingByDay.get(release.day) ?? 0) + amount);
    }
  }
  totals.a_liberar_cents = totals.liquido_cents - totals.liberado_cents;
  const nextDay = [...pendingByDay.keys()].sort()[0];
  if (nextDay) totals.proxima_liberacao = { data: nextDay, valor_cents: pendingByDay.get(nextDay) ?? 0 };
  return totals;
}

export const STATEMENT_STATUS_LABELS: Record<StatementStatus, string> = {
  liberado: 'Liberado',
  a_liberar: 'A liberar',
  estornado: 'Estornado',
};

/** "PIX", "Cartão à vista", "Cartão 3x". */
export function paymentMethodLabel(method: SaleMethod, installments: number): string {
  if (method === 'pix') return 'PIX';
  return installments > 1 ? `Cartão ${installments}x` : 'Cartão à vista';
}
