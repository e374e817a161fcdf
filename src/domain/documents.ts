// Brazilian taxpayer documents (CPF for people, CNPJ for companies) and the input masks
// of spec §5. CNPJ follows the 2026 alphanumeric format of Receita Federal: the first 12
// characters are [0-9A-Z] and the last 2 are numeric check digits.

export const INVALID_DOCUMENT_MESSAGE = 'CPF/CNPJ inválido';

const CPF_LENGTH = 11;
const CNPJ_LENGTH = 14;
const CNPJ_FIRST_WEIGHTS = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
const CNPJ_SECOND_WEIGHTS = [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];

export function onlyDigits(value: string): string {
  return value.replace(/\D/g, '');
}

/** Uppercases and keeps only [0-9A-Z]: "12.abc.345/01de-35" → "12ABC34501DE35". */
export function normalizeDocument(value: string): string {
  return value.toUpperCase().replace(/[^0-9A-Z]/g, '');
}

function isAllSameCharacter(value: string): boolean {
  return /^(.)\1*$/.test(value);
}

// The mod-11 rule shared by CPF and CNPJ: a remainder under 2 gives 0, otherwise 11 - r.
function mod11CheckDigit(values: readonly number[], weights: readonly number[]): number {
  const sum = values.reduce((total, value, index) => total + value * (weights[index] ?? 0), 0);
  const remainder = sum % 11;
  return remainder < 2 ? 0 : 11 - remainder;
}

function descendingWeights(from: number, count: number): number[] {
  return Array.from({ length: count }, (_, index) => from - index);
}

export function isValidCpf(value: string): boolean {
  const cpf = normalizeDocument(value);
  if (!/^\d{11}$/.test(cpf) || isAllSameCharacter(cpf)) return false;
  const digits = [...cpf].map(Number);
  const first = mod11CheckDigit(digits.slice(0, 9), descendingWeights(10, 9));
  const second = mod11CheckDigit(digits.slice(0, 10), descendingWeights(11, 10));
  return digits[9] === first && digits[10] === second;
}

// Receita's rule for alphanumeric CNPJ: a character's value is its ASCII code minus 48,
// which keeps '0'–'9' as 0–9 and makes 'A' = 17 … 'Z' = 42.
function cnpjCharacterValue(character: string): number {
  return character.charCodeAt(0) - 48;
}

export function isValidCnpj(value: string): boolean {
  const cnpj = normalizeDocument(value);
  if (!/^[0-9A-Z]{12}\d{2}$/.test(cnpj) || isAllSameCharacter(cnpj)) return false;
  const values = [...cnpj].map(cnpjCharacterValue);
  const first = mod11CheckDigit(values.slice(0, 12), CNPJ_FIRST_WEIGHTS);
  const second = mod11CheckDigit(values.slice(0, 13), CNPJ_SECOND_WEIGHTS);
  return values[12] === first && values[13] === second;
}

/** A CPF (11 digits) or a CNPJ (14 characters) with valid check digits. */
export function isValidCpfOrCnpj(value: string): boolean {
  const document = normalizeDocument(value);
  if (document.length === CPF_LENGTH) return isValidCpf(document);
  if (document.length === CNPJ_LENGTH) return isValidCnpj(document);
  return false;
}

/** null when valid, otherwise the spec's message. */
export function validateDocument(value: string): string | null {
  return isValidCpfOrCnpj(value) ? null : INVALID_DOCUMENT_MESSAGE;
}

// Lays characters over a pattern where '0' is a slot; separators appear only once the
// character after them has been typed, so the mask never runs ahead of the user.
function applyPattern(characters: string, pattern: string): string {
  let result = '';
  let next = 0;
  for (const slot of pattern) {
    if (next >= characters.length) break;
    if (slot === '0') {
      result += characters[next];
      next += 1;
    } else {
      result += slot;
    }
  }
  return result;
}

// CNPJ positions 1–12 take letters or digits, 13–14 (the check digits) only digits.
function keepCnpjCharacters(characters: string): string {
  let kept = '';
  for (const character of characters) {
    if (kept.length === CNPJ_LENGTH) break;
    const isCheckDigitPosition = kept.length >= 12;
    if (isCheckDigitPosition && !/\d/.test(character)) continue;
    kept += character;
  }
  return kept;
}

/**
 * The one mask of a CPF or CNPJ shown to anyone but its owner's organiser: the candidate page,
 * receipts, anything public or forwarded (ADR 0243, superseding the two masks of 0101 and the
 * candidate page). A CPF shows only its middle six digits, as gov.br does ("***.982.247-**"): no
 * display may add the first three or the check digits, so every display together still reveals six
 * of eleven. A CNPJ keeps its root, which names the company and is public ("11.222.333/****-**").
 * Anything else is asterisks.
 */
export function maskDocument(document: string): string {
  const value = normalizeDocument(document);
  if (/^\d{11}$/.test(value)) return `***.${value.slice(3, 6)}.${value.slice(6, 9)}-**`;
  if (/^[0-9A-Z]{12}\d{2}$/.test(value)) {
    return `${value.slice(0, 2)}.${value.slice(2, 5)}.${value.slice(5, 8)}/****-**`;
  }
  return '*'.repeat(Math.min(Math.max(value.length, 3), 14));
}

/**
 * Masks a CPF/CNPJ while it is typed: digits only and up to 11 → 000.000.000-00; longer,
 * or as soon as a letter appears (only CNPJ may have letters) → 00.000.000/0000-00.
 */
export function maskCpfCnpj(input: string): string {
  const characters = normalizeDocument(input);
  const hasLetter = /[A-Z]/.test(characters);
  if (!hasLetter && characters.length <= CPF_LENGTH) {
    return applyPattern(characters, '000.000.000-00');
  }
  return applyPattern(keepCnpjCharacters(characters), '00.000.000/0000-00');
}

export function maskCep(input: string): string {
  return applyPattern(onlyDigits(input).slice(0, 8), '00000-000');
}

/** (00) 0000-0000 for landlines (10 digits), (00) 00000-0000 for mobiles (11 digits). */
export function maskPhone(input: string): string {
  const digits = onlyDigits(input).slice(0, 11);
  return applyPattern(digits, digits.length === 11 ? '(00) 00000-0000' : '(00) 0000-0000');
}

/** A phone number with area code: 10 (landline) or 11 (mobile) digits. */
export function isValidPhone(value: string): boolean {
  return /^\d{10,11}$/.test(value.replace(/[\s().-]/g, ''));
}
