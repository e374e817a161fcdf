// The Participantes report (spec §7 download-relatorio-participantes): an .xlsx written row by row
// to the response while the participants are read in batches along the primary key, so 100 000
// participants never sit in memory at once (docs/decisions/0130). One row per participant: who,
// their ticket, status, amount (a number in R$ format), purchase date (an Excel date in Brazil's
// wall clock), presence, the buyer, and one column per custom field.
import type { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { z } from 'zod';
import { toLocalParts } from '../../domain/dates.ts';
import { PARTICIPANT_STATUS_LABELS, PARTICIPANT_STATUSES } from '../../domain/participant-status.ts';
import { neutraliseFormula } from '../../domain/spreadsheet-text.ts';
import type { OwnedEvent } from '../access/owned-event.ts';
import type { AppContext } from '../context.ts';
import { col, queryRows } from '../db/raw-sql.ts';
import { type AnswersByField, listAnswerFields, readParticipantAnswers } from './participant-answers.ts';
import { participantScope } from './participant-scope.ts';

export const REPORT_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** Participants read per query: a few hundred KB of rows, one round trip per 2 000. */
export const REPORT_BATCH_SIZE = 2000;
const OFFSET_MS = 3 * 60 * 60 * 1000;

/** Relatorio_Participantes_{date}.xlsx, the date as aaaa-mm-dd in Brazil. */
export function reportFileName(now: Date): string {
  return `Relatorio_Participantes_${toLocalParts(now).date}.xlsx`;
}

/**
 * Excel dates have no time zone: a cell shows the wall-clock time it stores. exceljs writes a Date
 * as its UTC clock, so the instant is moved back three hours to show São Paulo's (decision 0003).
 */
const brazilClock = (instant: Date) => new Date(instant.getTime() - OFFSET_MS);

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
  buyer_name: col.text(),
  buyer_email: col.text(),
});
type ReportRow = z.output<typeof REPORT_ROW>;

const text = (value: unknown) =>
  neutraliseFormula(value === null || value === undefined ? '' : String(value));

// One style object per kind of cell, shared by every cell of its column: exceljs recognises a style
// it has seen by object identity, and a fresh copy per cell (what column styles give) made it
// serialise and compare 1.5 million styles for 100 000 rows, half the report's CPU.
const PLAIN: Partial<ExcelJS.Style> = {};
const MONEY: Partial<ExcelJS.Style> = { numFmt: '"R$" #,##0.00' };
const DATE_TIME: Partial<ExcelJS.Style> = { numFmt: 'dd/mm/yyyy hh:mm' };

const FIXED_COLUMNS: { header: string; width: number; style: Partial<ExcelJS.Style> }[] = [
  { header: 'Participante', width: 32, style: PLAIN },
  { header: 'E-mail', width: 32, style: PLAIN },
  { header: 'Telefone', width: 18, style: PLAIN },
  { header: 'CPF', width: 16, style: PLAIN },
  { header: 'Tipo de Ingresso', width: 22, style: PLAIN },
  { header: 'Status', width: 13, style: PLAIN },
  { header: 'Valor Pago', width: 14, style: MONEY },
  { header: 'Data da Compra', width: 18, style: DATE_TIME },
  { header: 'Comprador', width: 32, style: PLAIN },
  { header: 'E-mail do Comprador', width: 32, style: PLAIN },
  { header: 'Presença', width: 10, style: PLAIN },
  { header: 'Presença em', width: 18, style: DATE_TIME },
];

/** Resolves when `stream` has drained or `output` (the reply) has closed, whichever comes first. */
function drainedOrClosed(stream: Writable | PipedStream, output: Writable): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      stream.off('drain', done);
      output.off('close', done);
      resolve();
    };
    stream.on('drain', done);
    output.on('close', done);
  });
}

/** A stream of the readable-stream package (archiver's), which Node's `instanceof` does not know. */
interface PipedStream {
  _writableState?: { length: number };
  on(event: 'drain', listener: () => void): unknown;
  off(event: 'drain', listener: () => void): unknown;
}

/**
 * The zip's input for the sheet's XML. exceljs writes the XML into it without looking at back
 * pressure, so when the compressor (or a slow download behind it) falls behind, the XML piles up
 * there and the process grows with the report. The writer waits for it between batches.
 */
