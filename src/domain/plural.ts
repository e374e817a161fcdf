// Counted nouns in pt-BR ("1 participante", "1.234 participantes"), shared by every screen that
// says how many of something there are.

/** The singular for exactly one, the plural otherwise (0 included, as pt-BR says "0 vendas"). */
export function pluralWord(n: number, one: string, many: string): string {
  return n === 1 ? one : many;
}

/** The count with pt-BR thousands separators, then the word that agrees with it. */
export function plural(n: number, one: string, many: string): string {
  return `${n.toLocaleString('pt-BR')} ${pluralWord(n, one, many)}`;
}
