import { describe, expect, it } from 'vitest';
import {
  DEFAULT_EVENT_MAX_INSTALLMENTS,
  DEFAULT_MAX_INSTALLMENTS,
  eventMaxInstallments,
  installmentCount,
  installmentLabel,
  installmentOptions,
  isAllowedInstallments,
  MIN_INSTALLMENT_CENTS,
  splitInstallments,
} from './installments.ts';

describe('spec §9 limits', () => {
  it('never offers an installment under R$ 35,00 nor, by default, more than 12', () => {
    expect(installmentCount(6_999)).toBe(1);
    expect(installmentCount(7_000)).toBe(2);
    expect(installmentCount(1_000_000)).toBe(12);
    for (const total of [3_500, 7_000, 10_499, 42_000, 1_000_000]) {
      const options = installmentOptions(total);
      expect(options.length).toBeLessThanOrEqual(12);
      for (const option of options.slice(1)) expect(option.amountCents).toBeGreaterThanOrEqual(3_500);
    }
  });
});

describe('installmentCount', () => {
  it.each([
    [0, 12, 1],
    [1, 12, 1],
    [3499, 12, 1],
    [3500, 12, 1],
    [6999, 12, 1],
    [7000, 12, 2],
    [10000, 12, 2],
    [10500, 12, 3],
    [42000, 12, 12],
    [1_000_000, 12, 12],
    [1_000_000, 6, 6],
    [1_000_000, 1, 1],
    [1_000_000, 0, 1],
    [1_000_000, 3.7, 3],
    [1_000_000, Number.NaN, 12],
  ])('total %i, max %s → %i', (total, max, expected) => {
    expect(installmentCount(total, max)).toBe(expected);
  });

  it('defaults the maximum to 12', () => {
    expect(installmentCount(1_000_000)).toBe(12);
  });
});

describe('splitInstallments', () => {
  it.each([
    [10000, 1, [10000]],
    [10000, 2, [5000, 5000]],
    [10000, 3, [3334, 3333, 3333]],
    [30000, 7, [4286, 4286, 4286, 4286, 4286, 4285, 4285]],
    [10501, 3, [3501, 3500, 3500]],
    [42011, 12, [3501, 3501, 3501, 3501, 3501, 3501, 3501, 3501, 3501, 3501, 3501, 3500]],
    [0, 1, [0]],
  ])('total %i in %i → %j', (total, count, schedule) => {
    const result = splitInstallments(total, count);
    expect(result).toEqual(schedule);
    expect(result.reduce((sum, value) => sum + value, 0)).toBe(total);
  });

  it('never lets two installments differ by more than one centavo', () => {
    for (let total = 0; total <= 50_000; total += 137) {
      for (let count = 1; count <= 12; count += 1) {
        const schedule = splitInstallments(total, count);
        expect(Math.max(...schedule) - Math.min(...schedule)).toBeLessThanOrEqual(1);
      }
    }
  });

  it('sums to the total for every allowed count of many totals', () => {
    for (let total = 0; total <= 50_000; total += 137) {
      for (let count = 1; count <= installmentCount(total, 12); count += 1) {
        const schedule = splitInstallments(total, count);
        expect(schedule.reduce((sum, value) => sum + value, 0)).toBe(total);
        if (count > 1) expect(Math.min(...schedule)).toBeGreaterThanOrEqual(MIN_INSTALLMENT_CENTS);
      }
    }
  });

  it.each([
    [-1, 1],
    [10.5, 1],
    [100, 0],
    [100, 1.5],
  ])('rejects total %s / count %s', (total, count) => {
    expect(() => splitInstallments(total, count)).toThrow(RangeError);
  });
});

