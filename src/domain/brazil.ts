// The 27 federative units (26 states + Distrito Federal) by their two-letter code.
export const UF_CODES = [
  'AC',
  'AL',
  'AP',
  'AM',
  'BA',
  'CE',
  'DF',
  'ES',
  'GO',
  'MA',
  'MT',
  'MS',
  'MG',
  'PA',
  'PB',
  'PR',
  'PE',
  'PI',
  'RJ',
  'RN',
  'RS',
  'RO',
  'RR',
  'SC',
  'SP',
  'SE',
  'TO',
] as const;

export type Uf = (typeof UF_CODES)[number];

/** Exact uppercase code only ("SP", not "sp"): callers normalize input before storing it. */
export function isValidUf(value: string): value is Uf {
  return (UF_CODES as readonly string[]).includes(value);
}
