// Sends one outbox row now, through the same claim as the drainer, so it can never be sent twice
// even while a drainer is running. For callers that want a specific e-mail out at once (tests,
// the CLI); everything else is sent by the drainer.
import type { AppContext } from '../context.ts';
import { claimById } from './outbox-claims.ts';
import { deliverClaimed, deliveryContext } from './outbox-delivery.ts';
import { newWorkerId } from './outbox-drainer.ts';

/** True when the message went out now; false when it was not queued (already sent or being sent). */
export async function sendOutboxEmail(ctx: AppContext, outboxId: number): Promise<boolean> {
  const workerId = newWorkerId();
  const row = await claimById(ctx.db, workerId, outboxId);
  if (!row) return false;
  const delivery = await deliverClaimed(
    deliveryContext({
      ctx,
      db: ctx.db,
      mailer: ctx.mailer,
      workerId,
      policy: {
        maxAttempts: ctx.config.EMAIL_MAX_ATTEMPTS,
        retryBaseSeconds: ctx.config.EMAIL_RETRY_BASE_SECONDS,
      },
    }),
    row,
  );
  await delivery.recorded;
  return delivery.outcome === 'sent';
}
