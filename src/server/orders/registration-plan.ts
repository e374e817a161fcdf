// Turns a registration request into what will be written and charged, using only the server's
// own data: prices, coupon, stock, windows and form come from the event bundle, never the body.
// Pure: no database, no clock (now is passed in), so every rule is testable on plain data.
import { validateBuyer } from '../../domain/buyer.ts';
import type { RegistrationBody } from '../../domain/contracts/public-event.ts';
import { type CouponCartLine, checkCouponForCart, isBlankCouponCode } from '../../domain/coupon.ts';
import { formatDateTimeBR } from '../../domain/dates.ts';
import { ERROR_MESSAGES, type FieldErrors } from '../../domain/errors.ts';
import { eventStatusRefusal } from '../../domain/event-lifecycle.ts';
import { installmentCount, isAllowedInstallments } from '../../domain/installments.ts';
import { ORDER_LIMIT_MESSAGES } from '../../domain/order-limits.ts';
import { computeOrderTotals, type OrderTotals } from '../../domain/pricing.ts';
import { getTicketSaleStatus, nextSalesOpening } from '../../domain/ticket-limits.ts';
import type { CouponRecord } from '../coupons/coupon-lookup.ts';
import { AppError } from '../http/app-error.ts';
import { type CardMode, readCardSource } from '../payments/card-source.ts';
import type { CardDetails, CardToken } from '../payments/payment-gateway.ts';
import {
  type EventBundle,
  maxInstallmentsOf,
  type TicketTypeRow,
  toSaleWindowTicket,
} from './event-catalog.ts';
import { type PlannedParticipant, planParticipants } from './participant-plan.ts';

export type RegistrationKind = 'approval' | 'free' | 'pix' | 'credit_card';

export interface RegistrationPlan {
  kind: RegistrationKind;
  buyer: { name: string; email: string; document: string | null };
  participants: PlannedParticipant[];
  /** Ticket type id → quantity, ascending by id: the order stock rows are locked in. */
  quantities: { ticketTypeId: number; quantity: number }[];
  totals: OrderTotals;
  coupon: CouponRecord | null;
  installments: number;
  card: CardDetails | CardToken | null;
}

export interface PlanInput {
  bundle: EventBundle;
  body: RegistrationBody;
  /** The coupon the body's code matched (null when none matched or none was given). */
  coupon: CouponRecord | null;
  now: Date;
  /** What the gateway takes for a card: the card itself, a browser token, or none (default: the card). */
  cardMode?: CardMode;
}

const closed = () => new AppError('event_closed', ERROR_MESSAGES.eventClosed);

function countByTicket(body: RegistrationBody): Map<number, number> {
  const counts = new Map<number, number>();
  for (const p of body.participantes) counts.set(p.ticketTypeId, (counts.get(p.ticketTypeId) ?? 0) + 1);
  return new Map([...counts].sort(([a], [b]) => a - b));
}

// The soft checks: what the page already told the buyer. The guarded UPDATEs at commit are the
// authority (two buyers can both pass here); these give the precise §8 error early and cheaply.
function checkAvailability(bundle: EventBundle, counts: Map<number, number>, now: Date): void {
  const { event } = bundle;
  // Closed sales and a cancelled event refuse before any date rule; the order statement's guard
  // (order-writer.ts) refuses again at commit, whatever raced this read (ADR 0400).
  const statusRefusal = eventStatusRefusal(event.status);
  if (statusRefusal) throw new AppError('event_closed', statusRefusal);
  if (now.getTime() > event.endsAt.getTime()) throw closed();
  const windows = bundle.tickets.map(toSaleWindowTicket);
  if (!event.needsApproval && !windows.some((t) => getTicketSaleStatus(t, windows, now) === 'on_sale')) {
    // Not open yet reads differently from closed for good (issue 12): say when.
    const opening = nextSalesOpening(windows, now);
    if (opening) throw new AppError('event_closed', ERROR_MESSAGES.salesOpenAt(formatDateTimeBR(opening)));
    // Sold out (not ended): nothing is available, which may change if unpaid orders expire.
    const isSoldOut = windows.some((t) => getTicketSaleStatus(t, windows, now) === 'sold_out');
    throw isSoldOut ? eventFull(0) : closed();
  }
  for (const [ticketTypeId, quantity] of counts) {
    const ticket = bundle.tickets.find((t) => t.id === ticketTypeId) as TicketTypeRow;
    const limit = ticket.limitPerOrder && ticket.limitPerOrder > 0 ? ticket.limitPerOrder : null;
    if (limit !== null && quantity > limit) {
      throw new AppError('ticket_limit_exceeded', ERROR_MESSAGES.ticketLimit(limit), {
        details: { ticket_type_id: ticketTypeId, limit },
      });
    }
    // Approval events reserve nothing at registration: only the per-order limit applies (§5).
    if (event.needsApproval) continue;
    const status = getTicketSaleStatus(toSaleWindowTicket(ticket), windows, now);
    if (status === 'not_started' && ticket.salesStartAt && ticket.salesStartAt > now) {
      throw new AppError(
        'event_closed',
        ERROR_MESSAGES.ticketSalesOpenAt(ticket.name, formatDateTimeBR(ticket.salesStartAt)),
      );
    }
    if (status === 'not_started' || status === 'ended') throw closed();
    const available = ticket.quantity === null ? Number.POSITIVE_INFINITY : ticket.quantity - ticket.sold;
    if (quantity > available) throw insufficientStock(Math.max(0, available), ticketTypeId);
  }
  if (!event.needsApproval) {
    const remaining = event.capacity - event.placesTaken;
    const places = [...counts.values()].reduce((sum, n) => sum + n, 0);
    if (places > remaining) throw eventFull(remaining);
  }
}

