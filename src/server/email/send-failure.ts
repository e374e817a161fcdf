// What a failed SMTP hand-over means for its outbox row (ADR 0060):
// - permanent: the server refused the message for good (5xx) → failed now, with its reply;
// - transient: the server refused it for now (4xx), or the message provably never reached it
//   (no connection, DNS, TLS, login) → retried later with exponential backoff;
// - ambiguous: the connection broke mid-session without a reply, possibly after the server took
//   the message → failed as "interrupted", for a person to check and resend; never resent by us.

export type SendFailureKind = 'transient' | 'permanent' | 'ambiguous';

export interface SendFailure {
  kind: SendFailureKind;
  /** pt-BR, shown to the organiser, with the server's reply when there was one. */
  reason: string;
}

interface MailErrorShape {
  message?: string;
  code?: string;
  originalCode?: string;
  responseCode?: number;
  response?: string;
  timeoutType?: string;
  command?: string;
}

// Failures that happen before any SMTP transaction exists: nothing can have been delivered.
const BEFORE_SESSION_CODES = new Set([
  'EDNS',
  'ETLS',
  'EAUTH',
  'ENOAUTH',
  'EOAUTH2',
  'ECONFIG',
  'EPROXY',
  'ESTREAM',
]);
const CONNECT_REFUSALS = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH']);
const SETUP_TIMEOUTS = new Set(['CONNECT_TIMEOUT', 'GREETING_TIMEOUT', 'UPGRADE_TIMEOUT']);
// Refused by the message itself (too large, no valid recipient): the same message fails again.
const MESSAGE_REFUSALS = new Set(['EENVELOPE', 'EMESSAGE', 'EMAXRECIPIENTS']);
// Raised by nodemailer's pool for a message it never gave to a connection.
const POOL_CLOSED = 'Connection pool was closed';

const clip = (text: string) => text.replace(/\s+/g, ' ').trim().slice(0, 300);

export const INTERRUPTED_REASON =
  'Envio interrompido sem resposta do servidor de e-mail: a mensagem pode ter sido entregue. ' +
  'Confira com o destinatário antes de reenviar.';

export function classifySendFailure(error: unknown): SendFailure {
  const err = (
    typeof error === 'object' && error !== null ? error : { message: String(error) }
  ) as MailErrorShape;
  const detail = clip(err.response ?? err.message ?? String(error));
  if (typeof err.responseCode === 'number') {
    // RFC 5321: 5yz is permanent, 4yz transient; 503 is a session out of step, not a refusal.
    if (err.responseCode >= 500 && err.responseCode !== 503) {
      return { kind: 'permanent', reason: `Recusado pelo servidor de e-mail: ${detail}` };
    }
    return { kind: 'transient', reason: `Falha temporária no servidor de e-mail: ${detail}` };
  }
  if (err.code && MESSAGE_REFUSALS.has(err.code)) {
    return { kind: 'permanent', reason: `Mensagem recusada: ${detail}` };
  }
  const neverReached =
    (err.code !== undefined && BEFORE_SESSION_CODES.has(err.code)) ||
    (err.originalCode !== undefined && CONNECT_REFUSALS.has(err.originalCode)) ||
    (err.timeoutType !== undefined && SETUP_TIMEOUTS.has(err.timeoutType)) ||
    (err.command !== undefined && err.command !== 'CONN' && err.command !== 'DATA') ||
    err.message === POOL_CLOSED;
  if (neverReached) {
    return { kind: 'transient', reason: `Não foi possível falar com o servidor de e-mail: ${detail}` };
  }
  return { kind: 'ambiguous', reason: `${INTERRUPTED_REASON} (${detail})` };
}

/**
 * Seconds to wait before attempt `attempts + 1`, after `attempts` failed ones: base, 2×base,
 * 4×base… capped at one hour, with ±20 % jitter so a burst of failures does not retry in step.
 */
export function retryDelaySeconds(attempts: number, baseSeconds: number, random = Math.random): number {
  const exponential = baseSeconds * 2 ** Math.max(0, attempts - 1);
  const capped = Math.min(exponential, 3600);
  return capped * (0.8 + 0.4 * random());
}
