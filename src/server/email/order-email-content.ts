// What the buyer's and participants' e-mails say (issue 11 items 1 and 4), composed from plain
// data so it can be read in a unit test; order-emails.ts loads the data and queues them.
import { formatBRL } from '../../domain/money.ts';
import { WITHDRAWAL_DAYS, withdrawalLimitPhrase } from '../../domain/order-lifecycle.ts';
import { contactSentence, type OrganiserContact } from '../../domain/organiser-contact.ts';
import type { FactValue } from './email-blocks.ts';
import {
  emailButtons,
  emailCallout,
  emailFacts,
  emailHeading,
  emailParagraph,
  emailSteps,
  emailSummary,
  richTextToPlain,
} from './email-blocks.ts';
import { type RenderedEmail, renderEmail } from './email-layout.ts';
import { html, sanitisedHtml } from './safe-html.ts';

export interface OrderEmailEvent {
  name: string;
  /** formatEventPeriod(): the whole period, every day of a multi-day event. */
  period: string;
  isOnline: boolean;
  /** In person: place and address lines. */
  placeLines: string[];
  meetingLink: string | null;
  bannerUrl: string | null;
  organiserName: string;
  /** Where "fale com a organização" sends people (ADR 0402). */
  contact: OrganiserContact;
}

export interface OrderEmailParticipant {
  uuid: string;
  name: string;
  email: string;
  ticketName: string;
  amountCents: number;
}

/** The order an e-mail is about, as every order e-mail reads it. */
interface OrderEmailBase {
  baseUrl: string;
  event: OrderEmailEvent;
  orderHash: string;
  /** orderCode(orderHash). */
  orderCode: string;
  buyerName: string;
  participants: OrderEmailParticipant[];
}

export interface OrderEmailData extends OrderEmailBase {
  totalCents: number;
  discountCents: number;
  couponCode: string | null;
  /** paymentLines(): "Cartão de crédito Visa final 4242", "3x de R$ 100,00 sem juros". */
  paymentLines: string[];
  /** The whole payment's receipt, when there is a payment. */
  receiptUrl: string | null;
  /** The organiser's checkout message (event settings), sanitised rich text; '' when none. */
  checkout: { title: string; messageHtml: string };
  /** Hours before the event when the buyer's withdrawal closes (the event's setting, ADR 0420). */
  withdrawalLimitHours: number;
}

export type ComposedEmail = RenderedEmail & { subject: string };

const amountText = (cents: number) => (cents <= 1 ? 'Gratuito' : formatBRL(cents));

function whereLines(event: OrderEmailEvent): string[] {
  if (!event.isOnline) return event.placeLines.length ? event.placeLines : ['Local a confirmar'];
  return event.meetingLink ? ['Evento online', `Link de acesso: ${event.meetingLink}`] : ['Evento online'];
}

function hero(event: OrderEmailEvent) {
  return event.bannerUrl ? { src: event.bannerUrl, alt: event.name } : null;
}

function footer(event: OrderEmailEvent, why: string): string {
  return `${why}\nOrganização: ${event.organiserName} · Inscrições por Catraca.\nEste é um e-mail automático, não responda: ${contactSentence(event.contact).replace(/^F/, 'f')}.`;
}