export function insufficientStock(available: number, ticketTypeId?: number): AppError {
  return new AppError('insufficient_stock', ERROR_MESSAGES.insufficientStock(available), {
    details: { available, ...(ticketTypeId ? { ticket_type_id: ticketTypeId } : {}) },
  });
}

/** A full event is closed; an event with fewer places left than asked is short of stock (ADR 0021). */
export function eventFull(remaining: number): AppError {
  return remaining <= 0
    ? new AppError('event_closed', ERROR_MESSAGES.eventClosed, { details: { available: 0 } })
    : insufficientStock(remaining);
}

/** The coupon must reach a line of the cart, and its minimum is met by those lines (ADR 0425). */
function checkCoupon(input: PlanInput, lines: readonly CouponCartLine[]): CouponRecord | null {
  const code = input.body.cupom?.code;
  // Approval events charge later, on the candidate page, where the coupon is applied.
  if (isBlankCouponCode(code) || input.bundle.event.needsApproval) return null;
  const check = checkCouponForCart(input.coupon, lines, input.now);
  if (!check.ok) throw new AppError('invalid_coupon', check.message);
  return input.coupon;
}

function resolveKind(input: PlanInput, totals: OrderTotals, errors: FieldErrors): RegistrationKind {
  if (input.bundle.event.needsApproval) return 'approval';
  if (totals.isFree) return 'free';
  const method = input.body.comprador?.payment_method;
  if (method === 'pix' || method === 'credit_card') return method;
  errors['comprador.payment_method'] = ['Selecione uma forma de pagamento.'];
  return 'pix';
}

function planBuyer(
  input: PlanInput,
  kind: RegistrationKind,
  participants: PlannedParticipant[],
  errors: FieldErrors,
) {
  const given = input.body.comprador?.comprador;
  // Free orders and pre-registrations skip the buyer step (§4): the first participant stands in.
  // Not an order made free by a coupon: that one names its buyer like any paid order (ADR 0253).
  const isFreeByCoupon = kind === 'free' && input.coupon !== null;
  if ((kind === 'approval' || (kind === 'free' && !isFreeByCoupon)) && !given) {
    const first = participants[0] as PlannedParticipant;
    return { name: first.name, email: first.email, document: first.cpf };
  }
  const buyer = given ?? { name: '', email: '', documento: '' };
  for (const [key, message] of Object.entries(validateBuyer(buyer))) errors[`comprador.${key}`] = [message];
  return {
    name: buyer.name.trim(),
    email: buyer.email.trim().toLowerCase(),
    document: buyer.documento.replace(/\D/g, '') || null,
  };
}

