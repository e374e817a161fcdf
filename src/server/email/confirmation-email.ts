// The buyer's confirmation e-mail (pt-BR). It is recorded in email_outbox inside the same
// transaction that confirms the order, so a confirmed order always has its e-mail queued;
// the vouchers PDF is rebuilt when sending, never stored.

import { formatDateTimeBR } from '../../domain/dates.ts';
import { formatBRL } from '../../domain/money.ts';
import type { Tx } from '../db/client.ts';
import { emailOutbox } from '../db/schema.ts';

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

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
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
  const html = [
    `<p>Olá, ${escapeHtml(input.buyerName)}!</p>`,
    `<p>Sua inscrição em <strong>${escapeHtml(input.eventName)}</strong> (${escapeHtml(when)}) está confirmada.</p>`,
    `<p>Total: ${escapeHtml(total)}</p>`,
    `<ul>${list.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>`,
    `<p>Os ingressos seguem em anexo e também podem ser baixados <a href="${escapeHtml(voucherUrl)}">aqui</a>.</p>`,
    '<p>Até lá!</p>',
  ].join('\n');
  return { subject, text, html };
}

/** Records the e-mail as queued; returns its outbox id for the job queue. */
export async function queueConfirmationEmail(tx: Tx, input: ConfirmationEmailInput): Promise<number> {
  const message = composeConfirmationEmail(input);
  const [row] = await tx
    .insert(emailOutbox)
    .values({
      eventId: input.eventId,
      kind: 'order_confirmation',
      toAddress: input.buyerEmail,
      subject: message.subject,
      html: message.html,
      text: message.text,
      attachments: { vouchersForOrderId: input.orderId },
    })
    .returning({ id: emailOutbox.id });
  if (!row) throw new Error('outbox insert returned nothing');
  return row.id;
}
