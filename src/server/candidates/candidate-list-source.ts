// The candidates of one approval event as a list source (Pré-Inscritos table): what it searches,
// filters and sorts on. Filters read the candidates row alone (the COUNT scans only it); the
// person's name, e-mail and ticket live on the participant and are reached through subqueries.
import { sql } from 'drizzle-orm';
import type { CandidateDbStatus } from '../../domain/candidate-status.ts';
import {
  CANDIDATE_LIST,
  type CandidateRow,
  type CandidateSortKey,
} from '../../domain/contracts/candidates.ts';
import { centsToDecimal } from '../../domain/money.ts';
import type { ListSource } from '../list-query/list-sql.ts';

type Source = ListSource<CandidateSortKey, typeof CANDIDATE_LIST.filters, CandidateRow>;

const iso = (value: unknown): string => new Date(value as string | Date).toISOString();

export function candidateListSource(eventId: number): Source {
  const person = sql`JOIN participants p ON p.id = c.participant_id`;
  return {
    spec: CANDIDATE_LIST,
    from: sql`candidates c`,
    joins: sql`JOIN participants p ON p.id = c.participant_id JOIN ticket_types t ON t.id = p.ticket_type_id`,
    scope: sql`c.event_id = ${eventId}`,
    id: sql`c.id`,
    columns: sql`c.id, p.name, p.email, p.phone, c.status, t.name AS ticket_name, c.created_at,
                 t.price_cents, c.payment_deadline`,
    search: (pattern) => [
      sql`c.participant_id = ANY(ARRAY(SELECT id FROM participants WHERE event_id = ${eventId}
            AND (name ILIKE ${pattern} OR email ILIKE ${pattern})))`,
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
    toRow: (raw) => {
      const status = raw.status as CandidateDbStatus;
      return {
        id: Number(raw.id),
        nome: String(raw.name),
        email: String(raw.email),
        telefone: raw.phone ? String(raw.phone) : null,
        status,
        tipoIngresso: String(raw.ticket_name),
        dataCompra: iso(raw.created_at),
        valorPago: centsToDecimal(Number(raw.price_cents)),
        isParticipante: status === 'pago' || status === 'isento',
        prazoPagamento: raw.payment_deadline ? iso(raw.payment_deadline) : null,
      };
    },
  };
}
