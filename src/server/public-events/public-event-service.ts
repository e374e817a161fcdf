import type { PublicEvent, ValidateCouponResult } from '../../domain/contracts/public-event.ts';
import { checkCouponApplicable, computeDiscount } from '../../domain/coupon.ts';
import type { AppContext } from '../context.ts';
import { lookupCouponAttempt } from '../coupons/coupon-lookup.ts';
import { AppError } from '../http/app-error.ts';
import {
  type EventBundle,
  hasSoldOutPart,
  heldPlacesByTicket,
  loadEventBundle,
} from '../orders/event-catalog.ts';
import { toPublicEvent } from './to-public-event.ts';

const EVENT_NOT_FOUND = 'Evento não encontrado.';

export async function requireEventBundle(
  ctx: AppContext,
  key: { id: number } | { slug: string },
): Promise<EventBundle> {
  const bundle = await loadEventBundle(ctx.db, key);
  if (!bundle) throw AppError.notFound(EVENT_NOT_FOUND);
  return bundle;
}

export async function getPublicEvent(
  ctx: AppContext,
  key: { id: number } | { slug: string },
  now = new Date(),
): Promise<PublicEvent> {
  const bundle = await requireEventBundle(ctx, key);
  return toPublicEvent(bundle, {
    now,
    held: hasSoldOutPart(bundle) ? await heldPlacesByTicket(ctx.db, bundle.event.id, now) : new Map(),
    mapsKey: ctx.config.GOOGLE_MAPS_KEY ?? null,
    sandboxMode: ctx.payments.isSandbox,
  });
}

/**
 * A preview for the cart: whether the code applies to this cart total and what it takes off.
 * The registration re-checks everything against the server's own prices.
 */
export async function validateCoupon(
  ctx: AppContext,
  eventId: number,
  input: { codigo: string; cart_total: number },
  clientIp: string,
  now = new Date(),
): Promise<ValidateCouponResult> {
  await requireEventBundle(ctx, { id: eventId });
  const coupon = await lookupCouponAttempt(ctx, { eventId, code: input.codigo, clientIp, now });
  const cartTotalCents = Math.round(input.cart_total * 100);
  const check = checkCouponApplicable(coupon, cartTotalCents, now);
  if (!check.ok || !coupon) {
    throw new AppError('invalid_coupon', check.ok ? 'Cupom não é válido' : check.message);
  }
  const discountCents = computeDiscount(cartTotalCents, coupon);
  return {
    code: coupon.code,
    tipo_desconto: coupon.discountType,
    valor: coupon.discountType === 'percentual' ? coupon.value : coupon.value / 100,
    min_value: coupon.minValueCents / 100,
    desconto: discountCents / 100,
    desconto_cents: discountCents,
  };
}
