// The e-mail that carries an invitation to an organisation's team (pt-BR). The link holds the
// token in its fragment, which no server logs (as the sign-up link, ADR 0047).
import { type InvitableRole, ROLE_DESCRIPTIONS, ROLE_LABELS } from '../../domain/organiser-permissions.ts';
import type { Db, Tx } from '../db/client.ts';
import { renderEmail } from '../email/email-layout.ts';
import { queueEmail } from '../email/queue-email.ts';
import { html } from '../email/safe-html.ts';

/** Where the link leads; the token rides in the fragment. */
export const ACCEPT_INVITATION_PAGE_PATH = '/admin/convite';

export interface InvitationEmailInput {
  toAddress: string;
  organisationName: string;
  invitedByName: string;
  role: InvitableRole;
  acceptUrl: string;
  validForHours: number;
}

function validityText(hours: number): string {
  if (hours % 24 === 0) return hours === 24 ? '1 dia' : `${hours / 24} dias`;
  return hours === 1 ? '1 hora' : `${hours} horas`;
}

export function composeInvitationEmail(input: InvitationEmailInput) {
  const subject = `Convite para a equipe de ${input.organisationName} na Catraca`;
  const role = `${ROLE_LABELS[input.role]}: ${ROLE_DESCRIPTIONS[input.role]}`;
  const validity = validityText(input.validForHours);
  const text = [
    'Olá!',
    '',
    `${input.invitedByName} convidou você para a equipe de ${input.organisationName} na Catraca.`,
    `Papel: ${role}`,
    '',
    'Para aceitar, abra o link abaixo (com a sua conta da Catraca, ou criando uma):',
    '',
    input.acceptUrl,
    '',
    `O convite vale por ${validity} e só pode ser usado uma vez.`,
    '',
    'Se você não esperava este convite, ignore este e-mail.',
  ].join('\n');
  const bodyHtml = [
    html`<p>Olá!</p>`,
    html`<p>${input.invitedByName} convidou você para a equipe de <strong>${input.organisationName}</strong> na Catraca.</p>`,
    html`<p>Papel: ${role}</p>`,
    html`<p><a href="${input.acceptUrl}">Aceitar o convite</a></p>`,
    html`<p>Se o link não abrir, copie este endereço no navegador:<br>${input.acceptUrl}</p>`,
    html`<p>O convite vale por ${validity} e só pode ser usado uma vez.</p>`,
    html`<p>Se você não esperava este convite, ignore este e-mail.</p>`,
  ];
  return { subject, ...renderEmail({ title: subject, bodyHtml, bodyText: text }) };
}

/** Records the invitation e-mail as queued (inside the invitation's transaction); returns its outbox id. */
export function queueInvitationEmail(db: Db | Tx, input: InvitationEmailInput): Promise<number> {
  const message = composeInvitationEmail(input);
  return queueEmail(db, {
    kind: 'organisation_invitation',
    to: input.toAddress,
    subject: message.subject,
    html: message.html,
    text: message.text,
  });
}
