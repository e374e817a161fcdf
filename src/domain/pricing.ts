// Order totals. The browser uses this to show a preview; the server recomputes with the
// same function from its own prices and coupon, and only the server's result is charged.
import { type Coupon, computeCartDiscount } from './coupon.ts';

/** Spec §4/§9: a total of R$ 0,01 or less is free (no payment step, method "free"). */
export const FREE_THRESHOLD_CENTS = 1;

export interface OrderLineInput {
  ticketTypeId: number;
  quantity: number;
  unitPriceCents: number;
}

export interface OrderLine extends OrderLineInput {
  lineTotalCents: number;
}

export interface OrderTotals {
  lines: OrderLine[];
  subtotalCents: number;
  discountCents: number;
  totalCents: number;
  isFree: boolean;
  /** What the buyer is charged: 0 when free (a 1-centavo total is waived), else the total. */
  amountDueCents: number;
}

function assertNonNegativeInteger(name: string, value: number): void {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${name} must be a non-negative integer, got ${value}`);
  }
}

/**
 * Sums the lines and applies the coupon's discount. Whether the coupon may be applied at
 * all (dates, usage, minimum) is checkCouponApplicable's job; pass null when it may not.
 */
export function computeOrderTotals(input: {
  lines: readonly OrderLineInput[];
  /** ticketTypeIds limits the discount to those lines (absent or null: every line). */
  coupon: (Pick<Coupon, 'discountType' | 'value'> & Partial<Pick<Coupon, 'ticketTypeIds'>>) | null;
}): OrderTotals {
  const lines = input.lines.map((line) => {
    // Bad numbers here mean a schema upstream let them through; failing loudly beats charging wrong.
    assertNonNegativeInteger('quantity', line.quantity);
    assertNonNegativeInteger('unitPriceCents', line.unitPriceCents);
    return { ...line, lineTotalCents: line.quantity * line.unitPriceCents };
  });
  const subtotalCents = lines.reduce((sum, line) => sum + line.lineTotalCents, 0);
  const discountCents = input.coupon === null ? 0 : computeCartDiscount(lines, input.coupon);
  const totalCents = subtotalCents - discountCents;
  const isFree = totalCents <= FREE_THRESHOLD_CENTS;
  return {
    lines,
    subtotalCents,
    discountCents,
    totalCents,
    isFree,
    amountDueCents: isFree ? 0 : totalCents,
  };
}
