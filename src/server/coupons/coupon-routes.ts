// Cupons tab (spec §7 coupon store/update/delete/activate/inactivate). The guard has loaded the
// event and the coupon id within it before any handler runs. Every reply is §7's envelope:
// success, message and data (the coupon; the list for GET), and on failure `errors` as well (ADR 0191).
import type { FastifyRequest } from 'fastify';
import {
  COUPON_SERVER_MESSAGES,
  couponBodySchema,
  emptyCouponActionBody,
} from '../../domain/contracts/coupons.ts';
import { type OrganiserArea, ownedEvent } from '../access/organiser-area.ts';
import type { AppContext } from '../context.ts';
import { idParam } from '../http/params.ts';
import { parseInput } from '../http/validate.ts';
import { createCoupon, deleteCoupon, listCoupons, setCouponActive, updateCoupon } from './coupon-service.ts';

export function registerCouponRoutes(area: OrganiserArea, ctx: AppContext): void {
  const canRead = { config: { permission: 'event.setup', envelopeErrors: true } } as const;
  const canEdit = { config: { permission: 'event.edit', envelopeErrors: true } } as const;
  // The id, then the (empty) body through parseInput like every other input.
  const couponId = (request: FastifyRequest) => {
    const id = idParam(request, 'cupomId');
    parseInput(emptyCouponActionBody, request.body);
    return id;
  };

  area.get('/api/eventos/:id/cupons', canRead, async (request) => {
    const data = await listCoupons(ctx, ownedEvent(request));
    return { success: true, message: COUPON_SERVER_MESSAGES.listed, data };
  });

  area.post('/api/eventos/:id/cupons', canEdit, async (request, reply) => {
    const body = parseInput(couponBodySchema, request.body);
    const data = await createCoupon(ctx, ownedEvent(request), body);
    return reply.code(201).send({ success: true, message: COUPON_SERVER_MESSAGES.created, data });
  });

  area.put('/api/eventos/:id/cupons/:cupomId', canEdit, async (request) => {
    const id = idParam(request, 'cupomId');
    const body = parseInput(couponBodySchema, request.body);
    return {
      success: true,
      message: COUPON_SERVER_MESSAGES.updated,
      data: await updateCoupon(ctx, ownedEvent(request), id, body),
    };
  });

  area.delete('/api/eventos/:id/cupons/:cupomId', canEdit, async (request) => {
    return {
      success: true,
      message: COUPON_SERVER_MESSAGES.deleted,
      data: await deleteCoupon(ctx, ownedEvent(request), couponId(request)),
    };
  });

  area.post('/api/eventos/:id/cupons/:cupomId/ativar', canEdit, async (request) => {
    const data = await setCouponActive(ctx, ownedEvent(request), couponId(request), true);
    return { success: true, message: COUPON_SERVER_MESSAGES.activated, data };
  });

  area.post('/api/eventos/:id/cupons/:cupomId/inativar', canEdit, async (request) => {
    const data = await setCouponActive(ctx, ownedEvent(request), couponId(request), false);
    return { success: true, message: COUPON_SERVER_MESSAGES.deactivated, data };
  });
}
