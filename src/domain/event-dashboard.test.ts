import { describe, expect, it } from 'vitest';
import { fillSalesDays, percentSold, remainingIfAlmostSoldOut, soldLabel } from './event-dashboard.ts';

describe('percentSold', () => {
  it.each([
    [0, 100, 0],
    [1, 3, 33],
    [2, 3, 67],
    [5, 0, 0],
    [120, 100, 100],
  ])('%i of %i is %i%%', (sold, total, expected) => {
    expect(percentSold(sold, total)).toBe(expected);
  });
});

describe('remainingIfAlmostSoldOut', () => {
  it.each([
    [100, 89, null], // 11 left: not yet
    [100, 90, 10],
    [100, 99, 1],
    [100, 100, null], // sold out already
    [5, 4, 1],
    [5, 3, null],
    [null, 1_000, null], // no stock of its own
  ])('quantity %s with %i held → %s', (quantity, held, expected) => {
    expect(remainingIfAlmostSoldOut(quantity, held)).toBe(expected);
  });
});

describe('fillSalesDays', () => {
  const point = (day: string, tickets = 1) => ({ day, tickets, grossCents: tickets * 1000 });

  it('is empty without sales', () => {
    expect(fillSalesDays([], '2026-03-10')).toEqual([]);
  });

  it('fills the days without sales with zero, from the first sale to today', () => {
    expect(fillSalesDays([point('2026-03-08', 2), point('2026-03-10')], '2026-03-11')).toEqual([
      point('2026-03-08', 2),
      { day: '2026-03-09', tickets: 0, grossCents: 0 },
      point('2026-03-10'),
      { day: '2026-03-11', tickets: 0, grossCents: 0 },
    ]);
  });

  it('keeps only the last maxDays days', () => {
    const series = fillSalesDays([point('2026-01-01'), point('2026-03-10')], '2026-03-10', 5);
    expect(series.map((p) => p.day)).toEqual([
      '2026-03-06',
      '2026-03-07',
      '2026-03-08',
      '2026-03-09',
      '2026-03-10',
    ]);
  });
});

describe('soldLabel', () => {
  it('is singular for one', () => {
    expect(soldLabel(1)).toBe('1 Vendido');
    expect(soldLabel(0)).toBe('0 Vendidos');
    expect(soldLabel(12)).toBe('12 Vendidos');
  });
});
