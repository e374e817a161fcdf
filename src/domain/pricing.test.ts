import { describe, expect, it } from 'vitest';
import { computeOrderTotals } from './pricing.ts';

const TEN_PERCENT = { discountType: 'percentual', value: 10 } as const;
const FIFTY_OFF = { discountType: 'valor', value: 5000 } as const;

describe('computeOrderTotals', () => {
  it('computes line totals, subtotal, discount and total', () => {
    const totals = computeOrderTotals({
      lines: [
        { ticketTypeId: 1, quantity: 2, unitPriceCents: 5000 },
        { ticketTypeId: 2, quantity: 1, unitPriceCents: 2550 },
      ],
      coupon: TEN_PERCENT,
    });
    expect(totals).toEqual({
      lines: [
        { ticketTypeId: 1, quantity: 2, unitPriceCents: 5000, lineTotalCents: 10000 },
        { ticketTypeId: 2, quantity: 1, unitPriceCents: 2550, lineTotalCents: 2550 },
      ],
      subtotalCents: 12550,
      discountCents: 1255,
      totalCents: 11295,
      isFree: false,
      amountDueCents: 11295,
    });
  });

  it('takes a limited coupon off its ticket types only and charges the rest in full', () => {
    const totals = computeOrderTotals({
      lines: [
        { ticketTypeId: 1, quantity: 2, unitPriceCents: 5000 },
        { ticketTypeId: 2, quantity: 1, unitPriceCents: 2550 },
      ],
      coupon: { ...FIFTY_OFF, ticketTypeIds: [2] },
    });
    expect(totals).toMatchObject({ subtotalCents: 12550, discountCents: 2550, totalCents: 10000 });
  });

  it.each([
    ['no lines', [], null, 0, 0, 0, true],
    ['free tickets', [{ ticketTypeId: 1, quantity: 3, unitPriceCents: 0 }], null, 0, 0, 0, true],
    ['paid, no coupon', [{ ticketTypeId: 1, quantity: 1, unitPriceCents: 100 }], null, 100, 0, 100, false],
    ['1 centavo is free', [{ ticketTypeId: 1, quantity: 1, unitPriceCents: 1 }], null, 1, 0, 1, true],
    ['2 centavos is paid', [{ ticketTypeId: 1, quantity: 2, unitPriceCents: 1 }], null, 2, 0, 2, false],
    [
      'fixed coupon covering everything',
      [{ ticketTypeId: 1, quantity: 1, unitPriceCents: 3000 }],
      FIFTY_OFF,
      3000,
      3000,
      0,
      true,
    ],
    [
      'coupon leaving 1 centavo',
      [{ ticketTypeId: 1, quantity: 1, unitPriceCents: 5001 }],
      FIFTY_OFF,
      5001,
      5000,
      1,
      true,
    ],
    [
      'zero-quantity lines add nothing',
      [
        { ticketTypeId: 1, quantity: 0, unitPriceCents: 9999 },
        { ticketTypeId: 2, quantity: 1, unitPriceCents: 1000 },
      ],
      TEN_PERCENT,
      1000,
      100,
      900,
      false,
    ],
  ] as const)('%s', (_, lines, coupon, subtotal, discount, total, isFree) => {
    const totals = computeOrderTotals({ lines, coupon });
    expect(totals.subtotalCents).toBe(subtotal);
    expect(totals.discountCents).toBe(discount);
    expect(totals.totalCents).toBe(total);
    expect(totals.isFree).toBe(isFree);
    expect(totals.amountDueCents).toBe(isFree ? 0 : total);
  });

  it.each([
    ['negative quantity', { ticketTypeId: 1, quantity: -1, unitPriceCents: 100 }],
    ['fractional quantity', { ticketTypeId: 1, quantity: 1.5, unitPriceCents: 100 }],
    ['negative price', { ticketTypeId: 1, quantity: 1, unitPriceCents: -100 }],
    ['price in reais, not centavos', { ticketTypeId: 1, quantity: 1, unitPriceCents: 10.5 }],
    ['NaN price', { ticketTypeId: 1, quantity: 1, unitPriceCents: Number.NaN }],
  ])('refuses %s', (_, line) => {
    expect(() => computeOrderTotals({ lines: [line], coupon: null })).toThrow(RangeError);
  });

  it('uses a threshold of one centavo: up to it nothing is charged, from two centavos the total is', () => {
    const totalsAt = (
      unitPriceCents: number,
      coupon: Parameters<typeof computeOrderTotals>[0]['coupon'] = null,
    ) => computeOrderTotals({ lines: [{ ticketTypeId: 1, quantity: 1, unitPriceCents }], coupon });
    for (const cents of [0, 1]) {
      expect(totalsAt(cents)).toMatchObject({ totalCents: cents, isFree: true, amountDueCents: 0 });
    }
    expect(totalsAt(2)).toMatchObject({ totalCents: 2, isFree: false, amountDueCents: 2 });
    // A coupon that leaves one centavo makes the order free too; one that leaves two does not.
    expect(totalsAt(1001, { discountType: 'valor', value: 1000 })).toMatchObject({
      isFree: true,
      amountDueCents: 0,
    });
    expect(totalsAt(1002, { discountType: 'valor', value: 1000 })).toMatchObject({
      isFree: false,
      amountDueCents: 2,
    });
  });
});
