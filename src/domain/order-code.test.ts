import { describe, expect, it } from 'vitest';
import { CODE_ALPHABET, normalizeOrderCode, orderCode, receiptNumber } from './order-code.ts';

const HASH = 'q3v0Zb8m1k2XrT9yLw4sPa7dNc6eHf5g';

describe('orderCode', () => {
  it('is three and three characters of the unambiguous alphabet', () => {
    expect(orderCode(HASH)).toMatch(
      /^[23456789ABCDEFGHJKMNPQRSTWXYZ]{3}-[23456789ABCDEFGHJKMNPQRSTWXYZ]{3}$/,
    );
  });

  it('is the same code for the same order, every time and on every machine', () => {
    expect(orderCode(HASH)).toBe(orderCode(HASH));
    // Pinned: a change of the derivation would reprint every ticket already in people's hands.
    expect(orderCode('abc')).toBe('8ZY-EGS');
  });

  it('never uses characters read alike', () => {
    for (const c of '01ILOUV') expect(CODE_ALPHABET).not.toContain(c);
    const seen = new Set<string>();
    for (let i = 0; i < 2000; i++) for (const c of orderCode(`order-${i}`).replace('-', '')) seen.add(c);
    expect([...seen].sort().join('')).toBe([...CODE_ALPHABET].sort().join(''));
  });

  it('tells orders apart: no collision among 20 000 orders', () => {
    const codes = new Set<string>();
    for (let i = 0; i < 20_000; i++) codes.add(orderCode(`${HASH}${i}`));
    expect(codes.size).toBe(20_000);
  });

  it('differs when one character of the hash differs', () => {
    expect(orderCode(`${HASH.slice(0, -1)}h`)).not.toBe(orderCode(HASH));
  });
});

describe('receiptNumber', () => {
  it('is the paying year in Brazil and two groups of four', () => {
    expect(receiptNumber('AbCdEfGhIjKlMnOpQrStUvWx', new Date('2026-06-01T12:00:00Z'))).toMatch(
      /^2026-[2-9A-Z]{4}-[2-9A-Z]{4}$/,
    );
    // 31/12 at 22:00 in São Paulo is already 1 January in UTC: the receipt says 2026.
    expect(receiptNumber('x', new Date('2027-01-01T01:00:00Z')).slice(0, 4)).toBe('2026');
  });

  it('is not the order code of the same handle', () => {
    const handle = 'AbCdEfGhIjKlMnOpQrStUvWx';
    expect(receiptNumber(handle, new Date()).replace(/-/g, '').slice(4, 10)).not.toBe(
      orderCode(handle).replace('-', ''),
    );
  });
});

describe('normalizeOrderCode', () => {
  it.each([
    ['k7q 2m9', 'K7Q-2M9'],
    ['K7Q-2M9', 'K7Q-2M9'],
    ['k7q2m9', 'K7Q-2M9'],
    ['K7Q-2M', null],
    ['K7Q-2M0', null],
    ['', null],
  ])('%s → %s', (input, expected) => {
    expect(normalizeOrderCode(input)).toBe(expected);
  });
});
