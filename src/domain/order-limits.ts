// What one order and one buyer may take (issue 17 items 2 and 3), shared by the server (which
// enforces it) and the browser (which caps the cart and says why). docs/decisions/0250, 0251.
import { MAX_PARTICIPANTS_PER_ORDER } from './order-size.ts';

/**
 * Participants in one order unless the organiser says otherwise (Configurações Avançadas,
 * limiteParticipantesPorPedido). Never "sem limite" by default: a free event with no cap let one
 * anonymous request register 100 people at a stranger's address.
 */
export const DEFAULT_PARTICIPANTS_PER_ORDER = 10;

/** How long an unpaid PIX order holds its places unless the organiser says otherwise (tempoReservaPix). */
export const DEFAULT_PIX_HOLD_MINUTES = 15;
export const MIN_PIX_HOLD_MINUTES = 5;
export const MAX_PIX_HOLD_MINUTES = 60;

export const ORDER_LIMIT_MESSAGES = {
  participantsPerOrder: (max: number) =>
    max === 1
      ? 'Cada inscrição pode ter apenas 1 participante.'
      : `Cada inscrição pode ter no máximo ${max} participantes.`,
  participantsRange: `O limite de participantes por inscrição deve ser de 1 a ${MAX_PARTICIPANTS_PER_ORDER}.`,
  pixHoldRange: `O tempo de reserva do PIX deve ser de ${MIN_PIX_HOLD_MINUTES} a ${MAX_PIX_HOLD_MINUTES} minutos.`,
  /** The buyer already holds unpaid PIX places (same CPF, e-mail or connection). */
  unpaidHoldLimit: (held: number) =>
    `Você já tem ${held === 1 ? '1 vaga reservada' : `${held} vagas reservadas`} aguardando pagamento PIX neste evento. Pague ou aguarde a reserva expirar antes de fazer outra inscrição.`,
  /** Short label of a ticket type or event whose places are all held by unpaid orders. */
  soldOutForNowLabel: 'Esgotado no momento',
  /** Every place is taken, but some only by unpaid PIX orders that may expire. */
  soldOutForNow:
    'Esgotado no momento, vagas podem voltar: há inscrições aguardando pagamento. Tente novamente em alguns minutos.',
} as const;

/** The organiser's cap on participants per order, within the platform's ceiling. */
export function participantsPerOrderCap(setting: number | null | undefined): number {
  if (setting === null || setting === undefined || !Number.isFinite(setting)) {
    return DEFAULT_PARTICIPANTS_PER_ORDER;
  }
  return Math.max(1, Math.min(MAX_PARTICIPANTS_PER_ORDER, Math.floor(setting)));
}

/** The PIX hold time the checkout applies, within the platform's bounds. */
export function pixHoldMinutes(setting: number | null | undefined): number {
  if (setting === null || setting === undefined || !Number.isFinite(setting)) return DEFAULT_PIX_HOLD_MINUTES;
  return Math.max(MIN_PIX_HOLD_MINUTES, Math.min(MAX_PIX_HOLD_MINUTES, Math.floor(setting)));
}