function planCard(
  input: PlanInput,
  kind: RegistrationKind,
  counts: Map<number, number>,
  totals: OrderTotals,
  errors: FieldErrors,
) {
  if (kind !== 'credit_card') return { card: null, installments: 1 };
  const cardless = input.bundle.tickets.filter((t) => counts.has(t.id) && !t.allowCard);
  if (cardless.length > 0) {
    errors['comprador.payment_method'] = [`O ingresso ${cardless[0]?.name} não aceita cartão de crédito.`];
  }
  const card = readCardSource(input.body.comprador, input.cardMode ?? 'number', input.now, errors, {
    prefix: 'comprador.',
    methodKey: 'comprador.payment_method',
  });
  const installments = input.body.comprador?.installments ?? 1;
  const max = maxInstallmentsOf(input.bundle);
  if (!isAllowedInstallments(totals.amountDueCents, max, installments)) {
    const allowed = installmentCount(totals.amountDueCents, max);
    errors['comprador.installments'] = [`Parcelamento inválido: escolha de 1 a ${allowed} parcela(s).`];
  }
  return { card, installments };
}

/** The organiser's cap on participants per order (ADR 0250), checked before anything else. */
function checkParticipantsPerOrder(bundle: EventBundle, body: RegistrationBody): void {
  const max = bundle.settings.maxParticipantsPerOrder;
  if (body.participantes.length > max) {
    throw new AppError('ticket_limit_exceeded', ORDER_LIMIT_MESSAGES.participantsPerOrder(max), {
      details: { limit: max, scope: 'order' },
    });
  }
}

function checkTicketTypes(bundle: EventBundle, body: RegistrationBody): void {
  const errors: FieldErrors = {};
  body.participantes.forEach((p, i) => {
    if (!bundle.tickets.some((t) => t.id === p.ticketTypeId)) {
      errors[`participantes.${i}.ticketTypeId`] = ['Tipo de ingresso inválido.'];
    }
  });
  if (Object.keys(errors).length > 0) throw AppError.validation(errors);
}

/**
 * What is checked before a coupon code is looked up (issue 17 item 4): the order's size, its
 * ticket types, every participant's data and, when a code is given, the buyer's. A request that
 * could never become an order neither spends nor learns anything about a code.
 */
export function precheckRegistration(bundle: EventBundle, body: RegistrationBody): void {
  checkParticipantsPerOrder(bundle, body);
  // Without a code, planRegistration reports every field error of the request at once.
  if (isBlankCouponCode(body.cupom?.code) || bundle.event.needsApproval) return;
  checkTicketTypes(bundle, body);
  const errors: FieldErrors = {};
  planParticipants(bundle, body.participantes, errors);
  const buyer = body.comprador?.comprador ?? { name: '', email: '', documento: '' };
  for (const [key, message] of Object.entries(validateBuyer(buyer))) errors[`comprador.${key}`] = [message];
  if (Object.keys(errors).length > 0) throw AppError.validation(errors);
}

export function planRegistration(input: PlanInput): RegistrationPlan {
  const { bundle, body, now } = input;
  const errors: FieldErrors = {};
  checkParticipantsPerOrder(bundle, body);
  checkTicketTypes(bundle, body);
  const counts = countByTicket(body);
  checkAvailability(bundle, counts, now);

  const participants = planParticipants(bundle, body.participantes, errors);
  const lines = [...counts].map(([ticketTypeId, quantity]) => ({
    ticketTypeId,
    quantity,
    unitPriceCents: (bundle.tickets.find((t) => t.id === ticketTypeId) as TicketTypeRow).priceCents,
  }));
  const coupon = checkCoupon(input, lines);
  const totals = computeOrderTotals({ lines, coupon });
  const kind = resolveKind(input, totals, errors);
  const buyer = planBuyer(input, kind, participants, errors);
  const { card, installments } = planCard(input, kind, counts, totals, errors);
  if (Object.keys(errors).length > 0) throw AppError.validation(errors);

  return {
    kind,
    buyer,
    participants: assignAmounts(participants, totals.amountDueCents),
    quantities: [...counts].map(([ticketTypeId, quantity]) => ({ ticketTypeId, quantity })),
    totals,
    coupon,
    installments,
    card,
  };
}

// Each participant's share of what is charged, in proportion to the ticket price, with the
// rounding remainder on the last one so the shares always add up to the order total.
function assignAmounts(participants: PlannedParticipant[], amountDueCents: number): PlannedParticipant[] {
  const gross = participants.reduce((sum, p) => sum + p.unitPriceCents, 0);
  let assigned = 0;
  return participants.map((p, i) => {
    const share =
      i === participants.length - 1
        ? amountDueCents - assigned
        : gross === 0
          ? 0
          : Math.floor((p.unitPriceCents * amountDueCents) / gross);
    assigned += share;
    return { ...p, amountCents: share };
  });
}
