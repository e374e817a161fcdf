// Every change of a candidate's status (spec §4), applied under lock so two organiser tabs acting
// at once can neither over-select nor apply a change twice. Lock order (ADR 0040 + the helpers'
// shared rule, ADR 0160): the events FOR NO KEY UPDATE by ascending id, then the candidate rows
// FOR UPDATE by ascending id; then each candidate UPDATE is still guarded by its from-status and
// each place taken by `places_taken + k <= capacity`. E-mails are queued in the same transaction.
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  ACTION_FROM,
  type CandidateAction,
  type DeadlineUnit,
  deadlineFrom,
  defaultDeadline,
  isPromotedOnSelect,
  refuseAction,
} from '../../domain/candidate-rules.ts';
import { CANDIDATE_DB_STATUSES, type CandidateDbStatus } from '../../domain/candidate-status.ts';
import type { ConfirmedStatus } from '../../domain/participant-status.ts';
import { CANDIDATE_NOT_FOUND } from '../access/child-kinds.ts';
import type { OwnedEvent } from '../access/owned-event.ts';
import type { AppContext } from '../context.ts';
import type { Tx } from '../db/client.ts';
import { col, ID_ROW, queryRows } from '../db/raw-sql.ts';
import { AppError } from '../http/app-error.ts';
import { type LogActor, recordCandidateLog } from './candidate-action-log.ts';
import { type CandidateMailGroup, type CandidateMailKind, queueCandidateEmail } from './candidate-emails.ts';

export interface LockedCandidate {
  id: number;
  eventId: number;
  status: CandidateDbStatus;
  amountCents: number;
  createdAt: Date;
  participantId: number;
  participantName: string;
  orderId: number;
  orderHash: string;
  buyerName: string;
  buyerEmail: string;
  paymentDeadline: Date | null;
}

export interface LockedEvent {
  id: number;
  name: string;
  capacity: number;
  placesTaken: number;
  deadlineValue: number | null;
  deadlineUnit: string | null;
}

const intArray = (ids: readonly (number | string)[]) => `{${ids.join(',')}}`;
const asDate = (value: unknown) => (value === null || value === undefined ? null : new Date(value as string));

/**
 * 'none' switches the selection's lock and capacity guard off: only the race canary
 * (candidate-selection-race.integration-test.ts) passes it, to prove its harness sees the race.
 */
export type SelectionGuard = 'guarded' | 'none';

/** Locks events by ascending id (the first step of the lock order). */
export async function lockEvents(
  tx: Tx,
  eventIds: readonly number[],
  guard: SelectionGuard = 'guarded',
): Promise<Map<number, LockedEvent>> {
  const rows = await queryRows(
    tx,
    z.object({
      id: col.int(),
      name: col.text(),
      capacity: col.int(),
      places_taken: col.int(),
      approval_deadline_value: col.int().nullable(),
      approval_deadline_unit: col.text().nullable(),
    }),
    sql`SELECT id, name, capacity, places_taken, approval_deadline_value, approval_deadline_unit FROM events
        WHERE id = ANY(${intArray(eventIds)}::int[]) ORDER BY id ${guard === 'none' ? sql`` : sql`FOR NO KEY UPDATE`}`,
  );
  return new Map(
    rows.map((r) => [
      Number(r.id),
      {
        id: Number(r.id),
        name: String(r.name),
        capacity: Number(r.capacity),
        placesTaken: Number(r.places_taken),
        deadlineValue: r.approval_deadline_value === null ? null : Number(r.approval_deadline_value),
        deadlineUnit: r.approval_deadline_unit === null ? null : String(r.approval_deadline_unit),
      },
    ]),
  );
}

/** Locks candidate rows by ascending id (after their events) and reads what the rules need. */
export async function lockCandidates(tx: Tx, ids: readonly number[]): Promise<LockedCandidate[]> {
  const rows = await queryRows(
    tx,
    z.object({
      id: col.int(),
      event_id: col.int(),
      status: z.enum(CANDIDATE_DB_STATUSES),
      created_at: col.date(),
      payment_deadline: col.date().nullable(),
      price_cents: col.int(),
      participant_id: col.int(),
      name: col.text(),
      order_id: col.int(),
      hash: col.text(),
      buyer_name: col.text(),
      buyer_email: col.text(),
    }),
    sql`SELECT c.id, c.event_id, c.status, c.created_at, c.payment_deadline, t.price_cents, p.id AS participant_id,
               p.name, o.id AS order_id, o.hash, o.buyer_name, o.buyer_email
        FROM candidates c JOIN participants p ON p.id = c.participant_id
        JOIN ticket_types t ON t.id = p.ticket_type_id JOIN orders o ON o.id = p.order_id
        WHERE c.id = ANY(${intArray(ids)}::int[]) ORDER BY c.id FOR UPDATE OF c`,
  );
  return rows.map((r) => ({
    id: Number(r.id),
    eventId: Number(r.event_id),
    status: r.status as CandidateDbStatus,
    amountCents: Number(r.price_cents),
    createdAt: asDate(r.created_at) as Date,
    participantId: Number(r.participant_id),
    participantName: String(r.name),
    orderId: Number(r.order_id),
    orderHash: String(r.hash),
    buyerName: String(r.buyer_name),
    buyerEmail: String(r.buyer_email),
    paymentDeadline: asDate(r.payment_deadline),
  }));
}

