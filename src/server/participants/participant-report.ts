// The Participantes report (spec §7 download-relatorio-participantes): an .xlsx written row by row
// to the response while the participants are read in batches along the primary key, so 100 000
// participants never sit in memory at once (docs/decisions/0130). One row per participant: who,
// their ticket, status, amount (a number in R$ format), purchase date (an Excel date in Brazil's
// wall clock), the order (its code, how it was paid, installments, coupon), the buyer, presence,
// the arrival of each day of a multi-day event (ADR 0436), and one column per custom field, each
// conditional question right after the one it depends on (ADR 0421).
import type { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { toLocalParts } from '../../domain/dates.ts';
import { maskCpfCnpj, maskPhone } from '../../domain/documents.ts';
import { dayLabel, eventDays } from '../../domain/event-days.ts';
import { orderPaymentLabel } from '../../domain/order-payment-label.ts';
import { PARTICIPANT_STATUS_LABELS, PARTICIPANT_STATUSES } from '../../domain/participant-status.ts';
import { neutraliseFormula } from '../../domain/spreadsheet-text.ts';
import type { OwnedEvent } from '../access/owned-event.ts';
import type { AppContext } from '../context.ts';
import { col, queryRows } from '../db/raw-sql.ts';
import {
  brazilClock,
  prefetchBatches,
  writeXlsx,
  type XlsxCell,
  type XlsxColumn,
} from '../list-query/xlsx-stream.ts';
import { listAnswerFields, readParticipantAnswers } from './participant-answers.ts';
import { participantScope } from './participant-scope.ts';

/** Participants read per query: a few hundred KB of rows, one round trip per 2 000. */
export const REPORT_BATCH_SIZE = 2000;
const intArray = (ids: readonly number[]) => `{${ids.join(',')}}`;

/** Relatorio_Participantes_{date}.xlsx, the date as aaaa-mm-dd in Brazil. */
export function reportFileName(now: Date): string {
  return `Relatorio_Participantes_${toLocalParts(now).date}.xlsx`;
}

const REPORT_ROW = z.object({
  id: col.int(),
  name: col.text(),
  email: col.text(),
  phone: col.text().nullable(),
  cpf: col.text().nullable(),
  status: z.enum(PARTICIPANT_STATUSES),
  amount_cents: col.int(),
  created_at: col.date(),
  checked_in_at: col.date().nullable(),
  ticket_name: col.text(),
  order_code: col.text(),
  payment_method: z.enum(['pix', 'credit_card', 'free', 'none']),
  installments: col.int(),
  order_total_cents: col.int(),
  coupon_code: col.text().nullable(),
  is_candidate: col.bool(),
  buyer_name: col.text(),
  buyer_email: col.text(),
  buyer_document: col.text().nullable(),
});

const text = (value: unknown) =>
  neutraliseFormula(value === null || value === undefined ? '' : String(value));
/** A phone as people write it ((62) 99111-0001); anything else as it was typed. */
const phoneText = (value: string | null) =>
  value && /^\d{10,11}$/.test(value) ? maskPhone(value) : text(value);
/** A CPF or CNPJ as people write it (529.982.247-25); anything else as it was typed. */
const documentText = (value: string | null) =>
  value && /^(\d{11}|[0-9A-Z]{12}\d{2})$/.test(value) ? maskCpfCnpj(value) : text(value);

const FIXED_COLUMNS: XlsxColumn[] = [
  { header: 'Participante', width: 32 },
  { header: 'E-mail', width: 32 },
  { header: 'Telefone', width: 18 },
  { header: 'CPF', width: 16 },
  { header: 'Tipo de Ingresso', width: 22 },
  { header: 'Status', width: 13 },
  { header: 'Valor Pago', width: 14, style: 'money' },
  { header: 'Data da Compra', width: 18, style: 'dateTime' },
  { header: 'Pedido', width: 11 },
  { header: 'Forma de Pagamento', width: 19 },
  { header: 'Parcelas', width: 9 },
  { header: 'Cupom', width: 14 },
  { header: 'Comprador', width: 32 },
  { header: 'E-mail do Comprador', width: 32 },
  { header: 'CPF do Comprador', width: 19 },
  { header: 'Presença', width: 10 },
  { header: 'Presença em', width: 18, style: 'dateTime' },
];

/** Each participant's arrival per day (participant id → day → instant), for the days asked. */
async function readArrivals(ctx: AppContext, ids: number[], days: string[]) {
  const arrivals = new Map<number, Map<string, Date>>();
  if (ids.length === 0 || days.length === 0) return arrivals;
  const rows = await queryRows(
    ctx.db,
    z.object({ participant_id: col.int(), day: col.text(), checked_in_at: col.date() }),
    sql`SELECT participant_id, day::text AS day, checked_in_at FROM check_ins
        WHERE participant_id = ANY(${intArray(ids)}::int[])`,
  );
  for (const row of rows) {
    const byDay = arrivals.get(row.participant_id) ?? new Map<string, Date>();
    byDay.set(row.day, row.checked_in_at);
    arrivals.set(row.participant_id, byDay);
  }
  return arrivals;
}

/** Writes the event's report to `output` (ended when done). Stops early if `output` is closed. */
export async function writeParticipantReport(
  ctx: AppContext,
  event: OwnedEvent,
  output: Writable,
): Promise<void> {
  const fields = await listAnswerFields(ctx.db, event.id);
  const days = eventDays(event.startsAt, event.endsAt);
  const perDay = days.length > 1 ? days : [];
  // Only an approval event has candidates: the others skip the probe (as participantScope does).
  const isCandidate = event.needsApproval
    ? sql`EXISTS (SELECT 1 FROM candidates c WHERE c.participant_id = p.id)`
    : sql`false`;
  // Read along the primary key, the answers of each batch with it.
  const readBatch = async (afterId: number) => {
    const rows = await queryRows(
      ctx.db,
      REPORT_ROW,
      // A candidate's place is paid by its own payment (order_payment_id), not the order's first.
      sql`SELECT p.id, p.name, p.email, p.phone, p.cpf, p.status, p.amount_cents, p.created_at,
            p.checked_in_at, t.name AS ticket_name, o.code AS order_code,
            coalesce(op.method, o.payment_method) AS payment_method,
            coalesce(op.installments, o.installments) AS installments,
            coalesce(op.amount_cents, o.total_cents) AS order_total_cents,
            cp.code AS coupon_code, o.buyer_name, o.buyer_email, o.buyer_document,
            ${isCandidate} AS is_candidate
          FROM participants p
          JOIN orders o ON o.id = p.order_id
          JOIN ticket_types t ON t.id = p.ticket_type_id
          LEFT JOIN order_payments op ON op.id = p.order_payment_id
          LEFT JOIN coupons cp ON cp.id = o.coupon_id
          WHERE ${participantScope(event)} AND p.id > ${afterId}
          ORDER BY p.id LIMIT ${REPORT_BATCH_SIZE}`,
    );
    const ids = rows.map((row) => row.id);
    const answers = await readParticipantAnswers(ctx.db, event.id, ids, fields);
    const arrivals = await readArrivals(ctx, ids, perDay);
    return rows.map((row) => ({ ...row, answers: answers.get(row.id), arrivals: arrivals.get(row.id) }));
  };
  type Row = Awaited<ReturnType<typeof readBatch>>[number];
  await writeXlsx(output, {
    name: 'Participantes',
    columns: [
      ...FIXED_COLUMNS,
      ...perDay.map(
        (day): XlsxColumn => ({ header: `Entrada ${dayLabel(day, days)}`, width: 18, style: 'dateTime' }),
      ),
      ...fields.map((field) => ({ header: text(field.label), width: 24 })),
    ],
    rows: prefetchBatches(0, REPORT_BATCH_SIZE, readBatch, (batch) => batch.at(-1)?.id ?? 0),
    toCells: (row: Row): XlsxCell[] => [
      text(row.name),
      text(row.email),
      phoneText(row.phone),
      documentText(row.cpf),
      text(row.ticket_name),
      PARTICIPANT_STATUS_LABELS[row.status] ?? text(row.status),
      row.amount_cents / 100,
      brazilClock(row.created_at),
      row.order_code,
      orderPaymentLabel(row.payment_method, row.order_total_cents, row.is_candidate),
      row.payment_method === 'credit_card' ? row.installments : null,
      text(row.coupon_code),
      text(row.buyer_name),
      text(row.buyer_email),
      documentText(row.buyer_document),
      row.checked_in_at ? 'Sim' : 'Não',
      row.checked_in_at ? brazilClock(row.checked_in_at) : null,
      ...perDay.map((day) => {
        const at = row.arrivals?.get(day);
        return at ? brazilClock(at) : null;
      }),
      ...fields.map((field) => text(row.answers?.get(field.id) ?? '')),
    ],
  });
}
