import { describe, expect, it } from 'vitest';
import {
  type Coupon,
  checkCouponApplicable,
  computeDiscount,
  couponMinValueMessage,
  isBlankCouponCode,
  normalizeCouponCode,
} from './coupon.ts';

const NOW = new Date('2026-03-15T15:00:00Z');

function buildCoupon(overrides: Partial<Coupon> = {}): Coupon {
  return {
    code: 'PROMO10',
    discountType: 'percentual',
    value: 10,
    minValueCents: 0,
    usageLimit: null,
    uses: 0,
    active: true,
    startsAt: null,
    endsAt: null,
    ...overrides,
  };
}

describe('computeDiscount', () => {
  it.each([
    ['10% of R$ 100,00', 10000, 'percentual', 10, 1000],
    ['10% of R$ 0,05 rounds half-up', 5, 'percentual', 10, 1],
    ['10% of R$ 0,04 rounds down', 4, 'percentual', 10, 0],
    ['15% of R$ 33,33 = 4,9995 → 5,00', 3333, 'percentual', 15, 500],
    ['33% of R$ 1,50 = 0,495 → 0,50', 150, 'percentual', 33, 50],
    ['100% of anything is the subtotal', 12345, 'percentual', 100, 12345],
    ['a percentage over 100 is capped', 12345, 'percentual', 150, 12345],
    ['fixed R$ 20,00 off R$ 100,00', 10000, 'valor', 2000, 2000],
    ['fixed value capped at subtotal', 1500, 'valor', 2000, 1500],
    ['nothing off an empty cart', 0, 'valor', 2000, 0],
    ['nothing off an empty cart (percent)', 0, 'percentual', 50, 0],
    ['a zero coupon gives nothing', 10000, 'valor', 0, 0],
    ['a negative coupon gives nothing', 10000, 'valor', -500, 0],
  ] as const)('%s', (_, subtotal, discountType, value, expected) => {
    expect(computeDiscount(subtotal, { discountType, value })).toBe(expected);
  });
});

describe('checkCouponApplicable', () => {
  it('accepts a usable coupon', () => {
    expect(checkCouponApplicable(buildCoupon(), 10000, NOW)).toEqual({ ok: true });
  });

  it.each([
    ['not found', null, 10000, 'not_found', 'Cupom não é válido'],
    ['inactive', buildCoupon({ active: false }), 10000, 'inactive', 'Cupom não é válido'],
    ['percent above 100', buildCoupon({ value: 101 }), 10000, 'invalid', 'Cupom não é válido'],
    ['zero value', buildCoupon({ discountType: 'valor', value: 0 }), 10000, 'invalid', 'Cupom não é válido'],
    [
      'fractional centavos',
      buildCoupon({ discountType: 'valor', value: 10.5 }),
      10000,
      'invalid',
      'Cupom não é válido',
    ],
    [
      'not started',
      buildCoupon({ startsAt: new Date('2026-03-16T00:00:00Z') }),
      10000,
      'not_started',
      'Cupom não é válido',
    ],
    [
      'expired',
      buildCoupon({ endsAt: new Date('2026-03-15T14:59:59Z') }),
      10000,
      'expired',
      'Cupom não é válido',
    ],
    [
      'usage exhausted',
      buildCoupon({ usageLimit: 5, uses: 5 }),
      10000,
      'usage_exhausted',
      'Cupom não é válido',
    ],
    [
      'usage limit 0 means no uses left',
      buildCoupon({ usageLimit: 0, uses: 0 }),
      10000,
      'usage_exhausted',
      'Cupom não é válido',
    ],
    [
      'below the minimum',
      buildCoupon({ minValueCents: 5000 }),
      4999,
      'below_min_value',
      'O cupom aplicado requer um valor mínimo de R$ 50,00',
    ],
  ])(
    'rejects: %s (every unusable code reads the same; the reason stays for logs)',
    (_, coupon, subtotal, reason, message) => {
      expect(checkCouponApplicable(coupon, subtotal, NOW)).toEqual({ ok: false, reason, message });
    },
  );

  it.each([
    ['exactly at the minimum', buildCoupon({ minValueCents: 5000 }), 5000],
    ['exactly at the start', buildCoupon({ startsAt: NOW }), 10000],
    ['exactly at the end', buildCoupon({ endsAt: NOW }), 10000],
    ['with uses left', buildCoupon({ usageLimit: 5, uses: 4 }), 10000],
    ['unlimited', buildCoupon({ usageLimit: null, uses: 9999 }), 10000],
    ['fixed value larger than the subtotal', buildCoupon({ discountType: 'valor', value: 50000 }), 10000],
  ])('accepts: %s', (_, coupon, subtotal) => {
    expect(checkCouponApplicable(coupon, subtotal, NOW)).toEqual({ ok: true });
  });
});

describe('couponMinValueMessage', () => {
  it.each([
    [5000, 'O cupom aplicado requer um valor mínimo de R$ 50,00'],
    [123456, 'O cupom aplicado requer um valor mínimo de R$ 1.234,56'],
  ])('%i → %s', (cents, message) => {
    expect(couponMinValueMessage(cents)).toBe(message);
  });
});

describe('coupon codes', () => {
  it.each([
    ['  promo10 ', 'PROMO10'],
    ['Promo10', 'PROMO10'],
  ])('normalizes "%s" to %s', (code, normalized) => {
    expect(normalizeCouponCode(code)).toBe(normalized);
  });

  it.each([
    ['', true],
    ['   ', true],
    [null, true],
    [undefined, true],
    ['X', false],
  ])('isBlankCouponCode(%s) → %s', (code, blank) => {
    expect(isBlankCouponCode(code)).toBe(blank);
  });
});
