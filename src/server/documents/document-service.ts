// Vouchers and receipts are only issued for places that are paid for (or free/exempt): a
// pending PIX order gets neither, so a screenshot of the payment step is not a ticket.
import { asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { formatDateTimeBR } from '../../domain/dates.ts';
import { maskDocument } from '../../domain/documents.ts';
import { formatDoorCode } from '../../domain/door-code.ts';
import { formatBRL } from '../../domain/money.ts';
import { orderCode, receiptNumber } from '../../domain/order-code.ts';
import { isConfirmed as isConfirmedStatus } from '../../domain/participant-status.ts';
import { documentKind, eventDayCount, formatEventPeriod, paymentLines } from '../../domain/printed-texts.ts';
import { appBaseUrl } from '../config.ts';
import type { AppContext } from '../context.ts';
import {
  coupons,
  events,
  institutions,
  orderPayments,
  orders,
  organisers,
  participants,
  ticketTypes,
  uploads,
} from '../db/schema.ts';
import { AppError } from '../http/app-error.ts';
import { signCheckInCode } from './check-in-code.ts';
import { renderReceiptPdf } from './receipt-pdf.ts';
import type { VoucherEvent } from './voucher-pdf.ts';
import { renderVouchersPdf } from './voucher-pdf.ts';

/** `paymentPublicId` is the API's order_payment_id (ADR 0041); serial ids never come from outside. */
export type OrderKey =
  | { orderId: number }
  | { orderHash: string }
  | { paymentPublicId: string }
  /** Some participants' own tickets (a participant's e-mail, a candidate payment's). */
  | { participantIds: number[] }
  /** One participant's own ticket by its public uuid (/voucher/participant/{uuid}). */
  | { participantUuid: string };

const CONFIRMED_ORDER = ['paid', 'free'] as const;

const notConfirmed = () =>
  new AppError('conflict', 'O pagamento deste pedido ainda não foi confirmado.', { status: 409 });

function whereOf(key: OrderKey): SQL {
  if ('orderId' in key) return eq(participants.orderId, key.orderId);
  if ('participantIds' in key) return inArray(participants.id, key.participantIds);
  if ('participantUuid' in key) return eq(participants.uuid, key.participantUuid);
  if ('orderHash' in key) return eq(orders.hash, key.orderHash);
  // order_payments.public_id is unique and participants.order_payment_id indexed: two index probes.
  return sql`${participants.orderPaymentId} = (SELECT ${orderPayments.id} FROM ${orderPayments} WHERE ${orderPayments.publicId} = ${key.paymentPublicId})`;
}

async function loadPlaces(ctx: AppContext, where: SQL) {
  return ctx.db
    .select({
      participant: participants,
      ticketName: ticketTypes.name,
      order: orders,
      event: events,
      organiserName: organisers.name,
      institutionName: institutions.name,
      banner: { storageKey: uploads.storageKey, mimeType: uploads.mimeType },
      couponCode: coupons.code,
    })
    .from(participants)
    .innerJoin(orders, eq(orders.id, participants.orderId))
    .innerJoin(events, eq(events.id, participants.eventId))
    .innerJoin(organisers, eq(organisers.id, events.organiserId))
    .leftJoin(institutions, eq(institutions.id, events.institutionId))
    .leftJoin(uploads, eq(uploads.id, events.bannerUploadId))
    .leftJoin(coupons, eq(coupons.id, orders.couponId))
    .innerJoin(ticketTypes, eq(ticketTypes.id, participants.ticketTypeId))
    .where(where)
    .orderBy(asc(participants.id));
}

type Place = Awaited<ReturnType<typeof loadPlaces>>[number];

function isConfirmed(place: Place): boolean {
  return isConfirmedStatus(place.participant.status);
}

async function confirmedPlaces(ctx: AppContext, key: OrderKey): Promise<Place[]> {
  const places = await loadPlaces(ctx, whereOf(key));
  if (places.length === 0) throw AppError.notFound();
  const confirmed = places.filter(isConfirmed);
  // An approval event's order stays awaiting_approval while its candidates are admitted one by one
  // (paid on the candidate page or exempted): its admitted places are tickets all the same.
  const orderConfirmed = places.some(
    (p) =>
      (CONFIRMED_ORDER as readonly string[]).includes(p.order.status) ||
      p.order.status === 'awaiting_approval',
  );
  // Candidate pages pay per participant, so an order-payment key needs only its own places confirmed.
  const needsOrder = 'orderId' in key || 'orderHash' in key;
  if (confirmed.length === 0 || (needsOrder && !orderConfirmed)) throw notConfirmed();
  return confirmed;
}

/** Only PNG and JPEG can be embedded by pdfkit; a WebP banner falls back to the brand band. */
async function loadBanner(ctx: AppContext, place: Place): Promise<Buffer | null> {
  const { storageKey, mimeType } = place.banner ?? {};
  if (!storageKey || (mimeType !== 'image/png' && mimeType !== 'image/jpeg')) return null;
  return ctx.storage.get(storageKey).catch(() => null);
}

function placeLines(event: Place['event']): string[] {
  const street = [event.street, event.streetNumber].filter(Boolean).join(', ');
  const firstLine = [street, event.complement].filter(Boolean).join(' · ');
  const cityLine = [event.district, [event.city, event.state].filter(Boolean).join('/')]
    .filter(Boolean)
    .join(' · ');
  const cep = event.cep ? `CEP ${event.cep.replace(/^(\d{5})(\d{3})$/, '$1-$2')}` : null;
  return [event.placeName, firstLine, [cityLine, cep].filter(Boolean).join(' · ')].filter(
    (line): line is string => Boolean(line),
  );
}

function whereText(event: Place['event']): string {
  if (event.isOnline) return event.meetingLink ? `Evento online · ${event.meetingLink}` : 'Evento online';
  return placeLines(event).join(' · ');
}

function sellerName(place: Place): string {
  return place.institutionName ? `${place.organiserName} · ${place.institutionName}` : place.organiserName;
}

async function voucherEvent(ctx: AppContext, place: Place): Promise<VoucherEvent> {
  const { event } = place;
  return {
    name: event.name,
    period: formatEventPeriod(event.startsAt, event.endsAt),
    days: eventDayCount(event.startsAt, event.endsAt),
    isOnline: event.isOnline,
    placeLines: placeLines(event),
    meetingLink: event.meetingLink,
    banner: await loadBanner(ctx, place),
    sellerName: sellerName(place),
  };
}

export async function renderOrderVouchersPdf(ctx: AppContext, key: OrderKey): Promise<Buffer> {
  const places = await confirmedPlaces(ctx, key);
  const event = await voucherEvent(ctx, places[0] as Place);
  return renderVouchersPdf(
    places.map((p) => ({
      event,
      participantName: p.participant.name,
      participantEmail: p.participant.email,
      ticketName: p.ticketName,
      orderHash: p.order.hash,
      orderCode: orderCode(p.order.hash),
      participantUuid: p.participant.uuid,
      checkInCode: signCheckInCode(ctx.config.appSecret, p.participant.uuid),
      doorCode: formatDoorCode(p.participant.doorCode),
    })),
  );
}

/**
 * `numberKey` names the document: a participant's receipt and the whole payment's receipt show
 * different totals, so each gets its own number (issue 22: three documents shared one).
 */
async function renderReceipt(
  ctx: AppContext,
  places: Place[],
  title: string,
  numberKey: (paymentPublicId: string) => string,
): Promise<Buffer> {
  const first = places[0] as Place;
  const { order, event } = first;
  const paymentIds = [
    ...new Set(places.map((p) => p.participant.orderPaymentId).filter((id) => id !== null)),
  ];
  const [payment] = paymentIds.length
    ? await ctx.db.select().from(orderPayments).where(inArray(orderPayments.id, paymentIds)).limit(1)
    : [];
  const paidAt = payment?.paidAt ?? order.paidAt ?? order.createdAt;
  const totalCents = places.reduce((sum, p) => sum + p.participant.amountCents, 0);
  const paymentAmount = payment?.amountCents ?? order.totalCents;
  const wholeOrder = totalCents === order.totalCents && order.discountCents > 0;
  const plural = places.length === 1 ? 'inscrição' : 'inscrições';
  const isFree = totalCents === 0 && paymentAmount <= 1;
  return renderReceiptPdf({
    title,
    number: receiptNumber(numberKey(payment?.publicId ?? order.hash), paidAt),
    issuedAt: formatDateTimeBR(new Date()),
    sellerName: first.organiserName,
    sellerDetail: first.institutionName,
    platformUrl: appBaseUrl(ctx.config).replace(/^https?:\/\//, ''),
    eventName: event.name,
    eventPeriod: formatEventPeriod(event.startsAt, event.endsAt),
    eventWhere: whereText(event),
    banner: await loadBanner(ctx, first),
    buyerName: order.buyerName,
    buyerEmail: order.buyerEmail,
    buyerDocument: order.buyerDocument
      ? `${documentKind(order.buyerDocument)} ${maskDocument(order.buyerDocument)}`
      : null,
    lines: places.map((p) => ({
      participantName: p.participant.name,
      ticketName: p.ticketName,
      amount: p.participant.amountCents === 0 ? 'Gratuito' : formatBRL(p.participant.amountCents),
    })),
    // Participants' amounts are already net of the coupon: a note, not a line to subtract again.
    discount: wholeOrder
      ? {
          label: `Valores já com o desconto${first.couponCode ? ` do cupom ${first.couponCode}` : ''} (- ${formatBRL(order.discountCents)})`,
        }
      : null,
    total: isFree ? 'Gratuito' : formatBRL(totalCents),
    totalLabel: isFree ? 'Total' : 'Total pago',
    // A free registration has nothing to receive: the document confirms it instead.
    statement: isFree
      ? `Confirmamos ${places.length} ${plural} gratuita${places.length === 1 ? '' : 's'} de ${order.buyerName} no evento ${event.name}, sem valor a pagar.`
      : `Recebemos de ${order.buyerName} a quantia de ${formatBRL(totalCents)} referente a ` +
        `${places.length} ${plural} no evento ${event.name}, pagos conforme descrito acima.`,
    paymentLines: paymentLines({
      method: payment?.method ?? order.paymentMethod,
      amountCents: paymentAmount,
      installments: payment?.installments ?? order.installments,
      cardBrand: payment?.cardBrand ?? null,
      cardLast4: payment?.cardLast4 ?? null,
    }),
    paymentNote:
      paymentAmount !== totalCents ? `Valor total do pagamento: ${formatBRL(paymentAmount)}` : null,
    paidAt: `${isFree ? 'Confirmado em' : 'Pago em'} ${formatDateTimeBR(paidAt)}`,
    orderCode: orderCode(order.hash),
    orderHash: order.hash,
  });
}

export async function renderParticipantReceiptPdf(ctx: AppContext, participantUuid: string): Promise<Buffer> {
  const places = await loadPlaces(ctx, eq(participants.uuid, participantUuid));
  if (places.length === 0) throw AppError.notFound();
  if (!places.every(isConfirmed)) throw notConfirmed();
  return renderReceipt(ctx, places, 'Recibo', (payment) => `${payment}:participant:${participantUuid}`);
}

/** The whole payment's receipt and the name to save it under. */
export async function renderPaymentReceiptPdf(
  ctx: AppContext,
  paymentPublicId: string,
): Promise<{ pdf: Buffer; title: string }> {
  const places = await confirmedPlaces(ctx, { paymentPublicId });
  // The candidate page's receipt (spec: "Recibo da Pré-Inscrição"); an ordinary order's is a "Recibo".
  const title = places[0]?.event.needsApproval ? 'Recibo da Pré-Inscrição' : 'Recibo';
  return { pdf: await renderReceipt(ctx, places, title, (payment) => payment), title };
}
