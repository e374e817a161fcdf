// Writes a participant's history (ADR 0412): every change after the sale, inside the transaction
// that made it, so an entry exists exactly when the change does.
import type { ParticipantHistoryAction } from '../../domain/participant-history.ts';
import type { Db, Tx } from '../db/client.ts';
import { participantHistory } from '../db/schema.ts';

/** Who changed it: an organiser (by id), the buyer through the order link, or the platform. */
export type HistoryActor =
  | { actor: 'organizador'; organiserId: number }
  | { actor: 'comprador' }
  | { actor: 'sistema' };

export interface HistoryEntry {
  participantId: number;
  eventId: number;
  action: ParticipantHistoryAction;
  reason?: string | null;
  details?: Record<string, unknown>;
}

export async function recordHistory(
  db: Db | Tx,
  by: HistoryActor,
  entries: readonly HistoryEntry[],
): Promise<void> {
  if (entries.length === 0) return;
  await db.insert(participantHistory).values(
    entries.map((entry) => ({
      participantId: entry.participantId,
      eventId: entry.eventId,
      action: entry.action,
      actor: by.actor,
      organiserId: by.actor === 'organizador' ? by.organiserId : null,
      reason: entry.reason ?? null,
      details: entry.details ?? {},
    })),
  );
}
