// The money of one event as the organiser's Resumo shows it (spec §2 Dashboard, docs/money.md):
// Bruto, the platform fee, Líquido, and how Líquido settles over time (Recebido + Pendente).
// Pure arithmetic on integer centavos and Brazilian calendar days; the server feeds it grouped
// sales, the browser only formats what the server computed.
import { splitInstallments } from './installments.ts';
import { formatBRL } from './money.ts';

/** The platform's fee on every paid sale: a percentage (in basis points, 1 % = 100) plus a fixed part. */
export interface PlatformFee {
  percentBasisPoints: number;
  fixedCents: number;
}

export type SaleMethod = 'pix' | 'credit_card';

/**
 * Paid sales that share everything the money depends on, counted once: the server groups its
 * fulfilled payments by these keys, so a 100 000-ticket event is a few hundred groups.
 */
export interface SaleGroup {
  method: SaleMethod;
  /** 1 for PIX; the card's installments otherwise. */
  installments: number;
  /** What the buyer paid for this sale, less the shares of refunded or disputed tickets. */
  keptCents: number;
  /** The Brazilian calendar day the payment was confirmed, yyyy-mm-dd. */
  paidDay: string;
  /** How many sales are alike. */
  count: number;
  /** What the buyer paid before any refund or dispute; keptCents when left out. */
  grossCents?: number;
  /** The gateway's fee on this sale as the gateway reported it (0 or left out: none reported). */
  gatewayFeeCents?: number;
  /** The Brazilian day the gateway releases this sale's money, as it reported; null: the estimate. */
  releaseDay?: string | null;
}

export interface Settlement {
  /** yyyy-mm-dd (Brazil) from which this amount is available to the organiser. */
  day: string;
  amountCents: number;
}

export interface MoneySummary {
  grossCents: number;
  /** The platform's fee. */
  feeCents: number;
  /** The gateways' fees, as they reported them. */
  gatewayFeeCents: number;
  /** Refunded or disputed: paid by buyers, not kept (not in grossCents). */
  refundedCents: number;
  netCents: number;
  receivedCents: number;
  pendingCents: number;
  /** The next day money becomes available, with how much; null when nothing is pending. */
  nextSettlement: Settlement | null;
}

/** A card installment becomes available this many days after the previous one (D+30, D+60, …). */
export const CARD_SETTLEMENT_INTERVAL_DAYS = 30;

/**
 * The fee of one sale: the percentage rounded half up to the centavo, plus the fixed part, never
 * more than the sale itself (a R$ 1,00 ticket does not cost the organiser money). A sale whose
 * tickets were all refunded pays nothing.
 */
export function saleFeeCents(keptCents: number, fee: PlatformFee): number {
  if (keptCents <= 0) return 0;
  const percentPart = Math.floor((keptCents * fee.percentBasisPoints + 5_000) / 10_000);
  return Math.min(keptCents, percentPart + fee.fixedCents);
}

/** yyyy-mm-dd plus n calendar days. */
export function addDays(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/**
 * When one sale's net amount becomes available: PIX on the day it is paid; a card's net split into
 * its installments (splitInstallments: the first ones take the leftover centavos), installment k on
 * the paid day + 30·k days, so even a card paid in one installment settles at D+30.
 */
export function settlementSchedule(
  sale: Pick<SaleGroup, 'method' | 'installments' | 'paidDay'>,
  netCents: number,
): Settlement[] {
  if (sale.method === 'pix') return [{ day: sale.paidDay, amountCents: netCents }];
  return splitInstallments(netCents, Math.max(1, sale.installments)).map((amountCents, index) => ({
    day: addDays(sale.paidDay, CARD_SETTLEMENT_INTERVAL_DAYS * (index + 1)),
    amountCents,
  }));
}

/**
 * The gateway's fee counted for one sale: none for a sale refunded in full (the gateway gives its
 * fee back with the refund), and never more than what the platform's fee leaves of the sale.
 */
export function saleGatewayFeeCents(
  sale: Pick<SaleGroup, 'keptCents' | 'gatewayFeeCents'>,
  platformFeeCents: number,
) {
  if (sale.keptCents <= 0) return 0;
  return Math.min(Math.max(0, sale.gatewayFeeCents ?? 0), sale.keptCents - platformFeeCents);
}

/**
 * When one sale's net is the organiser's: on the day its gateway reported, when it did; otherwise
 * the estimate (settlementSchedule).
 */
export function saleReleases(
  sale: Pick<SaleGroup, 'method' | 'installments' | 'paidDay' | 'releaseDay'>,
  netCents: number,
): Settlement[] {
  if (sale.releaseDay) return [{ day: sale.releaseDay, amountCents: netCents }];
  return settlementSchedule(sale, netCents);
}

/**
 * Bruto, fees, Líquido, Recebido and Pendente of a set of sales as of `today` (yyyy-mm-dd, Brazil).
 * Líquido is Bruto less the platform's and the gateway's fees; an amount counts as Recebido from
 * its release day on; Recebido + Pendente = Líquido always, to the centavo.
 */
export function summariseMoney(sales: SaleGroup[], fee: PlatformFee, today: string): MoneySummary {
  let grossCents = 0;
  let feeCents = 0;
  let gatewayFeeCents = 0;
  let refundedCents = 0;
  let receivedCents = 0;
  const pendingByDay = new Map<string, number>();
  for (const sale of sales) {
    const saleFee = saleFeeCents(sale.keptCents, fee);
    const gatewayFee = saleGatewayFeeCents(sale, saleFee);
    grossCents += sale.keptCents * sale.count;
    feeCents += saleFee * sale.count;
    gatewayFeeCents += gatewayFee * sale.count;
    refundedCents += Math.max(0, (sale.grossCents ?? sale.keptCents) - sale.keptCents) * sale.count;
    for (const settlement of saleReleases(sale, sale.keptCents - saleFee - gatewayFee)) {
      const amount = settlement.amountCents * sale.count;
      if (settlement.day <= today) receivedCents += amount;
      else pendingByDay.set(settlement.day, (pendingByDay.get(settlement.day) ?? 0) + amount);
    }
  }
  const netCents = grossCents - feeCents - gatewayFeeCents;
  const nextDay = [...pendingByDay.keys()].sort()[0];
  return {
    grossCents,
    feeCents,
    gatewayFeeCents,
    refundedCents,
    netCents,
    receivedCents,
    pendingCents: netCents - receivedCents,
    nextSettlement:
      nextDay === undefined ? null : { day: nextDay, amountCents: pendingByDay.get(nextDay) ?? 0 },
  };
}

/** "5%", "7,99%", "5% + R$ 1,00": the fee as the Líquido card states it. */
export function describePlatformFee(fee: PlatformFee): string {
  const whole = Math.floor(fee.percentBasisPoints / 100);
  const fraction = fee.percentBasisPoints % 100;
  const percent = fraction === 0 ? `${whole}%` : `${whole},${String(fraction).padStart(2, '0')}%`;
  if (fee.fixedCents === 0) return percent;
  if (fee.percentBasisPoints === 0) return `${formatBRL(fee.fixedCents)} por pedido`;
  return `${percent} + ${formatBRL(fee.fixedCents)} por pedido`;
}
