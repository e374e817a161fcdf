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
  /** The regular installment; the last one may be a few centavos more (see splitInstallments). */
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
 * The exact charge schedule for n installments. Every installment is floor(total / n) and
 * the last one absorbs the leftover centavos (at most n - 1), so the schedule always sums
 * to the total and no installment falls below the one advertised in the label, nor below
 * the R$ 35,00 minimum whenever n is an allowed count.
 */
export function splitInstallments(totalCents: number, count: number): number[] {
  if (!Number.isInteger(totalCents) || totalCents < 0) {
    throw new RangeError(`totalCents must be a non-negative integer, got ${totalCents}`);
  }
  if (!Number.isInteger(count) || count < 1) {
    throw new RangeError(`count must be a positive integer, got ${count}`);
  }
  const regular = Math.floor(totalCents / count);
  const schedule = Array.from({ length: count }, () => regular);
  schedule[count - 1] = regular + (totalCents - regular * count);
  return schedule;
}

function installmentLabel(count: number, amountCents: number): string {
  return count === 1 ? `${formatBRL(amountCents)} à vista` : `${count}x de ${formatBRL(amountCents)}`;
}

/** One option per allowed count: "R$ 100,00 à vista", "2x de R$ 50,00", … */
export function installmentOptions(
  totalCents: number,
  max: number = DEFAULT_MAX_INSTALLMENTS,
): InstallmentOption[] {
  const count = installmentCount(totalCents, max);
  return Array.from({ length: count }, (_, index) => {
    const n = index + 1;
    const amountCents = Math.floor(totalCents / n);
    return { count: n, amountCents, label: installmentLabel(n, amountCents) };
  });
}

export function isAllowedInstallments(totalCents: number, max: number, n: number): boolean {
  return Number.isInteger(n) && n >= 1 && n <= installmentCount(totalCents, max);
}
