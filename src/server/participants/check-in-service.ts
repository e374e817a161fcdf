// Check-in at the door: the voucher's signed QR payload (src/server/documents/check-in-code.ts) is
// verified here, never trusted from the browser; the printed door code is looked up within the
// event; a person picked from a search comes by id. A genuine ticket of this event, paid or
// exempt, gets the day's arrival (check-in-admission.ts); a second scan the same day says when.
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Attendance, CheckInBody, CheckInReply } from '../../domain/contracts/check-in.ts';
import { toLocalParts } from '../../domain/dates.ts';
import { normalizeDoorCode } from '../../domain/door-code.ts';
import { localDay } from '../../domain/event-days.ts';
import type { OwnedEvent } from '../access/owned-event.ts';
import type { AppContext } from '../context.ts';
import { col, queryRows } from '../db/raw-sql.ts';
import { isConfirmedSql } from '../db/status-sql.ts';
import { verifyCheckInCode } from '../documents/check-in-code.ts';
import { AppError } from '../http/app-error.ts';
import { admitForDay } from './check-in-admission.ts';

export const CHECK_IN_MESSAGES = {
  forged: 'Código inválido: não é um ingresso Catraca ou foi alterado. Confira o QR code do voucher.',
  unknown: 'Ingresso não encontrado.',
  otherEvent: 'Este ingresso é de outro evento.',
} as const;

/** Admitted today per ticket type, among those who may attend (paid or exempt). */
export async function getAttendance(ctx: AppContext, event: OwnedEvent, now: Date): Promise<Attendance> {
  const day = localDay(now);
  const rows = await queryRows(
    ctx.db,
    z.object({ ticket: col.text(), total: col.int(), presentes: col.int() }),
    sql`SELECT t.name AS ticket, count(p.id)::int AS total, count(c.id)::int AS presentes
        FROM ticket_types t
        JOIN participants p ON p.ticket_type_id = t.id AND p.event_id = ${event.id} AND ${isConfirmedSql(sql`p.status`)}
        LEFT JOIN check_ins c ON c.participant_id = p.id AND c.day = ${day}
        WHERE t.event_id = ${event.id}
        GROUP BY t.id, t.name ORDER BY t.id`,
  );
  return {
    dia: day,
    presentes: rows.reduce((sum, row) => sum + row.presentes, 0),
    total: rows.reduce((sum, row) => sum + row.total, 0),
    porTipo: rows.map((row) => ({ tipoIngresso: row.ticket, presentes: row.presentes, total: row.total })),
  };
}

const FOUND_ROW = z.object({ id: col.int(), event_id: col.int(), name: col.text(), ticket_name: col.text() });

async function findTicket(ctx: AppContext, event: OwnedEvent, body: CheckInBody) {
  const columns = sql`SELECT p.id, p.event_id, p.name, t.name AS ticket_name
        FROM participants p JOIN ticket_types t ON t.id = p.ticket_type_id`;
  if ('participanteId' in body) {
    const [found] = await queryRows(
      ctx.db,
      FOUND_ROW,
      sql`${columns} WHERE p.id = ${body.participanteId} AND p.event_id = ${event.id}`,
    );
    return found;
  }
  const uuid = verifyCheckInCode(ctx.config.appSecret, body.codigo);
  if (uuid) {
    const [found] = await queryRows(
      ctx.db,
      FOUND_ROW,
      sql`${columns} JOIN events e ON e.id = p.event_id
          WHERE p.uuid = ${uuid} AND e.organisation_id = ${event.organisationId}`,
    );
    // A genuine code whose participant is gone (order deleted) or belongs to another organisation's
    // event reads exactly like an unknown one: the door never learns of other organisers' tickets.
    // Only this organiser's other event is named as such, without telling which.
    if (found && found.event_id !== event.id) throw new AppError('conflict', CHECK_IN_MESSAGES.otherEvent);
    return found;
  }
  const doorCode = normalizeDoorCode(body.codigo);
  if (!doorCode) throw new AppError('validation', CHECK_IN_MESSAGES.forged);
  const [found] = await queryRows(
    ctx.db,
    FOUND_ROW,
    sql`${columns} WHERE p.event_id = ${event.id} AND p.door_code = ${doorCode}`,
  );
  return found;
}

export async function checkIn(
  ctx: AppContext,
  event: OwnedEvent,
  body: CheckInBody,
  by: { organiserId: number; now: Date },
): Promise<CheckInReply> {
  const found = await findTicket(ctx, event, body);
  if (!found) throw AppError.notFound(CHECK_IN_MESSAGES.unknown);
  const admission = await admitForDay(ctx, event, {
    participantId: found.id,
    at: by.now,
    organiserId: by.organiserId,
  });
  const time = toLocalParts(admission.at).time;
  return {
    registrado: admission.registered,
    participanteId: found.id,
    nome: found.name,
    tipoIngresso: found.ticket_name,
    presencaEm: admission.at.toISOString(),
    mensagem: admission.registered ? `Entrada registrada às ${time}` : `Já entrou hoje às ${time}`,
    ...(await getAttendance(ctx, event, by.now)),
  };
}
