import type { FastifyInstance } from 'fastify';
import { validateCouponBody } from '../../domain/contracts/public-event.ts';
import type { AppContext } from '../context.ts';
import { AppError } from '../http/app-error.ts';
import { idParam } from '../http/params.ts';
import { couponCheckLimit, publicLookupLimit } from '../http/public-lookup-limit.ts';
import { parseInput } from '../http/validate.ts';
import { getPreviewEvent, getPublicEvent, validateCoupon } from './public-event-service.ts';

const SLUG_PATTERN = /^[a-z0-9][a-z0-9-]{0,150}$/;
/** events.preview_token: 64 hex characters. */
export const PREVIEW_TOKEN_PATTERN = /^[0-9a-f]{64}$/;

export function registerPublicEventRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/eventos/slug/:slug', async (request) => {
    const { slug } = request.params as { slug: string };
    if (!SLUG_PATTERN.test(slug)) throw AppError.notFound('Evento não encontrado.');
    return { success: true, data: await getPublicEvent(ctx, { slug }) };
  });

  // The draft's preview (ADR 0400): keyed by its unguessable token, limited per address like
  // every public lookup by a secret.
  app.get('/api/eventos/previa/:token', publicLookupLimit(ctx.config), async (request) => {
    const { token } = request.params as { token: string };
    if (!PREVIEW_TOKEN_PATTERN.test(token)) throw AppError.notFound('Evento não encontrado.');
    return { success: true, data: await getPreviewEvent(ctx, token) };
  });

  app.get('/api/eventos/inscricao/:eventId', { config: { public: true } }, async (request) => {
    return { success: true, data: await getPublicEvent(ctx, { id: idParam(request, 'eventId') }) };
  });

  // Per address: coupon codes are short words a script could try one after another (ADR 0045).
  app.post('/api/eventos/:id/validar-cupom', couponCheckLimit(ctx.config), async (request) => {
    const eventId = idParam(request);
    const input = parseInput(validateCouponBody, request.body);
    const data = await validateCoupon(ctx, eventId, input, request.ip);
    return { success: true, message: 'Cupom aplicado com sucesso!', data };
  });
}
