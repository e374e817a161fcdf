// POST /api/eventos/{id}/inscricao: plan from the server's own data, write the order and take its
// places atomically (charging a card before COMMIT), queue the e-mail after it commits.
import { and, eq } from 'drizzle-orm';
import type { RegistrationBody, RegistrationResult } from '../../domain/contracts/public-event.ts';
import type { AppContext } from '../context.ts';
import { findCoupon } from '../coupons/coupon-lookup.ts';
import { orders } from '../db/schema.ts';
import { AppError } from '../http/app-error.ts';
import { cardModeOf } from '../payments/card-source.ts';
import { type EventBundle, loadEventBundle } from './event-catalog.ts';
import { assertSameRequest, isIdempotencyKeyTaken, registrationFingerprint } from './idempotency.ts';
import { releaseExpiredOrders } from './order-expiry.ts';
import { placeOrder } from './order-placement.ts';
import { planRegistration } from './registration-plan.ts';
import { loadOrderSnapshot, toRegistrationResult } from './registration-result.ts';
import type { StockGuard } from './stock-reservation.ts';

export interface RegisterOptions {
  idempotencyKey?: string | null;
  now?: Date;
  /** Test-only: 'none' switches the stock guard off for the concurrency canary. */
  stockGuard?: StockGuard;
}

export interface RegisterOutcome {
  result: RegistrationResult;
  /** True when an earlier request with the same Idempotency-Key already created the order. */
  replayed: boolean;
}

export async function registerForEvent(
  ctx: AppContext,
  eventId: number,
  body: RegistrationBody,
  options: RegisterOptions = {},
): Promise<RegisterOutcome> {
  const now = options.now ?? new Date();
  const key = options.idempotencyKey ?? null;
  const fingerprint = key ? registrationFingerprint(ctx.config.appSecret, eventId, body) : null;
  for (let attempt = 0; ; attempt++) {
    const bundle = await loadEventBundle(ctx.db, { id: eventId });
    if (!bundle) throw AppError.notFound('Evento não encontrado.');
    if (key && fingerprint) {
      const replay = await replayOrder(ctx, bundle, key, fingerprint);
      if (replay) return { result: replay, replayed: true };
    }
    try {
      const coupon = body.cupom?.code ? await findCoupon(ctx.db, eventId, body.cupom.code) : null;
      const plan = planRegistration({ bundle, body, coupon, now, cardMode: cardModeOf(ctx.payments) });
      const result = await placeOrder(ctx, {
        bundle,
        plan,
        now,
        idempotencyKey: key,
        idempotencyFingerprint: fingerprint,
        stockGuard: options.stockGuard,
      });
      return { result, replayed: false };
    } catch (error) {
      if (key && fingerprint && isIdempotencyKeyTaken(error)) {
        const replay = await replayOrder(ctx, bundle, key, fingerprint);
        if (replay) return { result: replay, replayed: true };
      }
      // Places held by unpaid PIX orders past their expiry go back on sale right away, not at
      // the next cron tick: when short of stock, sweep this event once and try again.
      if (attempt === 0 && isOutOfPlaces(error) && (await releaseExpiredOrders(ctx, now, { eventId })) > 0) {
        continue;
      }
      throw error;
    }
  }
}

/** The order an earlier request with this key created, if the body is the same; else a conflict. */
async function replayOrder(
  ctx: AppContext,
  bundle: EventBundle,
  key: string,
  fingerprint: string,
): Promise<RegistrationResult | null> {
  const [existing] = await ctx.db
    .select({ id: orders.id, fingerprint: orders.idempotencyFingerprint })
    .from(orders)
    .where(and(eq(orders.eventId, bundle.event.id), eq(orders.idempotencyKey, key)))
    .limit(1);
  if (!existing) return null;
  assertSameRequest(existing.fingerprint, fingerprint);
  const snapshot = await loadOrderSnapshot(ctx.db, existing.id, bundle.settings);
  return snapshot ? toRegistrationResult(snapshot) : null;
}

function isOutOfPlaces(error: unknown): boolean {
  return error instanceof AppError && (error.type === 'insufficient_stock' || error.type === 'event_closed');
}
