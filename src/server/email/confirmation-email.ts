// The buyer's confirmation e-mail (pt-BR). It is recorded in email_outbox inside the same
// transaction that confirms the order, so a confirmed order always has its e-mail queued;
// the vouchers PDF is rebuilt when sending, never stored.

import { formatDateTimeBR } from '../../domain/dates.ts';
import { formatBRL } from '../../domain/money.ts';
import type { Tx } from '../db/client.ts';
import { escapeHtml, renderEmail } from './email-layout.ts';
import { queueEmail } from './queue-email.ts';

export interface ConfirmationEmailInput {
  eventId: number;
  eventName: string;
  eventStartsAt: Date;
  orderId: number;
  orderHash: string;
  totalCents: number;
  buyerName: string;
  buyerEmail: string;
  participants: { name: string; ticketName: string }[];
  baseUrl: string;
}

export function composeConfirmationEmail(input: ConfirmationEmailInput) {
  const voucherUrl = `${input.baseUrl}/voucher/order/${input.orderHash}`;
  const when = formatDateTimeBR(input.eventStartsAt);
  const total = input.totalCents <= 1 ? 'Gratuito' : formatBRL(input.totalCents);
  const list = input.participants.map((p) => `${p.name} (${p.ticketName})`);
  const subject = `Inscrição confirmada: ${input.eventName}`;
  const text = [
    `Olá, ${input.buyerName}!`,
    '',
    `Sua inscrição em ${input.eventName} (${when}) está confirmada.`,
    `Total: ${total}`,
    '',
    'Participantes:',
    ...list.map((line) => `- ${line}`),
    '',
    `Os ingressos seguem em anexo e também podem ser baixados em ${voucherUrl}`,
    '',
    'Até lá!',
  ].join('\n');
  const bodyHtml = [
    `<p>Olá, ${escapeHtml(input.buyerName)}!</p>`,
    `<p>Sua inscrição em <strong>${escapeHtml(input.eventName)}</strong> (${escapeHtml(when)}) está confirmada.</p>`,
    `<p>Total: ${escapeHtml(total)}</p>`,
    `<ul>${list.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>`,
    `<p>Os ingressos seguem em anexo e também podem ser baixados <a href="${escapeHtml(voucherUrl)}">aqui</a>.</p>`,
    '<p>Até lá!</p>',
  ].join('\n');
  return { subject, ...renderEmail({ title: subject, bodyHtml, bodyText: text }) };
}

/**
 * Records the e-mail as queued; returns its outbox id. After COMMIT, the caller wakes the sender
 * (`ctx.jobs.enqueueEmail(id)`, or `ctx.jobs.wakeEmailSender()`).
 */
export async function queueConfirmationEmail(tx: Tx, input: ConfirmationEmailInput): Promise<number> {
  const message = composeConfirmationEmail(input);
  return queueEmail(tx, {
    kind: 'order_confirmation',
    eventId: input.eventId,
    to: input.buyerEmail,
    subject: message.subject,
    html: message.html,
    text: message.text,
    attachments: { vouchersForOrderId: input.orderId },
  });
}
