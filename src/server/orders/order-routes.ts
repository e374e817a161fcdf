import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { editParticipantBodySchema, withdrawalBodySchema } from '../../domain/contracts/order-changes.ts';
import {
  PAYMENT_PUBLIC_ID_PATTERN,
  paymentStatusBody,
  pendingOrderCardBody,
  registrationBody,
  sandboxPixConfirmBody,
} from '../../domain/contracts/public-event.ts';
import { BUYER_EDIT_MESSAGES } from '../../domain/participant-edit.ts';
import type { AppContext } from '../context.ts';
import { AppError } from '../http/app-error.ts';
import { idParam } from '../http/params.ts';
import { publicLookupLimit, sandboxConfirmLimit } from '../http/public-lookup-limit.ts';
import { parseInput } from '../http/validate.ts';
import { editedMessage } from '../participants/participant-edit.ts';
import { isSandboxPix } from '../payments/sandbox-payment.ts';
import { recordSandboxPixMoney } from '../payments/sandbox-pix-money.ts';
import { editOrderParticipant, getOrderParticipantForm } from './order-participant-edit.ts';
import { getPublicOrder, withdrawOrder } from './order-withdrawal.ts';
import { getPaymentStatus } from './payment-status.ts';
import { payPendingOrderByCard } from './pending-order-card.ts';
import { confirmPixPayment } from './pix-confirmation.ts';
import { registerForEvent } from './registration-service.ts';

/** Card attempts on a pending order per address per minute (a buyer retrying a typo needs a few). */
const CARD_SWITCH_MAX_PER_IP_PER_MINUTE = 10;
/** Order hashes are 24 base64url characters (older ones 32 hex); nothing else is looked up. */
const orderHashParams = z.object({
  hash: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, 'Pedido não encontrado.'),
});

const orderParticipantParams = orderHashParams.extend({
  participanteId: z.coerce
    .number()
    .int()
    .min(1, BUYER_EDIT_MESSAGES.notFound)
    .max(2_147_483_647, BUYER_EDIT_MESSAGES.notFound),
});

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_.:-]{8,100}$/;

function idempotencyKeyOf(header: string | string[] | undefined): string | null {
  if (header === undefined) return null;
  if (typeof header !== 'string' || !IDEMPOTENCY_KEY.test(header)) {
    throw AppError.validation({ 'Idempotency-Key': ['Chave de idempotência inválida.'] });
  }
  return header;
}

export interface OrderRouteHooks {
  /** Asks a real gateway about a pending payment before its status is answered (the page polls). */
  refreshPayment?: (paymentPublicId: string) => Promise<unknown>;
}

export function registerOrderRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  hooks: OrderRouteHooks = {},
): void {
  const lookupLimit = publicLookupLimit(ctx.config);

  app.post('/api/eventos/:id/inscricao', { config: { public: true } }, async (request, reply) => {
    const eventId = idParam(request);
    const body = parseInput(registrationBody, request.body);
    const idempotencyKey = idempotencyKeyOf(request.headers['idempotency-key']);
    const { result, replayed } = await registerForEvent(ctx, eventId, body, {
      idempotencyKey,
      clientIp: request.ip,
    });
    return reply
      .status(replayed ? 200 : 201)
      .send({ success: true, message: 'Inscrição realizada com sucesso!', data: result });
  });

  // order_payment_id is the payment's public id (ADR 0041); polled every 10 s by the PIX step.
  app.post('/api/check-order-payment-status', lookupLimit, async (request) => {
    const { order_payment_id } = parseInput(paymentStatusBody, request.body);
    if (hooks.refreshPayment && PAYMENT_PUBLIC_ID_PATTERN.test(order_payment_id)) {
      await hooks.refreshPayment(order_payment_id);
    }
    return { success: true, data: await getPaymentStatus(ctx, order_payment_id) };
  });

  // A PIX given up for a card on the same order (issue 22). Keyed by the unguessable order hash;
  // a card per attempt, so it is capped tighter than a lookup: card testers get a few tries a minute.
  app.post(
    '/api/pedidos/pagar-com-cartao',
    {
      config: { public: true, rateLimit: { max: CARD_SWITCH_MAX_PER_IP_PER_MINUTE, timeWindow: '1 minute' } },
    },
    async (request) => {
      const body = parseInput(pendingOrderCardBody, request.body);
      return { success: true, message: 'Pagamento Confirmado', data: await payPendingOrderByCard(ctx, body) };
    },
  );
  // The buyer's order page and withdrawal (CDC art. 49), keyed by the order's unguessable hash,
  // the same key as its vouchers; rate-limited like every public lookup (ADR 0413).
  app.get('/api/pedidos/:hash', lookupLimit, async (request) => {
    const { hash } = parseInput(orderHashParams, request.params);
    return { success: true, data: await getPublicOrder(ctx, hash) };
  });

  app.post('/api/pedidos/:hash/cancelar', lookupLimit, async (request) => {
    const { motivo } = parseInput(withdrawalBodySchema, request.body ?? {});
    const { hash } = parseInput(orderHashParams, request.params);
    const result = await withdrawOrder(ctx, hash, motivo);
    // Made or still being asked for (the gateway did not answer yet): either way, asked.
    const refunded = result.refunds.some((r) => r.failure === null);
    return {
      success: true,
      message: refunded
        ? 'Inscrição cancelada. O reembolso foi solicitado ao meio de pagamento.'
        : 'Inscrição cancelada.',
      data: {
        cancelados: result.cancelled.length,
        valor_reembolsado_cents: result.refundedCents,
        estornos: result.refunds.map((r) => ({
          valor_cents: r.amountCents,
          reembolsado: r.refunded,
          motivo_falha: r.failure,
        })),
      },
    };
  });

  // The buyer fixes a participant's data through the same link, until the event starts (ADR 0416).
  app.get('/api/pedidos/:hash/participantes/:participanteId', lookupLimit, async (request) => {
    const { hash, participanteId } = parseInput(orderParticipantParams, request.params);
    return { success: true, data: await getOrderParticipantForm(ctx, hash, participanteId) };
  });

  app.put('/api/pedidos/:hash/participantes/:participanteId', lookupLimit, async (request) => {
    // The body first, like the withdrawal's: the contract sweeps reach its schema with any path.
    const body = parseInput(editParticipantBodySchema, request.body);
    const { hash, participanteId } = parseInput(orderParticipantParams, request.params);
    const { ticketResent } = await editOrderParticipant(ctx, hash, participanteId, body);
    return { success: true, message: editedMessage(ticketResent) };
  });

  // The sandbox's stand-in for the bank's notification; absent with a real gateway.
  app.post('/api/sandbox/pix/confirmar', sandboxConfirmLimit(ctx.config), async (request) => {
    if (!ctx.payments.isSandbox) throw AppError.notFound();
    const { order_hash } = parseInput(sandboxPixConfirmBody, request.body);
    // Another gateway's charge (an organisation's own account) is confirmed by that gateway only.
    if (!(await isSandboxPix(ctx.db, { orderHash: order_hash })))
      throw AppError.notFound('Pedido não encontrado.');
    const paymentPublicId = await confirmPixPayment(ctx, order_hash);
    await recordSandboxPixMoney(ctx.db, paymentPublicId);
    return {
      success: true,
      message: 'Pagamento Confirmado',
      data: await getPaymentStatus(ctx, paymentPublicId),
    };
  });
}
