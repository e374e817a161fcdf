import { describe, expect, it } from 'vitest';
import { pageButtons, rangeText } from './page-buttons.ts';

describe('pageButtons', () => {
  it.each([
    [1, 1, [1]],
    [1, 0, [1]],
    [3, 5, [1, 2, 3, 4, 5]],
    [1, 6, [1, 2, 3, 4, 'ellipsis-end', 6]],
    [4, 6, [1, 'ellipsis-start', 3, 4, 5, 6]],
    [3, 7, [1, 2, 3, 4, 'ellipsis-end', 7]],
    [4, 7, [1, 'ellipsis-start', 3, 4, 5, 'ellipsis-end', 7]],
    [1, 8, [1, 2, 3, 4, 'ellipsis-end', 8]],
    [3, 8, [1, 2, 3, 4, 'ellipsis-end', 8]],
    [4, 8, [1, 'ellipsis-start', 3, 4, 5, 'ellipsis-end', 8]],
    [5, 8, [1, 'ellipsis-start', 4, 5, 6, 'ellipsis-end', 8]],
    [6, 8, [1, 'ellipsis-start', 5, 6, 7, 8]],
    [8, 8, [1, 'ellipsis-start', 5, 6, 7, 8]],
    [10, 20, [1, 'ellipsis-start', 9, 10, 11, 'ellipsis-end', 20]],
    [18, 20, [1, 'ellipsis-start', 17, 18, 19, 20]],
    [2000, 4000, [1, 'ellipsis-start', 1999, 2000, 2001, 'ellipsis-end', 4000]],
    [99, 20, [1, 'ellipsis-start', 17, 18, 19, 20]],
  ])('page %i of %i → %j', (current, total, expected) => {
    expect(pageButtons(current, total)).toEqual(expected);
  });

  it('never shows more than 5 page numbers; every page when there are 5 or fewer', () => {
    for (let total = 1; total <= 40; total++) {
      for (let current = 1; current <= total; current++) {
        const numbers = pageButtons(current, total).filter((b) => typeof b === 'number');
        expect(numbers).toHaveLength(Math.min(total, 5));
      }
    }
  });

  it('shows 5 page numbers past 5 pages: the first, the last and the current among them', () => {
    for (let total = 6; total <= 40; total++) {
      for (let current = 1; current <= total; current++) {
        const buttons = pageButtons(current, total);
        const numbers = buttons.filter((b) => typeof b === 'number');
        expect(numbers).toHaveLength(5);
        expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
        expect(buttons).toContain(current);
        expect(buttons[0]).toBe(1);
        expect(buttons.at(-1)).toBe(total);
      }
    }
  });
});

describe('rangeText', () => {
  it('reads like the spec', () => {
    expect(rangeText(1, 25, 1234)).toBe('1 - 25 de 1.234 resultados');
    expect(rangeText(50, 25, 1234)).toBe('1.226 - 1.234 de 1.234 resultados');
    expect(rangeText(1, 25, 1)).toBe('1 - 1 de 1 resultado');
    expect(rangeText(1, 25, 0)).toBe('0 - 0 de 0 resultados');
  });
});