function sheetZipInput(sheet: ExcelJS.Worksheet): PipedStream | null {
  const pipes = (sheet as unknown as { stream?: { pipes?: PipedStream[] } }).stream?.pipes;
  const input = pipes?.[0];
  return input?._writableState && typeof input.on === 'function' ? input : null;
}

/** Writes the event's report to `output` (ended when done). Stops early if `output` is closed. */
export async function writeParticipantReport(
  ctx: AppContext,
  event: OwnedEvent,
  output: Writable,
): Promise<void> {
  const fields = await listAnswerFields(ctx.db, event.id);
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: output,
    useStyles: true,
    // Shared strings would keep every distinct text in memory until the end.
    useSharedStrings: false,
    // Fast deflate: the sheet's XML waits in memory for the compressor, so a slower level costs
    // both CPU and memory for a file ~30 % smaller.
    zip: { zlib: { level: 1 } },
  } as Partial<ExcelJS.stream.xlsx.WorkbookStreamWriterOptions>);
  workbook.creator = 'Catraca';
  const sheet = workbook.addWorksheet('Participantes', { views: [{ state: 'frozen', ySplit: 1 }] });
  const columns = [
    ...FIXED_COLUMNS,
    ...fields.map((field) => ({ header: text(field.label), width: 24, style: PLAIN })),
  ];
  sheet.columns = columns.map(({ header, width }) => ({ header, width }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();

  // The next batch is read while this one is written: the database's work and the writer's overlap.
  type Batch = { rows: ReportRow[]; ids: number[]; answers: Map<number, AnswersByField> };
  const readBatch = async (afterId: number): Promise<Batch> => {
    const rows = await queryRows(
      ctx.db,
      REPORT_ROW,
      sql`SELECT p.id, p.name, p.email, p.phone, p.cpf, p.status, p.amount_cents, p.created_at,
            p.checked_in_at, t.name AS ticket_name, o.buyer_name, o.buyer_email
          FROM participants p
          JOIN orders o ON o.id = p.order_id
          JOIN ticket_types t ON t.id = p.ticket_type_id
          WHERE ${participantScope(event)} AND p.id > ${afterId}
          ORDER BY p.id LIMIT ${REPORT_BATCH_SIZE}`,
    );
    const ids = rows.map((row) => Number(row.id));
    const answers = await readParticipantAnswers(ctx.db, event.id, ids, fields);
    return { rows, ids, answers };
  };
  // Only the money and date columns carry a style; the others keep the default one, which costs
  // exceljs nothing per cell.
  const styled = columns.flatMap((column, i) =>
    column.style === PLAIN ? [] : [{ index: i + 1, style: column.style }],
  );

  let pending: Promise<Batch> | null = readBatch(0);
  while (pending) {
    const { rows, ids, answers }: Batch = await pending;
    if (output.destroyed) return;
    if (rows.length === 0) break;
    pending = rows.length < REPORT_BATCH_SIZE ? null : readBatch(ids[ids.length - 1] as number);
    for (const row of rows) {
      const id = Number(row.id);
      const checkedIn = row.checked_in_at;
      const mine = answers.get(id);
      const line = sheet.addRow([
        text(row.name),
        text(row.email),
        text(row.phone),
        text(row.cpf),
        text(row.ticket_name),
        PARTICIPANT_STATUS_LABELS[row.status] ?? text(row.status),
        row.amount_cents / 100,
        brazilClock(row.created_at),
        text(row.buyer_name),
        text(row.buyer_email),
        checkedIn ? 'Sim' : 'Não',
        checkedIn ? brazilClock(checkedIn) : null,
        ...fields.map((field) => text(mine?.get(field.id) ?? '')),
      ]);
      for (const { index, style } of styled) line.getCell(index).style = style;
      line.commit();
    }
    // Back pressure, both from the compressor and from a slow download behind it: at most about
    // one batch of rows waits here.
    const zipInput = sheetZipInput(sheet);
    if (zipInput && (zipInput._writableState?.length ?? 0) > 0) await drainedOrClosed(zipInput, output);
    if (output.writableNeedDrain) await drainedOrClosed(output, output);
    if (output.destroyed) {
      // The client went away: the batch already asked for is not written (nor left unhandled).
      pending?.catch(() => {});
      return;
    }
  }
  sheet.commit();
  await workbook.commit();
}
