// Queues the e-mails an order decides, inside the transaction that decides them (ADR 0060):
// the buyer's confirmation with every ticket, each participant's own ticket, or the buyer's
// pre-registration confirmation. Each row has a dedupe key, so running the decision twice (a
// repeated PIX notification, a retried transaction, a second call from another path) queues
// nothing more (ADR 0102).
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { orderCode } from '../../domain/order-code.ts';
import { eventDayCount, formatEventPeriod, paymentLines } from '../../domain/printed-texts.ts';
import type { Db, Tx } from '../db/client.ts';
import {
  coupons,
  eventSettings,
  events,
  orderPayments,
  orders,
  organisers,
  participants,
  ticketTypes,
} from '../db/schema.ts';
import { sanitizeRichText } from '../rich-text/sanitize-rich-text.ts';
import {
  composeOrderConfirmationEmail,
  composeParticipantTicketEmail,
  composePreRegistrationEmail,
  type OrderEmailData,
  type OrderEmailEvent,
} from './order-email-content.ts';
import { queueEmailOnce } from './queue-email.ts';

async function loadOrder(db: Db | Tx, orderId: number, baseUrl: string) {
  const [row] = await db
    .select({
      order: orders,
      event: events,
      organiserName: organisers.name,
      checkoutTitle: eventSettings.checkoutTitle,
      checkoutMessageHtml: eventSettings.checkoutMessageHtml,
      couponCode: coupons.code,
    })
    .from(orders)
    .innerJoin(events, eq(events.id, orders.eventId))
    .innerJoin(organisers, eq(organisers.id, events.organiserId))
    .leftJoin(eventSettings, eq(eventSettings.eventId, events.id))
    .leftJoin(coupons, eq(coupons.id, orders.couponId))
    .where(eq(orders.id, orderId));
  if (!row) throw new Error(`order ${orderId} not found`);
  const { event } = row;
  const placeLines = [
    event.placeName,
    [event.street, event.streetNumber].filter(Boolean).join(', '),
    [event.district, [event.city, event.state].filter(Boolean).join('/')].filter(Boolean).join(' · '),
  ].filter((line): line is string => Boolean(line));
  const emailEvent: OrderEmailEvent = {
    name: event.name,
    period: formatEventPeriod(event.startsAt, event.endsAt),
    isOnline: event.isOnline,
    placeLines,
    meetingLink: event.meetingLink,
    bannerUrl: event.bannerUploadId ? `${baseUrl}/uploads/${event.bannerUploadId}` : null,
    organiserName: row.organiserName,
    contact: { email: event.contactEmail, phone: event.contactPhone, site: event.contactSite },
  };
  return { ...row, emailEvent, days: eventDayCount(event.startsAt, event.endsAt) };
}

async function loadPeople(db: Db | Tx, where: ReturnType<typeof and>) {
  return db
    .select({
      id: participants.id,
      uuid: participants.uuid,
      name: participants.name,
      email: participants.email,
      ticketName: ticketTypes.name,
      amountCents: participants.amountCents,
    })
    .from(participants)
    .innerJoin(ticketTypes, eq(ticketTypes.id, participants.ticketTypeId))
    .where(where)
    .orderBy(asc(participants.id));
}

export interface QueueOrderEmailsInput {
  orderId: number;
  baseUrl: string;
  /** The payment that confirmed the places; by default the order's latest fulfilled one. */
  paymentId?: number;
}

/**
 * The buyer's confirmation (all confirmed tickets attached) and one e-mail per participant with
 * only their ticket; a participant whose address is the buyer's gets nothing more, since the
 * buyer's e-mail already carries every ticket. Returns the outbox ids (new or already queued).
 */
