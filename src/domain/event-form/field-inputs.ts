// How the event form's inputs behave while typed and on blur (spec §5): masks for dates, times
// and prices, digits-only number inputs, and meeting-link normalising. Pure text in, text out.
import { centsToDecimal, formatAmount, parseMoney } from '../money.ts';

/** "meet.google.com/x" → "https://meet.google.com/x"; links with http(s) are kept; blank stays blank. */
export function normalizeMeetingLink(input: string): string {
  const link = input.trim();
  if (link === '') return '';
  return /^https?:\/\//i.test(link) ? link : `https://${link}`;
}

/** An absolute http(s) URL with a host. */
export function isHttpUrl(input: string): boolean {
  try {
    const url = new URL(input);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

/** Digits only with leading zeros stripped ("007" → "7", "000" → "0"). */
export function sanitizeNumberInput(input: string): string {
  const digits = input.replace(/\D/g, '');
  if (digits === '') return '';
  return digits.replace(/^0+(?=\d)/, '');
}

/** On blur: a typed number brought into min..max; blank stays blank. */
export function clampNumberInput(input: string, min: number, max = Number.MAX_SAFE_INTEGER): string {
  const digits = sanitizeNumberInput(input);
  if (digits === '') return '';
  return String(Math.min(max, Math.max(min, Number(digits))));
}

/** "1230" → "12:30" while typing; at most HH:MM. */
export function maskTimeInput(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}:${digits.slice(2)}` : digits;
}

/**
 * A keystroke in a time field (issue 20): the form prefills 00:00 and 23:59, and a field already
 * holding a complete time used to refuse typing (the 5-character limit) until its text was
 * selected, so an organiser "typed" 19:00 and saved 00:00. Typing into a complete time now starts
 * a new one with what was typed; a field being filled in is masked as before. `caret` is the
 * input's selectionStart after the keystroke.
 */
export function typeTimeInput(previous: string, raw: string, caret: number | null): string {
  const isComplete = /^\d{2}:\d{2}$/.test(previous);
  const typedDigits = raw.replace(/\D/g, '').length - previous.replace(/\D/g, '').length;
  if (!isComplete || typedDigits <= 0) return maskTimeInput(raw);
  const end = caret ?? raw.length;
  const inserted = raw.slice(Math.max(0, end - (raw.length - previous.length)), end);
  return maskTimeInput(inserted);
}

/** On blur: a valid HH:MM (hours ≤ 23, minutes ≤ 59) or '' (an invalid time is cleared). */
export function completeTimeInput(input: string): string {
  const masked = maskTimeInput(input);
  return /^([01]\d|2[0-3]):[0-5]\d$/.test(masked) ? masked : '';
}

/** "25122026" → "25/12/2026" while typing. An ISO date (yyyy-mm-dd) is left as typed. */
export function maskDateInput(input: string): string {
  if (/^\d{4}-/.test(input.trim())) return input.trim().slice(0, 10);
  const digits = input.replace(/\D/g, '').slice(0, 8);
  if (digits.length > 4) return `${digits.slice(0, 2)}/${digits.slice(2, 4)}/${digits.slice(4)}`;
  if (digits.length > 2) return `${digits.slice(0, 2)}/${digits.slice(2)}`;
  return digits;
}

/**
 * The price mask: digits fill from the right with two decimals, "1" → "0,01", "12345" → "123,45",
 * "123456" → "1.234,56". Blank stays blank.
 */
export function maskPriceInput(input: string): string {
  const digits = input.replace(/\D/g, '').replace(/^0+(?=\d)/, '');
  if (digits === '') return '';
  const cents = Number(digits.slice(0, 12));
  return formatAmount(cents);
}

/** "1.234,56" → "1234.56" (what the API receives); '' when blank or not a price. */
export function priceInputToApi(input: string): string {
  const cents = parseMoney(input);
  return cents === null ? '' : centsToDecimal(cents);
}

/** "1234.56" (API) → "1.234,56" (input). */
export function apiPriceToInput(decimal: string): string {
  const cents = parseMoney(Number(decimal));
  return cents === null ? '' : formatAmount(cents);
}
