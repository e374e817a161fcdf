// NODE_ENV=test only: runs a scheduled job now, through pg-boss, at a time the caller names
// (`agora`), and answers when it finished. The end-to-end journey uses it to let a payment
// deadline pass without waiting hours and without writing to the database behind the app's back
// (ADR 0162). Absent in development and production.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { EXPIRE_CANDIDATES_JOB } from '../candidates/candidate-deadline-expiry.ts';
import type { AppContext } from '../context.ts';
import { AppError } from '../http/app-error.ts';
import { localOnly } from '../http/local-only.ts';
import { parseInput } from '../http/validate.ts';
import { REFUND_PAYMENTS_JOB } from '../orders/event-refunds.ts';
import { type DeferredJobQueue, EXPIRE_ORDERS_JOB } from './job-queue.ts';

const runJobBody = z.object({
  agora: z.iso.datetime({ offset: true }).optional(),
  // The expire-orders sweep of one order only: journeys run side by side, and a sweep at a time
  // 16 minutes ahead would expire every other journey's PIX too.
  pedido: z.string().min(1).max(100).optional(),
});

export function registerTestJobRoutes(app: FastifyInstance, ctx: AppContext): void {
  if (ctx.config.NODE_ENV !== 'test') return;
  const route = (url: string, job: string) =>
    app.post(url, { onRequest: localOnly() }, async (request) => {
      const { agora, pedido } = parseInput(runJobBody, request.body ?? {});
      const run = await (ctx.jobs as DeferredJobQueue).runJob(job, {
        ...(agora ? { agora } : {}),
        ...(pedido ? { pedido } : {}),
      });
      if (!run) throw new AppError('conflict', 'As tarefas em segundo plano estão desligadas.');
      return { success: true, data: { job_id: run.id, estado: run.state } };
    });
  route('/api/dev/jobs/expire-candidate-deadlines', EXPIRE_CANDIDATES_JOB);
  // The PIX hold's end, for the buyer journey that watches a PIX expire on a test clock (issue 22).
  route('/api/dev/jobs/expire-orders', EXPIRE_ORDERS_JOB);
  // Cancelled events' refunds and unanswered refunds asked again, on a test clock (issue 20).
  route('/api/dev/jobs/refund-payments', REFUND_PAYMENTS_JOB);
}
