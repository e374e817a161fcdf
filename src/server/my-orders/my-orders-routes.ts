import type { FastifyInstance } from 'fastify';
import {
  MY_ORDERS_LINK_SENT,
  myOrdersLinkBodySchema,
  myOrdersListBodySchema,
  myOrdersOpenBodySchema,
} from '../../domain/contracts/my-orders.ts';
import { appBaseUrl } from '../config.ts';
import type { AppContext } from '../context.ts';
import { afterReplyTasks } from '../http/after-reply.ts';
import { publicLookupLimit } from '../http/public-lookup-limit.ts';
import { parseInput } from '../http/validate.ts';
import { emailOfViewKey, openMyOrdersLink, requestMyOrdersLink } from './my-orders-access.ts';
import { listMyOrders } from './my-orders-list.ts';

/** "Meus ingressos" (issue 22, ADR 0471): public, keyed by the e-mailed link and its view key. */
export function registerMyOrdersRoutes(app: FastifyInstance, ctx: AppContext): void {
  const lookupLimit = publicLookupLimit(ctx.config);

  // Deliveries still running (or about to start) when the app closes are awaited.
  const afterReply = afterReplyTasks(app);

  app.post('/api/meus-ingressos/link', { config: { public: true } }, async (request) => {
    const { email } = parseInput(myOrdersLinkBodySchema, request.body);
    const deliver = await requestMyOrdersLink(ctx, {
      email,
      ip: request.ip,
      linkBase: appBaseUrl(ctx.config),
    });
    // After the reply: whether the address has orders must not show in the response time.
    afterReply(deliver, (error) => request.log.error({ err: error }, 'meus ingressos link delivery failed'));
    return { success: true, message: MY_ORDERS_LINK_SENT, data: null };
  });

  app.post('/api/meus-ingressos/abrir', lookupLimit, async (request) => {
    const { token } = parseInput(myOrdersOpenBodySchema, request.body);
    return { success: true, data: await openMyOrdersLink(ctx, token) };
  });

  app.post('/api/meus-ingressos/pedidos', lookupLimit, async (request) => {
    const { chave } = parseInput(myOrdersListBodySchema, request.body);
    const { email, until } = await emailOfViewKey(ctx, chave);
    return { success: true, data: await listMyOrders(ctx, email, until) };
  });
}
