// The payer's e-mail when a charge of a candidate order is confirmed, queued in the transaction that
// confirms it (exactly once through the outbox). The links are the same documents the page offers.
import { formatDateTimeBR } from '../../domain/dates.ts';
import { formatBRL } from '../../domain/money.ts';
import type { Tx } from '../db/client.ts';
import { emailButtons, emailFacts, emailHeading, emailParagraph } from '../email/email-blocks.ts';
import { renderEmail } from '../email/email-layout.ts';
import { queueEmail } from '../email/queue-email.ts';

export interface CandidatePaymentEmailInput {
  eventId: number;
  eventName: string;
  eventStartsAt: Date;
  payerName: string;
  payerEmail: string;
  amountCents: number;
  paymentPublicId: string;
  participantNames: string[];
  /** The participants this charge paid for: their tickets are attached. */
  participantIds: number[];
  baseUrl: string;
}

export function queueCandidatePaymentEmail(tx: Tx, input: CandidatePaymentEmailInput): Promise<number> {
  const vouchers = `${input.baseUrl}/voucher/order-payment/${input.paymentPublicId}`;
  const receipt = `${input.baseUrl}/receipt/order-payment/${input.paymentPublicId}`;
  const subject = `Pagamento confirmado: ${input.eventName}`;
  const when = formatDateTimeBR(input.eventStartsAt);
  const total = input.amountCents <= 1 ? 'Gratuito' : formatBRL(input.amountCents);
  const many = input.participantNames.length > 1;
  const intro = `Olá, ${input.payerName}! O pagamento da inscrição em ${input.eventName} foi confirmado. ${many ? 'Os ingressos seguem em anexo, um por página.' : 'O ingresso segue em anexo.'}`;
  const text = [
    subject,
    '',
    intro,
    '',
    `Quando: ${when}`,
    `Total: ${total}`,
    '',
    'Participantes:',
    ...input.participantNames.map((name) => `- ${name}`),
    '',
    `Ingressos: ${vouchers}`,
    `Recibo: ${receipt}`,
  ].join('\n');
  const bodyHtml = [
    emailHeading(input.eventName, 'Pagamento confirmado'),
    emailParagraph(intro),
    emailButtons([
      { label: many ? 'Baixar ingressos' : 'Baixar ingresso', href: vouchers },
      { label: 'Baixar recibo', href: receipt },
    ]),
    emailFacts([
      ['Quando', when],
      ['Participantes', input.participantNames],
      ['Total', total],
    ]),
  ];
  return queueEmail(tx, {
    kind: 'candidate_notice',
    eventId: input.eventId,
    to: input.payerEmail,
    toName: input.payerName,
    subject,
    // The tickets travel with the confirmation, as an order's do (issue 22).
    attachments: { vouchersForParticipantIds: input.participantIds },
    ...renderEmail({
      title: subject,
      preheader: `${total} confirmado. ${many ? 'Os ingressos estão' : 'O ingresso está'} em anexo.`,
      bodyHtml,
      bodyText: text,
    }),
  });
}
