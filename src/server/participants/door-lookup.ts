// Finding people at the door (ADR 0436): the order code printed on the voucher lists that order's
// participants to pick from; otherwise a name (ILIKE, trigram index) or CPF digits search, at most
// 20. The offline list is every ticket of the event with its signed QR payload, so a phone
// recognises a genuine QR by equality without holding the app secret.
import { type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { DoorParticipant, DoorSearchReply, OfflineList } from '../../domain/contracts/check-in.ts';
import { classifyDoorInput, formatDoorCode } from '../../domain/door-code.ts';
import { localDay } from '../../domain/event-days.ts';
import {
  canAttend,
  PARTICIPANT_STATUS_LABELS,
  PARTICIPANT_STATUSES,
} from '../../domain/participant-status.ts';
import type { OwnedEvent } from '../access/owned-event.ts';
import type { AppContext } from '../context.ts';
import { col, queryRows } from '../db/raw-sql.ts';
import { signCheckInCode } from '../documents/check-in-code.ts';
import { escapeLike } from '../list-query/list-sql.ts';

const SEARCH_LIMIT = 20;

const DOOR_ROW = z.object({
  id: col.int(),
  uuid: col.text(),
  name: col.text(),
  ticket_name: col.text(),
  order_code: col.text(),
  door_code: col.text(),
  cpf: col.text().nullable(),
  status: z.enum(PARTICIPANT_STATUSES),
  today_at: col.date().nullable(),
});
type DoorRow = z.infer<typeof DOOR_ROW>;

function doorRows(ctx: AppContext, event: OwnedEvent, today: string, where: SQL, limit?: number) {
  return queryRows(
    ctx.db,
    DOOR_ROW,
    sql`SELECT p.id, p.uuid::text AS uuid, p.name, t.name AS ticket_name, o.code AS order_code,
               p.door_code, p.cpf, p.status, c.checked_in_at AS today_at
        FROM participants p
        JOIN ticket_types t ON t.id = p.ticket_type_id
        JOIN orders o ON o.id = p.order_id
        LEFT JOIN check_ins c ON c.participant_id = p.id AND c.day = ${today}
        WHERE p.event_id = ${event.id} AND ${where}
        ORDER BY lower(p.name), p.id
        ${limit ? sql`LIMIT ${limit}` : sql``}`,
  );
}

/** "•••.•••.789-09": enough to tell two namesakes apart, not the whole document. */
function cpfEnding(cpf: string | null): string | null {
  const digits = cpf?.replace(/\D/g, '') ?? '';
  return digits.length === 11 ? `•••.•••.${digits.slice(6, 9)}-${digits.slice(9)}` : null;
}

function toDoorParticipant(row: DoorRow): DoorParticipant {
  return {
    id: row.id,
    nome: row.name,
    tipoIngresso: row.ticket_name,
    codigoPedido: row.order_code,
    codigoIngresso: formatDoorCode(row.door_code),
    cpfFinal: cpfEnding(row.cpf),
    status: PARTICIPANT_STATUS_LABELS[row.status],
    podeEntrar: canAttend(row.status),
    entradaHoje: row.today_at?.toISOString() ?? null,
  };
}

export async function searchAtTheDoor(
  ctx: AppContext,
  event: OwnedEvent,
  text: string,
  now: Date,
): Promise<DoorSearchReply> {
  const today = localDay(now);
  const input = classifyDoorInput(text);
  if (input.kind === 'orderCode') {
    const rows = await doorRows(ctx, event, today, sql`o.code = ${input.code}`);
    if (rows.length > 0) return { porPedido: true, participantes: rows.map(toDoorParticipant) };
  }
  if (input.kind === 'doorCode') {
    const rows = await doorRows(ctx, event, today, sql`p.door_code = ${input.code}`);
    if (rows.length > 0) return { porPedido: false, participantes: rows.map(toDoorParticipant) };
  }
  const digits = text.replace(/\D/g, '');
  const byName = sql`p.name ILIKE ${`%${escapeLike(text.trim())}%`}`;
  const where =
    digits.length >= 3 && digits.length === text.replace(/[\s.\-/]/g, '').length
      ? sql`regexp_replace(p.cpf, '\\D', '', 'g') LIKE ${`%${digits}%`}`
      : byName;
  const rows = await doorRows(ctx, event, today, where, SEARCH_LIMIT);
  return { porPedido: false, participantes: rows.map(toDoorParticipant) };
}

export async function offlineList(ctx: AppContext, event: OwnedEvent, now: Date): Promise<OfflineList> {
  const today = localDay(now);
  const rows = await doorRows(ctx, event, today, sql`true`);
  return {
    dia: today,
    geradaEm: now.toISOString(),
    ingressos: rows.map((row) => {
      const { id, nome, tipoIngresso, codigoPedido, codigoIngresso, cpfFinal, podeEntrar, entradaHoje } =
        toDoorParticipant(row);
      return {
        id,
        codigo: signCheckInCode(ctx.config.appSecret, row.uuid),
        codigoIngresso,
        codigoPedido,
        nome,
        cpfFinal,
        tipoIngresso,
        podeEntrar,
        entradaHoje,
      };
    }),
  };
}
