// Discount coupons (spec §4 "Purchase flow", §5 "Coupon"). Percentages are whole numbers
// 1–100; fixed discounts are centavos.
import { formatBRL } from './money.ts';

/** The API's numeric code for a percentage coupon (spec §7, §9). */
export const COUPON_TYPE_PERCENTUAL_CODE = 10;

export type CouponDiscountType = 'percentual' | 'valor';

export interface Coupon {
  code: string;
  discountType: CouponDiscountType;
  /** Percent (integer 1–100) for 'percentual'; centavos for 'valor'. */
  value: number;
  minValueCents: number;
  /** null means unlimited. */
  usageLimit: number | null;
  uses: number;
  active: boolean;
  startsAt: Date | null;
  endsAt: Date | null;
}

export type CouponRejectionReason =
  | 'not_found'
  | 'inactive'
  | 'invalid'
  | 'not_started'
  | 'expired'
  | 'usage_exhausted'
  | 'below_min_value';

export type CouponCheck = { ok: true } | { ok: false; reason: CouponRejectionReason; message: string };

export const COUPON_INVALID_MESSAGE = 'Cupom não é válido';
export const COUPON_CODE_REQUIRED_MESSAGE = 'Digite um código de cupom.';

/**
 * Every unusable code reads the same (issue 17 item 4): "not found", "inactive", "expired" and
 * "used up" told apart let a guesser learn which codes exist. The reason stays in `reason` for the
 * server's logs and tests; people only ever see this one message. Below the minimum value is the
 * exception the spec writes out (§5), and it only answers a code that is otherwise usable.
 */
export const COUPON_MESSAGES: Record<Exclude<CouponRejectionReason, 'below_min_value'>, string> = {
  not_found: COUPON_INVALID_MESSAGE,
  inactive: COUPON_INVALID_MESSAGE,
  invalid: COUPON_INVALID_MESSAGE,
  not_started: COUPON_INVALID_MESSAGE,
  expired: COUPON_INVALID_MESSAGE,
  usage_exhausted: COUPON_INVALID_MESSAGE,
};

export function couponMinValueMessage(minValueCents: number): string {
  return `O cupom aplicado requer um valor mínimo de ${formatBRL(minValueCents)}`;
}

// Codes are matched without regard to case or surrounding spaces, because buyers type them
// by hand from flyers and messages.
export function normalizeCouponCode(code: string): string {
  return code.trim().toUpperCase();
}

export function isBlankCouponCode(code: string | null | undefined): boolean {
  return (code ?? '').trim() === '';
}

// A coupon whose numbers make no sense is refused rather than guessed at: this is money.
function hasSaneValue(coupon: Coupon): boolean {
  if (!Number.isInteger(coupon.value) || coupon.value <= 0) return false;
  if (coupon.discountType === 'percentual' && coupon.value > 100) return false;
  return Number.isInteger(coupon.minValueCents) && coupon.minValueCents >= 0;
}

// A usage limit of 0 is read as "no uses left", not "unlimited" (only null is unlimited),
// so a mistyped limit can never turn into free tickets for everyone.
function isUsageExhausted(coupon: Coupon): boolean {
  return coupon.usageLimit !== null && coupon.uses >= coupon.usageLimit;
}

function reject(reason: Exclude<CouponRejectionReason, 'below_min_value'>): CouponCheck {
  return { ok: false, reason, message: COUPON_MESSAGES[reason] };
}

/**
 * Whether a coupon (null when the code matched none) applies to a subtotal at an instant.
 * The window is inclusive at both ends: usable from startsAt through endsAt.
 */
export function checkCouponApplicable(coupon: Coupon | null, subtotalCents: number, now: Date): CouponCheck {
  if (coupon === null) return reject('not_found');
  if (!coupon.active) return reject('inactive');
  if (!hasSaneValue(coupon)) return reject('invalid');
  if (coupon.startsAt !== null && now.getTime() < coupon.startsAt.getTime()) return reject('not_started');
  if (coupon.endsAt !== null && now.getTime() > coupon.endsAt.getTime()) return reject('expired');
  if (isUsageExhausted(coupon)) return reject('usage_exhausted');
  if (subtotalCents < coupon.minValueCents) {
    return { ok: false, reason: 'below_min_value', message: couponMinValueMessage(coupon.minValueCents) };
  }
  return { ok: true };
}

/**
 * The discount in centavos, never more than the subtotal: a percentage is rounded half-up
 * to the centavo; a fixed value is capped at the subtotal.
 */
export function computeDiscount(
  subtotalCents: number,
  coupon: Pick<Coupon, 'discountType' | 'value'>,
): number {
  if (subtotalCents <= 0 || coupon.value <= 0) return 0;
  if (coupon.discountType === 'percentual') {
    const percent = Math.min(coupon.value, 100);
    // Integer arithmetic: (subtotal × percent + 50) / 100 rounds half-up without float error.
    return Math.min(subtotalCents, Math.floor((subtotalCents * percent + 50) / 100));
  }
  return Math.min(subtotalCents, Math.round(coupon.value));
}
