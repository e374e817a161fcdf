// The PIX a buyer still has to pay, by e-mail (issue 22, trap 6): a PIX generated on a phone that
// was then locked or closed lived only in that browser. The e-mail carries the copy-and-paste
// code, the amount and the deadline, so it can be paid from any device before the hold ends.
import { eq } from 'drizzle-orm';
import { formatDateTimeBR } from '../../domain/dates.ts';
import { formatBRL } from '../../domain/money.ts';
import { orderCode } from '../../domain/order-code.ts';
import { formatEventPeriod } from '../../domain/printed-texts.ts';
import type { Db, Tx } from '../db/client.ts';
import { events, orderPayments, orders, organisers } from '../db/schema.ts';
import {
  emailButtons,
  emailCallout,
  emailFacts,
  emailHeading,
  emailParagraph,
  emailSteps,
} from './email-blocks.ts';
import { renderEmail } from './email-layout.ts';
import type { ComposedEmail } from './order-email-content.ts';
import { queueEmailOnce } from './queue-email.ts';
import { html } from './safe-html.ts';

export interface PendingPixEmailData {
  eventName: string;
  eventPeriod: string;
  eventUrl: string;
  organiserName: string;
  buyerName: string;
  orderCode: string;
  amountCents: number;
  pixCode: string;
  expiresAt: Date;
}

export function composePendingPixEmail(data: PendingPixEmailData): ComposedEmail {
  const deadline = formatDateTimeBR(data.expiresAt);
  const amount = formatBRL(data.amountCents);
  const subject = `Pague seu PIX até ${deadline}: ${data.eventName}`;
  const intro = `Olá, ${data.buyerName}! Suas vagas em ${data.eventName} estão reservadas até ${deadline}. Para garanti-las, pague o PIX de ${amount} até esse horário.`;
  const steps = [
    'Copie o código PIX abaixo (copia e cola).',
    'No app do seu banco, escolha pagar com PIX copia e cola e cole o código.',
    'Confirmado o pagamento, você recebe a confirmação e os ingressos por e-mail.',
  ];
  const expiryNote = `Se o PIX não for pago até ${deadline}, as vagas são liberadas e nada é cobrado.`;
  const bodyHtml = [
    emailHeading(data.eventName, 'Pedido aguardando pagamento'),
    emailParagraph(intro),
    emailFacts([
      ['Valor', amount],
      ['Pague até', deadline],
      ['Pedido', data.orderCode],
      ['Quando', data.eventPeriod],
    ]),
    emailSteps(steps),
    emailCallout(
      html`<div style="font-family:Consolas,Menlo,monospace;font-size:13px;line-height:19px;word-break:break-all;">${data.pixCode}</div>`,
      'PIX copia e cola',
    ),
    emailButtons([{ label: 'Abrir a página do evento', href: data.eventUrl }]),
    emailParagraph(expiryNote),
  ];
  const text = [
    subject,
    '',
    intro,
    '',
    `Valor: ${amount}`,
    `Pague até: ${deadline}`,
    `Pedido: ${data.orderCode}`,
    `Quando: ${data.eventPeriod}`,
    '',
    ...steps.map((step, index) => `${index + 1}. ${step}`),
    '',
    'PIX copia e cola:',
    data.pixCode,
    '',
    `Página do evento: ${data.eventUrl}`,
    '',
    expiryNote,
  ].join('\n');
  return {
    subject,
    ...renderEmail({
      title: subject,
      preheader: `PIX de ${amount}: pague até ${deadline} para garantir suas vagas.`,
      bodyHtml,
      bodyText: text,
      footer: `Você recebeu este e-mail porque gerou um PIX para ${data.eventName}.\nOrganização: ${data.organiserName} · Inscrições por Catraca.`,
    }),
  };
}

/** Queues the e-mail of an order's pending PIX once (dedupe key per payment); null when none. */
export async function queuePendingPixEmail(
  db: Db | Tx,
  input: { orderId: number; baseUrl: string },
): Promise<number | null> {
  const [row] = await db
    .select({ order: orders, event: events, payment: orderPayments, organiserName: organisers.name })
    .from(orders)
    .innerJoin(events, eq(events.id, orders.eventId))
    .innerJoin(organisers, eq(organisers.id, events.organiserId))
    .innerJoin(orderPayments, eq(orderPayments.orderId, orders.id))
    .where(eq(orders.id, input.orderId))
    .limit(1);
  if (row?.order.status !== 'pending') return null;
  const { order, event, payment } = row;
  if (payment.method !== 'pix' || !payment.pixCode || !payment.pixExpiresAt) return null;
  const mail = composePendingPixEmail({
    eventName: event.name,
    eventPeriod: formatEventPeriod(event.startsAt, event.endsAt),
    eventUrl: `${input.baseUrl}/eventos/${event.slug}`,
    organiserName: row.organiserName,
    buyerName: order.buyerName,
    orderCode: orderCode(order.hash),
    amountCents: payment.amountCents,
    pixCode: payment.pixCode,
    expiresAt: payment.pixExpiresAt,
  });
  return queueEmailOnce(db, {
    kind: 'pending_pix',
    dedupeKey: `payment:${payment.id}:pending-pix`,
    eventId: order.eventId,
    to: order.buyerEmail,
    toName: order.buyerName,
    subject: mail.subject,
    html: mail.html,
    text: mail.text,
  });
}