export async function queueOrderEmails(tx: Db | Tx, input: QueueOrderEmailsInput): Promise<number[]> {
  const { order, emailEvent, checkoutTitle, checkoutMessageHtml, couponCode } = await loadOrder(
    tx,
    input.orderId,
    input.baseUrl,
  );
  const [payment] = await tx
    .select()
    .from(orderPayments)
    .where(
      input.paymentId !== undefined
        ? eq(orderPayments.id, input.paymentId)
        : and(eq(orderPayments.orderId, order.id), eq(orderPayments.status, 'fulfilled')),
    )
    .orderBy(desc(orderPayments.id))
    .limit(1);
  const people = await loadPeople(
    tx,
    and(
      eq(participants.orderId, order.id),
      inArray(participants.status, ['pago', 'isento']),
      input.paymentId !== undefined ? eq(participants.orderPaymentId, input.paymentId) : undefined,
    ),
  );
  if (people.length === 0) return [];
  const wholeOrder = input.paymentId === undefined;
  const data: OrderEmailData = {
    baseUrl: input.baseUrl,
    event: emailEvent,
    orderHash: order.hash,
    orderCode: orderCode(order.hash),
    buyerName: order.buyerName,
    totalCents: wholeOrder ? order.totalCents : (payment?.amountCents ?? 0),
    discountCents: wholeOrder ? order.discountCents : 0,
    couponCode: wholeOrder ? couponCode : null,
    paymentLines: paymentLines({
      method: payment?.method ?? order.paymentMethod,
      amountCents: payment?.amountCents ?? order.totalCents,
      installments: payment?.installments ?? order.installments,
      cardBrand: payment?.cardBrand ?? null,
      cardLast4: payment?.cardLast4 ?? null,
    }),
    receiptUrl: payment ? `${input.baseUrl}/receipt/order-payment/${payment.publicId}` : null,
    participants: people,
    checkout: {
      title: checkoutTitle ?? 'Compra realizada com sucesso!',
      messageHtml: sanitizeRichText(checkoutMessageHtml ?? ''),
    },
  };
  const ids: number[] = [];
  const buyerMail = composeOrderConfirmationEmail(data);
  ids.push(
    await queueEmailOnce(tx, {
      kind: 'order_confirmation',
      dedupeKey: payment ? `payment:${payment.id}:confirmation` : `order:${order.id}:confirmation`,
      eventId: order.eventId,
      to: order.buyerEmail,
      toName: order.buyerName,
      subject: buyerMail.subject,
      html: buyerMail.html,
      text: buyerMail.text,
      attachments: wholeOrder
        ? { vouchersForOrderId: order.id }
        : { vouchersForParticipantIds: people.map((p) => p.id) },
    }),
  );
  const buyerAddress = order.buyerEmail.trim().toLowerCase();
  for (const person of people) {
    if (person.email.trim().toLowerCase() === buyerAddress) continue;
    const mail = composeParticipantTicketEmail(data, person);
    ids.push(
      await queueEmailOnce(tx, {
        kind: 'participant_ticket',
        dedupeKey: `participant:${person.id}:ticket`,
        eventId: order.eventId,
        to: person.email,
        toName: person.name,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        attachments: { vouchersForParticipantIds: [person.id] },
      }),
    );
  }
  return ids;
}

/** The buyer's pre-registration confirmation (approval events): nothing charged, the follow-up link. */
export async function queuePreRegistrationEmail(
  tx: Db | Tx,
  input: { orderId: number; baseUrl: string },
): Promise<number> {
  const { order, emailEvent } = await loadOrder(tx, input.orderId, input.baseUrl);
  const people = await loadPeople(tx, and(eq(participants.orderId, order.id)));
  const mail = composePreRegistrationEmail({
    baseUrl: input.baseUrl,
    event: emailEvent,
    orderHash: order.hash,
    orderCode: orderCode(order.hash),
    buyerName: order.buyerName,
    totalCents: order.totalCents,
    participants: people,
  });
  return queueEmailOnce(tx, {
    kind: 'pre_registration',
    dedupeKey: `order:${order.id}:pre-registration`,
    eventId: order.eventId,
    to: order.buyerEmail,
    toName: order.buyerName,
    subject: mail.subject,
    html: mail.html,
    text: mail.text,
  });
}
