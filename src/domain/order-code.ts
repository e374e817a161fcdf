// Short codes a person can read aloud over the phone or type from a printed ticket: the order
// code (`K7Q-2M9`) printed beside the long order hash, and the receipt number
// (`2026-7KQ2-M9XD`). Both are derived from the record's random public handle, so they need no
// column, no sequence and reveal no sales volume (ADR 0100). Pure, so the browser and the server
// print the same code.
import { toLocalParts } from './dates.ts';

/** No 0/O, 1/I/L, nor U/V (said alike): 29 characters nobody confuses on paper or aloud. */
export const CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTWXYZ';

// 32-bit FNV-1a with a seed: a fast, well-spread hash that the browser computes without crypto.
// The inputs are already random handles (192 or 138 bits), so this only has to spread them.
function fnv1a(text: string, seed: number): number {
  let hash = (0x811c9dc5 ^ seed) >>> 0;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** `length` characters of the alphabet drawn from the handle (up to 12). */
function codeCharacters(handle: string, length: number): string {
  const base = BigInt(CODE_ALPHABET.length);
  let value = (BigInt(fnv1a(handle, 0)) << 32n) | BigInt(fnv1a(handle, 0x9e3779b9));
  let out = '';
  for (let i = 0; i < length; i++) {
    out += CODE_ALPHABET[Number(value % base)];
    value /= base;
  }
  return out;
}

/** The order's short code, "K7Q-2M9": 29⁶ ≈ 595 million values, shown beside the full hash. */
export function orderCode(orderHash: string): string {
  const code = codeCharacters(orderHash, 6);
  return `${code.slice(0, 3)}-${code.slice(3)}`;
}

/** The receipt number of a payment, "2026-7KQ2-M9XD": the year it was paid (Brazil's calendar) and 8 characters. */
export function receiptNumber(paymentPublicId: string, paidAt: Date): string {
  const code = codeCharacters(`receipt:${paymentPublicId}`, 8);
  return `${toLocalParts(paidAt).date.slice(0, 4)}-${code.slice(0, 4)}-${code.slice(4)}`;
}

/** Upper-cases and drops spaces and dashes, so "k7q 2m9" finds "K7Q-2M9"; null if it cannot be one. */
export function normalizeOrderCode(input: string): string | null {
  const compact = input.toUpperCase().replace(/[\s-]/g, '');
  if (compact.length !== 6 || ![...compact].every((c) => CODE_ALPHABET.includes(c))) return null;
  return `${compact.slice(0, 3)}-${compact.slice(3)}`;
}

/** An order's hash with its code, for the writers that insert orders. */
export function withCode(hash: string): { hash: string; code: string } {
  return { hash, code: orderCode(hash) };
}
