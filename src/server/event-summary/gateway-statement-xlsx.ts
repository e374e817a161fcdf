// The extrato as a spreadsheet (GET /api/eventos/{id}/extrato?formato=xlsx): the lines the screen
// shows, with the same filters, read in batches along (paid at, id) and streamed as they are read
// (docs/decisions/0130), with real date and money cells under a frozen header.
import type { Writable } from 'node:stream';
import type { StatementLine } from '../../domain/contracts/gateway-statement.ts';
import { toLocalParts } from '../../domain/dates.ts';
import { paymentMethodLabel, STATEMENT_STATUS_LABELS } from '../../domain/gateway-statement.ts';
import { neutraliseFormula } from '../../domain/spreadsheet-text.ts';
import type { AppContext } from '../context.ts';
import {
  brazilClock,
  excelDay,
  prefetchBatches,
  writeXlsx,
  type XlsxColumn,
} from '../list-query/xlsx-stream.ts';
import { readStatementLines, type StatementFilters, toStatementLine } from './gateway-statement.ts';

export const STATEMENT_BATCH_SIZE = 2000;

const COLUMNS: readonly XlsxColumn[] = [
  { header: 'Pago em', width: 18, style: 'dateTime' },
  { header: 'Pedido', width: 11 },
  { header: 'Comprador', width: 28 },
  { header: 'Forma de pagamento', width: 22 },
  { header: 'Parcelas', width: 9 },
  { header: 'Valor bruto', width: 14, style: 'money' },
  { header: 'Taxa da operadora', width: 17, style: 'money' },
  { header: 'Estornado', width: 13, style: 'money' },
  { header: 'Valor líquido', width: 14, style: 'money' },
  { header: 'Liberação', width: 12, style: 'date' },
  { header: 'Situação', width: 12 },
  { header: 'Gateway', width: 12 },
];

const reais = (cents: number | null) => (cents === null ? null : cents / 100);

export async function writeGatewayStatement(
  ctx: AppContext,
  eventId: number,
  filters: StatementFilters,
  output: Writable,
  now = new Date(),
): Promise<void> {
  const today = toLocalParts(now).date;
  const rows = prefetchBatches(
    undefined as { paidAt: Date; id: number } | undefined,
    STATEMENT_BATCH_SIZE,
    (after) => readStatementLines(ctx, eventId, filters, { limit: STATEMENT_BATCH_SIZE, after }),
    (batch) => {
      const last = batch[batch.length - 1];
      return last ? { paidAt: last.paid_at, id: last.id } : undefined;
    },
  );
  async function* lines(): AsyncGenerator<StatementLine[]> {
    for await (const batch of rows) yield batch.map((row) => toStatementLine(row, today));
  }
  await writeXlsx(output, {
    name: 'Extrato',
    columns: COLUMNS,
    rows: lines(),
    toCells: (line) => [
      brazilClock(new Date(line.pago_em)),
      line.pedido,
      neutraliseFormula(line.comprador),
      paymentMethodLabel(line.metodo, line.parcelas),
      line.parcelas,
      reais(line.bruto_cents),
      reais(line.taxa_gateway_cents),
      reais(line.estornado_cents),
      reais(line.liquido_cents),
      excelDay(line.liberacao),
      STATEMENT_STATUS_LABELS[line.status],
      line.gateway,
    ],
  });
}
