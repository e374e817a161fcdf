// The per-participant door code printed on the voucher beside the QR (ADR 0436): 8 characters of
// the order code's alphabet, drawn by the database and unique within the event, shown as
// "K7Q2-M9XD". Door staff type it with or without the dash, in any case; a scanner may add spaces.
import { CODE_ALPHABET, normalizeOrderCode } from './order-code.ts';

export const DOOR_CODE_LENGTH = 8;

/** "K7Q2M9XD" → "K7Q2-M9XD" for print and screen. */
export function formatDoorCode(code: string): string {
  return `${code.slice(0, 4)}-${code.slice(4)}`;
}

/** The stored form ("K7Q2M9XD") of what someone typed, or null when it cannot be a door code. */
export function normalizeDoorCode(input: string): string | null {
  const compact = input.toUpperCase().replace(/[\s-]/g, '');
  if (compact.length !== DOOR_CODE_LENGTH || ![...compact].every((c) => CODE_ALPHABET.includes(c)))
    return null;
  return compact;
}

/** What a line typed at the door is: the QR's signed payload, a door code, an order code, or a search. */
export type DoorInput =
  | { kind: 'payload'; code: string }
  | { kind: 'doorCode'; code: string }
  | { kind: 'orderCode'; code: string }
  | { kind: 'search'; text: string };

export const CHECK_IN_PAYLOAD_PREFIX = 'CATRACA1.';

export function classifyDoorInput(input: string): DoorInput {
  const text = input.trim();
  if (text.toUpperCase().startsWith(CHECK_IN_PAYLOAD_PREFIX)) return { kind: 'payload', code: text };
  const door = normalizeDoorCode(text);
  // A name of eight letters ("FERNANDA") may also read as a door code; the lookup falls back to a
  // name search when no ticket has that code.
  if (door) return { kind: 'doorCode', code: door };
  const order = normalizeOrderCode(text);
  if (order) return { kind: 'orderCode', code: order };
  return { kind: 'search', text };
}
