import type { FastifyInstance } from 'fastify';
import {
  paymentStatusBody,
  registrationBody,
  sandboxPixConfirmBody,
} from '../../domain/contracts/public-event.ts';
import type { AppContext } from '../context.ts';
import { AppError } from '../http/app-error.ts';
import { idParam } from '../http/params.ts';
import { parseInput } from '../http/validate.ts';
import { getPaymentStatus } from './payment-status.ts';
import { confirmPixPayment } from './pix-confirmation.ts';
import { registerForEvent } from './registration-service.ts';

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_.:-]{8,100}$/;

function idempotencyKeyOf(header: string | string[] | undefined): string | null {
  if (header === undefined) return null;
  if (typeof header !== 'string' || !IDEMPOTENCY_KEY.test(header)) {
    throw AppError.validation({ 'Idempotency-Key': ['Chave de idempotência inválida.'] });
  }
  return header;
}

export function registerOrderRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post('/api/eventos/:id/inscricao', async (request, reply) => {
    const eventId = idParam(request);
    const body = parseInput(registrationBody, request.body);
    const idempotencyKey = idempotencyKeyOf(request.headers['idempotency-key']);
    const { result, replayed } = await registerForEvent(ctx, eventId, body, { idempotencyKey });
    return reply
      .status(replayed ? 200 : 201)
      .send({ success: true, message: 'Inscrição realizada com sucesso!', data: result });
  });

  app.post('/api/check-order-payment-status', async (request) => {
    const { order_payment_id } = parseInput(paymentStatusBody, request.body);
    return { success: true, data: await getPaymentStatus(ctx, order_payment_id) };
  });

  // The sandbox's stand-in for the bank's notification; absent with a real gateway.
  app.post('/api/sandbox/pix/confirmar', async (request) => {
    if (!ctx.payments.isSandbox) throw AppError.notFound();
    const { order_hash } = parseInput(sandboxPixConfirmBody, request.body);
    const paymentId = await confirmPixPayment(ctx, order_hash);
    return { success: true, message: 'Pagamento Confirmado', data: await getPaymentStatus(ctx, paymentId) };
  });
}
