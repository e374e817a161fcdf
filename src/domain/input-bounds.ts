// The largest values any client may send, shared by the server (which refuses beyond them with a
// pt-BR message) and the browser (which clamps its inputs to the same numbers). Every number that
// reaches PostgreSQL fits its int4 column by construction: see docs/decisions/0050-input-bounds.md.
import { z } from 'zod';
import { formatBRL } from './money.ts';
import { MAX_PARTICIPANTS_PER_ORDER } from './order-size.ts';

/** PostgreSQL `integer` (int4): every id and counter column. */
export const INT4_MAX = 2_147_483_647;

/** Price of one ticket type: R$ 100.000,00. With ≤ 100 participants an order stays within int4. */
export const MAX_TICKET_PRICE_CENTS = 10_000_000;
/** Participants (and so ticket lines) in one order. */
export { MAX_PARTICIPANTS_PER_ORDER };
/** An order's total: every participant at the ceiling price (R$ 10.000.000,00). */
export const MAX_ORDER_TOTAL_CENTS = MAX_TICKET_PRICE_CENTS * MAX_PARTICIPANTS_PER_ORDER;
/** An event's places and a ticket type's stock. */
export const MAX_EVENT_CAPACITY = 1_000_000;
export const MAX_TICKET_QUANTITY = 1_000_000;
/** A ticket type's per-order cap ('Sem Limite' is null or 0). */
export const MAX_LIMIT_PER_ORDER = 1_000;
/** The approval payment deadline, in any of its units. */
export const MAX_APPROVAL_DEADLINE = 999;
/** Credit-card installments a buyer may ask for (the event's own maximum is checked after). */
export const MAX_INSTALLMENTS = 24;

/** Text lengths, in characters. */
export const TEXT_MAX = {
  personName: 200,
  email: 254,
  phone: 30,
  document: 30,
  couponCode: 60,
  /** One typed answer of the registration form. */
  answer: 5_000,
  /** One chosen option of a multiple-choice answer. */
  answerOption: 500,
} as const;

/** Reais (not centavos) as the coupon check receives them: the largest possible order. */
export const MAX_CART_TOTAL_REAIS = MAX_ORDER_TOTAL_CENTS / 100;

export const BOUND_MESSAGES = {
  id: 'Identificador inválido.',
  ticketPriceMax: `O valor do ingresso deve ser de no máximo ${formatBRL(MAX_TICKET_PRICE_CENTS)}.`,
  cartTotalMax: `O valor do carrinho deve ser de no máximo ${formatBRL(MAX_ORDER_TOTAL_CENTS)}.`,
  cartTotalMin: 'O valor do carrinho não pode ser negativo.',
  installments: `Escolha de 1 a ${MAX_INSTALLMENTS} parcelas.`,
  participantsMax: `Uma inscrição pode ter no máximo ${MAX_PARTICIPANTS_PER_ORDER} participantes.`,
} as const;

/** A database id: a whole number within int4. Anything else can never name a row. */
export const idNumber = z
  .number({ error: BOUND_MESSAGES.id })
  .int(BOUND_MESSAGES.id)
  .min(1, BOUND_MESSAGES.id)
  .max(INT4_MAX, BOUND_MESSAGES.id);

/** 1000000 → "1.000.000", the way the form's messages write counts. */
export function formatCount(value: number): string {
  return String(value).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}
