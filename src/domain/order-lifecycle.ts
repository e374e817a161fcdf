// The life of a place after the sale (issue 20): which participant may be cancelled or refunded,
// how a refund splits over the places, and when the buyer may still withdraw (CDC art. 49).
// One home for these rules: the server enforces them inside its guarded writes, the browser
// shows the same answers before asking (ADR 0411, 0413).
import type { Cents } from './money.ts';
import type { ParticipantStatus } from './participant-status.ts';

/** Statuses a cancellation may start from; the others are final or disputed. */
export const CANCELLABLE_STATUSES = [
  'pago',
  'pendente',
  'isento',
] as const satisfies readonly ParticipantStatus[];

/** Where a cancellation leaves the place: refunded only when money goes back. */
export function cancellationTarget(refundCents: Cents): 'cancelado' | 'reembolsado' {
  return refundCents > 0 ? 'reembolsado' : 'cancelado';
}

export interface CancellablePlace {
  id: number;
  status: ParticipantStatus;
  /** What this place cost, and what was already given back. */
  amountCents: Cents;
  refundedCents: Cents;
  checkedIn: boolean;
}

export const CANCELLATION_MESSAGES = {
  alreadyCancelled: 'Este participante já está cancelado.',
  alreadyRefunded: 'Este participante já foi reembolsado.',
  disputed: 'Este pagamento está contestado no cartão: aguarde a decisão da operadora.',
  checkedIn: 'Este participante já fez check-in: remova a presença antes de cancelar.',
  reasonRequired: 'Informe o motivo do cancelamento.',
  refundTooLarge: (max: string) => `O reembolso não pode passar do valor pago (${max}).`,
  nothingToRefund: 'Nada foi pago por estes participantes: cancele sem reembolso.',
  refundPending:
    'O meio de pagamento ainda não confirmou o reembolso: a Catraca pergunta de novo automaticamente.',
} as const;

/** Why this place cannot be cancelled now, or null. */
export function refuseCancellation(place: CancellablePlace): string | null {
  if (place.status === 'cancelado') return CANCELLATION_MESSAGES.alreadyCancelled;
  if (place.status === 'reembolsado') return CANCELLATION_MESSAGES.alreadyRefunded;
  if (place.status === 'contestado') return CANCELLATION_MESSAGES.disputed;
  if (place.checkedIn) return CANCELLATION_MESSAGES.checkedIn;
  return null;
}

/** What may still be given back for a place: only a paid one, never more than it cost. */
export function refundableCents(
  place: Pick<CancellablePlace, 'status' | 'amountCents' | 'refundedCents'>,
): Cents {
  return place.status === 'pago' ? Math.max(0, place.amountCents - place.refundedCents) : 0;
}

/**
 * Splits a refund over places in their order, each taking at most what it may still give back:
 * R$ 150 over two R$ 100 places is 100 + 50. Null when the amount passes what may be refunded.
 */
export function allocateRefund(
  places: readonly Pick<CancellablePlace, 'id' | 'status' | 'amountCents' | 'refundedCents'>[],
  amountCents: Cents,
): Map<number, Cents> | null {
  if (!Number.isInteger(amountCents) || amountCents < 0) return null;
  const total = places.reduce((sum, place) => sum + refundableCents(place), 0);
  if (amountCents > total) return null;
  const shares = new Map<number, Cents>();
  let left = amountCents;
  for (const place of places) {
    const share = Math.min(left, refundableCents(place));
    shares.set(place.id, share);
    left -= share;
  }
  return shares;
}

// ── The buyer's withdrawal (Código de Defesa do Consumidor, art. 49) ──────────────────────────

/** Days after the purchase the buyer may withdraw without giving a reason. */
export const WITHDRAWAL_DAYS = 7;
/** Default hours before the event when withdrawal closes; the organiser may change it. */
export const DEFAULT_WITHDRAWAL_LIMIT_HOURS = 48;
export const MAX_WITHDRAWAL_LIMIT_HOURS = 24 * 30;
export const MIN_WITHDRAWAL_LIMIT_HOURS = 0;

/** "48 horas antes do início do evento", "1 hora antes…", or "o início do evento" for 0. */
export function withdrawalLimitPhrase(limitHours: number): string {
  if (limitHours <= 0) return 'o início do evento';
  return `${limitHours} ${limitHours === 1 ? 'hora' : 'horas'} antes do início do evento`;
}

/**
 * The rule as the buyer reads it before paying and in the confirmation e-mail: the same two
 * limits withdrawalDeadline applies (7 days after the purchase, the organiser's hours before).
 */
export function withdrawalRuleSentence(limitHours: number): string {
  return `Você pode cancelar e receber o reembolso em até ${WITHDRAWAL_DAYS} dias após a compra, até ${withdrawalLimitPhrase(limitHours)}.`;
}

const HOUR = 3_600_000;

export interface WithdrawalInput {
  /** When the buyer paid (or registered, for a free order). */
  purchasedAt: Date;
  eventStartsAt: Date;
  limitHours: number;
  /** Places that may still be cancelled. */
  activePlaces: number;
  now: Date;
}

export type WithdrawalWindow =
  | { open: true; until: Date }
  | { open: false; reason: string; until: Date | null };

export const WITHDRAWAL_MESSAGES = {
  nothingActive: 'Esta inscrição já está cancelada.',
  pastSevenDays: `O prazo de ${WITHDRAWAL_DAYS} dias para cancelar a inscrição terminou. Fale com a organização do evento.`,
  tooCloseToEvent: (hours: number) =>
    `O cancelamento pelo site fecha ${hours} horas antes do início do evento. Fale com a organização do evento.`,
  notConfirmed: 'Esta inscrição ainda não foi confirmada.',
} as const;

/** Until when the buyer may withdraw: 7 days from the purchase, and the organiser's limit before the event. */
export function withdrawalDeadline(
  input: Pick<WithdrawalInput, 'purchasedAt' | 'eventStartsAt' | 'limitHours'>,
): Date {
  const sevenDays = input.purchasedAt.getTime() + WITHDRAWAL_DAYS * 24 * HOUR;
  const beforeEvent = input.eventStartsAt.getTime() - input.limitHours * HOUR;
  return new Date(Math.min(sevenDays, beforeEvent));
}

export function withdrawalWindow(input: WithdrawalInput): WithdrawalWindow {
  const until = withdrawalDeadline(input);
  if (input.activePlaces === 0)
    return { open: false, reason: WITHDRAWAL_MESSAGES.nothingActive, until: null };
  if (input.now.getTime() <= until.getTime()) return { open: true, until };
  const sevenDaysOver = input.now.getTime() > input.purchasedAt.getTime() + WITHDRAWAL_DAYS * 24 * HOUR;
  return {
    open: false,
    reason: sevenDaysOver
      ? WITHDRAWAL_MESSAGES.pastSevenDays
      : WITHDRAWAL_MESSAGES.tooCloseToEvent(input.limitHours),
    until,
  };
}