// Organisers' images are stored as /uploads/{id}: a mail client needs the absolute address.
function absoluteImages(html: string, baseUrl: string): string {
  return html.replace(/(<img[^>]*\ssrc=")\/uploads\//g, `$1${baseUrl}/uploads/`);
}

// The participants' amounts are already net of the coupon: a note, not a line to subtract again.
function discountNote(data: OrderEmailData): string {
  const coupon = data.couponCode ? ` do cupom ${data.couponCode}` : '';
  return `Valores já com o desconto${coupon} (− ${formatBRL(data.discountCents)})`;
}

/** The buyer's confirmation: every participant, the summary, payment, tickets and receipt. */
export function composeOrderConfirmationEmail(data: OrderEmailData): ComposedEmail {
  const { event } = data;
  const ticketsUrl = `${data.baseUrl}/voucher/order/${data.orderHash}`;
  const subject = `Inscrição confirmada: ${event.name}`;
  const plural = data.participants.length > 1;
  // The buyer's right of withdrawal (CDC art. 49, issue 20): the order page cancels and refunds.
  const orderUrl = `${data.baseUrl}/pedido/${data.orderHash}`;
  const withdrawalNote = `Mudou de planos? Você pode cancelar a inscrição pelo link abaixo em até ${WITHDRAWAL_DAYS} dias após a compra, até ${withdrawalLimitPhrase(data.withdrawalLimitHours)}; o valor pago volta pelo mesmo meio de pagamento.`;
  const intro = plural
    ? `Olá, ${data.buyerName}! Sua inscrição está confirmada. Os ingressos dos ${data.participants.length} participantes seguem em anexo, um por página, e cada participante também recebe o seu por e-mail.`
    : `Olá, ${data.buyerName}! Sua inscrição está confirmada e o ingresso segue em anexo.`;
  const items = data.participants.map((p) => ({
    label: p.name,
    detail: p.ticketName,
    amount: amountText(p.amountCents),
  }));
  const buttons = [
    { label: plural ? 'Baixar ingressos' : 'Baixar ingresso', href: ticketsUrl },
    ...(data.receiptUrl ? [{ label: 'Baixar recibo', href: data.receiptUrl }] : []),
  ];
  const message = data.checkout.messageHtml.trim();
  const facts: [string, FactValue][] = [
    ['Quando', event.period],
    ['Onde', whereLines(event)],
    ['Pedido', { text: data.orderCode, minor: data.orderHash }],
    ['Pagamento', data.paymentLines],
  ];
  const bodyHtml = [
    emailHeading(event.name, 'Inscrição confirmada'),
    emailParagraph(intro),
    emailButtons(buttons),
    emailFacts(facts),
    emailSummary(
      data.discountCents > 0 ? [...items, { label: discountNote(data), amount: '' }] : items,
      amountText(data.totalCents),
    ),
    message && emailCallout(sanitisedHtml(absoluteImages(message, data.baseUrl)), data.checkout.title),
    emailParagraph(
      'Guarde este e-mail: o código do pedido identifica sua inscrição em qualquer contato com a organização.',
    ),
    emailParagraph(withdrawalNote),
    emailButtons([{ label: 'Ver pedido ou cancelar inscrição', href: orderUrl }]),
  ];
  const text = [
    `Inscrição confirmada: ${event.name}`,
    '',
    intro,
    '',
    `Quando: ${event.period}`,
    `Onde: ${whereLines(event).join(' · ')}`,
    `Pedido: ${data.orderCode} (${data.orderHash})`,
    `Pagamento: ${data.paymentLines.join(' · ')}`,
    '',
    'Resumo:',
    ...items.map((i) => `- ${i.label} (${i.detail}): ${i.amount}`),
    ...(data.discountCents > 0 ? [discountNote(data)] : []),
    `Total: ${amountText(data.totalCents)}`,
    '',
    `Ingressos: ${ticketsUrl}`,
    ...(data.receiptUrl ? [`Recibo: ${data.receiptUrl}`] : []),
    ...(message ? ['', data.checkout.title, richTextToPlain(message)] : []),
    '',
    withdrawalNote,
    `Ver pedido ou cancelar inscrição: ${orderUrl}`,
  ].join('\n');
  return {
    subject,
    ...renderEmail({
      title: subject,
      preheader: `Pedido ${data.orderCode} · ${event.period}`,
      hero: hero(event),
      bodyHtml,
      bodyText: text,
      footer: footer(event, `Você recebeu este e-mail porque fez uma inscrição em ${event.name}.`),
    }),
  };
}

/**
 * The tickets of everyone in the order registered with one address (issue 17 item 2: one e-mail
 * per distinct recipient per order, however many participants share it), sent to that address:
 * their vouchers only, no payer data.
 */
export function composeParticipantTicketEmail(
  data: OrderEmailData,
  people: OrderEmailParticipant[],
): ComposedEmail {
  const { event } = data;
  const [first] = people;
  if (!first) throw new Error('a ticket e-mail needs at least one participant');
  const isGroup = people.length > 1;
  const ticketUrl = (person: OrderEmailParticipant) => `${data.baseUrl}/voucher/participant/${person.uuid}`;
  const subject = isGroup ? `Seus ingressos: ${event.name}` : `Seu ingresso: ${event.name}`;
  const intro = isGroup
    ? `Olá! ${data.buyerName} inscreveu ${people.length} participantes com este e-mail em ${event.name}. Os ingressos estão em anexo, um por página, e também podem ser baixados pelos botões abaixo.`
    : `Olá, ${first.name}! ${data.buyerName} fez sua inscrição em ${event.name}. Seu ingresso está em anexo e também pode ser baixado pelo botão abaixo.`;
  const use = event.isOnline
    ? `No dia, entre pelo link de acesso ${isGroup ? 'de cada ingresso' : 'do ingresso'}. Ele é pessoal: não o compartilhe.`
    : `Na entrada, apresente o QR code ${isGroup ? 'de cada ingresso' : 'do ingresso'}, impresso ou na tela do celular.`;
  const buttons = isGroup
    ? people.map((person) => ({ label: `Ingresso de ${person.name}`, href: ticketUrl(person) }))
    : [{ label: 'Baixar meu ingresso', href: ticketUrl(first) }];
  const ticketFact: [string, FactValue] = isGroup
    ? ['Ingressos', people.map((person) => `${person.name} · ${person.ticketName}`)]
    : ['Ingresso', first.ticketName];
  const bodyHtml = [
    emailHeading(event.name, isGroup ? 'Seus ingressos' : 'Seu ingresso'),
    emailParagraph(intro),
    emailButtons(buttons),
    emailFacts([
      ['Quando', event.period],
      ['Onde', whereLines(event)],
      ticketFact,
      ['Pedido', { text: data.orderCode, minor: 'Informe este código se precisar falar com a organização' }],
    ]),
    emailCallout(html`${use}`, 'Como usar'),
  ];
  const text = [
    subject,
    '',
    intro,
    '',
    `Quando: ${event.period}`,
    `Onde: ${whereLines(event).join(' · ')}`,
    ...(isGroup
      ? [
          'Ingressos:',
          ...people.map((person) => `- ${person.name} (${person.ticketName}): ${ticketUrl(person)}`),
        ]
      : [`Ingresso: ${first.ticketName}`]),
    `Pedido: ${data.orderCode}`,
    '',
    use,
    ...(isGroup ? [] : ['', `Baixar meu ingresso: ${ticketUrl(first)}`]),
  ].join('\n');
  return {
    subject,
    ...renderEmail({
      title: subject,
      preheader: `${event.period} · Pedido ${data.orderCode}`,
      hero: hero(event),
      bodyHtml,
      bodyText: text,
      footer: footer(
        event,
        `Você recebeu este e-mail porque ${data.buyerName} ${isGroup ? 'inscreveu participantes com o seu endereço' : 'inscreveu você'} em ${event.name}.`,
      ),
    }),
  };
}

export interface PreRegistrationEmailData extends OrderEmailBase {
  /** What the selected participants would pay in all (nothing is charged now). */
  totalCents: number;
}

/** The pre-registration confirmation (approval events): nothing charged, what happens next. */
export function composePreRegistrationEmail(data: PreRegistrationEmailData): ComposedEmail {
  const { event } = data;
  const followUrl = `${data.baseUrl}/payment/candidate/${data.orderHash}`;
  const subject = `Pré-inscrição recebida: ${event.name}`;
  const intro = `Olá, ${data.buyerName}! Recebemos sua pré-inscrição em ${event.name}.`;
  const due =
    data.totalCents > 1
      ? `O valor de ${formatBRL(data.totalCents)} só será devido se a organização selecionar os participantes, e apenas pelos selecionados.`
      : 'Os ingressos deste evento são gratuitos: se os participantes forem selecionados, não haverá nada a pagar.';
  const steps = [
    'A organização analisa as pré-inscrições.',
    // The deadline is chosen at each selection (the event's setting only prefills it), so this
    // e-mail promises no number of days: the selection e-mail gives the exact date (issue 20).
    'Se um participante for selecionado, você recebe um e-mail com o valor e a data-limite para pagamento, que a organização define na seleção.',
    'O pagamento é feito pelo link de acompanhamento abaixo; confirmado o pagamento, os ingressos chegam por e-mail.',
  ];
  const items = data.participants.map((p) => ({
    label: p.name,
    detail: `${p.ticketName} · Em Análise`,
    amount: amountText(p.amountCents),
  }));
  const bodyHtml = [
    emailHeading(event.name, 'Pré-inscrição recebida'),
    emailParagraph(intro),
    emailCallout(html`${due}`, 'Nada foi cobrado agora'),
    html`<h2 style="margin:0 0 12px;font-size:17px;line-height:24px;">O que acontece agora</h2>`,
    emailSteps(steps),
    emailButtons([{ label: 'Acompanhar pré-inscrição', href: followUrl }]),
    emailFacts([
      ['Quando', event.period],
      ['Onde', whereLines(event)],
      ['Pedido', data.orderCode],
    ]),
    emailSummary(items, amountText(data.totalCents), 'Valor após a seleção'),
  ];
  const text = [
    `Pré-inscrição recebida: ${event.name}`,
    '',
    intro,
    '',
    `Nada foi cobrado agora. ${due}`,
    '',
    'O que acontece agora:',
    ...steps.map((s, i) => `${i + 1}. ${s}`),
    '',
    `Acompanhar pré-inscrição: ${followUrl}`,
    '',
    `Quando: ${event.period}`,
    `Onde: ${whereLines(event).join(' · ')}`,
    `Pedido: ${data.orderCode}`,
    '',
    'Participantes (Em Análise):',
    ...items.map((i) => `- ${i.label} (${i.detail.split(' · ')[0]}): ${i.amount}`),
  ].join('\n');
  return {
    subject,
    ...renderEmail({
      title: subject,
      preheader: 'Nada foi cobrado. Você recebe um e-mail se for selecionado.',
      hero: hero(event),
      bodyHtml,
      bodyText: text,
      footer: footer(event, `Você recebeu este e-mail porque fez uma pré-inscrição em ${event.name}.`),
    }),
  };
}
