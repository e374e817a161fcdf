// The organiser's coupons of one event (spec §2 Coupons, §4 Coupon, §5 Coupon). Every function takes
// the event the guard loaded (OwnedEvent), so another organiser's event (and its coupon ids) is a
// 404 before anything else is read. Each write is one guarded statement on the coupon's row: it
// takes only that row's lock, the last in ADR 0040's order, so it cannot deadlock with purchases;
// withRetry (ADR 0040, 0144) is the backstop that runs the statement again on 40P01/40001.
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import {
  COUPON_SERVER_MESSAGES,
  type CouponView,
  type ParsedCouponBody,
  toCouponValues,
  toCouponView,
} from '../../domain/contracts/coupons.ts';
import type { OwnedEvent } from '../access/owned-event.ts';
import type { AppContext } from '../context.ts';
import { coupons } from '../db/schema.ts';
import { logRetries, withRetry } from '../db/with-retry.ts';
import { AppError } from '../http/app-error.ts';

type CouponRow = typeof coupons.$inferSelect;

const view = (row: CouponRow): CouponView => toCouponView(row);
const notFound = () => AppError.notFound(COUPON_SERVER_MESSAGES.notFound);
/** One autocommit statement on the coupon's row, run again on a deadlock or serialization failure. */
const retried = <T>(ctx: AppContext, run: () => Promise<T>): Promise<T> =>
  withRetry(run, logRetries(ctx.log));
const live = (event: OwnedEvent, couponId: number) =>
  and(eq(coupons.id, couponId), eq(coupons.eventId, event.id), isNull(coupons.deletedAt));

export async function listCoupons(ctx: AppContext, event: OwnedEvent): Promise<CouponView[]> {
  const rows = await ctx.db
    .select()
    .from(coupons)
    .where(and(eq(coupons.eventId, event.id), isNull(coupons.deletedAt)))
    .orderBy(asc(coupons.id));
  return rows.map(view);
}

/**
 * A code already live for the event (ignoring case and surrounding spaces) is refused by the unique
 * index coupons_event_code_norm_uq, also when two organisers' tabs create it at the same instant.
 */
export async function createCoupon(
  ctx: AppContext,
  event: OwnedEvent,
  body: ParsedCouponBody,
): Promise<CouponView> {
  const [row] = await retried(ctx, () =>
    ctx.db
      .insert(coupons)
      .values({ eventId: event.id, ...toCouponValues(body) })
      .returning(),
  );
  if (!row) throw new Error('coupon insert returned nothing');
  return view(row);
}

/**
 * The limit is checked against the uses in the same statement that writes it, so a purchase that
 * counts a use at the same instant either comes first (and the check sees it) or waits for this
 * row and then finds the new limit.
 */
export async function updateCoupon(
  ctx: AppContext,
  event: OwnedEvent,
  couponId: number,
  body: ParsedCouponBody,
): Promise<CouponView> {
  const values = toCouponValues(body);
  const [row] = await retried(ctx, () =>
    ctx.db
      .update(coupons)
      .set(values)
      .where(
        and(
          live(event, couponId),
          values.usageLimit === null ? undefined : sql`${coupons.uses} <= ${values.usageLimit}`,
        ),
      )
      .returning(),
  );
  if (row) return view(row);
  const [current] = await ctx.db.select().from(coupons).where(live(event, couponId));
  if (!current) throw notFound();
  const message = COUPON_SERVER_MESSAGES.limitBelowUses(current.uses);
  throw AppError.validation({ limite: [message] }, message);
}

export async function setCouponActive(
  ctx: AppContext,
  event: OwnedEvent,
  couponId: number,
  active: boolean,
): Promise<CouponView> {
  const [row] = await retried(ctx, () =>
    ctx.db.update(coupons).set({ active }).where(live(event, couponId)).returning(),
  );
  if (!row) throw notFound();
  return view(row);
}

/**
 * A soft delete (decision 0141): orders that used the coupon keep pointing at it, with its code and
 * discount; buyers can no longer find it, and its code is free for a new coupon.
 */
export async function deleteCoupon(
  ctx: AppContext,
  event: OwnedEvent,
  couponId: number,
): Promise<CouponView> {
  const [row] = await retried(ctx, () =>
    ctx.db
      .update(coupons)
      .set({ deletedAt: new Date(), active: false })
      .where(live(event, couponId))
      .returning(),
  );
  if (!row) throw notFound();
  return view(row);
}
