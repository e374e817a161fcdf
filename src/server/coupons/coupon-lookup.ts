import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { type Coupon, checkCouponApplicable, normalizeCouponCode } from '../../domain/coupon.ts';
import type { AppContext } from '../context.ts';
import type { Db } from '../db/client.ts';
import { coupons, couponTicketTypes } from '../db/schema.ts';
import { clientKeyOf } from '../http/attempt-budget.ts';
import {
  type RateBudget,
  readRateBudget,
  requireRateBudget,
  spendRateBudget,
  tooManyRequests,
} from '../http/rate-budget.ts';

export type CouponRecord = Coupon & { id: number };

/** The event's live (not deleted) coupon for a code typed by a buyer (case and spaces ignored), or null. */
async function findCoupon(db: Db, eventId: number, code: string): Promise<CouponRecord | null> {
  const normalised = normalizeCouponCode(code);
  if (normalised === '') return null;
  const [row] = await db
    .select()
    .from(coupons)
    .where(
      and(
        eq(coupons.eventId, eventId),
        isNull(coupons.deletedAt),
        // The expression of the unique index coupons_event_code_norm_uq, so the lookup uses it.
        sql`upper(btrim(${coupons.code})) = ${normalised}`,
      ),
    )
    .limit(1);
  if (!row) return null;
  // A limited coupon whose rows are all gone (its tickets deleted) stays limited: it reaches nothing.
  const ticketTypeIds = row.limitedToTicketTypes
    ? (
        await db
          .select({ id: couponTicketTypes.ticketTypeId })
          .from(couponTicketTypes)
          .where(eq(couponTicketTypes.couponId, row.id))
          .orderBy(asc(couponTicketTypes.ticketTypeId))
      ).map((link) => link.id)
    : null;
  return {
    id: row.id,
    code: row.code,
    discountType: row.discountType,
    value: row.value,
    minValueCents: row.minValueCents,
    usageLimit: row.usageLimit,
    uses: row.uses,
    active: row.active,
    startsAt: row.startsAt,
    endsAt: row.endsAt,
    ticketTypeIds,
  };
}

/** One code typed by a buyer, and where it came from. */
export interface CouponAttempt {
  eventId: number;
  code: string;
  /** The connection's address (request.ip). */
  clientIp: string;
  now: Date;
}

const COUPON_BUDGET_MESSAGE = 'Muitas tentativas de cupom. Aguarde um pouco e tente novamente.';

/**
 * The only way a buyer's code reaches the coupons table (issue 17 item 4, ADR 0253): every route
 * that takes a code spends the same budgets here before the lookup. Per address, every attempt
 * counts (COUPON_CHECK_MAX_PER_IP_PER_MINUTE); per event, only codes that turn out unusable
 * (COUPON_MISSES_MAX_PER_EVENT_PER_HOUR), so a guesser spread over many addresses runs out while
 * buyers typing a real code never spend it. Whether the coupon applies to a subtotal stays the
 * caller's check (checkCouponApplicable), which answers every unusable code with one message.
 */
export async function lookupCouponAttempt(
  ctx: AppContext,
  attempt: CouponAttempt,
): Promise<CouponRecord | null> {
  const { config, db } = ctx;
  const perAddress: RateBudget = {
    name: 'coupon-attempts-ip',
    max: config.COUPON_CHECK_MAX_PER_IP_PER_MINUTE,
    windowMs: 60_000,
  };
  await requireRateBudget(
    db,
    perAddress,
    clientKeyOf(config.appSecret, attempt.clientIp),
    COUPON_BUDGET_MESSAGE,
  );
  const misses: RateBudget = {
    name: 'coupon-misses-event',
    max: config.COUPON_MISSES_MAX_PER_EVENT_PER_HOUR,
    windowMs: 3_600_000,
  };
  const eventKey = String(attempt.eventId);
  const countsMisses = misses.max > 0;
  const spent = countsMisses ? await readRateBudget(db, misses, eventKey) : null;
  if (spent && spent.hits >= misses.max) throw tooManyRequests(spent, COUPON_BUDGET_MESSAGE);
  const coupon = await findCoupon(db, attempt.eventId, attempt.code);
  // Unusable for any cart (the minimum value depends on the cart, so it is not a miss).
  const check = checkCouponApplicable(coupon, Number.MAX_SAFE_INTEGER, attempt.now);
  if (!check.ok && countsMisses) await spendRateBudget(db, misses, eventKey);
  return coupon;
}
