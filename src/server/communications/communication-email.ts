// The e-mail of an organiser's communication: their words, escaped, in the product's one layout,
// with a footer that says who sent it and why the person received it. Rendered once per
// communication; every recipient gets the same message.
import type { CommunicationAudience } from '../../domain/communication.ts';
import { formatDateTimeBR } from '../../domain/dates.ts';
import { plainTextToHtml, type RenderedEmail, renderEmail } from '../email/email-layout.ts';
import { html } from '../email/safe-html.ts';

export interface CommunicationEmailInput {
  audience: CommunicationAudience;
  subject: string;
  message: string;
  eventName: string;
  eventStartsAt: Date;
  organiserName: string;
}

const WHY: Record<CommunicationAudience, string> = {
  participantes: 'porque você está inscrito(a) em',
  compradores: 'porque você fez uma inscrição em',
  pre_inscritos: 'porque você se pré-inscreveu em',
};

export function composeCommunicationEmail(input: CommunicationEmailInput): RenderedEmail {
  const when = formatDateTimeBR(input.eventStartsAt);
  const footer =
    `Mensagem enviada por ${input.organiserName} ${WHY[input.audience]} ${input.eventName} (${when}).\n` +
    'Para falar com quem organiza, responda a este e-mail.';
  const heading = html`<p style="margin:0 0 4px;font-size:13px;line-height:18px;color:#868e96;">${input.eventName}</p><h1 style="margin:0 0 24px;font-size:20px;line-height:28px;font-weight:600;">${input.subject}</h1>`;
  return renderEmail({
    title: input.subject,
    preheader: input.message.replace(/\s+/g, ' ').trim().slice(0, 120),
    bodyHtml: html`${heading}\n${plainTextToHtml(input.message)}`,
    bodyText: `${input.subject}\n\n${input.message.replace(/\r\n?/g, '\n').trim()}`,
    footer,
  });
}
