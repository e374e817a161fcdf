import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { AppError } from '../http/app-error.ts';
import { publicLookupLimit } from '../http/public-lookup-limit.ts';
import { getCandidateOrder } from './candidate-status-service.ts';

export function registerCandidateStatusRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/payment-candidate/:orderHash', publicLookupLimit(ctx.config), async (request) => {
    const { orderHash } = request.params as { orderHash: string };
    if (!/^[A-Za-z0-9_-]{10,100}$/.test(orderHash)) throw AppError.notFound('Inscrição não encontrada.');
    return { success: true, message: 'Inscrição carregada.', data: await getCandidateOrder(ctx, orderHash) };
  });
}
