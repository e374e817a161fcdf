// The buyer fixes a participant's data through the order link (issue 20, ADR 0416): keyed by the
// order's unguessable hash like the order page and the withdrawal, no sign-in. A participant of
// another order is a 404 like one that does not exist. The same edit as the organiser's
// (participants/participant-edit.ts), open until the event starts, recorded as the buyer's.
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { EditParticipantBody } from '../../domain/contracts/order-changes.ts';
import type { ParticipantEditForm } from '../../domain/contracts/participant-edit.ts';
import { BUYER_EDIT_MESSAGES, buyerEditWindow } from '../../domain/participant-edit.ts';
import type { AppContext } from '../context.ts';
import { col, type Executor, queryRows } from '../db/raw-sql.ts';
import { isNotConfirmedSql } from '../db/status-sql.ts';
import { AppError } from '../http/app-error.ts';
import { applyParticipantEdit, EDITABLE_PERSON_ROW, editFormOf } from '../participants/participant-edit.ts';
import { type EventBundle, loadEventBundle } from './event-catalog.ts';
import { CONFIRMED_ORDERS } from './order-withdrawal.ts';

const ORDER_PERSON_ROW = EDITABLE_PERSON_ROW.extend({ event_id: col.int(), starts_at: col.date() });

/**
 * The order's participant (locked for an edit); candidates not admitted yet are not the order
 * page's (decision 0094).
 */
async function findOrderParticipant(db: Executor, hash: string, participantId: number, lock: boolean) {
  const [row] = await queryRows(
    db,
    ORDER_PERSON_ROW,
    sql`SELECT p.id, p.order_id, p.ticket_type_id, p.name, p.email, p.phone, p.cpf, p.status,
          p.checked_in_at IS NOT NULL AS checked_in, o.event_id, e.starts_at
        FROM participants p JOIN orders o ON o.id = p.order_id JOIN events e ON e.id = o.event_id
        WHERE o.hash = ${hash} AND p.id = ${participantId}
          AND o.status = ANY(${`{${CONFIRMED_ORDERS.join(',')}}`}::text[])
          AND NOT EXISTS (SELECT 1 FROM candidates c WHERE c.participant_id = p.id
            AND ${isNotConfirmedSql(sql`c.status`)})
        ${lock ? sql`FOR UPDATE OF p` : sql``}`,
  );
  if (!row) throw AppError.notFound(BUYER_EDIT_MESSAGES.notFound);
  return row;
}

/** The order's event with its form, read before the transaction (the catalogue reads through the pool). */
async function bundleOf(ctx: AppContext, hash: string): Promise<EventBundle> {
  const [order] = await queryRows(
    ctx.db,
    z.object({ event_id: col.int() }),
    sql`SELECT event_id FROM orders WHERE hash = ${hash}`,
  );
  const bundle = order ? await loadEventBundle(ctx.db, { id: order.event_id }) : null;
  if (!bundle) throw AppError.notFound(BUYER_EDIT_MESSAGES.notFound);
  return bundle;
}

function assertOpen(person: z.infer<typeof ORDER_PERSON_ROW>, now: Date): void {
  const window = buyerEditWindow({
    eventStartsAt: person.starts_at,
    status: person.status,
    checkedIn: person.checked_in,
    now,
  });
  if (window.open) return;
  throw new AppError(
    window.reason === BUYER_EDIT_MESSAGES.closed ? 'event_closed' : 'conflict',
    window.reason,
  );
}

export async function getOrderParticipantForm(
  ctx: AppContext,
  hash: string,
  participantId: number,
  now = new Date(),
): Promise<ParticipantEditForm> {
  const bundle = await bundleOf(ctx, hash);
  const person = await findOrderParticipant(ctx.db, hash, participantId, false);
  assertOpen(person, now);
  return editFormOf(ctx.db, bundle, person);
}

export async function editOrderParticipant(
  ctx: AppContext,
  hash: string,
  participantId: number,
  body: EditParticipantBody,
  now = new Date(),
): Promise<{ ticketResent: boolean }> {
  const bundle = await bundleOf(ctx, hash);
  const result = await ctx.db.transaction(async (tx) => {
    const person = await findOrderParticipant(tx, hash, participantId, true);
    assertOpen(person, now);
    return applyParticipantEdit(ctx, tx, { bundle, person, body, by: { actor: 'comprador' } });
  });
  if (result.ticketResent) ctx.jobs.wakeEmailSender();
  return result;
}
