// The candidates of one approval event as a list source (Pré-Inscritos table): what it searches,
// filters and sorts on. Filters read the candidates row alone (the COUNT scans only it); the
// person's name, e-mail and ticket live on the participant and are reached through subqueries.
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { CANDIDATE_DB_STATUSES } from '../../domain/candidate-status.ts';
import {
  CANDIDATE_LIST,
  type CandidateRow,
  type CandidateSortKey,
} from '../../domain/contracts/candidates.ts';
import { centsToDecimal } from '../../domain/money.ts';
import { isConfirmed } from '../../domain/participant-status.ts';
import { col } from '../db/raw-sql.ts';
import type { ListSource } from '../list-query/list-sql.ts';
import { participantKeySearch } from '../list-query/people-search.ts';

/** A row of `columns` below. */
export const CANDIDATE_LIST_ROW = z.object({
  id: col.int(),
  participant_id: col.int(),
  name: col.text(),
  email: col.text(),
  phone: col.text().nullable(),
  cpf: col.text().nullable(),
  status: z.enum(CANDIDATE_DB_STATUSES),
  ticket_name: col.text(),
  created_at: col.date(),
  price_cents: col.int(),
  payment_deadline: col.date().nullable(),
});

type Source = ListSource<
  CandidateSortKey,
  typeof CANDIDATE_LIST.filters,
  CandidateRow,
  z.output<typeof CANDIDATE_LIST_ROW>
>;

export function candidateListSource(eventId: number): Source {
  const person = sql`JOIN participants p ON p.id = c.participant_id`;
  return {
    spec: CANDIDATE_LIST,
    from: sql`candidates c`,
    joins: sql`JOIN participants p ON p.id = c.participant_id JOIN ticket_types t ON t.id = p.ticket_type_id`,
    scope: sql`c.event_id = ${eventId}`,
    id: sql`c.id`,
    columns: sql`c.id, c.participant_id, p.name, p.email, p.phone, p.cpf, c.status, t.name AS ticket_name, c.created_at,
                 t.price_cents, c.payment_deadline`,
    row: CANDIDATE_LIST_ROW,
    search: (pattern, text) => [
      sql`c.participant_id = ANY(ARRAY(SELECT id FROM participants WHERE event_id = ${eventId}
            AND (name ILIKE ${pattern} OR email ILIKE ${pattern})))`,
      // The order code, a CPF or a phone (ADR 0410).
      ...participantKeySearch(eventId, text, sql`c.participant_id`),
    ],
    filters: {
      status: { column: sql`c.status` },
      tipoIngresso: { column: sql`(SELECT ticket_type_id FROM participants WHERE id = c.participant_id)` },
      dataCompra: { column: sql`c.created_at` },
    },
    sorts: {
      nome: [sql`lower(p.name)`],
      email: [sql`p.email`],
      status: [sql`c.status`],
      tipoIngresso: [sql`lower(t.name)`],
      dataCompra: [sql`c.created_at`],
      valorPago: [sql`t.price_cents`],
    },
    sortJoins: {
      nome: person,
      email: person,
      tipoIngresso: sql`${person} JOIN ticket_types t ON t.id = p.ticket_type_id`,
      valorPago: sql`${person} JOIN ticket_types t ON t.id = p.ticket_type_id`,
    },
    // Chronological: the order of the spec's "cronológica" selection.
    naturalOrder: { terms: [sql`c.created_at`], direction: 'asc' },
    toRow: (raw) => ({
      id: raw.id,
      nome: raw.name,
      email: raw.email,
      telefone: raw.phone || null,
      status: raw.status,
      tipoIngresso: raw.ticket_name,
      dataCompra: raw.created_at.toISOString(),
      valorPago: centsToDecimal(raw.price_cents),
      isParticipante: isConfirmed(raw.status),
      prazoPagamento: raw.payment_deadline?.toISOString() ?? null,
    }),
  };
}