/**
 * Candidates by id, locked, each one a candidate of the guarded events (the guard found them
 * there; checked again under lock): any other id makes the whole call a 404.
 */
export async function lockOwnedCandidates(
  tx: Tx,
  owned: ReadonlyMap<number, OwnedEvent>,
  ids: readonly number[],
) {
  const unique = [...new Set(ids)].sort((a, b) => a - b);
  const events = await lockEvents(
    tx,
    [...owned.keys()].sort((a, b) => a - b),
  );
  const candidates = await lockCandidates(tx, unique);
  if (candidates.length !== unique.length || candidates.some((c) => !events.has(c.eventId)))
    throw AppError.notFound(CANDIDATE_NOT_FOUND);
  return { events, candidates };
}

export interface TransitionOptions {
  /** Who acts: written to the action log with every change (ADR 0185). */
  actor: LogActor;
  /** Disqualification: e-mail the candidates (spec: ticked by default). */
  notify?: boolean;
  /** Selection: deadline (else the event's own, else 7 dias), method and draw. */
  deadline?: { value: number; unit: DeadlineUnit };
  method?: 'manual' | 'cronologica' | 'sorteio';
  drawId?: number | null;
  now?: Date;
  /** The race canary only: places taken without the capacity guard. */
  guard?: SelectionGuard;
}

export interface TransitionResult {
  changed: { id: number; isParticipante: boolean }[];
  emails: number;
}

function groupByOrder(
  rows: LockedCandidate[],
  event: LockedEvent,
  deadline?: Date | null,
): CandidateMailGroup[] {
  const groups = new Map<number, CandidateMailGroup>();
  for (const row of rows) {
    const group = groups.get(row.orderId) ?? {
      eventId: event.id,
      eventName: event.name,
      orderId: row.orderId,
      orderHash: row.orderHash,
      buyerName: row.buyerName,
      buyerEmail: row.buyerEmail,
      names: [],
      amountCents: 0,
      participantIds: [],
      deadline: deadline ?? row.paymentDeadline,
    };
    group.names.push(row.participantName);
    group.amountCents = (group.amountCents ?? 0) + row.amountCents;
    group.participantIds.push(row.participantId);
    if (!deadline && row.paymentDeadline && group.deadline && row.paymentDeadline < group.deadline)
      group.deadline = row.paymentDeadline;
    groups.set(row.orderId, group);
  }
  return [...groups.values()];
}

/** Takes `k` places of a locked event, guarded; refuses with what is left otherwise. */
async function takePlaces(tx: Tx, event: LockedEvent, k: number, guard: SelectionGuard): Promise<void> {
  if (k === 0) return;
  if (guard === 'none') {
    await tx.execute(sql`UPDATE events SET places_taken = places_taken + ${k} WHERE id = ${event.id}`);
    return;
  }
  const [updated] = await queryRows(
    tx,
    z.object({ places_taken: col.int() }),
    sql`UPDATE events SET places_taken = places_taken + ${k}
        WHERE id = ${event.id} AND places_taken + ${k} <= capacity RETURNING places_taken`,
  );
  if (!updated) {
    const left = Math.max(0, event.capacity - event.placesTaken);
    throw new AppError(
      'conflict',
      left === 0
        ? 'Não há vagas disponíveis para selecionar candidatos.'
        : `Não há vagas suficientes: ${left === 1 ? 'resta 1 vaga' : `restam ${left} vagas`} e a ação precisa de ${k}.`,
      { details: { vagas_disponiveis: left } },
    );
  }
  event.placesTaken += k;
}

async function updateStatus(
  tx: Tx,
  ids: number[],
  from: readonly CandidateDbStatus[],
  to: CandidateDbStatus,
  extra = sql``,
): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await queryRows(
    tx,
    ID_ROW,
    sql`UPDATE candidates SET status = ${to}, updated_at = now() ${extra}
        WHERE id = ANY(${intArray(ids)}::int[]) AND status = ANY(${intArray(from as CandidateDbStatus[])}::text[])
        RETURNING id`,
  );
  return rows.map((r) => Number(r.id));
}

async function setParticipants(tx: Tx, rows: LockedCandidate[], status: ConfirmedStatus): Promise<void> {
  if (rows.length === 0) return;
  const amount = status === 'isento' ? sql`, amount_cents = 0` : sql``;
  await tx.execute(
    sql`UPDATE participants SET status = ${status} ${amount}
        WHERE id = ANY(${intArray(rows.map((r) => r.participantId))}::int[])`,
  );
}

/**
 * Applies one action to candidates already locked by lockOwnedCandidates (all or nothing: one
 * offending row refuses the whole call with the §5 message, counted by status when several).
 */
