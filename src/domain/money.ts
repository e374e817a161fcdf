// Money is integer centavos everywhere inside Catraca; these helpers are the only edges
// where it becomes text ("R$ 1.234,56") or comes back from text.

export type Cents = number;

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}

/** 123456 → "1.234,56" */
export function formatAmount(cents: Cents): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  const reais = Math.floor(abs / 100);
  const centavos = String(abs % 100).padStart(2, '0');
  return `${sign}${groupThousands(String(reais))},${centavos}`;
}

/** 123456 → "R$ 1.234,56" (a plain space, so texts compare equal in tests and e-mails). */
export function formatBRL(cents: Cents): string {
  return `R$ ${formatAmount(cents)}`;
}

/**
 * Reads a price typed the Brazilian way ("1.234,56", "R$ 1,00", "10") or a number in reais
 * (12.5) and returns centavos, or null when it is not a money value.
 */
export function parseMoney(input: string | number | null | undefined): Cents | null {
  if (input === null || input === undefined) return null;
  if (typeof input === 'number') {
    return Number.isFinite(input) ? Math.round(input * 100) : null;
  }
  const text = input.replace(/R\$/i, '').replace(/\s/g, '');
  if (text === '') return null;
  let normalised: string;
  if (text.includes(',')) {
    normalised = text.replace(/\./g, '').replace(',', '.');
  } else if (/^-?\d{1,3}(\.\d{3})+$/.test(text)) {
    normalised = text.replace(/\./g, '');
  } else {
    normalised = text;
  }
  if (!/^-?\d+(\.\d{1,2})?$/.test(normalised)) return null;
  return Math.round(Number(normalised) * 100);
}

/** Centavos as the API's decimal text with a dot: 1050 → "10.50". */
export function centsToDecimal(cents: Cents): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
