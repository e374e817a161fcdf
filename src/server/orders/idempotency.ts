// Idempotency-Key on POST /api/eventos/{id}/inscricao (ADR 0032, 0043): a repeated key replays
// the order it created, but only for the same request. The order keeps a fingerprint of the body
// the key was first used with; another body under the same key is refused, never answered with
// an order the buyer did not ask for.
import { createHmac } from 'node:crypto';
import type { RegistrationBody } from '../../domain/contracts/public-event.ts';
import { AppError } from '../http/app-error.ts';

export const IDEMPOTENCY_MISMATCH_MESSAGE =
  'Esta chave de idempotência já foi usada com outros dados de inscrição. ' +
  'Revise os dados e envie a inscrição novamente.';

/** JSON with object keys sorted at every depth: equal requests give equal text. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * HMAC-SHA256 of the parsed body (so key order and whitespace do not matter, defaults applied).
 * Keyed with the app secret because the body may hold a card number and CVV: a plain hash of a
 * body whose other fields are known could be brute-forced back to them.
 */
export function registrationFingerprint(secret: string, eventId: number, body: RegistrationBody): string {
  return createHmac('sha256', secret)
    .update(`inscricao:${eventId}:${canonicalJson(body)}`)
    .digest('base64url');
}

/** Throws when a stored order's fingerprint says it was made from another body. */
export function assertSameRequest(stored: string | null, given: string): void {
  // Orders written before fingerprints were kept (null) replay as before.
  if (stored !== null && stored !== given) {
    throw new AppError('conflict', IDEMPOTENCY_MISMATCH_MESSAGE, {
      details: { header: 'Idempotency-Key' },
    });
  }
}

/** The unique index on (event_id, idempotency_key) refused a concurrent twin of this request. */
export function isIdempotencyKeyTaken(error: unknown): boolean {
  const e = error as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  const pgError = e?.cause?.code ? e.cause : e;
  return pgError?.code === '23505' && (pgError.constraint ?? '').includes('idempotency');
}