describe('installmentOptions', () => {
  it('lists "à vista" then "Nx de … sem juros"', () => {
    expect(installmentOptions(10000, 12)).toEqual([
      { count: 1, amountCents: 10000, label: 'R$ 100,00 à vista' },
      { count: 2, amountCents: 5000, label: '2x de R$ 50,00 sem juros' },
    ]);
  });

  it('names both amounts when the division is not exact', () => {
    expect(installmentOptions(10501, 12).at(-1)).toEqual({
      count: 3,
      amountCents: 3500,
      label: '3x sem juros: 1x de R$ 35,01 e 2x de R$ 35,00',
    });
  });

  it('formats thousands', () => {
    const options = installmentOptions(123456, 12);
    expect(options).toHaveLength(12);
    expect(options[0]?.label).toBe('R$ 1.234,56 à vista');
    expect(options[11]?.label).toBe('12x de R$ 102,88 sem juros');
  });

  it.each([
    [0, 'R$ 0,00 à vista'],
    [2000, 'R$ 20,00 à vista'],
  ])('a small total %i has only %s', (total, label) => {
    expect(installmentOptions(total, 12)).toEqual([{ count: 1, amountCents: total, label }]);
  });

  it('respects the event maximum', () => {
    expect(installmentOptions(1_000_000, 3).map((option) => option.count)).toEqual([1, 2, 3]);
  });
});

describe('isAllowedInstallments', () => {
  it.each([
    [10000, 12, 1, true],
    [10000, 12, 2, true],
    [10000, 12, 3, false],
    [10000, 12, 0, false],
    [10000, 12, -1, false],
    [10000, 12, 1.5, false],
    [1_000_000, 12, 12, true],
    [1_000_000, 12, 13, false],
    [1_000_000, 6, 7, false],
    [0, 12, 1, true],
  ])('total %i, max %i, n %s → %s', (total, max, n, expected) => {
    expect(isAllowedInstallments(total, max, n)).toBe(expected);
  });
});

describe('eventMaxInstallments (ADR 0145, 0403)', () => {
  it('falls back to 1 installment when the event has no setting (organiser spec §9), under a matrix of 12', () => {
    expect(DEFAULT_MAX_INSTALLMENTS).toBe(12);
    expect(DEFAULT_EVENT_MAX_INSTALLMENTS).toBe(1);
    expect(eventMaxInstallments(undefined, 12)).toBe(1);
    expect(eventMaxInstallments(null, 18)).toBe(1);
  });

  it('caps the setting by the platform matrix', () => {
    expect(eventMaxInstallments(12, 6)).toBe(6);
    expect(eventMaxInstallments(10, 6)).toBe(6);
    expect(eventMaxInstallments(3, 6)).toBe(3);
  });

  it('never answers below 1', () => {
    expect(eventMaxInstallments(0, 12)).toBe(1);
    expect(eventMaxInstallments(5, 0)).toBe(1);
  });
});

describe('installmentLabel: the label is what is charged (issue 22)', () => {
  it.each([
    [30_000, 1, 'R$ 300,00 à vista'],
    [30_000, 3, '3x de R$ 100,00 sem juros'],
    // The case: "7x de R$ 42,85" on screen was not what the card was charged.
    [30_000, 7, '7x sem juros: 5x de R$ 42,86 e 2x de R$ 42,85'],
    [10_000, 3, '3x sem juros: 1x de R$ 33,34 e 2x de R$ 33,33'],
  ])('total %i in %i → %s', (total, count, label) => {
    expect(installmentLabel(total, count)).toBe(label);
  });

  it('names every amount of the schedule, counted as often as it is charged', () => {
    for (let total = 7_000; total <= 60_000; total += 731) {
      for (let count = 2; count <= installmentCount(total, 12); count += 1) {
        const schedule = splitInstallments(total, count);
        const label = installmentLabel(total, count);
        const parts = [...label.matchAll(/(\d+)x de R\$\u00a0?\s?([\d.]+,\d{2})/g)].map((m) => ({
          times: Number(m[1]),
          cents: Number((m[2] ?? '').replace(/\./g, '').replace(',', '')),
        }));
        const described = parts.flatMap((part) => Array.from({ length: part.times }, () => part.cents));
        expect(described).toEqual(schedule);
      }
    }
  });

  it('labels every option of the checkout with the schedule it charges', () => {
    for (const option of installmentOptions(30_000, 12)) {
      expect(option.label).toBe(installmentLabel(30_000, option.count));
    }
  });
});
