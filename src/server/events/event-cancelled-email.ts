// "Evento cancelado": one e-mail per person with a live registration (the buyers of orders that
// are not expired or cancelled, and their participants), queued inside the cancelling transaction
// with a dedupe key per event and address, so a person with three tickets hears it once, and a
// cancellation retried by withRetry queues nothing twice (ADR 0060, 0401).
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { formatEventPeriod } from '../../domain/event-summary.ts';
import { contactSentence, type OrganiserContact } from '../../domain/organiser-contact.ts';
import { appBaseUrl } from '../config.ts';
import type { AppContext } from '../context.ts';
import type { Tx } from '../db/client.ts';
import { col, queryRows } from '../db/raw-sql.ts';
import type { events } from '../db/schema.ts';
import { escapeHtml, renderEmail } from '../email/email-layout.ts';
import { queueEmailOnce } from '../email/queue-email.ts';

type EventRow = typeof events.$inferSelect;

const RECIPIENT = z.object({ email: col.text(), name: col.text(), paid: col.bool() });

export interface CancelledEmailData {
  eventName: string;
  period: string;
  personName: string;
  /** The person paid for something: tell them how the money comes back. */
  paid: boolean;
  reason: string | null;
  contact: OrganiserContact;
  bannerUrl: string | null;
}

/** Subject, HTML and text of the cancellation notice (pure, for a unit test). */
export function composeEventCancelledEmail(data: CancelledEmailData) {
  const subject = `Evento cancelado: ${data.eventName}`;
  const lines = [
    `Olá, ${data.personName}!`,
    `A organização cancelou o evento ${data.eventName}, que aconteceria em ${data.period}. Sua inscrição não vale mais para a entrada.`,
    ...(data.reason ? [`Motivo informado pela organização: ${data.reason}`] : []),
    ...(data.paid
      ? [
          'O valor pago será devolvido pela mesma forma de pagamento usada na compra. Quem pagou por outras pessoas recebe a devolução de todo o pedido.',
        ]
      : []),
    `${contactSentence(data.contact)}.`,
  ];
  const rendered = renderEmail({
    title: subject,
    preheader: `${data.eventName} foi cancelado pela organização.`,
    hero: data.bannerUrl ? { src: data.bannerUrl, alt: data.eventName } : null,
    bodyHtml: [
      `<p style="margin:0 0 4px;font-size:12px;letter-spacing:.06em;text-transform:uppercase;color:#c92a2a;">Evento cancelado</p>`,
      `<h1 style="margin:0 0 16px;font-size:22px;line-height:28px;">${escapeHtml(data.eventName)}</h1>`,
      ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
    ].join('\n'),
    bodyText: [subject, '', ...lines.flatMap((line) => [line, ''])].join('\n').trim(),
    footer: `Você recebe este e-mail porque tem uma inscrição em ${data.eventName}.\nEste é um e-mail automático, não responda: ${contactSentence(data.contact).replace(/^F/, 'f')}.`,
  });
  return { subject, ...rendered };
}

/** Queues the notice for everyone registered in `event`; returns how many were queued. */
export async function queueEventCancelledEmails(ctx: AppContext, tx: Tx, event: EventRow): Promise<number> {
  // One row per address (lower-cased): the buyer's name wins over a participant's, and whoever
  // paid anything in any of their orders is told about the refund.
  const recipients = await queryRows(
    tx,
    RECIPIENT,
    sql`
    WITH live AS (
      SELECT o.id, o.buyer_email, o.buyer_name, o.status FROM orders o
      WHERE o.event_id = ${event.id}::int AND o.status NOT IN ('expired', 'cancelled')),
    people AS (
      SELECT lower(buyer_email) AS email, buyer_name AS name, status = 'paid' AS paid, 0 AS rank FROM live
      UNION ALL
      SELECT lower(p.email), p.name, false, 1 FROM participants p JOIN live ON live.id = p.order_id
      WHERE p.status NOT IN ('cancelado', 'reembolsado'))
    SELECT email, (array_agg(name ORDER BY rank))[1] AS name, bool_or(paid) AS paid
    FROM people GROUP BY email ORDER BY email`,
  );
  const baseUrl = appBaseUrl(ctx.config);
  const base = {
    eventName: event.name,
    period: formatEventPeriod(event.startsAt.toISOString(), event.endsAt.toISOString()),
    reason: event.cancelReason,
    contact: { email: event.contactEmail, phone: event.contactPhone, site: event.contactSite },
    bannerUrl: event.bannerUploadId ? `${baseUrl}/uploads/${event.bannerUploadId}` : null,
  };
  for (const person of recipients) {
    const email = composeEventCancelledEmail({ ...base, personName: person.name, paid: person.paid });
    await queueEmailOnce(tx, {
      kind: 'event_cancelled',
      to: person.email,
      toName: person.name,
      eventId: event.id,
      dedupeKey: `event-cancelled:${event.id}:${person.email}`,
      ...email,
    });
  }
  return recipients.length;
}
