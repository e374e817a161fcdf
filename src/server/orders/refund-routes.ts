// The organiser's refunds (issue 20, ADR 0415): what a cancelled event has refunded so far and
// the refunds that are not done, and "Tentar novamente" on refunds the gateway refused. Read with
// sales.read (the Resumo's people); a retry gives money back, so it needs sales.refund.
import {
  type RetryRefundsReply,
  refundLatePixBodySchema,
  retryRefundsBodySchema,
} from '../../domain/contracts/refunds.ts';
import { plural } from '../../domain/plural.ts';
import { actorOf, type OrganiserArea, ownedEvent } from '../access/organiser-area.ts';
import type { AppContext } from '../context.ts';
import { parseInput } from '../http/validate.ts';
import { refundLatePayments } from './late-payment-refund.ts';
import { eventRefundOverview } from './refund-overview.ts';
import { retryFailedRefunds } from './refund-retry.ts';

function summary(data: RetryRefundsReply): string {
  const parts = [
    data.reembolsados > 0 && plural(data.reembolsados, 'reembolso concluído', 'reembolsos concluídos'),
    data.em_processamento > 0 &&
      plural(data.em_processamento, 'reembolso em processamento', 'reembolsos em processamento'),
    data.recusados > 0 && plural(data.recusados, 'reembolso recusado', 'reembolsos recusados'),
  ].filter(Boolean);
  return `${parts.join(', ')}.`;
}

export function registerRefundRoutes(area: OrganiserArea, ctx: AppContext): void {
  area.get('/api/eventos/:id/reembolsos', { config: { permission: 'sales.read' } }, async (request) => {
    return { success: true, data: await eventRefundOverview(ctx, ownedEvent(request).id) };
  });

  area.post(
    '/api/eventos/:id/reembolsos/tentar-novamente',
    { config: { permission: 'sales.refund' } },
    async (request) => {
      const body = parseInput(retryRefundsBodySchema, request.body);
      const data = await retryFailedRefunds(ctx, {
        eventId: ownedEvent(request).id,
        refundIds: body.reembolsos_ids,
        by: { actor: 'organizador', organiserId: actorOf(request).id },
      });
      return { success: true, message: summary(data), data };
    },
  );

  // "Devolver" a PIX paid after its order expired (the Resumo's attention item leads here).
  area.post(
    '/api/eventos/:id/pix-tardios/devolver',
    { config: { permission: 'sales.refund' } },
    async (request) => {
      const body = parseInput(refundLatePixBodySchema, request.body);
      const data = await refundLatePayments(ctx, {
        eventId: ownedEvent(request).id,
        latePaymentIds: body.pix_tardios_ids,
      });
      return { success: true, message: summary(data), data };
    },
  );
}
