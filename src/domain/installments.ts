// Interest-free credit-card installments (spec §5 "Installments", §9).
import { formatBRL } from './money.ts';

export const MIN_INSTALLMENT_CENTS = 3500;
/**
 * The platform's ceiling: the default of an event's matrix (events.max_installments_matrix,
 * parcelamento_maximo_matriz), the most any organiser can allow (buyer spec §9).
 */
export const DEFAULT_MAX_INSTALLMENTS = 12;

/**
 * What a new event allows until its organiser chooses more (organiser spec §9: "Settings default
 * instalment maximum 1"): the event_settings.max_installments column default and the fallback of an
 * event with no settings row, so the settings screen, the checkout and the candidate payment agree
 * (ADR 0145, amended by ADR 0403).
 */
export const DEFAULT_EVENT_MAX_INSTALLMENTS = 1;

export interface InstallmentOption {
  count: number;
  /** The smallest installment; the first ones may be one centavo more (see splitInstallments). */
  amountCents: number;
  label: string;
}

function normalizeMax(max: number): number {
  return Number.isFinite(max) ? Math.max(1, Math.floor(max)) : DEFAULT_MAX_INSTALLMENTS;
}

/**
 * The installments an event allows at most: the organiser's setting (the new-event default when the
 * event has no settings row) capped by the platform's matrix (parcelamento_maximo_matriz), never below 1.
 */
export function eventMaxInstallments(setting: number | null | undefined, matrix: number): number {
  const ceiling = Number.isFinite(matrix) ? Math.max(1, Math.floor(matrix)) : DEFAULT_MAX_INSTALLMENTS;
  return Math.max(1, Math.min(normalizeMax(setting ?? DEFAULT_EVENT_MAX_INSTALLMENTS), ceiling));
}

/** How many installments a total allows: max(1, min(max, floor(total / R$ 35,00))). */
export function installmentCount(totalCents: number, max: number = DEFAULT_MAX_INSTALLMENTS): number {
  const byMinimum = Math.floor(totalCents / MIN_INSTALLMENT_CENTS);
  return Math.max(1, Math.min(normalizeMax(max), byMinimum));
}

/**
 * The exact charge schedule for n installments, the one every screen, charge and receipt reads:
 * the total is split in n equal parts and the leftover centavos (at most n - 1) go one each to the
 * first installments, so no two installments differ by more than one centavo and the schedule
 * always sums to the total. Never below the R$ 35,00 minimum whenever n is an allowed count.
 */
export function splitInstallments(totalCents: number, count: number): number[] {
  if (!Number.isInteger(totalCents) || totalCents < 0) {
    throw new RangeError(`totalCents must be a non-negative integer, got ${totalCents}`);
  }
  if (!Number.isInteger(count) || count < 1) {
    throw new RangeError(`count must be a positive integer, got ${count}`);
  }
  const regular = Math.floor(totalCents / count);
  const leftover = totalCents - regular * count;
  return Array.from({ length: count }, (_, index) => (index < leftover ? regular + 1 : regular));
}

/**
 * What the buyer is told before paying and what the receipt prints, read from the same schedule:
 * "R$ 300,00 à vista", "3x de R$ 100,00 sem juros", or when the total does not split evenly
 * "7x sem juros: 5x de R$ 42,86 e 2x de R$ 42,85" (issue 22: a label never promises one amount
 * and charges another).
 */
export function installmentLabel(totalCents: number, count: number): string {
  const n = Math.max(1, Math.floor(count));
  const schedule = splitInstallments(totalCents, n);
  const first = schedule[0] ?? 0;
  const last = schedule[n - 1] ?? 0;
  if (n === 1) return `${formatBRL(first)} à vista`;
  if (first === last) return `${n}x de ${formatBRL(first)} sem juros`;
  const higher = schedule.filter((amount) => amount === first).length;
  return `${n}x sem juros: ${higher}x de ${formatBRL(first)} e ${n - higher}x de ${formatBRL(last)}`;
}

/** One option per allowed count, each labelled by installmentLabel. */
export function installmentOptions(
  totalCents: number,
  max: number = DEFAULT_MAX_INSTALLMENTS,
): InstallmentOption[] {
  const count = installmentCount(totalCents, max);
  return Array.from({ length: count }, (_, index) => {
    const n = index + 1;
    // The smallest installment: the one the R$ 35,00 minimum applies to.
    const amountCents = Math.floor(totalCents / n);
    return { count: n, amountCents, label: installmentLabel(totalCents, n) };
  });
}

export function isAllowedInstallments(totalCents: number, max: number, n: number): boolean {
  return Number.isInteger(n) && n >= 1 && n <= installmentCount(totalCents, max);
}
