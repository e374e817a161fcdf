// Admitting one participant on one day (ADR 0436), shared by the door's scans and the offline
// sync. In one transaction, in the lock order of ADR 0040 (the participant's row, then its
// check-ins): the participant row is updated first, which re-reads its status after any refund
// that was committing (a refund never leaves a refunded person inside: the refund's own guard
// reads checked_in_at) and queues a second door behind the first; then the day's row is inserted,
// and the unique (participant, day) index makes the second door's insert a no-op that reads the
// first arrival instead.
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { localDay } from '../../domain/event-days.ts';
import { PARTICIPANT_STATUS_LABELS, PARTICIPANT_STATUSES } from '../../domain/participant-status.ts';
import type { OwnedEvent } from '../access/owned-event.ts';
import type { AppContext } from '../context.ts';
import { col, queryRows } from '../db/raw-sql.ts';
import { isConfirmedSql } from '../db/status-sql.ts';
import { logRetries, withRetry } from '../db/with-retry.ts';
import { AppError } from '../http/app-error.ts';

export interface Admission {
  participantId: number;
  /** True when this call recorded the day's arrival. */
  registered: boolean;
  /** The day's arrival: this one, or the earlier one that stands. */
  at: Date;
  /** The phone that recorded the standing arrival ('' online). */
  device: string;
  day: string;
}

export interface AdmissionInput {
  participantId: number;
  at: Date;
  organiserId: number | null;
  device?: string;
}

export function statusRefusal(status: (typeof PARTICIPANT_STATUSES)[number]): AppError {
  return new AppError(
    'conflict',
    `Ingresso com status ${PARTICIPANT_STATUS_LABELS[status]}: só ingressos pagos ou isentos dão entrada.`,
  );
}

const DAY_ROW = z.object({ checked_in_at: col.date(), device: col.text() });

export async function admitForDay(
  ctx: AppContext,
  event: OwnedEvent,
  input: AdmissionInput,
): Promise<Admission> {
  const day = localDay(input.at);
  const device = input.device ?? '';
  return withRetry(
    () =>
      ctx.db.transaction(async (tx) => {
        const [person] = await queryRows(
          tx,
          z.object({ status: z.enum(PARTICIPANT_STATUSES), confirmed: col.bool() }),
          sql`UPDATE participants
              SET checked_in_at = CASE WHEN ${isConfirmedSql(sql.raw('status'))}
                                       THEN LEAST(coalesce(checked_in_at, ${input.at}), ${input.at})
                                       ELSE checked_in_at END
              WHERE id = ${input.participantId} AND event_id = ${event.id}
              RETURNING status, ${isConfirmedSql(sql.raw('status'))} AS confirmed`,
        );
        if (!person) throw AppError.notFound('Ingresso não encontrado.');
        if (!person.confirmed) throw statusRefusal(person.status);
        const [inserted] = await queryRows(
          tx,
          DAY_ROW,
          sql`INSERT INTO check_ins (participant_id, event_id, day, checked_in_at, organiser_id, device)
              VALUES (${input.participantId}, ${event.id}, ${day}, ${input.at}, ${input.organiserId}, ${device})
              ON CONFLICT DO NOTHING
              RETURNING checked_in_at, device`,
        );
        if (inserted)
          return {
            participantId: input.participantId,
            registered: true,
            at: inserted.checked_in_at,
            device,
            day,
          };
        const [standing] = await queryRows(
          tx,
          DAY_ROW,
          sql`SELECT checked_in_at, device FROM check_ins WHERE participant_id = ${input.participantId} AND day = ${day}`,
        );
        return {
          participantId: input.participantId,
          registered: false,
          at: standing?.checked_in_at ?? input.at,
          device: standing?.device ?? '',
          day,
        };
      }),
    logRetries(ctx.log),
  );
}
