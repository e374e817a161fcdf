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
  /**
   * The ticket types the discount applies to; null means every ticket type. An empty list is a
   * limited coupon whose types were all removed from the event: it reaches nothing (ADR 0425).
   */
  ticketTypeIds: readonly number[] | null;
}

export type CouponRejectionReason =
  | 'not_found'
  | 'inactive'
  | 'invalid'
  | 'not_started'
  | 'expired'
  | 'usage_exhausted'
  | 'below_min_value'
  | 'not_for_tickets';

export type CouponCheck = { ok: true } | { ok: false; reason: CouponRejectionReason; message: string };

export const COUPON_INVALID_MESSAGE = 'Cupom não é válido';
export const COUPON_CODE_REQUIRED_MESSAGE = 'Digite um código de cupom.';
/** A usable code whose ticket types are not in the cart (ADR 0425). */
export const COUPON_NOT_FOR_TICKETS_MESSAGE = 'Este cupom não vale para os ingressos escolhidos.';

/**
 * Every unusable code reads the same (issue 17 item 4): "not found", "inactive", "expired" and
 * "used up" told apart let a guesser learn which codes exist. The reason stays in `reason` for the
 * server's logs and tests; people only ever see this one message. Below the minimum value is the
 * exception the spec writes out (§5), and it only answers a code that is otherwise usable; so is
 * a cart without the coupon's ticket types (ADR 0425), which depends on the cart like the minimum.
 */
type CartIndependentReason = Exclude<CouponRejectionReason, 'below_min_value' | 'not_for_tickets'>;
export const COUPON_MESSAGES: Record<CartIndependentReason, string> = {
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

function reject(reason: CartIndependentReason): CouponCheck {
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

/** One line of a cart as the coupon sees it: a ticket type, how many, at what price. */
export interface CouponCartLine {
  ticketTypeId: number;
  quantity: number;
  unitPriceCents: number;
}

type CouponScope = { ticketTypeIds?: readonly number[] | null };

/** Whether the coupon's discount reaches a ticket type: no list (null or absent) reaches all. */
export function isCouponTicketType(coupon: CouponScope, ticketTypeId: number): boolean {
  return coupon.ticketTypeIds == null || coupon.ticketTypeIds.includes(ticketTypeId);
}

/** The subtotal of the lines the coupon reaches: what its percent, cap and minimum apply to. */
export function eligibleSubtotalCents(coupon: CouponScope, lines: readonly CouponCartLine[]): number {
  return lines
    .filter((line) => isCouponTicketType(coupon, line.ticketTypeId))
    .reduce((sum, line) => sum + line.quantity * line.unitPriceCents, 0);
}

/**
 * Whether a coupon applies to a cart. The cart-independent rules come first (one message for
 * every unusable code, ADR 0253); then a cart with none of the coupon's ticket types is refused;
 * then the minimum value is checked against the eligible lines' subtotal only (ADR 0425).
 */
export function checkCouponForCart(
  coupon: Coupon | null,
  lines: readonly CouponCartLine[],
  now: Date,
): CouponCheck {
  const usable = checkCouponApplicable(coupon, Number.MAX_SAFE_INTEGER, now);
  if (!usable.ok || coupon === null) return usable;
  const reaches = lines.some((line) => line.quantity > 0 && isCouponTicketType(coupon, line.ticketTypeId));
  if (!reaches) return { ok: false, reason: 'not_for_tickets', message: COUPON_NOT_FOR_TICKETS_MESSAGE };
  return checkCouponApplicable(coupon, eligibleSubtotalCents(coupon, lines), now);
}

/** The discount on a cart: computeDiscount on the eligible lines' subtotal (percent, or capped value). */
export function computeCartDiscount(
  lines: readonly CouponCartLine[],
  coupon: Pick<Coupon, 'discountType' | 'value'> & CouponScope,
): number {
  return computeDiscount(eligibleSubtotalCents(coupon, lines), coupon);
}
