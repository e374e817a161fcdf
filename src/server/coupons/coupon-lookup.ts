import { and, eq, isNull, sql } from 'drizzle-orm';
import { type Coupon, normalizeCouponCode } from '../../domain/coupon.ts';
import type { Db } from '../db/client.ts';
import { coupons } from '../db/schema.ts';

export type CouponRecord = Coupon & { id: number };

/** The event's live (not deleted) coupon for a code typed by a buyer (case and spaces ignored), or null. */
export async function findCoupon(db: Db, eventId: number, code: string): Promise<CouponRecord | null> {
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
  };
}
