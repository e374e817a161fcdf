// The password-reset e-mail (pt-BR). Composed here, in one function, and recorded in
// email_outbox inside the transaction that stores the token, so a token never exists without its
// e-mail queued (and the sender can change without touching this text).
import type { Tx } from '../db/client.ts';
import { renderEmail } from '../email/email-layout.ts';
import { queueEmail } from '../email/queue-email.ts';
import { html } from '../email/safe-html.ts';

export interface PasswordResetEmailInput {
  organiserName: string;
  toAddress: string;
  /** The absolute link holding the token. */
  resetUrl: string;
  validForMinutes: number;
}

function durationText(minutes: number): string {
  if (minutes % 60 === 0) {
    const hours = minutes / 60;
    return hours === 1 ? '1 hora' : `${hours} horas`;
  }
  return `${minutes} minutos`;
}

export function composePasswordResetEmail(input: PasswordResetEmailInput) {
  const validity = durationText(input.validForMinutes);
  const subject = 'Redefinição de senha da sua conta Catraca';
  const text = [
    `Olá, ${input.organiserName}!`,
    '',
    'Recebemos um pedido para redefinir a senha da sua conta de organizador na Catraca.',
    'Para escolher uma nova senha, abra o link abaixo:',
    '',
    input.resetUrl,
    '',
    `O link vale por ${validity} e só pode ser usado uma vez. Ao redefinir a senha, todas as sessões abertas da sua conta serão encerradas.`,
    '',
    'Se você não pediu a redefinição, ignore este e-mail: sua senha continua a mesma.',
  ].join('\n');
  const bodyHtml = [
    html`<p>Olá, ${input.organiserName}!</p>`,
    html`<p>Recebemos um pedido para redefinir a senha da sua conta de organizador na Catraca.</p>`,
    html`<p><a href="${input.resetUrl}">Escolher uma nova senha</a></p>`,
    html`<p>Se o link não abrir, copie este endereço no navegador:<br>${input.resetUrl}</p>`,
    html`<p>O link vale por ${validity} e só pode ser usado uma vez. Ao redefinir a senha, todas as sessões abertas da sua conta serão encerradas.</p>`,
    html`<p>Se você não pediu a redefinição, ignore este e-mail: sua senha continua a mesma.</p>`,
  ];
  return { subject, ...renderEmail({ title: subject, bodyHtml, bodyText: text }) };
}

/** Records the e-mail as queued; returns its outbox id for the job queue. */
export async function queuePasswordResetEmail(tx: Tx, input: PasswordResetEmailInput): Promise<number> {
  const message = composePasswordResetEmail(input);
  return queueEmail(tx, {
    kind: 'password_reset',
    to: input.toAddress,
    toName: input.organiserName,
    subject: message.subject,
    html: message.html,
    text: message.text,
  });
}
