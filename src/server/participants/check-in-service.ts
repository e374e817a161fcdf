// Check-in at the door: the voucher's signed code (src/server/documents/check-in-code.ts) is
// verified here, never trusted from the browser; a genuine ticket of this event, paid or exempt,
// gets its first arrival time (a repeat keeps it and says when); the live counter is counted from
// the (event_id, status, id) INCLUDE (checked_in_at) index.
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Attendance, CheckInReply } from '../../domain/contracts/check-in.ts';
import { toLocalParts } from '../../domain/dates.ts';
import {
  canAttend,
  PARTICIPANT_STATUS_LABELS,
  PARTICIPANT_STATUSES,
  type ParticipantStatus,
} from '../../domain/participant-status.ts';
import type { OwnedEvent } from '../access/owned-event.ts';
import type { AppContext } from '../context.ts';
import { col, queryRows } from '../db/raw-sql.ts';
import { isConfirmedSql } from '../db/status-sql.ts';
import { verifyCheckInCode } from '../documents/check-in-code.ts';
import { AppError } from '../http/app-error.ts';

export const CHECK_IN_MESSAGES = {
  forged: 'Código inválido: não é um ingresso Catraca ou foi alterado. Confira o QR code do voucher.',
  unknown: 'Ingresso não encontrado.',
  otherEvent: 'Este ingresso é de outro evento.',
} as const;

export async function getAttendance(ctx: AppContext, event: OwnedEvent): Promise<Attendance> {
  const [row] = await queryRows(
    ctx.db,
    z.object({ total: col.int(), presentes: col.int() }),
    sql`SELECT count(*)::int AS total, count(checked_in_at)::int AS presentes FROM participants
        WHERE event_id = ${event.id} AND ${isConfirmedSql(sql`status`)}`,
  );
  return { presentes: Number(row?.presentes ?? 0), total: Number(row?.total ?? 0) };
}

const CHECKED_IN_ROW = z.object({ checked_in_at: col.date() });

export async function checkIn(ctx: AppContext, event: OwnedEvent, code: string): Promise<CheckInReply> {
  const uuid = verifyCheckInCode(ctx.config.appSecret, code);
  if (!uuid) throw new AppError('validation', CHECK_IN_MESSAGES.forged);
  const [found] = await queryRows(
    ctx.db,
    z.object({
      id: col.int(),
      event_id: col.int(),
      name: col.text(),
      status: z.enum(PARTICIPANT_STATUSES),
      ticket_name: col.text(),
    }),
    sql`SELECT p.id, p.event_id, p.name, p.status, t.name AS ticket_name
        FROM participants p JOIN ticket_types t ON t.id = p.ticket_type_id
        JOIN events e ON e.id = p.event_id
        WHERE p.uuid = ${uuid} AND e.organisation_id = ${event.organisationId}`,
  );
  // A genuine code whose participant is gone (order deleted) or belongs to another organisation's
  // event reads exactly like an unknown one: the door never learns of other organisers' tickets.
  // Only this organiser's other event is named as such, without telling which.
  if (!found) throw AppError.notFound(CHECK_IN_MESSAGES.unknown);
  if (Number(found.event_id) !== event.id) throw new AppError('conflict', CHECK_IN_MESSAGES.otherEvent);
  const status = found.status as ParticipantStatus;
  if (!canAttend(status)) {
    throw new AppError(
      'conflict',
      `Ingresso com status ${PARTICIPANT_STATUS_LABELS[status]}: só ingressos pagos ou isentos dão entrada.`,
    );
  }
  // The first arrival wins; a repeat changes nothing and reads the time already recorded. The
  // status is checked again by the UPDATE itself: a refund or cancellation committed since the read
  // above wins over the door (issue 20), never a refunded person inside.
  const [marked] = await queryRows(
    ctx.db,
    CHECKED_IN_ROW,
    sql`UPDATE participants SET checked_in_at = now()
        WHERE id = ${Number(found.id)} AND checked_in_at IS NULL AND ${isConfirmedSql(sql.raw('status'))}
        RETURNING checked_in_at`,
  );
  const [current] = marked
    ? [marked]
    : await queryRows(
        ctx.db,
        CHECKED_IN_ROW.extend({ checked_in_at: col.date().nullable(), status: z.enum(PARTICIPANT_STATUSES) }),
        sql`SELECT checked_in_at, status FROM participants WHERE id = ${found.id}`,
      ).then((rows) =>
        rows.map((row) => {
          if (row.checked_in_at === null) {
            throw new AppError(
              'conflict',
              `Ingresso com status ${PARTICIPANT_STATUS_LABELS[row.status]}: só ingressos pagos ou isentos dão entrada.`,
            );
          }
          return { checked_in_at: row.checked_in_at };
        }),
      );
  const at = current?.checked_in_at ?? new Date();
  const time = toLocalParts(at).time;
  return {
    registrado: Boolean(marked),
    nome: String(found.name),
    tipoIngresso: String(found.ticket_name),
    presencaEm: at.toISOString(),
    mensagem: marked ? `Entrada registrada às ${time}` : `já registrado às ${time}`,
    ...(await getAttendance(ctx, event)),
  };
}
