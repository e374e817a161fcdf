// "Exportar" of the Pré-Inscritos table (spec §7 exportar-candidatos-excel): the spreadsheet is
// built from the server's own rows for the ids sent (the ticked rows) or for the filters sent (what
// the organiser is looking at) — never from what the browser typed into the body. The ids and
// filters are checked first (a 404 or 422 before any byte); the file is then streamed in batches
// by the list exports' one writer (list-query/xlsx-stream.ts), its header row frozen. The date is
// a real Excel date in Brazil's wall clock; after the fixed columns come the answers to the form,
// each conditional question right after the one it depends on (ADR 0421).
import type { Writable } from 'node:stream';

import { sql } from 'drizzle-orm';
import { CANDIDATE_LABELS } from '../../domain/candidate-rules.ts';
import { candidateListQuerySchema } from '../../domain/contracts/candidates.ts';
import { maskCpfCnpj, maskPhone } from '../../domain/documents.ts';
import { neutraliseFormula } from '../../domain/spreadsheet-text.ts';
import { CANDIDATE_NOT_FOUND } from '../access/child-kinds.ts';
import type { OwnedEvent } from '../access/owned-event.ts';
import type { AppContext } from '../context.ts';
import { COUNT_ROW, queryRows } from '../db/raw-sql.ts';
import { AppError } from '../http/app-error.ts';
import { parseInput } from '../http/validate.ts';
import { listOrderBy, listWhere } from '../list-query/list-sql.ts';
import {
  brazilClock,
  prefetchBatches,
  writeXlsx,
  type XlsxCell,
  type XlsxColumn,
} from '../list-query/xlsx-stream.ts';
import {
  type AnswersByField,
  listAnswerFields,
  readParticipantAnswers,
} from '../participants/participant-answers.ts';
import { candidateListSource } from './candidate-list-source.ts';

/** More than any approval event's candidates; a bound on one request's work. */
const MAX_EXPORT_ROWS = 50_000;
const EXPORT_BATCH_SIZE = 2000;

const COLUMNS: XlsxColumn[] = [
  { header: 'Nome', width: 32 },
  { header: 'Email', width: 32 },
  { header: 'Telefone', width: 18 },
  { header: 'CPF', width: 16 },
  { header: 'Status', width: 16 },
  { header: 'Tipo de Ingresso', width: 24 },
  { header: 'Data de Inscrição', width: 18, style: 'dateTime' },
  { header: 'Valor (R$)', width: 12, style: 'decimal' },
];

export async function exportCandidates(
  ctx: AppContext,
  event: OwnedEvent,
  input: { ids?: number[]; filtros?: Record<string, string> },
): Promise<{ fileName: string; write: (output: Writable) => Promise<void> }> {
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
  const fields = await listAnswerFields(ctx.db, event.id);
  const read = async (offset: number) => {
    const rows = await queryRows(
      ctx.db,
      source.row,
      sql`SELECT ${source.columns} FROM candidates c ${source.joins} WHERE ${where} ORDER BY ${order}
          LIMIT ${Math.min(EXPORT_BATCH_SIZE, MAX_EXPORT_ROWS - offset)} OFFSET ${offset}`,
    );
    const answers = fields.length
      ? await readParticipantAnswers(
          ctx.db,
          event.id,
          rows.map((row) => row.participant_id),
          fields,
        )
      : new Map<number, AnswersByField>();
    return rows.map((raw) => ({ raw, answers: answers.get(raw.participant_id) }));
  };
  type Raw = Awaited<ReturnType<typeof read>>[number];
  return {
    fileName: `candidatos_${event.slug}.xlsx`,
    write: (output: Writable) =>
      writeXlsx(output, {
        name: 'Pré-Inscritos',
        columns: [
          ...COLUMNS,
          ...fields.map((field) => ({ header: neutraliseFormula(field.label), width: 24 })),
        ],
        rows: prefetchBatches<Raw, number>(
          0,
          EXPORT_BATCH_SIZE,
          read,
          (batch, offset) => offset + batch.length,
        ),
        toCells: ({ raw, answers }: Raw): XlsxCell[] => {
          const row = source.toRow(raw);
          // Typed by people: a leading = + - @ must not run as a formula (spreadsheet-text.ts).
          return [
            neutraliseFormula(row.nome),
            neutraliseFormula(row.email),
            row.telefone && /^\d{10,11}$/.test(row.telefone)
              ? maskPhone(row.telefone)
              : neutraliseFormula(row.telefone ?? ''),
            raw.cpf && /^\d{11}$/.test(raw.cpf) ? maskCpfCnpj(raw.cpf) : neutraliseFormula(raw.cpf ?? ''),
            CANDIDATE_LABELS[row.status],
            neutraliseFormula(row.tipoIngresso),
            brazilClock(raw.created_at),
            Number(row.valorPago),
            ...fields.map((field) => neutraliseFormula(answers?.get(field.id) ?? '')),
          ];
        },
      }),
  };
}
