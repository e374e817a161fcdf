// The payer's e-mail when a charge of a candidate order is confirmed, queued in the transaction that
// confirms it (exactly once through the outbox). The links are the same documents the page offers.
import { formatDateTimeBR } from '../../domain/dates.ts';
import { formatBRL } from '../../domain/money.ts';
import type { Tx } from '../db/client.ts';
import { renderEmail } from '../email/email-layout.ts';
import { queueEmail } from '../email/queue-email.ts';
import { html, joinHtml } from '../email/safe-html.ts';

export interface CandidatePaymentEmailInput {
  eventId: number;
  eventName: string;
  eventStartsAt: Date;
  payerName: string;
  payerEmail: string;
  amountCents: number;
  paymentPublicId: string;
  participantNames: string[];
  baseUrl: string;
}

export function queueCandidatePaymentEmail(tx: Tx, input: CandidatePaymentEmailInput): Promise<number> {
  const vouchers = `${input.baseUrl}/voucher/order-payment/${input.paymentPublicId}`;
  const receipt = `${input.baseUrl}/receipt/order-payment/${input.paymentPublicId}`;
  const subject = `Pagamento confirmado: ${input.eventName}`;
  const when = formatDateTimeBR(input.eventStartsAt);
  const total = input.amountCents <= 1 ? 'Gratuito' : formatBRL(input.amountCents);
  const text = [
    `Olá, ${input.payerName}!`,
    '',
    `O pagamento da inscrição em ${input.eventName} (${when}) foi confirmado. Total: ${total}.`,
    '',
    'Participantes:',
    ...input.participantNames.map((name) => `- ${name}`),
    '',
    `Ingressos: ${vouchers}`,
    `Recibo: ${receipt}`,
  ].join('\n');
  const bodyHtml = joinHtml(
    [
      html`<p>Olá, ${input.payerName}!</p>`,
      html`<p>O pagamento da inscrição em <strong>${input.eventName}</strong> (${when}) foi confirmado. Total: ${total}.</p>`,
      html`<ul>${input.participantNames.map((name) => html`<li>${name}</li>`)}</ul>`,
      html`<p><a href="${vouchers}">Baixar ingressos</a> · <a href="${receipt}">Baixar recibo</a></p>`,
    ],
    '\n',
  );
  return queueEmail(tx, {
    kind: 'candidate_notice',
    eventId: input.eventId,
    to: input.payerEmail,
    toName: input.payerName,
    subject,
    ...renderEmail({ title: subject, bodyHtml, bodyText: text }),
  });
}
