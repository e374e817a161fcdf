// "Sua pré-inscrição voltou para análise" (issue 20, ADR 0427): the e-mail of 'Reverter para
// pré-inscrito'. The state machine reverts only disqualified candidates (spec §4, ACTION_FROM), so it
// says the earlier "não foi aprovada" no longer holds — whether or not that result was e-mailed
// (the organiser may have disqualified without notifying) — and what happens next. Addressed to the
// order's buyer, like every candidate e-mail; one button to the candidate's follow-up page.
import { emailButtons, emailHeading, emailParagraph, emailSteps } from '../email/email-blocks.ts';
import { inertText, renderEmail } from '../email/email-layout.ts';
import { joinHtml } from '../email/safe-html.ts';

export interface RevertedEmailData {
  eventName: string;
  organiserName: string;
  buyerName: string;
  /** The reverted participants of this order. */
  names: string[];
  /** The candidate's follow-up page (/payment/candidate/{hash}). */
  followUpUrl: string;
}

const sameName = (a: string, b: string) =>
  a.trim().toLocaleLowerCase('pt-BR') === b.trim().toLocaleLowerCase('pt-BR');

export function composeRevertedEmail(data: RevertedEmailData) {
  const many = data.names.length > 1;
  const onlyTheReader = !many && sameName(data.names[0] ?? '', data.buyerName);
  // Names are what a stranger typed at pre-registration: never links (issue 17 item 2).
  const buyer = inertText(data.buyerName);
  const who = data.names.map(inertText).join(', ');
  const subject = `Sua pré-inscrição voltou para análise: ${data.eventName}`;
  const news = onlyTheReader
    ? `Olá, ${buyer}! Sua pré-inscrição em ${data.eventName} voltou para análise.`
    : many
      ? `Olá, ${buyer}! As pré-inscrições de ${who} em ${data.eventName} voltaram para análise.`
      : `Olá, ${buyer}! A pré-inscrição de ${who} em ${data.eventName} voltou para análise.`;
  // "A pré-inscrição não foi aprovada", not "X não foi selecionado": no guess at anyone's gender.
  const notSelected = onlyTheReader
    ? 'sua pré-inscrição não foi aprovada'
    : many
      ? 'essas pré-inscrições não foram aprovadas'
      : 'essa pré-inscrição não foi aprovada';
  const changed = `A organização reviu o resultado anterior: o aviso de que ${notSelected} não vale mais. Ainda não há uma nova decisão — a pré-inscrição está de novo em análise, como no início.`;
  const steps = [
    'A organização vai analisar a pré-inscrição novamente.',
    'Quando houver uma decisão, você recebe um e-mail com o resultado. Se houver vaga, ele traz o link e o prazo para garantir a inscrição.',
    'Até lá, você não precisa fazer nada: nada foi cobrado e não há pagamento pendente.',
  ];
  const button = many ? 'Acompanhar as pré-inscrições' : 'Acompanhar a pré-inscrição';
  const bodyHtml = joinHtml(
    [
      emailHeading(data.eventName, 'Pré-inscrição em análise'),
      emailParagraph(news),
      emailParagraph(changed),
      emailParagraph('O que acontece agora:'),
      emailSteps(steps),
      emailButtons([{ label: button, href: data.followUpUrl }]),
    ],
    '\n',
  );
  const text = [
    subject,
    '',
    news,
    '',
    changed,
    '',
    'O que acontece agora:',
    ...steps.map((step, index) => `${index + 1}. ${step}`),
    '',
    `${button}: ${data.followUpUrl}`,
  ].join('\n');
  return {
    subject,
    ...renderEmail({
      title: subject,
      preheader: 'O resultado anterior foi revisto e a pré-inscrição está de novo em análise.',
      bodyHtml,
      bodyText: text,
      footer: `Você recebeu este e-mail porque fez uma pré-inscrição em ${data.eventName}.\nOrganização: ${data.organiserName} · Inscrições por Catraca.`,
    }),
  };
}
