// The code a voucher's QR carries: the participant's uuid signed with the app secret, so a
// door scanner can tell a real ticket from a made-up one without a lookup, and a ticket cannot
// be forged from a guessed uuid. Format: CATRACA1.<uuid>.<signature>.
import { createHmac, timingSafeEqual } from 'node:crypto';

export const CHECK_IN_PREFIX = 'CATRACA1';
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function signature(secret: string, uuid: string): string {
  // 128 bits of HMAC-SHA256 keep the QR code small and are far beyond guessing.
  return createHmac('sha256', secret).update(`${CHECK_IN_PREFIX}:${uuid}`).digest('base64url').slice(0, 22);
}

export function signCheckInCode(secret: string, participantUuid: string): string {
  const uuid = participantUuid.toLowerCase();
  if (!UUID_PATTERN.test(uuid)) throw new Error('participant uuid expected');
  return `${CHECK_IN_PREFIX}.${uuid}.${signature(secret, uuid)}`;
}

/** The participant uuid when the code is genuine, otherwise null. */
export function verifyCheckInCode(secret: string, code: string): string | null {
  const parts = code.trim().split('.');
  if (parts.length !== 3) return null;
  const [prefix, uuid, given] = parts as [string, string, string];
  if (prefix !== CHECK_IN_PREFIX || !UUID_PATTERN.test(uuid)) return null;
  const expected = Buffer.from(signature(secret, uuid));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected) ? uuid : null;
}
