// The e-mails of the approval cycle, one per order (its buyer pays for or receives the tickets of
// its candidates): selected (payment link and deadline), disqualified, exempt or promoted (vouchers
// attached), reverted (back under analysis, ADR 0427). Each is queued inside the transaction whose guarded update changed the candidates, so
// it exists exactly once per change (ADR 0060) — a retried or refused action queues nothing.
import { eq } from 'drizzle-orm';
import { formatEventPeriod } from '../../domain/printed-texts.ts';
import { appBaseUrl } from '../config.ts';
import type { AppContext } from '../context.ts';
import type { Tx } from '../db/client.ts';
import { events, organisers } from '../db/schema.ts';
import { inertText, renderEmail } from '../email/email-layout.ts';
import { queueEmail } from '../email/queue-email.ts';
import { html, joinHtml } from '../email/safe-html.ts';
import { composeRevertedEmail } from './candidate-reverted-email.ts';
import { composeSelectedEmail } from './candidate-selected-email.ts';

export interface CandidateMailGroup {
  eventId: number;
  eventName: string;
  orderId: number;
  orderHash: string;
  buyerName: string;
  buyerEmail: string;
  names: string[];
  /** What the group's candidates cost together (their tickets' prices). */
  amountCents?: number;
  /** The participant rows of `names`: an exempt or promoted group's vouchers are theirs. */
  participantIds: number[];
  /** Selected: the payment deadline. */
  deadline?: Date | null;
}

export type CandidateMailKind = 'selected' | 'disqualified' | 'exempt' | 'promoted' | 'reverted';

const followUpUrl = (baseUrl: string, group: CandidateMailGroup) =>
  `${baseUrl}/payment/candidate/${group.orderHash}`;

function compose(
  kind: Exclude<CandidateMailKind, 'selected' | 'reverted'>,
  group: CandidateMailGroup,
  baseUrl: string,
) {
  const link = followUpUrl(baseUrl, group);
  // Names are what a stranger typed at pre-registration: never links (issue 17 item 2).
  const who = group.names.map(inertText).join(', ');
  const many = group.names.length > 1;
  let subject: string;
  let lines: string[];
  switch (kind) {
    case 'disqualified':
      subject = `Resultado da seleção: ${group.eventName}`;
      lines = [
        `Agradecemos o interesse em ${group.eventName}.`,
        `Infelizmente ${many ? 'os participantes' : 'o participante'} ${who} não ${many ? 'foram selecionados' : 'foi selecionado'} desta vez.`,
        `Acompanhe a situação da inscrição em ${link}`,
      ];
      break;
    case 'exempt':
      subject = `Inscrição confirmada com isenção: ${group.eventName}`;
      lines = [
        `${many ? 'Os participantes' : 'O participante'} ${who} ${many ? 'receberam' : 'recebeu'} isenção de pagamento e ${many ? 'estão confirmados' : 'está confirmado'} em ${group.eventName}.`,
        'Os ingressos seguem em anexo.',
        `A inscrição também pode ser acompanhada em ${link}`,
      ];
      break;
    case 'promoted':
      subject = `Inscrição confirmada: ${group.eventName}`;
      lines = [
        `${many ? 'Os participantes' : 'O participante'} ${who} ${many ? 'foram selecionados e estão confirmados' : 'foi selecionado e está confirmado'} em ${group.eventName}.`,
        'Os ingressos seguem em anexo.',
        `A inscrição também pode ser acompanhada em ${link}`,
      ];
      break;
  }
  const greeting = `Olá, ${inertText(group.buyerName)}!`;
  const bodyText = [greeting, '', ...lines.flatMap((line) => [line, ''])].join('\n').trim();
  // The follow-up address, wherever a line names it, becomes a link.
  const bodyHtml = joinHtml(
    [greeting, ...lines].map(
      (line) => html`<p>${joinHtml(line.split(link), html`<a href="${link}">${link}</a>`)}</p>`,
    ),
    '\n',
  );
  return { subject, ...renderEmail({ title: subject, bodyHtml, bodyText }) };
}

/** The event and its organiser's name, as the designed e-mails (selected, reverted) describe them. */
async function eventOf(tx: Tx, eventId: number) {
  const [row] = await tx
    .select({ event: events, organiserName: organisers.name })
    .from(events)
    .innerJoin(organisers, eq(organisers.id, events.organiserId))
    .where(eq(events.id, eventId));
  return { event: row?.event, organiserName: row?.organiserName ?? '' };
}

/** The event as the selection e-mail describes it: when, where, who organises it. */
async function selectedEmail(tx: Tx, group: CandidateMailGroup, baseUrl: string) {
  const { event, organiserName } = await eventOf(tx, group.eventId);
  const place = event
    ? [event.placeName, [event.city, event.state].filter(Boolean).join('/')].filter(Boolean).join(' · ')
    : '';
  return composeSelectedEmail({
    eventName: group.eventName,
    eventPeriod: event ? formatEventPeriod(event.startsAt, event.endsAt) : '',
    eventWhere: event?.isOnline ? 'Evento online' : place || 'Local a confirmar',
    organiserName,
    buyerName: group.buyerName,
    names: group.names,
    amountCents: group.amountCents ?? 0,
    deadline: group.deadline ?? null,
    payUrl: followUpUrl(baseUrl, group),
  });
}

async function revertedEmail(tx: Tx, group: CandidateMailGroup, baseUrl: string) {
  const { organiserName } = await eventOf(tx, group.eventId);
  return composeRevertedEmail({
    eventName: group.eventName,
    organiserName,
    buyerName: group.buyerName,
    names: group.names,
    followUpUrl: followUpUrl(baseUrl, group),
  });
}

export async function queueCandidateEmail(
  ctx: AppContext,
  tx: Tx,
  kind: CandidateMailKind,
  group: CandidateMailGroup,
): Promise<number> {
  const baseUrl = appBaseUrl(ctx.config);
  const message =
    kind === 'selected'
      ? await selectedEmail(tx, group, baseUrl)
      : kind === 'reverted'
        ? await revertedEmail(tx, group, baseUrl)
        : compose(kind, group, baseUrl);
  return queueEmail(tx, {
    kind: 'candidate_notice',
    eventId: group.eventId,
    to: group.buyerEmail,
    toName: inertText(group.buyerName),
    subject: message.subject,
    html: message.html,
    text: message.text,
    orderId: group.orderId,
    // The order of an approval event stays open while its candidates are decided one by one, so
    // the vouchers are those of the places this change admitted, not the order's (issue 20).
    attachments:
      kind === 'exempt' || kind === 'promoted' ? { vouchersForParticipantIds: group.participantIds } : null,
  });
}
