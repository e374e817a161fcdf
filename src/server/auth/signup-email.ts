// The two e-mails a sign-up can send (pt-BR), one composing function each. Which one is sent is
// the only place the answer to a sign-up depends on whether the e-mail already has an account:
// the mailbox's owner reads it, the person who typed the address does not
// (docs/decisions/0047-sign-up-by-e-mail-link.md).
import type { Db, Tx } from '../db/client.ts';
import { renderEmail } from '../email/email-layout.ts';
import { queueEmail } from '../email/queue-email.ts';
import { html } from '../email/safe-html.ts';

export interface SignupConfirmationEmailInput {
  name: string;
  toAddress: string;
  /** The absolute link holding the token. */
  confirmUrl: string;
  validForMinutes: number;
}

export interface ExistingAccountEmailInput {
  toAddress: string;
  loginUrl: string;
  forgotPasswordUrl: string;
}

function durationText(minutes: number): string {
  if (minutes % 60 === 0) {
    const hours = minutes / 60;
    return hours === 1 ? '1 hora' : `${hours} horas`;
  }
  return `${minutes} minutos`;
}

export function composeSignupConfirmationEmail(input: SignupConfirmationEmailInput) {
  const validity = durationText(input.validForMinutes);
  const subject = 'Confirme o seu cadastro na Catraca';
  const text = [
    `Olá, ${input.name}!`,
    '',
    'Recebemos um cadastro de organizador na Catraca com este e-mail.',
    'Para ativar a sua conta, abra o link abaixo:',
    '',
    input.confirmUrl,
    '',
    `O link vale por ${validity} e só pode ser usado uma vez.`,
    '',
    'Se não foi você, ignore este e-mail: nenhuma conta será criada.',
  ].join('\n');
  const bodyHtml = [
    html`<p>Olá, ${input.name}!</p>`,
    html`<p>Recebemos um cadastro de organizador na Catraca com este e-mail.</p>`,
    html`<p><a href="${input.confirmUrl}">Confirmar e ativar a minha conta</a></p>`,
    html`<p>Se o link não abrir, copie este endereço no navegador:<br>${input.confirmUrl}</p>`,
    html`<p>O link vale por ${validity} e só pode ser usado uma vez.</p>`,
    html`<p>Se não foi você, ignore este e-mail: nenhuma conta será criada.</p>`,
  ];
  return { subject, ...renderEmail({ title: subject, bodyHtml, bodyText: text }) };
}

export function composeExistingAccountEmail(input: ExistingAccountEmailInput) {
  const subject = 'Você já tem uma conta na Catraca';
  const text = [
    'Olá!',
    '',
    'Alguém tentou criar uma conta de organizador na Catraca com este e-mail, mas ele já tem uma conta.',
    'Para entrar, use:',
    '',
    input.loginUrl,
    '',
    'Se esqueceu a senha, peça um link para redefini-la:',
    '',
    input.forgotPasswordUrl,
    '',
    'Se não foi você, ignore este e-mail: nada mudou na sua conta.',
  ].join('\n');
  const bodyHtml = [
    html`<p>Olá!</p>`,
    html`<p>Alguém tentou criar uma conta de organizador na Catraca com este e-mail, mas ele já tem uma conta.</p>`,
    html`<p><a href="${input.loginUrl}">Entrar na minha conta</a></p>`,
    html`<p>Esqueceu a senha? <a href="${input.forgotPasswordUrl}">Redefinir a senha</a></p>`,
    html`<p>Se não foi você, ignore este e-mail: nada mudou na sua conta.</p>`,
  ];
  return { subject, ...renderEmail({ title: subject, bodyHtml, bodyText: text }) };
}

/** Records the confirmation e-mail as queued; returns its outbox id for the job queue. */
export function queueSignupConfirmationEmail(
  db: Db | Tx,
  input: SignupConfirmationEmailInput,
): Promise<number> {
  const message = composeSignupConfirmationEmail(input);
  return queueEmail(db, {
    kind: 'signup_confirmation',
    to: input.toAddress,
    toName: input.name,
    subject: message.subject,
    html: message.html,
    text: message.text,
  });
}

/** Records the "you already have an account" e-mail as queued; returns its outbox id. */
export function queueExistingAccountEmail(db: Db | Tx, input: ExistingAccountEmailInput): Promise<number> {
  const message = composeExistingAccountEmail(input);
  return queueEmail(db, {
    kind: 'signup_existing_account',
    to: input.toAddress,
    subject: message.subject,
    html: message.html,
    text: message.text,
  });
}
