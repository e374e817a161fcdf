// Undoing an arrival at the door (ADR 0436): a wrong person admitted, a scan on the wrong ticket.
// The day's row goes, the participant's first-arrival time follows what remains, and the history
// keeps who undid it, why, and the time that was undone. Lock order as admission: the
// participant's row, then its check-ins.
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { formatDateTimeBR } from '../../domain/dates.ts';
import { localDay } from '../../domain/event-days.ts';
import type { OwnedEvent } from '../access/owned-event.ts';
import type { AppContext } from '../context.ts';
import { col, queryRows } from '../db/raw-sql.ts';
import { logRetries, withRetry } from '../db/with-retry.ts';
import { AppError } from '../http/app-error.ts';
import { recordHistory } from '../orders/order-history.ts';

export async function undoCheckIn(
  ctx: AppContext,
  event: OwnedEvent,
  input: { participantId: number; reason: string; day?: string | undefined },
  by: { organiserId: number; now: Date },
): Promise<{ dia: string; desfeita: string }> {
  const day = input.day ?? localDay(by.now);
  return withRetry(
    () =>
      ctx.db.transaction(async (tx) => {
        await queryRows(
          tx,
          z.object({ id: col.int() }),
          sql`SELECT id FROM participants WHERE id = ${input.participantId} AND event_id = ${event.id} FOR UPDATE`,
        );
        const [removed] = await queryRows(
          tx,
          z.object({ checked_in_at: col.date() }),
          sql`DELETE FROM check_ins WHERE participant_id = ${input.participantId} AND day = ${day}
              RETURNING checked_in_at`,
        );
        if (!removed) throw new AppError('conflict', 'Não há entrada registrada neste dia para desfazer.');
        await tx.execute(
          sql`UPDATE participants
              SET checked_in_at = (SELECT min(checked_in_at) FROM check_ins WHERE participant_id = ${input.participantId})
              WHERE id = ${input.participantId}`,
        );
        await recordHistory(tx, { actor: 'organizador', organiserId: by.organiserId }, [
          {
            participantId: input.participantId,
            eventId: event.id,
            action: 'entrada_desfeita',
            reason: input.reason,
            details: { dia: day, entrada: removed.checked_in_at.toISOString() },
          },
        ]);
        return { dia: day, desfeita: formatDateTimeBR(removed.checked_in_at) };
      }),
    logRetries(ctx.log),
  );
}
