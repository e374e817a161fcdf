// "Você foi selecionado" (issue 22): the e-mail that brings the money in, designed like the order
// e-mails. Addressed to the reader, with the amount, the deadline on Brazil's clock, when and where,
// and one button to pay.
import { formatDateTimeBR } from '../../domain/dates.ts';
import { formatBRL } from '../../domain/money.ts';
import {
  emailButtons,
  emailCallout,
  emailFacts,
  emailHeading,
  emailParagraph,
} from '../email/email-blocks.ts';
import { renderEmail } from '../email/email-layout.ts';
import { html } from '../email/safe-html.ts';

export interface SelectedEmailData {
  eventName: string;
  /** formatEventPeriod(): when the event happens. */
  eventPeriod: string;
  /** "Centro de Convenções · São Paulo/SP", or "Evento online". */
  eventWhere: string;
  organiserName: string;
  buyerName: string;
  /** The selected participants of this order. */
  names: string[];
  /** What they cost together, before any coupon applied on the payment page. */
  amountCents: number;
  deadline: Date | null;
  payUrl: string;
}

const sameName = (a: string, b: string) =>
  a.trim().toLocaleLowerCase('pt-BR') === b.trim().toLocaleLowerCase('pt-BR');

export function composeSelectedEmail(data: SelectedEmailData) {
  const many = data.names.length > 1;
  const onlyTheReader = !many && sameName(data.names[0] ?? '', data.buyerName);
  const subject = `Você foi selecionado: ${data.eventName}`;
  const news = onlyTheReader
    ? `Olá, ${data.buyerName}! Boa notícia: você foi selecionado para ${data.eventName}.`
    : `Olá, ${data.buyerName}! Boa notícia: sua pré-inscrição em ${data.eventName} foi aprovada. ${many ? 'Foram selecionados' : 'Foi selecionado'}: ${data.names.join(', ')}.`;
  const amount = data.amountCents > 0 ? formatBRL(data.amountCents) : null;
  const until = data.deadline ? `${formatDateTimeBR(data.deadline)} (horário de Brasília)` : null;
  const spot = many ? 'as vagas' : onlyTheReader ? 'sua vaga' : 'a vaga';
  const ask = amount
    ? `Para garantir ${spot}, pague ${amount}${until ? ` até ${until}` : ''}.`
    : `Para garantir ${spot}, confirme a inscrição${until ? ` até ${until}` : ''}.`;
  const after = 'Depois desse prazo a vaga é liberada para outros candidatos.';
  const button = amount
    ? many
      ? 'Pagar e garantir as vagas'
      : 'Pagar e garantir a vaga'
    : 'Confirmar inscrição';
  const bodyHtml = [
    emailHeading(data.eventName, 'Você foi selecionado'),
    emailParagraph(news),
    emailCallout(html`${ask} ${after}`, amount ? `Valor: ${amount}` : undefined),
    emailButtons([{ label: button, href: data.payUrl }]),
    emailFacts([
      ...(amount ? ([['Valor', amount]] as [string, string][]) : []),
      ...(until ? ([['Pague até', until]] as [string, string][]) : []),
      ['Quando', data.eventPeriod],
      ['Onde', data.eventWhere],
      ['Participantes', data.names],
    ]),
    emailParagraph(
      'No link você escolhe PIX ou cartão de crédito; os ingressos chegam por e-mail assim que o pagamento for confirmado.',
    ),
  ];
  const text = [
    subject,
    '',
    news,
    '',
    ask,
    after,
    '',
    `${button}: ${data.payUrl}`,
    '',
    ...(amount ? [`Valor: ${amount}`] : []),
    ...(until ? [`Pague até: ${until}`] : []),
    `Quando: ${data.eventPeriod}`,
    `Onde: ${data.eventWhere}`,
    `Participantes: ${data.names.join(', ')}`,
  ].join('\n');
  return {
    subject,
    ...renderEmail({
      title: subject,
      preheader: amount && until ? `Pague ${amount} até ${until} para garantir ${spot}.` : ask,
      bodyHtml,
      bodyText: text,
      footer: `Você recebeu este e-mail porque fez uma pré-inscrição em ${data.eventName}.\nOrganização: ${data.organiserName} · Inscrições por Catraca.`,
    }),
  };
}
