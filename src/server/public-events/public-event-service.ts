import type {
  PublicEvent,
  ValidateCouponBody,
  ValidateCouponResult,
} from '../../domain/contracts/public-event.ts';
import { type CouponCartLine, checkCouponForCart, computeCartDiscount } from '../../domain/coupon.ts';
import { isEventPublic } from '../../domain/event-lifecycle.ts';
import type { AppContext } from '../context.ts';
import { lookupCouponAttempt } from '../coupons/coupon-lookup.ts';
import { AppError } from '../http/app-error.ts';
import {
  type EventBundle,
  findEventIdByPreviewToken,
  hasSoldOutPart,
  heldPlacesByTicket,
  loadEventBundle,
} from '../orders/event-catalog.ts';
import { publicCardTokenization } from '../payments/card-source.ts';
import { toPublicEvent } from './to-public-event.ts';

const EVENT_NOT_FOUND = 'Evento não encontrado.';

/** The event as buyers may see it: a draft is not found, exactly like a missing event (ADR 0400). */
export async function requireEventBundle(
  ctx: AppContext,
  key: { id: number } | { slug: string },
): Promise<EventBundle> {
  const bundle = await loadEventBundle(ctx.db, key);
  if (!bundle || !isEventPublic(bundle.event.status)) throw AppError.notFound(EVENT_NOT_FOUND);
  return bundle;
}

export async function getPublicEvent(
  ctx: AppContext,
  key: { id: number } | { slug: string },
  now = new Date(),
): Promise<PublicEvent> {
  return toPublic(ctx, await requireEventBundle(ctx, key), now);
}

/**
 * The preview link's page (/previa/{token}): the event in any status, drafts included, exactly as
 * buyers will see it, selling nothing until it is published. A wrong token is a 404.
 */
export async function getPreviewEvent(
  ctx: AppContext,
  token: string,
  now = new Date(),
): Promise<PublicEvent> {
  const eventId = await findEventIdByPreviewToken(ctx.db, token);
  const bundle = eventId === null ? null : await loadEventBundle(ctx.db, { id: eventId });
  if (!bundle) throw AppError.notFound(EVENT_NOT_FOUND);
  return toPublic(ctx, bundle, now);
}

async function toPublic(ctx: AppContext, bundle: EventBundle, now: Date): Promise<PublicEvent> {
  const gateway = (await ctx.gateways.forOrganisation(bundle.event.organisationId))?.gateway ?? ctx.payments;
  return toPublicEvent(bundle, {
    now,
    held: hasSoldOutPart(bundle) ? await heldPlacesByTicket(ctx.db, bundle.event.id, now) : new Map(),
    mapsKey: ctx.config.GOOGLE_MAPS_KEY ?? null,
    sandboxMode: gateway.isSandbox,
    cardTokenization: publicCardTokenization(gateway),
    acceptsCards: gateway.acceptsCards,
  });
}

/**
 * The cart as the coupon sees it: the server's prices for the items sent (ids of other events are
 * left out), or, without items, one line of no known ticket type worth cart_total.
 */
function couponCartLines(bundle: EventBundle, input: ValidateCouponBody): CouponCartLine[] {
  if (!input.itens) {
    return [{ ticketTypeId: 0, quantity: 1, unitPriceCents: Math.round(input.cart_total * 100) }];
  }
  return input.itens.flatMap((item) => {
    const ticket = bundle.tickets.find((t) => t.id === item.ticketTypeId);
    return ticket
      ? [{ ticketTypeId: ticket.id, quantity: item.quantity, unitPriceCents: ticket.priceCents }]
      : [];
  });
}

/**
 * A preview for the cart: whether the code applies to this cart and what it takes off (only the
 * lines of its ticket types when it is limited, ADR 0425). The registration re-checks everything
 * against the server's own prices.
 */
export async function validateCoupon(
  ctx: AppContext,
  eventId: number,
  input: ValidateCouponBody,
  clientIp: string,
  now = new Date(),
): Promise<ValidateCouponResult> {
  const bundle = await requireEventBundle(ctx, { id: eventId });
  const coupon = await lookupCouponAttempt(ctx, { eventId, code: input.codigo, clientIp, now });
  const lines = couponCartLines(bundle, input);
  const check = checkCouponForCart(coupon, lines, now);
  if (!check.ok || !coupon) {
    throw new AppError('invalid_coupon', check.ok ? 'Cupom não é válido' : check.message);
  }
  const discountCents = computeCartDiscount(lines, coupon);
  return {
    code: coupon.code,
    tipo_desconto: coupon.discountType,
    valor: coupon.discountType === 'percentual' ? coupon.value : coupon.value / 100,
    min_value: coupon.minValueCents / 100,
    desconto: discountCents / 100,
    tipos_ingresso_ids: [...(coupon.ticketTypeIds ?? [])],
    desconto_cents: discountCents,
  };
}