export async function applyTransition(
  ctx: AppContext,
  tx: Tx,
  action: Exclude<CandidateAction, 'communicate'>,
  locked: { events: Map<number, LockedEvent>; candidates: LockedCandidate[] },
  options: TransitionOptions,
): Promise<TransitionResult> {
  const refusal = refuseAction(action, locked.candidates);
  if (refusal) {
    const counts: Record<string, number> = {};
    for (const c of locked.candidates) counts[c.status] = (counts[c.status] ?? 0) + 1;
    throw new AppError('conflict', refusal, { details: { status: counts } });
  }
  const now = options.now ?? new Date();
  const result: TransitionResult = { changed: [], emails: 0 };
  const mail = async (
    kind: CandidateMailKind,
    rows: LockedCandidate[],
    event: LockedEvent,
    deadline?: Date,
  ) => {
    for (const group of groupByOrder(rows, event, deadline)) {
      await queueCandidateEmail(ctx, tx, kind, group);
      result.emails += 1;
    }
  };

  for (const event of locked.events.values()) {
    const rows = locked.candidates.filter((c) => c.eventId === event.id);
    if (rows.length === 0) continue;
    const ids = (list: LockedCandidate[]) => list.map((r) => r.id);
    const only = (changed: number[]) => rows.filter((r) => changed.includes(r.id));
    // Only the rows the guarded UPDATE changed (their locked status is the "from").
    const log = (
      changed: LockedCandidate[],
      to: CandidateDbStatus | null,
      notified: boolean,
      extra: { method?: TransitionOptions['method']; drawId?: number | null } = {},
    ) =>
      recordCandidateLog(tx, {
        eventId: event.id,
        actor: options.actor,
        action,
        at: now,
        notified,
        ...extra,
        changes: changed.map((r) => ({ candidateId: r.id, from: r.status, to: to ?? r.status })),
      });
    switch (action) {
      case 'select': {
        const deadline = deadlineFrom(
          now,
          options.deadline ?? defaultDeadline({ value: event.deadlineValue, unit: event.deadlineUnit }),
        );
        const extra = sql`, selected_at = ${now}, selection_method = ${options.method ?? 'manual'},
                          draw_id = ${options.drawId ?? null}`;
        const free = rows.filter(isPromotedOnSelect);
        const paying = rows.filter((r) => !isPromotedOnSelect(r));
        const from = ACTION_FROM.select;
        const selected = only(
          await updateStatus(
            tx,
            ids(paying),
            from,
            'selecionado',
            sql`${extra}, payment_deadline = ${deadline}`,
          ),
        );
        const promoted = only(
          await updateStatus(tx, ids(free), from, 'pago', sql`${extra}, payment_deadline = NULL`),
        );
        await takePlaces(tx, event, selected.length + promoted.length, options.guard ?? 'guarded');
        await setParticipants(tx, promoted, 'pago');
        await mail('selected', selected, event, deadline);
        await mail('promoted', promoted, event);
        const how = { method: options.method ?? 'manual', drawId: options.drawId ?? null };
        await log(selected, 'selecionado', true, how);
        await log(promoted, 'pago', true, how);
        result.changed.push(
          ...selected.map((r) => ({ id: r.id, isParticipante: false })),
          ...promoted.map((r) => ({ id: r.id, isParticipante: true })),
        );
        break;
      }
      case 'disqualify': {
        const changed = only(await updateStatus(tx, ids(rows), ACTION_FROM.disqualify, 'desclassificado'));
        if (options.notify) await mail('disqualified', changed, event);
        await log(changed, 'desclassificado', Boolean(options.notify));
        result.changed.push(...changed.map((r) => ({ id: r.id, isParticipante: false })));
        break;
      }
      case 'revert': {
        const extra = sql`, payment_deadline = NULL, selected_at = NULL, selection_method = NULL, draw_id = NULL`;
        const changed = only(await updateStatus(tx, ids(rows), ACTION_FROM.revert, 'pre_inscrito', extra));
        // The candidate is told the earlier result no longer holds (issue 20, ADR 0427).
        await mail('reverted', changed, event);
        await log(changed, 'pre_inscrito', true);
        result.changed.push(...changed.map((r) => ({ id: r.id, isParticipante: false })));
        break;
      }
      case 'exempt': {
        const extra = sql`, payment_deadline = NULL, selected_at = coalesce(selected_at, ${now})`;
        const changed = only(await updateStatus(tx, ids(rows), ACTION_FROM.exempt, 'isento', extra));
        await takePlaces(tx, event, changed.length, 'guarded');
        await setParticipants(tx, changed, 'isento');
        await mail('exempt', changed, event);
        await log(changed, 'isento', true);
        result.changed.push(...changed.map((r) => ({ id: r.id, isParticipante: true })));
        break;
      }
      case 'resend': {
        await mail('selected', rows, event);
        await log(rows, null, true);
        result.changed.push(...rows.map((r) => ({ id: r.id, isParticipante: false })));
        break;
      }
    }
  }
  return result;
}
