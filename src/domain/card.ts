// Credit-card checks done before the number ever reaches the gateway (spec §5 "Card").
// The gateway stays the authority on whether a card is real; these only catch typos early.
import { toLocalParts } from './dates.ts';
import { onlyDigits } from './documents.ts';

export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'elo';

export const CARD_INCOMPLETE_MESSAGE = 'Por favor, preencha todos os dados do cartão.';
export const CARD_EXPIRY_INVALID_MESSAGE = 'Data de validade inválida';
// The spec gives no text for these two; they follow the tone of the ones it does give.
export const CARD_NUMBER_INVALID_MESSAGE = 'Número do cartão inválido';
export const CARD_CVV_INVALID_MESSAGE = 'CVV inválido';

const MIN_CARD_DIGITS = 13;
// ISO/IEC 7812 caps a card number (PAN) at 19 digits.
const MAX_CARD_DIGITS = 19;
const MAX_CVV_DIGITS = 4;

// Elo BINs (first six digits) as inclusive ranges. Many sit inside Visa's "4" and
// Mastercard's "5" prefixes, so they must be checked first.
const ELO_BIN_RANGES: ReadonlyArray<readonly [number, number]> = [
  [401178, 401179],
  [431274, 431274],
  [438935, 438935],
  [451416, 451416],
  [457393, 457393],
  [457631, 457632],
  [504175, 504175],
  [506699, 506778],
  [509000, 509999],
  [627780, 627780],
  [636297, 636297],
  [636368, 636368],
  [650031, 650033],
  [650035, 650051],
  [650405, 650439],
  [650485, 650538],
  [650541, 650598],
  [650700, 650718],
  [650720, 650727],
  [650901, 650978],
  [651652, 651679],
  [655000, 655019],
  [655021, 655058],
];

function isEloBin(digits: string): boolean {
  if (digits.length < 6) return false;
  const bin = Number(digits.slice(0, 6));
  return ELO_BIN_RANGES.some(([first, last]) => bin >= first && bin <= last);
}

function isInRange(prefix: string, first: number, last: number): boolean {
  const value = Number(prefix);
  return prefix.length > 0 && value >= first && value <= last;
}

/** The brand from the number's prefix (any punctuation ignored), or null when unknown. */
export function detectCardBrand(number: string): CardBrand | null {
  const digits = onlyDigits(number);
  if (digits === '') return null;
  if (isEloBin(digits)) return 'elo';
  if (/^3[47]/.test(digits)) return 'amex';
  if (isInRange(digits.slice(0, 2), 51, 55)) return 'mastercard';
  if (digits.length >= 4 && isInRange(digits.slice(0, 4), 2221, 2720)) return 'mastercard';
  if (digits.startsWith('4')) return 'visa';
  return null;
}

/** The Luhn (mod 10) checksum over a string of digits. */
export function isLuhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let value = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      value *= 2;
      if (value > 9) value -= 9;
    }
    sum += value;
  }
  return sum % 10 === 0;
}

/** 13 to 19 digits passing Luhn; spaces and dashes from the mask are ignored. */
export function isValidCardNumber(number: string): boolean {
  const digits = number.replace(/[\s-]/g, '');
  if (!/^\d+$/.test(digits)) return false;
  return digits.length >= MIN_CARD_DIGITS && digits.length <= MAX_CARD_DIGITS && isLuhnValid(digits);
}

/** Groups of four (0000 0000 0000 0000), or 4-6-5 for American Express as printed on the card. */
export function maskCardNumber(input: string): string {
  const digits = onlyDigits(input).slice(0, MAX_CARD_DIGITS);
  if (detectCardBrand(digits) === 'amex') {
    const amex = digits.slice(0, 15);
    return [amex.slice(0, 4), amex.slice(4, 10), amex.slice(10)].filter(Boolean).join(' ');
  }
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** MM/AA or MM/AAAA while typing: the slash comes after the month, the year keeps 2 or 4 digits. */
export function maskExpiry(input: string): string {
  const digits = onlyDigits(input).slice(0, 6);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/**
 * "MM/YYYY" from an expiry as printed on Brazilian cards ("12/28") or written in full
 * ("12/2028"); null when it is neither. A two-digit year is in the 2000s: no card issued
 * today expires in the 1900s or after 2099. The gateway always receives the four-digit form.
 */
export function normalizeExpiry(expiry: string): string | null {
  const match = /^(\d{2})\s*\/\s*(\d{2}|\d{4})$/.exec(expiry.trim());
  if (!match?.[1] || !match[2]) return null;
  const year = match[2].length === 2 ? `20${match[2]}` : match[2];
  return `${match[1]}/${year}`;
}

export function maskCvv(input: string): string {
  return onlyDigits(input).slice(0, MAX_CVV_DIGITS);
}

/**
 * "MM/AA" or "MM/AAAA" with month 1–12, valid through the last day of that month. The current
 * month is read on Brazil's wall clock so the browser and a UTC server agree at month ends.
 */
export function isValidExpiry(expiry: string, now: Date): boolean {
  const normalized = normalizeExpiry(expiry);
  const match = normalized === null ? null : /^(\d{2})\/(\d{4})$/.exec(normalized);
  if (!match) return false;
  const month = Number(match[1]);
  const year = Number(match[2]);
  if (month < 1 || month > 12) return false;
  const [currentYear, currentMonth] = toLocalParts(now).date.split('-').map(Number);
  if (currentYear === undefined || currentMonth === undefined) return false;
  return year * 12 + month >= currentYear * 12 + currentMonth;
}

export function isValidCvv(cvv: string): boolean {
  return /^\d{3,4}$/.test(cvv);
}

export interface CardInput {
  numero: string;
  validade: string;
  cvv: string;
  nome: string;
}

/** null when the card can be sent to the gateway, otherwise the first message to show. */
export function validateCard(card: CardInput, now: Date): string | null {
  const values = [card.numero, card.validade, card.cvv, card.nome];
  if (values.some((value) => value.trim() === '')) return CARD_INCOMPLETE_MESSAGE;
  if (!isValidExpiry(card.validade, now)) return CARD_EXPIRY_INVALID_MESSAGE;
  if (!isValidCardNumber(card.numero)) return CARD_NUMBER_INVALID_MESSAGE;
  if (!isValidCvv(card.cvv.trim())) return CARD_CVV_INVALID_MESSAGE;
  return null;
}
