// The "Meus ingressos" e-mail (ADR 0471): one button to the single-use link, how long it lasts,
// and what to do if the buyer did not ask for it. Queued in the transaction that stores the link.
import type { Tx } from '../db/client.ts';
import { emailButtons, emailHeading, emailParagraph } from '../email/email-blocks.ts';
import { renderEmail } from '../email/email-layout.ts';
import { queueEmailOnce } from '../email/queue-email.ts';

export interface MyOrdersEmailInput {
  linkId: number;
  toAddress: string;
  /** The absolute link holding the token (in the fragment). */
  accessUrl: string;
  validForMinutes: number;
}

export function composeMyOrdersEmail(input: MyOrdersEmailInput) {
  const subject = 'Seu link para Meus ingressos';
  const intro =
    'Recebemos um pedido para ver os ingressos, pedidos e pré-inscrições feitos com este e-mail na Catraca.';
  const validity = `O link vale por ${input.validForMinutes} minutos e abre uma única vez; depois de aberto, a lista fica disponível nesse navegador por um tempo.`;
  const ignore = 'Se não foi você que pediu, ignore este e-mail: sem o link ninguém vê os seus pedidos.';
  const bodyHtml = [
    emailHeading('Meus ingressos', 'Acesso aos seus pedidos'),
    emailParagraph(intro),
    emailButtons([{ label: 'Ver meus ingressos', href: input.accessUrl }]),
    emailParagraph(validity),
    emailParagraph(ignore),
  ];
  const text = [
    subject,
    '',
    intro,
    '',
    'Ver meus ingressos:',
    input.accessUrl,
    '',
    validity,
    '',
    ignore,
  ].join('\n');
  return { subject, ...renderEmail({ title: subject, bodyHtml, bodyText: text }) };
}

/** Queued once per link: a retried delivery finds the row already there (ADR 0060). */
export function queueMyOrdersEmail(tx: Tx, input: MyOrdersEmailInput): Promise<number> {
  const message = composeMyOrdersEmail(input);
  return queueEmailOnce(tx, {
    kind: 'buyer_access',
    to: input.toAddress,
    subject: message.subject,
    html: message.html,
    text: message.text,
    dedupeKey: `buyer-access:${input.linkId}`,
  });
}
