// Statuses in SQL, read from the domain's constants and state machines, never retyped. Literals,
// not parameters: the planner sees the constant (as it would a hand-written one) and can use the
// partial indexes written on it (candidates_selected_deadline_idx).
import { type Column, type SQL, sql } from 'drizzle-orm';
import type { CandidateDbStatus } from '../../domain/candidate-status.ts';
import { CONFIRMED_STATUSES, type ParticipantStatus } from '../../domain/participant-status.ts';

/** One status as an SQL literal: `'selecionado'`. */
export function statusLiteral(status: CandidateDbStatus | ParticipantStatus): SQL {
  return sql.raw(`'${status}'`);
}

const CONFIRMED_LIST = sql.raw(`(${CONFIRMED_STATUSES.map((status) => `'${status}'`).join(', ')})`);

/** `<column> IN ('pago', 'isento')` (domain "confirmed"): a participant's or a candidate's status. */
export function isConfirmedSql(column: Column | SQL): SQL {
  return sql`${column} IN ${CONFIRMED_LIST}`;
}

/** `<column> NOT IN ('pago', 'isento')`. */
export function isNotConfirmedSql(column: Column | SQL): SQL {
  return sql`${column} NOT IN ${CONFIRMED_LIST}`;
}
