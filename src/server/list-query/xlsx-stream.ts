// The one spreadsheet writer of the list exports (Participantes' report, Pré-Inscritos' export):
// an .xlsx streamed to the response row by row while the rows are read in batches, so a large
// list never sits in memory at once (docs/decisions/0130). The caller reads; this writes, waits
// for the compressor and the download (back pressure), and stops when the client goes away.
import { PassThrough, type Writable } from 'node:stream';
import type ExcelJS from 'exceljs';

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

// One style object per kind of cell, shared by every cell of its column: exceljs recognises a style
// it has seen by object identity, and a fresh copy per cell (what column styles give) made it
// serialise and compare 1.5 million styles for 100 000 rows, half the report's CPU.
export const XLSX_STYLES = {
  plain: {},
  money: { numFmt: '"R$" #,##0.00' },
  decimal: { numFmt: '#,##0.00' },
  dateTime: { numFmt: 'dd/mm/yyyy hh:mm' },
  date: { numFmt: 'dd/mm/yyyy' },
} as const satisfies Record<string, Partial<ExcelJS.Style>>;

const BRAZIL_OFFSET_MS = 3 * 60 * 60 * 1000;

/**
 * Excel dates have no time zone: a cell shows the wall-clock time it stores. exceljs writes a Date
 * as its UTC clock, so the instant is moved back three hours to show São Paulo's (decision 0003).
 */
export const brazilClock = (instant: Date) => new Date(instant.getTime() - BRAZIL_OFFSET_MS);

/** A yyyy-mm-dd calendar day as an Excel date cell (midnight of that day). */
export const excelDay = (day: string) => new Date(`${day}T00:00:00Z`);

export interface XlsxColumn {
  header: string;
  width: number;
  style?: keyof typeof XLSX_STYLES;
}

export type XlsxCell = string | number | Date | null;

export interface XlsxSheet<Row> {
  name: string;
  columns: readonly XlsxColumn[];
  /** Batches of rows (prefetchBatches reads the next while this one is written). */
  rows: AsyncIterable<Row[]>;
  /** One cell per column; text typed by people goes through neutraliseFormula. */
  toCells: (row: Row) => XlsxCell[];
}

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
 * there and the process grows with the file. The writer waits for it between batches.
 */
function sheetZipInput(sheet: ExcelJS.Worksheet): PipedStream | null {
  const pipes = (sheet as unknown as { stream?: { pipes?: PipedStream[] } }).stream?.pipes;
  const input = pipes?.[0];
  return input?._writableState && typeof input.on === 'function' ? input : null;
}

/** Writes one sheet to `output` (ended when done). Stops early, reading no more, if `output` closes. */
export async function writeXlsx<Row>(output: Writable, spec: XlsxSheet<Row>): Promise<void> {
  // Loaded on the first export, not at start-up: exceljs and its dependencies are ~400 modules, a
  // third of what the server would load before it listens (docs/decisions/0233).
  const { default: Excel } = await import('exceljs');
  const workbook = new Excel.stream.xlsx.WorkbookWriter({
    stream: output,
    useStyles: true,
    // Shared strings would keep every distinct text in memory until the end.
    useSharedStrings: false,
    // Fast deflate: the sheet's XML waits in memory for the compressor, so a slower level costs
    // both CPU and memory for a file ~30 % smaller.
    zip: { zlib: { level: 1 } },
  } as Partial<ExcelJS.stream.xlsx.WorkbookStreamWriterOptions>);
  workbook.creator = 'Catraca';
  const sheet = workbook.addWorksheet(spec.name, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = spec.columns.map(({ header, width }) => ({ header, width }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  // Only styled columns carry a style; the others keep the default one, which costs nothing per cell.
  const styled = spec.columns.flatMap((column, i) =>
    !column.style || column.style === 'plain' ? [] : [{ index: i + 1, style: XLSX_STYLES[column.style] }],
  );

  for await (const batch of spec.rows) {
    if (output.destroyed) return;
    for (const row of batch) {
      const line = sheet.addRow(spec.toCells(row));
      for (const { index, style } of styled) line.getCell(index).style = style;
      line.commit();
    }
    // Back pressure, both from the compressor and from a slow download behind it: at most about
    // one batch of rows waits here.
    const zipInput = sheetZipInput(sheet);
    if (zipInput && (zipInput._writableState?.length ?? 0) > 0) await drainedOrClosed(zipInput, output);
    if (output.writableNeedDrain) await drainedOrClosed(output, output);
    // The client went away: leaving the loop ends the reader too (its `finally` runs).
    if (output.destroyed) return;
  }
  sheet.commit();
  await workbook.commit();
}

/**
 * Batches from `read(cursor)`, the next one asked for while the caller writes this one, so the
 * database's work and the writer's overlap. `next` gives the cursor after a full batch.
 */
export async function* prefetchBatches<Row, Cursor>(
  first: Cursor,
  size: number,
  read: (cursor: Cursor) => Promise<Row[]>,
  next: (rows: Row[], cursor: Cursor) => Cursor,
): AsyncGenerator<Row[]> {
  let cursor = first;
  let pending: Promise<Row[]> | null = read(cursor);
  try {
    while (pending) {
      const rows: Row[] = await pending;
      if (rows.length === 0) return;
      pending = null;
      if (rows.length === size) {
        cursor = next(rows, cursor);
        pending = read(cursor);
      }
      yield rows;
    }
  } finally {
    // Left early (the client went away): the batch already asked for is not left unhandled.
    pending?.catch(() => {});
  }
}

/**
 * A stream for a reply whose headers go out before the file is written: `write` runs into it, and
 * a failure then (headers gone) breaks the download, which the browser reports.
 */
export function streamedFile(
  write: (output: Writable) => Promise<void>,
  onError: (error: unknown) => void,
): PassThrough {
  const body = new PassThrough();
  write(body).catch((err: unknown) => {
    onError(err);
    body.destroy(err instanceof Error ? err : new Error(String(err)));
  });
  return body;
}
