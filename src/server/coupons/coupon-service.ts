// The organiser's coupons of one event (spec §2 Coupons, §4 Coupon, §5 Coupon). Every function takes
// the event the guard loaded (OwnedEvent), so another organiser's event (and its coupon ids) is a
// 404 before anything else is read. Each write is one guarded statement on the coupon's row: it
// takes only that row's lock, the last in ADR 0040's order, so it cannot deadlock with purchases;
// withRetry (ADR 0040, 0144) is the backstop that runs the statement again on 40P01/40001.
// A coupon limited to ticket types (ADR 0425) writes its row and its coupon_ticket_types rows in
// one transaction; the join rows only take KEY SHARE locks on ticket_types, which a purchase's
// UPDATE of `sold` (FOR NO KEY UPDATE) never waits for, so the lock order still holds.
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  COUPON_FORM_MESSAGES,
  COUPON_SERVER_MESSAGES,
  type CouponView,
  type ParsedCouponBody,
  toCouponValues,
  toCouponView,
} from '../../domain/contracts/coupons.ts';
import type { OwnedEvent } from '../access/owned-event.ts';
import type { AppContext } from '../context.ts';
import type { Tx } from '../db/client.ts';
import { coupons, couponTicketTypes, ticketTypes } from '../db/schema.ts';
import { logRetries, withRetry } from '../db/with-retry.ts';
import { AppError } from '../http/app-error.ts';

type CouponRow = typeof coupons.$inferSelect;

const view = (row: CouponRow, ticketTypeIds: readonly number[]): CouponView =>
  toCouponView({ ...row, ticketTypeIds });
const notFound = () => AppError.notFound(COUPON_SERVER_MESSAGES.notFound);
/** One autocommit statement on the coupon's row, run again on a deadlock or serialization failure. */
const retried = <T>(ctx: AppContext, run: () => Promise<T>): Promise<T> =>
  withRetry(run, logRetries(ctx.log));
const live = (event: OwnedEvent, couponId: number) =>
  and(eq(coupons.id, couponId), eq(coupons.eventId, event.id), isNull(coupons.deletedAt));

/** Each coupon's ticket types, ascending (a coupon without rows is absent). */
async function ticketTypeIdsOf(
  db: AppContext['db'] | Tx,
  couponIds: number[],
): Promise<Map<number, number[]>> {
  const byCoupon = new Map<number, number[]>();
  if (couponIds.length === 0) return byCoupon;
  const rows = await db
    .select()
    .from(couponTicketTypes)
    .where(inArray(couponTicketTypes.couponId, couponIds))
    .orderBy(asc(couponTicketTypes.couponId), asc(couponTicketTypes.ticketTypeId));
  for (const row of rows)
    byCoupon.set(row.couponId, [...(byCoupon.get(row.couponId) ?? []), row.ticketTypeId]);
  return byCoupon;
}

async function viewOf(db: AppContext['db'] | Tx, row: CouponRow): Promise<CouponView> {
  return view(row, (await ticketTypeIdsOf(db, [row.id])).get(row.id) ?? []);
}

/**
 * Replaces a coupon's ticket types. The ids are inserted only where they are this event's tickets
 * (INSERT … SELECT from ticket_types of the event), so another event's id is refused (422) in the
 * same statement that would have linked it, with nothing said about what that id is.
 */
async function writeTicketTypes(tx: Tx, event: OwnedEvent, couponId: number, ids: number[]): Promise<void> {
  await tx.delete(couponTicketTypes).where(eq(couponTicketTypes.couponId, couponId));
  if (ids.length === 0) return;
  const linked = await tx
    .insert(couponTicketTypes)
    .select(
      tx
        .select({ couponId: sql<number>`${couponId}::int`.as('coupon_id'), ticketTypeId: ticketTypes.id })
        .from(ticketTypes)
        .where(and(eq(ticketTypes.eventId, event.id), inArray(ticketTypes.id, ids))),
    )
    .returning({ ticketTypeId: couponTicketTypes.ticketTypeId });
  if (linked.length !== ids.length) {
    const message = COUPON_FORM_MESSAGES.ticketTypesInvalid;
    throw AppError.validation({ tipos_ingresso_ids: [message] }, message);
  }
}

export async function listCoupons(ctx: AppContext, event: OwnedEvent): Promise<CouponView[]> {
  const rows = await ctx.db
    .select()
    .from(coupons)
    .where(and(eq(coupons.eventId, event.id), isNull(coupons.deletedAt)))
    .orderBy(asc(coupons.id));
  const ticketTypeIds = await ticketTypeIdsOf(
    ctx.db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => view(row, ticketTypeIds.get(row.id) ?? []));
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
  const ids = body.tipos_ingresso_ids;
  return retried(ctx, () =>
    ctx.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(coupons)
        .values({ eventId: event.id, ...toCouponValues(body), limitedToTicketTypes: ids.length > 0 })
        .returning();
      if (!row) throw new Error('coupon insert returned nothing');
      await writeTicketTypes(tx, event, row.id, ids);
      return view(row, ids);
    }),
  );
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
  const ids = body.tipos_ingresso_ids;
  const updated = await retried(ctx, () =>
    ctx.db.transaction(async (tx) => {
      const [row] = await tx
        .update(coupons)
        .set({ ...values, limitedToTicketTypes: ids.length > 0 })
        .where(
          and(
            live(event, couponId),
            values.usageLimit === null ? undefined : sql`${coupons.uses} <= ${values.usageLimit}`,
          ),
        )
        .returning();
      if (!row) return null;
      await writeTicketTypes(tx, event, row.id, ids);
      return view(row, ids);
    }),
  );
  if (updated) return updated;
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
  return viewOf(ctx.db, row);
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
  return viewOf(ctx.db, row);
}
