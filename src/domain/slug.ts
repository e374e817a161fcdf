// URL slugs for public event pages (/eventos/{slug}).
export const MAX_SLUG_LENGTH = 80;

function trimHyphens(value: string): string {
  return value.replace(/^-+|-+$/g, '');
}

/**
 * "Festa Junina São João 2026!" → "festa-junina-sao-joao-2026". Accents are stripped,
 * anything else that is not a-z/0-9 becomes one hyphen; at most 80 characters. Returns ''
 * when nothing usable is left, so the caller decides on a fallback.
 */
export function slugify(name: string): string {
  const ascii = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
  const hyphenated = trimHyphens(ascii.replace(/[^a-z0-9]+/g, '-'));
  return trimHyphens(hyphenated.slice(0, MAX_SLUG_LENGTH));
}

/** "show" + 2 → "show-2", cutting the base so the result still fits in 80 characters. */
export function withSuffix(slug: string, n: number): string {
  if (!Number.isSafeInteger(n) || n < 1) {
    throw new RangeError(`suffix must be a positive integer, got ${n}`);
  }
  const suffix = `-${n}`;
  const base = trimHyphens(slug.slice(0, MAX_SLUG_LENGTH - suffix.length));
  return `${base}${suffix}`;
}
