// The participants of one event as a list source: what the Participantes table searches, filters
// and sorts on, in SQL the indexes of docs/decisions/0093 serve.
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  PARTICIPANT_LIST,
  type ParticipantRow,
  type ParticipantSortKey,
} from '../../domain/contracts/participants.ts';
import { centsToDecimal } from '../../domain/money.ts';
import { PARTICIPANT_STATUSES } from '../../domain/participant-status.ts';
import { col } from '../db/raw-sql.ts';
import type { ListSource } from '../list-query/list-sql.ts';
import { participantKeySearch } from '../list-query/people-search.ts';
import { participantScope } from './participant-scope.ts';

/** A row of `columns` below. */
export const PARTICIPANT_LIST_ROW = z.object({
  id: col.int(),
  name: col.text(),
  email: col.text(),
  ticket_name: col.text(),
  status: z.enum(PARTICIPANT_STATUSES),
  buyer_name: col.text(),
  buyer_email: col.text(),
  created_at: col.date(),
  amount_cents: col.int(),
  checked_in_at: col.date().nullable(),
  never_paid: z.boolean(),
  order_code: col.text(),
  // A text[]: an array from node-postgres and PGlite alike.
  presence_days: z.array(z.string()),
});

type Source = ListSource<
  ParticipantSortKey,
  typeof PARTICIPANT_LIST.filters,
  ParticipantRow,
  z.output<typeof PARTICIPANT_LIST_ROW>
>;

/** Participants with a failed, not re-sent e-mail: their ticket, or their order's confirmation. */
function failedEmailOf(eventId: number) {
  return sql`(p.id = ANY(ARRAY(SELECT participant_id FROM email_outbox WHERE event_id = ${eventId}
      AND status = 'failed' AND resent_at IS NULL AND participant_id IS NOT NULL AND kind = 'participant_ticket'))
    OR p.order_id = ANY(ARRAY(SELECT order_id FROM email_outbox WHERE event_id = ${eventId}
      AND status = 'failed' AND resent_at IS NULL AND order_id IS NOT NULL AND kind = 'order_confirmation')))`;
}

export function participantListSource(event: { id: number; needsApproval: boolean }): Source {
  const eventId = event.id;
  return {
    spec: PARTICIPANT_LIST,
    from: sql`participants p`,
    joins: sql`JOIN orders o ON o.id = p.order_id JOIN ticket_types t ON t.id = p.ticket_type_id`,
    scope: participantScope(event),
    id: sql`p.id`,
    columns: sql`p.id, p.name, p.email, t.name AS ticket_name, p.status, o.buyer_name, o.buyer_email,
                 p.created_at, p.amount_cents, p.checked_in_at,
                 (o.paid_at IS NULL OR p.status IN ('pendente', 'isento')) AS never_paid, o.code AS order_code,
                 ARRAY(SELECT day::text FROM check_ins c WHERE c.participant_id = p.id ORDER BY day) AS presence_days`,
    row: PARTICIPANT_LIST_ROW,
    // A participant matches on their own name or e-mail (two trigram indexes), or on their
    // buyer's: the matching orders' ids, computed once, through the order index.
    search: (pattern, text) => [
      sql`(p.name ILIKE ${pattern} OR p.email ILIKE ${pattern})`,
      sql`p.order_id = ANY(ARRAY(SELECT id FROM orders WHERE event_id = ${eventId}
            AND (buyer_name ILIKE ${pattern} OR buyer_email ILIKE ${pattern})))`,
      // The order code, a CPF or a phone (ADR 0410).
      ...participantKeySearch(eventId, text, sql`p.id`),
    ],
    filters: {
      status: { column: sql`p.status` },
      tipoIngresso: { column: sql`p.ticket_type_id` },
      presenca: { whenTrue: sql`p.checked_in_at IS NOT NULL`, whenFalse: sql`p.checked_in_at IS NULL` },
      dataCompra: { column: sql`p.created_at` },
      valorPago: { column: sql`p.amount_cents`, scale: 100 },
      // Whose e-mail failed and was not re-sent yet: the Resumo's item leads here (ADR 0414).
      emailFalhou: {
        whenTrue: failedEmailOf(eventId),
        whenFalse: sql`NOT ${failedEmailOf(eventId)}`,
      },
    },
    sorts: {
      nome: [sql`lower(p.name)`],
      email: [sql`p.email`],
      // Few types, ordered by name: read type by type through (event, type, id).
      tipoIngresso: {
        buckets: {
          column: sql`p.ticket_type_id`,
          values: sql`SELECT id AS value FROM ticket_types WHERE event_id = ${eventId} ORDER BY lower(name), id`,
        },
      },
      status: [sql`p.status`],
      nomeComprador: [sql`lower(o.buyer_name)`, sql`o.id`],
      emailComprador: [sql`o.buyer_email`, sql`o.id`],
      dataCompra: [sql`p.created_at`],
      valorPago: [sql`p.amount_cents`],
      // Absent first, then by check-in time; descending: latest arrivals first.
      presenca: [{ expression: sql`p.checked_in_at`, nullsFirst: true }],
    },
    // The event condition on orders too: the planner then walks the buyer indexes in order.
    sortJoins: {
      nomeComprador: sql`JOIN orders o ON o.id = p.order_id AND o.event_id = ${eventId}`,
      emailComprador: sql`JOIN orders o ON o.id = p.order_id AND o.event_id = ${eventId}`,
    },
    naturalOrder: { terms: [sql`p.created_at`], direction: 'desc' },
    toRow: (raw) => ({
      id: raw.id,
      nome: raw.name,
      email: raw.email,
      tipoIngresso: raw.ticket_name,
      status: raw.status,
      nomeComprador: raw.buyer_name,
      emailComprador: raw.buyer_email,
      dataCompra: raw.created_at.toISOString(),
      valorPago: centsToDecimal(raw.amount_cents),
      nuncaPago: raw.never_paid,
      codigoPedido: raw.order_code,
      presenca: raw.checked_in_at !== null,
      presencaEm: raw.checked_in_at?.toISOString() ?? null,
      presencaDias: raw.presence_days,
    }),
  };
}
