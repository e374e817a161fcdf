// Who the Participantes tab calls a participant of an event. A pre-registration of an approval
// event writes its participant row at once (decision 0005), but that person only becomes a
// participant when the organiser's approval ends in a payment or an exemption: until then they
// live in Pré-Inscritos, and the list, its cards, the communication recipients and the report
// leave them out (decision 0094).
import { type SQL, sql } from 'drizzle-orm';
import { isNotConfirmedSql } from '../db/status-sql.ts';

/**
 * The condition on `participants p` naming the event's participants. Only approval events pay
 * for the candidates probe: an event that never took pre-registrations has no candidate rows
 * (an approval event stays one, and an event becomes one only before it sold: validate-event-form), so its list, counts
 * and report keep walking the participants indexes alone.
 */
export function participantScope(event: { id: number; needsApproval: boolean }): SQL {
  const ofEvent = sql`p.event_id = ${event.id}`;
  if (!event.needsApproval) return ofEvent;
  return sql`(${ofEvent} AND NOT EXISTS (SELECT 1 FROM candidates c
    WHERE c.participant_id = p.id AND ${isNotConfirmedSql(sql`c.status`)}))`;
}
