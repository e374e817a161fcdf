// POST /api/eventos/{id}/inscricao: plan from the server's own data, write the order and take its
// places atomically (charging a card before COMMIT), queue the e-mail after it commits.
import { and, eq } from 'drizzle-orm';
import type { RegistrationBody, RegistrationResult } from '../../domain/contracts/public-event.ts';
import { isEventPublic } from '../../domain/event-lifecycle.ts';
import { ORDER_LIMIT_MESSAGES } from '../../domain/order-limits.ts';
import type { AppContext } from '../context.ts';
import { lookupCouponAttempt } from '../coupons/coupon-lookup.ts';
import { orders } from '../db/schema.ts';
import { AppError } from '../http/app-error.ts';
import { clientKeyOf } from '../http/attempt-budget.ts';
import { cardModeOf } from '../payments/card-source.ts';
import { requireReceiving } from '../payments/gateway-resolver.ts';
import { type EventBundle, heldPlacesByTicket, loadEventBundle } from './event-catalog.ts';
import { assertSameRequest, isIdempotencyKeyTaken, registrationFingerprint } from './idempotency.ts';
import { releaseExpiredOrders } from './order-expiry.ts';
import { placeOrder } from './order-placement.ts';
import { spendRegistrationBudgets } from './registration-budgets.ts';
import { planRegistration, precheckRegistration } from './registration-plan.ts';
import { loadOrderSnapshot, toRegistrationResult } from './registration-result.ts';
import type { StockGuard } from './stock-reservation.ts';
import type { HoldGuard } from './unpaid-holds.ts';

export interface RegisterOptions {
  idempotencyKey?: string | null;
  now?: Date;
  /** The buyer's connection (request.ip): budgets and unpaid holds are counted per address. */
  clientIp?: string | null;
  /** Test-only: 'none' switches the stock guard off for the concurrency canary. */
  stockGuard?: StockGuard;
  /** Test-only: 'none' switches the buyer's hold locks off for the canary (ADR 0251). */
  holdGuard?: HoldGuard;
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
  const clientIp = options.clientIp ?? null;
  const clientKey = clientIp ? clientKeyOf(ctx.config.appSecret, clientIp) : null;
  let budgetsSpent = false;
  for (let attempt = 0; ; attempt++) {
    const bundle = await loadEventBundle(ctx.db, { id: eventId });
    // A draft is invisible to buyers: not found, like a missing event (ADR 0400).
    if (!bundle || !isEventPublic(bundle.event.status)) throw AppError.notFound('Evento não encontrado.');
    if (key && fingerprint) {
      const replay = await replayOrder(ctx, bundle, key, fingerprint);
      if (replay) return { result: replay, replayed: true };
    }
    try {
      // Size, participants and buyer first: nothing is spent and no code is looked up for a
      // request that could never become an order (issue 17 items 2 and 4).
      precheckRegistration(bundle, body);
      if (!budgetsSpent) {
        await spendRegistrationBudgets(ctx, { body, clientKey });
        budgetsSpent = true;
      }
      const code = body.cupom?.code;
      const coupon =
        code && !bundle.event.needsApproval
          ? await lookupCouponAttempt(ctx, { eventId, code, clientIp: clientIp ?? 'internal', now })
          : null;
      const receiving = await ctx.gateways.forOrganisation(bundle.event.organisationId);
      const plan = planRegistration({
        bundle,
        body,
        coupon,
        now,
        cardMode: cardModeOf(receiving?.gateway ?? ctx.payments),
      });
      // Free orders and pre-registrations move no money; a paid one needs someone to receive it.
      const paidBy = plan.kind === 'pix' || plan.kind === 'credit_card' ? requireReceiving(receiving) : null;
      const cap = bundle.settings.maxParticipantsPerOrder;
      const result = await placeOrder(ctx, {
        bundle,
        plan,
        now,
        idempotencyKey: key,
        idempotencyFingerprint: fingerprint,
        stockGuard: options.stockGuard,
        clientKey,
        holdLimits: {
          perBuyer: holdLimit(ctx.config.UNPAID_PLACES_MAX_PER_BUYER, cap),
          perClient: holdLimit(ctx.config.UNPAID_PLACES_MAX_PER_IP, cap),
        },
        holdGuard: options.holdGuard,
        receiving: paidBy ?? receiving ?? { gateway: ctx.payments, accountId: null },
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
      throw await explainSoldOut(ctx, eventId, now, error);
    }
  }
}

/**
 * Nothing left, but some of it only held by PIX orders that may still expire: "esgotado no
 * momento, vagas podem voltar", not "inscrições fechadas" (issue 17 item 3).
 */
async function explainSoldOut(ctx: AppContext, eventId: number, now: Date, error: unknown): Promise<unknown> {
  if (!isOutOfPlaces(error) || !(error instanceof AppError) || error.details?.available !== 0) return error;
  const ticketTypeId = error.details.ticket_type_id;
  const byTicket = await heldPlacesByTicket(ctx.db, eventId, now);
  const held =
    typeof ticketTypeId === 'number'
      ? (byTicket.get(ticketTypeId) ?? 0)
      : [...byTicket.values()].reduce((sum, n) => sum + n, 0);
  if (held === 0) return error;
  return new AppError('insufficient_stock', ORDER_LIMIT_MESSAGES.soldOutForNow, {
    details: { ...error.details, available: 0, held, reason: 'held' },
  });
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

/** A configured bound, never below one full order; 0 (off) is null. */
function holdLimit(configured: number, participantsPerOrder: number): number | null {
  return configured === 0 ? null : Math.max(configured, participantsPerOrder);
}

function isOutOfPlaces(error: unknown): boolean {
  return error instanceof AppError && (error.type === 'insufficient_stock' || error.type === 'event_closed');
}
