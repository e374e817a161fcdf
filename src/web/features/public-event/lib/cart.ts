// What the side cart may offer and what the order will cost, from the public event and the
// participant stack. A preview only: the server recomputes the same numbers with the same
// domain functions and is the one that charges (house style §1).

import type {
  PaymentMethod,
  PublicEvent,
  PublicTicketType,
  ValidateCouponResult,
} from '../../../../domain/contracts/public-event.ts';
import type { Coupon } from '../../../../domain/coupon.ts';
import { couponMinValueMessage, eligibleSubtotalCents } from '../../../../domain/coupon.ts';
import { parseMoney } from '../../../../domain/money.ts';
import { ORDER_LIMIT_MESSAGES } from '../../../../domain/order-limits.ts';
import {
  countOfTicketType,
  type ParticipantStack,
  quantitiesByTicketType,
  setTicketTypeQuantity,
} from '../../../../domain/participant-stack.ts';
import { PAYMENT_METHODS } from '../../../../domain/payment-methods.ts';
import { computeOrderTotals, type OrderTotals } from '../../../../domain/pricing.ts';
import { maxSelectableQuantity } from '../../../../domain/ticket-limits.ts';

type CartEvent = Pick<
  PublicEvent,
  | 'tipos_ingresso'
  | 'participants_need_approval'
  | 'numero_participantes_restantes'
  | 'metodos_pagamento'
  | 'limite_participantes_por_pedido'
  | 'status'
>;

/**
 * The coupon as computeOrderTotals wants it: percent, or centavos for a fixed value, and the
 * ticket types it is limited to (null: all), so the preview takes it off the same lines as the server.
 */
export function couponDiscount(
  coupon: ValidateCouponResult,
): Pick<Coupon, 'discountType' | 'value' | 'ticketTypeIds'> {
  const ticketTypeIds = coupon.tipos_ingresso_ids.length > 0 ? coupon.tipos_ingresso_ids : null;
  if (coupon.tipo_desconto === 'percentual') {
    return { discountType: 'percentual', value: coupon.valor, ticketTypeIds };
  }
  return { discountType: 'valor', value: parseMoney(coupon.valor) ?? 0, ticketTypeIds };
}

export function couponMinValueCents(coupon: ValidateCouponResult): number {
  return parseMoney(coupon.min_value) ?? 0;
}

/** The cart's ticket types and quantities, as validar-cupom takes them (ADR 0425). */
export function cartCouponItems(totals: OrderTotals): { ticketTypeId: number; quantity: number }[] {
  return totals.lines.map(({ ticketTypeId, quantity }) => ({ ticketTypeId, quantity }));
}

export function computeCartTotals(
  event: CartEvent,
  stack: ParticipantStack,
  coupon: ValidateCouponResult | null,
): OrderTotals {
  const quantities = quantitiesByTicketType(stack);
  const lines = event.tipos_ingresso
    .filter((ticket) => (quantities.get(ticket.id) ?? 0) > 0)
    .map((ticket) => ({
      ticketTypeId: ticket.id,
      quantity: quantities.get(ticket.id) ?? 0,
      unitPriceCents: ticket.preco_cents,
    }));
  return computeOrderTotals({ lines, coupon: coupon === null ? null : couponDiscount(coupon) });
}

/**
 * Spec §5: approval events ignore sale windows; otherwise the server's sale flag decides. Only a
 * published event takes sign-ups at all (issue 20: a preview, closed sales, a cancellation).
 */
export function canChangeTicketQuantity(event: CartEvent, ticket: PublicTicketType): boolean {
  if (event.status !== 'published') return false;
  return event.participants_need_approval || ticket.venda_disponivel;
}

/**
 * Spec §5: min(stock left, limit_per_order, event places left), and the organiser's cap on
 * participants per order (ADR 0250). The event's places and the order's cap are shared by all
 * types, so the places already taken by the other types in the cart count.
 */
export function maxQuantityFor(event: CartEvent, ticket: PublicTicketType, stack: ParticipantStack): number {
  const inOtherTypes = stack.entries.length - countOfTicketType(stack, ticket.id);
  const byTicket = maxSelectableQuantity({
    quantity: ticket.quantidade,
    sold: ticket.vendidos,
    limitPerOrder: ticket.limit_per_order,
    eventRemaining: Math.max(0, event.numero_participantes_restantes - inOtherTypes),
    needsApproval: event.participants_need_approval,
  });
  return Math.min(byTicket, Math.max(0, event.limite_participantes_por_pedido - inOtherTypes));
}

/** The cart holds as many participants as one order may: the cap's message, else null. */
export function orderCapReached(event: CartEvent, stack: ParticipantStack): string | null {
  return stack.entries.length >= event.limite_participantes_por_pedido
    ? ORDER_LIMIT_MESSAGES.participantsPerOrder(event.limite_participantes_por_pedido)
    : null;
}

/**
 * null when the quantity change may happen, otherwise the message of the refusal: spec §4
 * refuses a change that would leave the subtotal under the applied coupon's minimum.
 */
export function quantityChangeRefusal(
  event: CartEvent,
  stack: ParticipantStack,
  coupon: ValidateCouponResult | null,
  ticketTypeId: number,
  quantity: number,
): string | null {
  if (coupon === null) return null;
  const minCents = couponMinValueCents(coupon);
  if (minCents <= 0) return null;
  const next = setTicketTypeQuantity(stack, ticketTypeId, quantity).stack;
  // The minimum is met by the coupon's own ticket types only (ADR 0425).
  const eligible = eligibleSubtotalCents(couponDiscount(coupon), computeCartTotals(event, next, null).lines);
  return eligible < minCents ? couponMinValueMessage(minCents) : null;
}

/**
 * The methods the buyer may choose: the event's list (both when it lists none, §9), without
 * the card when a ticket in the cart does not accept cards.
 */
export function availablePaymentMethods(event: CartEvent, stack: ParticipantStack): PaymentMethod[] {
  const listed = event.metodos_pagamento.length > 0 ? event.metodos_pagamento : [...PAYMENT_METHODS];
  const quantities = quantitiesByTicketType(stack);
  const cardRefused = event.tipos_ingresso.some(
    (ticket) => (quantities.get(ticket.id) ?? 0) > 0 && !ticket.permitir_cartao,
  );
  return listed.filter((method) => !(method === 'credit_card' && cardRefused));
}
