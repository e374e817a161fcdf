// What a candidate pays for the participants they chose on the candidate payment page (spec §4
// "Candidate payment page", §5 "Payer modal", "Installments"). The page previews with these
// functions; the server runs them again on its own prices and statuses and charges only its result.
import { PAYER_MESSAGES } from './buyer.ts';
import type { CandidateDbStatus } from './candidate-status.ts';
import type { Coupon, CouponCartLine } from './coupon.ts';
import { computeOrderTotals, type OrderTotals } from './pricing.ts';

export interface PayableCandidate {
  participantId: number;
  name: string;
  status: CandidateDbStatus;
  paymentDeadline: Date | null;
  priceCents: number;
  ticketTypeId: number;
}

export const CANDIDATE_PAYMENT_MESSAGES = {
  noneChosen: PAYER_MESSAGES.noParticipantSelected,
  notInOrder: 'Um dos participantes escolhidos não pertence a esta inscrição. Recarregue a página.',
  alreadyPaid: (name: string) => `O pagamento de ${name} já foi confirmado.`,
  deadlinePassed: (name: string) =>
    `O prazo de pagamento de ${name} venceu. Fale com o organizador do evento.`,
  notSelected: (name: string) => `${name} não está selecionado(a) para pagamento.`,
} as const;

/**
 * Why the chosen participants cannot be paid for now, or null when they all can: each must belong
 * to the order, be selected and still be within their payment deadline.
 */
export function candidateSelectionError(
  chosenIds: readonly number[],
  candidates: readonly PayableCandidate[],
  now: Date,
): string | null {
  if (chosenIds.length === 0) return CANDIDATE_PAYMENT_MESSAGES.noneChosen;
  const byId = new Map(candidates.map((c) => [c.participantId, c]));
  for (const id of chosenIds) {
    const candidate = byId.get(id);
    if (!candidate) return CANDIDATE_PAYMENT_MESSAGES.notInOrder;
    if (candidate.status === 'pago') return CANDIDATE_PAYMENT_MESSAGES.alreadyPaid(candidate.name);
    if (candidate.status === 'prazo_vencido' || isPastDeadline(candidate, now)) {
      return CANDIDATE_PAYMENT_MESSAGES.deadlinePassed(candidate.name);
    }
    if (candidate.status !== 'selecionado') return CANDIDATE_PAYMENT_MESSAGES.notSelected(candidate.name);
  }
  return null;
}

export function isPastDeadline(candidate: Pick<PayableCandidate, 'paymentDeadline'>, now: Date): boolean {
  return candidate.paymentDeadline !== null && candidate.paymentDeadline.getTime() <= now.getTime();
}

/** The same ids once each, ascending: the order the server locks them in (ADR 0040). */
export function normalizeChosenIds(ids: readonly number[]): number[] {
  return [...new Set(ids)].sort((a, b) => a - b);
}

export interface CandidatePaymentTotals extends OrderTotals {
  /** Each chosen participant's share of amountDueCents, in the order given; sums to it exactly. */
  shares: { participantId: number; amountCents: number }[];
}

/** One cart line per chosen person, by their ticket type: what a limited coupon is matched against. */
export function candidateCouponLines(
  chosen: readonly Pick<PayableCandidate, 'priceCents' | 'ticketTypeId'>[],
): CouponCartLine[] {
  return chosen.map((c) => ({ ticketTypeId: c.ticketTypeId, quantity: 1, unitPriceCents: c.priceCents }));
}

/** Subtotal, coupon discount and what is due for the chosen candidates, one line per person. */
export function computeCandidatePaymentTotals(
  chosen: readonly Pick<PayableCandidate, 'participantId' | 'priceCents' | 'ticketTypeId'>[],
  coupon: (Pick<Coupon, 'discountType' | 'value'> & Partial<Pick<Coupon, 'ticketTypeIds'>>) | null,
): CandidatePaymentTotals {
  const totals = computeOrderTotals({
    lines: candidateCouponLines(chosen),
    coupon,
  });
  const amounts = splitProportionally(
    chosen.map((c) => c.priceCents),
    totals.amountDueCents,
  );
  return {
    ...totals,
    // Nobody chosen is nothing to pay, not a free registration ("Gratuito" beside Pagar misleads).
    isFree: chosen.length > 0 && totals.isFree,
    shares: chosen.map((c, i) => ({ participantId: c.participantId, amountCents: amounts[i] ?? 0 })),
  };
}

/**
 * Splits a total across weights in proportion, in whole centavos: each share is rounded down and
 * the centavos left over go to the first shares, so the shares always sum to the total.
 */
export function splitProportionally(weights: readonly number[], totalCents: number): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (weights.length === 0) return [];
  if (sum === 0) return weights.map((_, i) => (i === 0 ? totalCents : 0));
  const shares = weights.map((w) => Math.floor((w * totalCents) / sum));
  let left = totalCents - shares.reduce((a, b) => a + b, 0);
  for (let i = 0; left > 0; i = (i + 1) % shares.length) {
    if ((weights[i] ?? 0) > 0) {
      shares[i] = (shares[i] ?? 0) + 1;
      left -= 1;
    }
  }
  return shares;
}
