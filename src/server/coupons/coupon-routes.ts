// Cupons tab (spec §7 coupon store/update/delete/activate/inactivate). Each handler proves the event
// is the signed-in organiser's before it reads the input. Every reply is §7's envelope: success,
// message and data (the coupon; the list for GET), and on failure `errors` as well (ADR 0191).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  COUPON_SERVER_MESSAGES,
  couponBodySchema,
  emptyCouponActionBody,
} from '../../domain/contracts/coupons.ts';
import { currentOrganiser, requireOrganiser } from '../auth/guard.ts';
import type { AppContext } from '../context.ts';
import { findOwnedEvent } from '../events/organiser-events-service.ts';
import { idParam } from '../http/params.ts';
import { parseInput } from '../http/validate.ts';
import { createCoupon, deleteCoupon, listCoupons, setCouponActive, updateCoupon } from './coupon-service.ts';

export function registerCouponRoutes(app: FastifyInstance, ctx: AppContext): void {
  const guard = { preHandler: requireOrganiser(ctx), config: { envelopeErrors: true } };
  const ownedEvent = (request: FastifyRequest) =>
    findOwnedEvent(ctx, currentOrganiser(request).id, idParam(request));
  // The id, then the (empty) body through parseInput like every other input.
  const couponId = (request: FastifyRequest) => {
    const id = idParam(request, 'cupomId');
    parseInput(emptyCouponActionBody, request.body);
    return id;
  };

  app.get('/api/eventos/:id/cupons', guard, async (request) => {
    const event = await ownedEvent(request);
    return { success: true, message: COUPON_SERVER_MESSAGES.listed, data: await listCoupons(ctx, event) };
  });

  app.post('/api/eventos/:id/cupons', guard, async (request, reply) => {
    const event = await ownedEvent(request);
    const body = parseInput(couponBodySchema, request.body);
    const data = await createCoupon(ctx, event, body);
    return reply.code(201).send({ success: true, message: COUPON_SERVER_MESSAGES.created, data });
  });

  app.put('/api/eventos/:id/cupons/:cupomId', guard, async (request) => {
    const event = await ownedEvent(request);
    const id = idParam(request, 'cupomId');
    const body = parseInput(couponBodySchema, request.body);
    return {
      success: true,
      message: COUPON_SERVER_MESSAGES.updated,
      data: await updateCoupon(ctx, event, id, body),
    };
  });

  app.delete('/api/eventos/:id/cupons/:cupomId', guard, async (request) => {
    const event = await ownedEvent(request);
    return {
      success: true,
      message: COUPON_SERVER_MESSAGES.deleted,
      data: await deleteCoupon(ctx, event, couponId(request)),
    };
  });

  app.post('/api/eventos/:id/cupons/:cupomId/ativar', guard, async (request) => {
    const event = await ownedEvent(request);
    const data = await setCouponActive(ctx, event, couponId(request), true);
    return { success: true, message: COUPON_SERVER_MESSAGES.activated, data };
  });

  app.post('/api/eventos/:id/cupons/:cupomId/inativar', guard, async (request) => {
    const event = await ownedEvent(request);
    const data = await setCouponActive(ctx, event, couponId(request), false);
    return { success: true, message: COUPON_SERVER_MESSAGES.deactivated, data };
  });
}
