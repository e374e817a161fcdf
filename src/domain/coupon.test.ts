import { describe, expect, it } from 'vitest';
import {
  type Coupon,
  type CouponCartLine,
  checkCouponApplicable,
  checkCouponForCart,
  computeCartDiscount,
  computeDiscount,
  couponMinValueMessage,
  eligibleSubtotalCents,
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
    ticketTypeIds: null,
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

// A cart of two ticket types: 2 × R$ 50,00 (type 1) and 1 × R$ 30,00 (type 2).
const CART: CouponCartLine[] = [
  { ticketTypeId: 1, quantity: 2, unitPriceCents: 5000 },
  { ticketTypeId: 2, quantity: 1, unitPriceCents: 3000 },
];

describe('coupons limited to ticket types (ADR 0425)', () => {
  it.each([
    ['no list reaches every line', null, 13000],
    ['an empty list (its types removed) reaches nothing', [], 0],
    ['a list with one type reaches only its lines', [2], 3000],
    ['a list with both types reaches both', [1, 2], 13000],
    ['a list with a type not in the cart reaches nothing', [9], 0],
  ] as const)('eligible subtotal: %s', (_, ticketTypeIds, expected) => {
    expect(eligibleSubtotalCents({ ticketTypeIds }, CART)).toBe(expected);
  });

  it.each([
    ['10% on every line', 'percentual', 10, null, 1300],
    ['10% only on type 2 (R$ 30,00)', 'percentual', 10, [2], 300],
    ['100% only on type 1 leaves type 2 to pay', 'percentual', 100, [1], 10000],
    ['R$ 50,00 off capped at type 2 subtotal', 'valor', 5000, [2], 3000],
    ['R$ 20,00 off type 1 lines', 'valor', 2000, [1], 2000],
    ['R$ 200,00 off capped at the whole cart when unlimited', 'valor', 20000, null, 13000],
  ] as const)('discount: %s', (_, discountType, value, ticketTypeIds, expected) => {
    expect(computeCartDiscount(CART, { discountType, value, ticketTypeIds })).toBe(expected);
  });

  it('accepts a cart holding one of the coupon types', () => {
    expect(checkCouponForCart(buildCoupon({ ticketTypeIds: [2, 7] }), CART, NOW)).toEqual({ ok: true });
  });

  it.each([
    ['none of its types in the cart', buildCoupon({ ticketTypeIds: [9] }), CART],
    ['any cart when its types were all removed', buildCoupon({ ticketTypeIds: [] }), CART],
    [
      'its type only with quantity 0',
      buildCoupon({ ticketTypeIds: [2] }),
      [{ ticketTypeId: 2, quantity: 0, unitPriceCents: 3000 }],
    ],
  ])('refuses a cart with %s, saying so', (_, coupon, lines) => {
    expect(checkCouponForCart(coupon, lines, NOW)).toEqual({
      ok: false,
      reason: 'not_for_tickets',
      message: 'Este cupom não vale para os ingressos escolhidos.',
    });
  });

  it('answers an unusable limited code with the one message, never the ticket-type one (ADR 0253)', () => {
    const expired = buildCoupon({ ticketTypeIds: [9], endsAt: new Date('2026-01-01T00:00:00Z') });
    expect(checkCouponForCart(expired, CART, NOW)).toMatchObject({
      ok: false,
      reason: 'expired',
      message: 'Cupom não é válido',
    });
    expect(checkCouponForCart(null, CART, NOW)).toMatchObject({ ok: false, reason: 'not_found' });
  });

  it.each([
    ['met by the eligible lines', [1], 10000, true],
    ['not met by the eligible lines though the cart total meets it', [2], 10000, false],
    ['met by the whole cart when unlimited', null, 13000, true],
  ] as const)('minimum value %s', (_, ticketTypeIds, minValueCents, ok) => {
    const check = checkCouponForCart(buildCoupon({ ticketTypeIds, minValueCents }), CART, NOW);
    expect(check.ok).toBe(ok);
    if (!check.ok) expect(check.reason).toBe('below_min_value');
  });
});
