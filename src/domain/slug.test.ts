import { describe, expect, it } from 'vitest';
import { MAX_SLUG_LENGTH, slugify, withSuffix } from './slug.ts';

describe('slugify', () => {
  it.each([
    ['Festa Junina São João 2026!', 'festa-junina-sao-joao-2026'],
    ['  Congresso   de   TI  ', 'congresso-de-ti'],
    ['Ação & Reação — Edição nº 3', 'acao-reacao-edicao-n-3'],
    ['ÇÃÕÉÍÚÂÊÔÀÜ', 'caoeiuaeoau'],
    ['--já--', 'ja'],
    ['Rock_in_Rio', 'rock-in-rio'],
    ['!!!', ''],
    ['', ''],
  ])('%s → %s', (name, slug) => {
    expect(slugify(name)).toBe(slug);
  });

  it('caps at 80 characters without a trailing hyphen', () => {
    const slug = slugify(`${'a'.repeat(79)} bcd`);
    expect(slug).toBe('a'.repeat(79));
    expect(slugify('x'.repeat(200))).toHaveLength(MAX_SLUG_LENGTH);
  });
});

describe('withSuffix', () => {
  it.each([
    ['show', 2, 'show-2'],
    ['show', 10, 'show-10'],
    ['a'.repeat(80), 2, `${'a'.repeat(78)}-2`],
    [`${'a'.repeat(77)}-bb`, 12, `${'a'.repeat(77)}-12`],
  ])('%s + %i → %s', (slug, n, expected) => {
    const result = withSuffix(slug, n);
    expect(result).toBe(expected);
    expect(result.length).toBeLessThanOrEqual(MAX_SLUG_LENGTH);
  });

  it.each([0, -1, 1.5])('rejects %s', (n) => {
    expect(() => withSuffix('show', n)).toThrow(RangeError);
  });
});
