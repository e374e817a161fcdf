// The e-mails of a change after the sale (issue 20): the notice of a cancellation or refund, to
// the buyer and to each participant at another address. Queued in the transaction that records
// the outcome, with a dedupe key per cancellation (a place is cancelled once), so a retried
// transaction queues nothing more (ADR 0102).
import { and, asc, eq, inArray } from 'drizzle-orm';
import { formatBRL } from '../../domain/money.ts';
import { orderCode } from '../../domain/order-code.ts';
import { formatEventPeriod } from '../../domain/printed-texts.ts';
import { appBaseUrl } from '../config.ts';
import type { AppContext } from '../context.ts';
import type { Tx } from '../db/client.ts';
import { events, orders, organisers, participants, ticketTypes } from '../db/schema.ts';
import { emailButtons, emailCallout, emailFacts, emailHeading, emailParagraph } from './email-blocks.ts';
import { renderEmail } from './email-layout.ts';
import { queueEmailOnce } from './queue-email.ts';
import { html } from './safe-html.ts';

export interface CancellationNotice {
  orderIds: readonly number[];
  participantIds: readonly number[];
  reason: string;
  byBuyer: boolean;
  /** A refund without a failure was made or is still being asked for: either way, it was asked. */
  refunds: readonly { amountCents: number; refunded: boolean; failure: string | null }[];
}

interface Compose {
  eventName: string;
  period: string;
  organiserName: string;
  code: string;
  greetingName: string;
  names: string[];
  reason: string;
  byBuyer: boolean;
  refundedCents: number;
  failedCents: number;
  orderUrl: string;
}

export function composeCancellationEmail(data: Compose) {
  const many = data.names.length > 1;
  const refunded = data.refundedCents > 0;
  const subject = refunded
    ? `Inscrição cancelada e reembolso solicitado: ${data.eventName}`
    : `Inscrição cancelada: ${data.eventName}`;
  const who = data.names.join(', ');
  const lines = [
    `Olá, ${data.greetingName}!`,
    data.byBuyer
      ? `Recebemos o seu pedido de cancelamento: ${many ? 'as inscrições de' : 'a inscrição de'} ${who} em ${data.eventName} ${many ? 'foram canceladas' : 'foi cancelada'}.`
      : `A organização cancelou ${many ? 'as inscrições de' : 'a inscrição de'} ${who} em ${data.eventName}.`,
    ...(refunded
      ? [
          `O reembolso de ${formatBRL(data.refundedCents)} foi solicitado ao meio de pagamento usado na compra. No cartão, o crédito aparece em até duas faturas; no PIX, volta para a conta de origem.`,
        ]
      : []),
    ...(data.failedCents > 0
      ? [
          `O reembolso de ${formatBRL(data.failedCents)} não pôde ser feito automaticamente: a organização vai entrar em contato para devolver o valor.`,
        ]
      : []),
    'Os ingressos cancelados não dão mais acesso ao evento.',
  ];
  const facts: [string, string][] = [
    ['Evento', data.eventName],
    ['Quando', data.period],
    ['Pedido', data.code],
    ...(data.byBuyer ? [] : ([['Motivo', data.reason]] as [string, string][])),
  ];
  const bodyHtml = [
    emailHeading(data.eventName, refunded ? 'Cancelamento e reembolso' : 'Cancelamento'),
    ...lines.map((line) => emailParagraph(line)),
    emailFacts(facts),
    emailButtons([{ label: 'Ver o pedido', href: data.orderUrl }]),
    emailCallout(
      html`Dúvidas? Fale com a organização do evento informando o código do pedido.`,
      `Organização: ${data.organiserName}`,
    ),
  ];
  const text = [
    subject,
    '',
    ...lines,
    '',
    ...facts.map(([label, value]) => `${label}: ${value}`),
    '',
    `Ver o pedido: ${data.orderUrl}`,
  ].join('\n');
  return {
    subject,
    ...renderEmail({
      title: subject,
      preheader: `Pedido ${data.code}`,
      bodyHtml,
      bodyText: text,
      footer: `Você recebeu este e-mail porque tem uma inscrição em ${data.eventName}.\nOrganização: ${data.organiserName} · Inscrições por Catraca.`,
    }),
  };
}

export async function queueCancellationEmails(
  ctx: AppContext,
  tx: Tx,
  notice: CancellationNotice,
): Promise<void> {
  if (notice.participantIds.length === 0) return;
  const baseUrl = appBaseUrl(ctx.config);
  const refundedCents = notice.refunds
    .filter((r) => r.failure === null)
    .reduce((sum, r) => sum + r.amountCents, 0);
  const failedCents = notice.refunds
    .filter((r) => r.failure !== null)
    .reduce((sum, r) => sum + r.amountCents, 0);
  for (const orderId of notice.orderIds) {
    const [order] = await tx
      .select({ order: orders, event: events, organiserName: organisers.name })
      .from(orders)
      .innerJoin(events, eq(events.id, orders.eventId))
      .innerJoin(organisers, eq(organisers.id, events.organiserId))
      .where(eq(orders.id, orderId));
    if (!order) continue;
    const people = await tx
      .select({
        id: participants.id,
        name: participants.name,
        email: participants.email,
        ticket: ticketTypes.name,
      })
      .from(participants)
      .innerJoin(ticketTypes, eq(ticketTypes.id, participants.ticketTypeId))
      .where(and(eq(participants.orderId, orderId), inArray(participants.id, [...notice.participantIds])))
      .orderBy(asc(participants.id));
    const [first] = people;
    if (!first) continue;
    const base = {
      eventName: order.event.name,
      period: formatEventPeriod(order.event.startsAt, order.event.endsAt),
      organiserName: order.organiserName,
      code: orderCode(order.order.hash),
      reason: notice.reason,
      byBuyer: notice.byBuyer,
      // One order's share of the money (a cancellation may span orders).
      refundedCents: notice.orderIds.length === 1 ? refundedCents : 0,
      failedCents: notice.orderIds.length === 1 ? failedCents : 0,
      orderUrl: `${baseUrl}/pedido/${order.order.hash}`,
    };
    const key = `cancellation:${orderId}:${first.id}:${people.length}`;
    const buyerMail = composeCancellationEmail({
      ...base,
      greetingName: order.order.buyerName,
      names: people.map((p) => p.name),
    });
    await queueEmailOnce(tx, {
      kind: 'order_cancellation',
      dedupeKey: `${key}:buyer`,
      eventId: order.event.id,
      orderId,
      to: order.order.buyerEmail,
      toName: order.order.buyerName,
      ...buyerMail,
    });
    const buyerAddress = order.order.buyerEmail.trim().toLowerCase();
    for (const person of people) {
      if (person.email.trim().toLowerCase() === buyerAddress) continue;
      const mail = composeCancellationEmail({
        ...base,
        greetingName: person.name,
        names: [person.name],
        refundedCents: 0,
        failedCents: 0,
      });
      await queueEmailOnce(tx, {
        kind: 'order_cancellation',
        dedupeKey: `${key}:participant:${person.id}`,
        eventId: order.event.id,
        orderId,
        participantId: person.id,
        to: person.email,
        toName: person.name,
        ...mail,
      });
    }
  }
}
