import type { FastifyInstance } from 'fastify';
import {
  candidateCouponBody,
  candidatePaymentBody,
  sandboxCandidatePixBody,
} from '../../domain/contracts/candidate-payment.ts';
import { PAYMENT_PUBLIC_ID_PATTERN } from '../../domain/contracts/public-event.ts';
import type { AppContext } from '../context.ts';
import { AppError } from '../http/app-error.ts';
import { couponCheckLimit, publicLookupLimit, sandboxConfirmLimit } from '../http/public-lookup-limit.ts';
import { parseInput } from '../http/validate.ts';
import { getPaymentStatus } from '../orders/payment-status.ts';
import { isSandboxPix } from '../payments/sandbox-payment.ts';
import { recordSandboxPixMoney } from '../payments/sandbox-pix-money.ts';
import { validateCandidateCoupon } from './candidate-coupon.ts';
import { payCandidates } from './candidate-payment-service.ts';
import { confirmCandidatePix } from './candidate-pix-confirmation.ts';

export function registerCandidatePaymentRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post('/api/payment-candidate/validate-coupon', couponCheckLimit(ctx.config), async (request) => {
    const body = parseInput(candidateCouponBody, request.body);
    return {
      success: true,
      message: 'Cupom aplicado com sucesso!',
      data: await validateCandidateCoupon(ctx, body, request.ip),
    };
  });

  // The order hash is the credential: limited per address like every lookup keyed by a secret.
  app.post(
    '/api/payment-candidate/processar-pagamento-parcial',
    publicLookupLimit(ctx.config),
    async (request) => {
      const body = parseInput(candidatePaymentBody, request.body);
      const result = await payCandidates(ctx, body, new Date(), { clientIp: request.ip });
      return {
        success: true,
        message: result.paid ? 'Pagamento Confirmado' : 'PIX Gerado',
        data: result,
      };
    },
  );

  // The sandbox's stand-in for the bank's notification of one candidate charge.
  app.post('/api/sandbox/pix/confirmar-pagamento', sandboxConfirmLimit(ctx.config), async (request) => {
    if (!ctx.payments.isSandbox) throw AppError.notFound();
    const { order_payment_id } = parseInput(sandboxCandidatePixBody, request.body);
    if (
      !PAYMENT_PUBLIC_ID_PATTERN.test(order_payment_id) ||
      !(await isSandboxPix(ctx.db, { paymentPublicId: order_payment_id }))
    )
      throw AppError.notFound('Pagamento não encontrado.');
    await confirmCandidatePix(ctx, order_payment_id);
    await recordSandboxPixMoney(ctx.db, order_payment_id);
    return {
      success: true,
      message: 'Pagamento Confirmado',
      data: await getPaymentStatus(ctx, order_payment_id),
    };
  });
}
