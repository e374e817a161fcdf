// Queues the e-mails an order decides, inside the transaction that decides them (ADR 0060):
// the buyer's confirmation with every ticket, each participant's own ticket, or the buyer's
// pre-registration confirmation. Each row has a dedupe key, so running the decision twice (a
// repeated PIX notification, a retried transaction, a second call from another path) queues
// nothing more (ADR 0102).
import { createHash } from 'node:crypto';
import { and, asc, desc, eq } from 'drizzle-orm';
import { orderCode } from '../../domain/order-code.ts';
import { DEFAULT_WITHDRAWAL_LIMIT_HOURS } from '../../domain/order-lifecycle.ts';
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
import { isConfirmedSql } from '../db/status-sql.ts';
import { sanitizeRichText } from '../rich-text/sanitize-rich-text.ts';
import { inertText } from './email-layout.ts';
import {
  composeOrderConfirmationEmail,
  composeParticipantTicketEmail,
  composePreRegistrationEmail,
  type OrderEmailData,
  type OrderEmailEvent,
} from './order-email-content.ts';
import { queueEmailOnce } from './queue-email.ts';

/** An address in a dedupe key: short, and no address in the key column. */
function addressKey(address: string): string {
  return createHash('sha256').update(address).digest('hex').slice(0, 16);
}

async function loadOrder(db: Db | Tx, orderId: number, baseUrl: string) {
  const [row] = await db
    .select({
      order: orders,
      event: events,
      organiserName: organisers.name,
      checkoutTitle: eventSettings.checkoutTitle,
      checkoutMessageHtml: eventSettings.checkoutMessageHtml,
      withdrawalLimitHours: eventSettings.withdrawalLimitHours,
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

// Names are what a stranger typed: made inert (no link in any mail client) once, here, for every
// part of every order e-mail (issue 17 item 2).
async function loadPeople(db: Db | Tx, where: ReturnType<typeof and>) {
  const rows = await db
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
  return rows.map((row) => ({ ...row, name: inertText(row.name) }));
}

export interface QueueOrderEmailsInput {
  orderId: number;
  baseUrl: string;
  /** The payment that confirmed the places; by default the order's latest fulfilled one. */
  paymentId?: number;
  /**
   * A re-send the organiser asked for (ADR 0414): only these e-mails, under keys of this one click,
   * so a retried click queues nothing more and another click queues them again.
   */
  resend?: { key: string; confirmation: boolean; ticketsOf: readonly number[] };
}

/**
 * The buyer's confirmation (all confirmed tickets attached) and one e-mail per other address with
 * only the tickets of the participants registered with it; a participant whose address is the
 * buyer's gets nothing more, since the buyer's e-mail already carries every ticket. Returns the
 * outbox ids (new or already queued).
 */
export async function queueOrderEmails(tx: Db | Tx, input: QueueOrderEmailsInput): Promise<number[]> {
  const { order, emailEvent, checkoutTitle, checkoutMessageHtml, withdrawalLimitHours, couponCode } =
    await loadOrder(tx, input.orderId, input.baseUrl);
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
      isConfirmedSql(participants.status),
      input.paymentId !== undefined ? eq(participants.orderPaymentId, input.paymentId) : undefined,
    ),
  );
  if (people.length === 0) return [];
  const wholeOrder = input.paymentId === undefined;
  const buyerName = inertText(order.buyerName);
  const data: OrderEmailData = {
    baseUrl: input.baseUrl,
    event: emailEvent,
    orderHash: order.hash,
    orderCode: orderCode(order.hash),
    buyerName,
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
    withdrawalLimitHours: withdrawalLimitHours ?? DEFAULT_WITHDRAWAL_LIMIT_HOURS,
  };
  const ids: number[] = [];
  const resend = input.resend;
  const keyOf = (key: string) => (resend ? `resend:${resend.key}:${key}` : key);
  if (!resend || resend.confirmation) {
    const buyerMail = composeOrderConfirmationEmail(data);
    ids.push(
      await queueEmailOnce(tx, {
        kind: 'order_confirmation',
        dedupeKey: keyOf(payment ? `payment:${payment.id}:confirmation` : `order:${order.id}:confirmation`),
        eventId: order.eventId,
        orderId: order.id,
        to: order.buyerEmail,
        toName: buyerName,
        subject: buyerMail.subject,
        html: buyerMail.html,
        text: buyerMail.text,
        attachments: wholeOrder
          ? { vouchersForOrderId: order.id }
          : { vouchersForParticipantIds: people.map((p) => p.id) },
      }),
    );
  }
  // One e-mail per distinct address (issue 17 item 2): a hundred participants at one address get
  // one message listing them all, and the buyer's address nothing more than the confirmation.
  const buyerAddress = order.buyerEmail.trim().toLowerCase();
  const byAddress = new Map<string, typeof people>();
  for (const person of people) {
    const address = person.email.trim().toLowerCase();
    // The buyer's confirmation carries every ticket; a re-send asked for this person sends theirs anyway.
    if (resend ? !resend.ticketsOf.includes(person.id) : address === buyerAddress) continue;
    byAddress.set(address, [...(byAddress.get(address) ?? []), person]);
  }
  for (const [address, group] of byAddress) {
    const mail = composeParticipantTicketEmail(data, group);
    const [first] = group;
    ids.push(
      await queueEmailOnce(tx, {
        kind: 'participant_ticket',
        // Per order and address (per payment on the candidate page, where each payment confirms
        // other participants): the same decision never mails one address twice.
        dedupeKey: keyOf(
          `${wholeOrder || !payment ? `order:${order.id}` : `payment:${payment.id}`}:tickets:${addressKey(address)}`,
        ),
        eventId: order.eventId,
        orderId: order.id,
        participantId: group.length === 1 && first ? first.id : null,
        to: address,
        toName: group.length === 1 && first ? first.name : null,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        attachments: { vouchersForParticipantIds: group.map((person) => person.id) },
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
    buyerName: inertText(order.buyerName),
    totalCents: order.totalCents,
    participants: people,
  });
  return queueEmailOnce(tx, {
    kind: 'pre_registration',
    dedupeKey: `order:${order.id}:pre-registration`,
    eventId: order.eventId,
    orderId: order.id,
    to: order.buyerEmail,
    toName: inertText(order.buyerName),
    subject: mail.subject,
    html: mail.html,
    text: mail.text,
  });
}
