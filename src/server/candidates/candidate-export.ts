// "Exportar" of the Pré-Inscritos table (spec §7 exportar-candidatos-excel): the spreadsheet is
// built from the server's own rows for the ids sent (the ticked rows) or for the filters sent (what
// the organiser is looking at) — never from what the browser typed into the body.

import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { CANDIDATE_LABELS } from '../../domain/candidate-rules.ts';
import { candidateListQuerySchema } from '../../domain/contracts/candidates.ts';
import { formatDateTimeBR } from '../../domain/dates.ts';
import { neutraliseFormula } from '../../domain/spreadsheet-text.ts';
import { CANDIDATE_NOT_FOUND } from '../access/child-kinds.ts';
import type { OwnedEvent } from '../access/owned-event.ts';
import type { AppContext } from '../context.ts';
import { COUNT_ROW, queryRows } from '../db/raw-sql.ts';
import { AppError } from '../http/app-error.ts';
import { parseInput } from '../http/validate.ts';
import { listOrderBy, listWhere } from '../list-query/list-sql.ts';
import { candidateListSource } from './candidate-list-source.ts';

/** More than any approval event's candidates; a bound on one request's work. */
const MAX_EXPORT_ROWS = 50_000;

export async function exportCandidates(
  ctx: AppContext,
  event: OwnedEvent,
  input: { ids?: number[]; filtros?: Record<string, string> },
): Promise<{ fileName: string; body: Buffer }> {
  const source = candidateListSource(event.id);
  let where = sql`c.event_id = ${event.id}`;
  let order = listOrderBy(source, { ordenar: null, direcao: 'asc' });
  if (input.ids && input.ids.length > 0) {
    const unique = [...new Set(input.ids)];
    const [owned] = await queryRows(
      ctx.db,
      COUNT_ROW,
      sql`SELECT count(*)::int AS n FROM candidates WHERE event_id = ${event.id} AND id = ANY(${`{${unique.join(',')}}`}::int[])`,
    );
    if (owned?.n !== unique.length) throw AppError.notFound(CANDIDATE_NOT_FOUND);
    where = sql`${where} AND c.id = ANY(${`{${unique.join(',')}}`}::int[])`;
  } else {
    const allowed = new Set([
      'busca',
      'ordenar',
      'direcao',
      'status',
      'tipoIngresso',
      'dataCompra_de',
      'dataCompra_ate',
    ]);
    const query = parseInput(
      candidateListQuerySchema,
      Object.fromEntries(Object.entries(input.filtros ?? {}).filter(([key]) => allowed.has(key))),
    );
    where = listWhere(source, query);
    order = listOrderBy(source, query);
  }
  const rows = await queryRows(
    ctx.db,
    source.row,
    sql`SELECT ${source.columns} FROM candidates c ${source.joins} WHERE ${where} ORDER BY ${order} LIMIT ${MAX_EXPORT_ROWS}`,
  );
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Pré-Inscritos');
  sheet.columns = [
    { header: 'Nome', key: 'nome', width: 32 },
    { header: 'Email', key: 'email', width: 32 },
    { header: 'Telefone', key: 'telefone', width: 18 },
    { header: 'Status', key: 'status', width: 16 },
    { header: 'Tipo de Ingresso', key: 'tipoIngresso', width: 24 },
    { header: 'Data de Inscrição', key: 'dataCompra', width: 20 },
    { header: 'Valor (R$)', key: 'valor', width: 12 },
  ];
  sheet.getRow(1).font = { bold: true };
  for (const raw of rows) {
    const row = source.toRow(raw);
    sheet.addRow({
      // Typed by people: a leading = + - @ must not run as a formula (spreadsheet-text.ts).
      nome: neutraliseFormula(row.nome),
      email: neutraliseFormula(row.email),
      telefone: neutraliseFormula(row.telefone ?? ''),
      status: CANDIDATE_LABELS[row.status],
      tipoIngresso: neutraliseFormula(row.tipoIngresso),
      dataCompra: formatDateTimeBR(new Date(row.dataCompra)),
      valor: Number(row.valorPago),
    });
  }
  sheet.getColumn('valor').numFmt = '#,##0.00';
  const body = Buffer.from(await workbook.xlsx.writeBuffer());
  return { fileName: `candidatos_${event.slug}.xlsx`, body };
}
