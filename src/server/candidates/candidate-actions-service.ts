// The organiser's candidate actions by id (spec §7 /api/candidatos/*): ownership, the transition
// under lock (candidate-transitions.ts), retried on deadlock, then the sender woken. The events
// come from the guard, which found every id's event among the actor's.
import { CANDIDATE_SUCCESS, type CandidateAction, exemptionMessage } from '../../domain/candidate-rules.ts';
import type { Actor, OwnedEvent } from '../access/owned-event.ts';
import type { AppContext } from '../context.ts';
import { logRetries, withRetry } from '../db/with-retry.ts';
import { applyTransition, lockOwnedCandidates, type TransitionResult } from './candidate-transitions.ts';

export type IdAction = Exclude<CandidateAction, 'communicate'>;

export async function runCandidateAction(
  ctx: AppContext,
  actor: Actor,
  events: ReadonlyMap<number, OwnedEvent>,
  action: IdAction,
  ids: readonly number[],
  options: { notify?: boolean } = {},
): Promise<TransitionResult> {
  const result = await withRetry(
    () =>
      ctx.db.transaction(async (tx) => {
        const locked = await lockOwnedCandidates(tx, events, ids);
        return applyTransition(ctx, tx, action, locked, {
          notify: options.notify,
          actor: { kind: 'organizador', organiserId: actor.id },
        });
      }),
    logRetries(ctx.log),
  );
  if (result.emails > 0) ctx.jobs.wakeEmailSender();
  return result;
}

/** The reply's message: the §8 success title, with the exemption count where §8 gives one. */
export function actionMessage(action: IdAction, result: TransitionResult): string {
  if (action === 'exempt') return `${CANDIDATE_SUCCESS.exempt} ${exemptionMessage(result.changed.length)}`;
  return CANDIDATE_SUCCESS[action];
}
