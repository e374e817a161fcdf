// The pg-boss job's entry point for expired selections. The expiry itself (event row, then the due
// candidates by ascending id, then one guarded UPDATE that a payment confirmed in between wins) lives
// in candidate-deadline.ts, shared with the payment race tests, so there is one implementation.
import type { AppContext } from '../context.ts';
import { logRetries, withRetry } from '../db/with-retry.ts';
import {
  expireDueCandidates,
  expireCandidateDeadlines as expireEventDeadlines,
} from './candidate-deadline.ts';

export const EXPIRE_CANDIDATES_JOB = 'expire-candidate-deadlines';

/** Expires every overdue selection (optionally of one event); returns how many candidates. */
export async function expireCandidateDeadlines(
  ctx: AppContext,
  now = new Date(),
  scope: { eventId?: number } = {},
): Promise<number> {
  const { eventId } = scope;
  if (eventId === undefined) return expireDueCandidates(ctx, now);
  const ids = await withRetry(
    () => ctx.db.transaction((tx) => expireEventDeadlines(tx, eventId, now)),
    logRetries(ctx.log),
  );
  return ids.length;
}
