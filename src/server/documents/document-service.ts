// Vouchers and receipts are only issued for places that are paid for (or free/exempt): a
// pending PIX order gets neither, so a screenshot of the payment step is not a ticket.
import { asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { formatDateTimeBR } from '../../domain/dates.ts';
import { formatBRL } from '../../domain/money.ts';
import type { AppContext } from '../context.ts';
import { events, orderPayments, orders, participants, ticketTypes } from '../db/schema.ts';
import { AppError } from '../http/app-error.ts';
import { signCheckInCode } from './check-in-code.ts';
import { renderReceiptPdf } from './receipt-pdf.ts';
import { renderVouchersPdf } from './voucher-pdf.ts';

/** `paymentPublicId` is the API's order_payment_id (ADR 0041); serial ids never come from outside. */
export type OrderKey = { orderId: number } | { orderHash: string } | { paymentPublicId: string };

const CONFIRMED_ORDER = ['paid', 'free'] as const;
const CONFIRMED_PARTICIPANT = ['pago', 'isento'] as const;
const METHOD_LABEL = { pix: 'PIX', credit_card: 'Cartão de Crédito', free: 'Gratuito', none: '—' } as const;

const notConfirmed = () =>
  new AppError('conflict', 'O pagamento deste pedido ainda não foi confirmado.', { status: 409 });

function whereOf(key: OrderKey): SQL {
  if ('orderId' in key) return eq(participants.orderId, key.orderId);
  if ('orderHash' in key) return eq(orders.hash, key.orderHash);
  // order_payments.public_id is unique and participants.order_payment_id indexed: two index probes.
  return sql`${participants.orderPaymentId} = (SELECT ${orderPayments.id} FROM ${orderPayments} WHERE ${orderPayments.publicId} = ${key.paymentPublicId})`;
}

async function loadPlaces(ctx: AppContext, where: SQL) {
  return ctx.db
    .select({ participant: participants, ticketName: ticketTypes.name, order: orders, event: events })
    .from(participants)
    .innerJoin(orders, eq(orders.id, participants.orderId))
    .innerJoin(events, eq(events.id, participants.eventId))
    .innerJoin(ticketTypes, eq(ticketTypes.id, participants.ticketTypeId))
    .where(where)
    .orderBy(asc(participants.id));
}

type Place = Awaited<ReturnType<typeof loadPlaces>>[number];

function isConfirmed(place: Place): boolean {
  return (CONFIRMED_PARTICIPANT as readonly string[]).includes(place.participant.status);
}

async function confirmedPlaces(ctx: AppContext, key: OrderKey): Promise<Place[]> {
  const places = await loadPlaces(ctx, whereOf(key));
  if (places.length === 0) throw AppError.notFound();
  const confirmed = places.filter(isConfirmed);
  const orderConfirmed = places.some((p) => (CONFIRMED_ORDER as readonly string[]).includes(p.order.status));
  // Candidate pages pay per participant, so an order-payment key needs only its own places confirmed.
  if (confirmed.length === 0 || (!('paymentPublicId' in key) && !orderConfirmed)) throw notConfirmed();
  return confirmed;
}

function whereText(event: Place['event']): string {
  if (event.isOnline) return event.meetingLink ? `Evento online: ${event.meetingLink}` : 'Evento online';
  const address = [event.street, event.streetNumber, event.district, event.city, event.state].filter(Boolean);
  return [event.placeName, address.join(', ')].filter(Boolean).join(' · ');
}

export async function renderOrderVouchersPdf(ctx: AppContext, key: OrderKey): Promise<Buffer> {
  const places = await confirmedPlaces(ctx, key);
  return renderVouchersPdf(
    places.map((p) => ({
      eventName: p.event.name,
      eventWhen: formatDateTimeBR(p.event.startsAt),
      eventWhere: whereText(p.event),
      participantName: p.participant.name,
      participantEmail: p.participant.email,
      ticketName: p.ticketName,
      orderHash: p.order.hash,
      participantUuid: p.participant.uuid,
      checkInCode: signCheckInCode(ctx.config.appSecret, p.participant.uuid),
    })),
  );
}

async function renderReceipt(ctx: AppContext, places: Place[], title: string): Promise<Buffer> {
  const first = places[0] as Place;
  const paymentIds = [
    ...new Set(places.map((p) => p.participant.orderPaymentId).filter((id) => id !== null)),
  ];
  const payments = paymentIds.length
    ? await ctx.db.select().from(orderPayments).where(inArray(orderPayments.id, paymentIds))
    : [];
  const paidAt = payments[0]?.paidAt ?? first.order.paidAt ?? first.order.createdAt;
  return renderReceiptPdf({
    title,
    eventName: first.event.name,
    eventWhen: formatDateTimeBR(first.event.startsAt),
    buyerName: first.order.buyerName,
    buyerDocument: first.order.buyerDocument,
    lines: places.map((p) => ({
      participantName: p.participant.name,
      ticketName: p.ticketName,
      amount: formatBRL(p.participant.amountCents),
    })),
    total: formatBRL(places.reduce((sum, p) => sum + p.participant.amountCents, 0)),
    paymentMethod: METHOD_LABEL[payments[0]?.method ?? first.order.paymentMethod],
    paidAt: formatDateTimeBR(paidAt),
    orderHash: first.order.hash,
  });
}

export async function renderParticipantReceiptPdf(ctx: AppContext, participantUuid: string): Promise<Buffer> {
  const places = await loadPlaces(ctx, eq(participants.uuid, participantUuid));
  if (places.length === 0) throw AppError.notFound();
  if (!places.every(isConfirmed)) throw notConfirmed();
  return renderReceipt(ctx, places, 'Recibo');
}

export async function renderPaymentReceiptPdf(ctx: AppContext, paymentPublicId: string): Promise<Buffer> {
  const places = await confirmedPlaces(ctx, { paymentPublicId });
  return renderReceipt(ctx, places, 'Recibo da Pré-Inscrição');
}
