// Everything the buyer flow needs to know about one event, read in one place so the public
// page and the registration service see the same data the same way.
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { DEFAULT_EVENT_MAX_INSTALLMENTS, eventMaxInstallments } from '../../domain/installments.ts';
import { DEFAULT_WITHDRAWAL_LIMIT_HOURS } from '../../domain/order-lifecycle.ts';
import {
  DEFAULT_PARTICIPANTS_PER_ORDER,
  DEFAULT_PIX_HOLD_MINUTES,
  participantsPerOrderCap,
  pixHoldMinutes,
} from '../../domain/order-limits.ts';
import type { FormField } from '../../domain/participant-form.ts';
import type { Db } from '../db/client.ts';
import { col, type Executor, queryRows } from '../db/raw-sql.ts';
import { eventSettings, events, type ticketTypes } from '../db/schema.ts';

export type EventRow = typeof events.$inferSelect;
export type TicketTypeRow = typeof ticketTypes.$inferSelect;

export interface EventSettingsView {
  uniqueParticipantEmail: boolean;
  maxInstallments: number;
  metaPixelId: string | null;
  checkoutTitle: string;
  checkoutMessageHtml: string;
  /** Participants one order may hold (ADR 0250). */
  maxParticipantsPerOrder: number;
  /** Minutes an unpaid PIX order holds its places (ADR 0251). */
  pixHoldMinutes: number;
  /** Hours before the event when the buyer's withdrawal closes (ADR 0413, 0420). */
  withdrawalLimitHours: number;
}

export interface EventBundle {
  event: EventRow;
  settings: EventSettingsView;
  tickets: TicketTypeRow[];
  /** The custom form in the domain's shape (validation and visibility rules run on it). */
  fields: FormField[];
  /** The public name of who runs the event: institution, else the organiser's account name. */
  organiserDisplayName: string;
}

// An event created before its settings row (or by an older import) behaves with the defaults.
const DEFAULT_SETTINGS: EventSettingsView = {
  uniqueParticipantEmail: false,
  maxInstallments: DEFAULT_EVENT_MAX_INSTALLMENTS,
  metaPixelId: null,
  checkoutTitle: 'Compra realizada com sucesso!',
  checkoutMessageHtml: '',
  maxParticipantsPerOrder: DEFAULT_PARTICIPANTS_PER_ORDER,
  pixHoldMinutes: DEFAULT_PIX_HOLD_MINUTES,
  withdrawalLimitHours: DEFAULT_WITHDRAWAL_LIMIT_HOURS,
};

// The ticket types and the form travel as JSON columns of the event's row: one query per bundle
// instead of three, which is most of a registration's reads (docs/performance.md).
const ticketsJson = sql<TicketJson[]>`(
  SELECT coalesce(json_agg(json_build_object(
    'id', t.id, 'eventId', t.event_id, 'name', t.name, 'description', t.description,
    'priceCents', t.price_cents, 'quantity', t.quantity, 'sold', t.sold, 'limitPerOrder', t.limit_per_order,
    'salesStartAt', t.sales_start_at, 'salesEndAt', t.sales_end_at, 'startAfterTicketId', t.start_after_ticket_id,
    'allowCard', t.allow_card, 'allowMultiple', t.allow_multiple, 'showInAgenda', t.show_in_agenda,
    'position', t.position, 'createdAt', t.created_at
  ) ORDER BY t.position, t.id), '[]'::json)
  FROM ticket_types t WHERE t.event_id = ${events.id})`;

// Built directly in the domain's FormField shape (the API contract's names). Retired fields and
// options (removed in the builder, kept for past answers: ADR 0150) are not part of the form.
const formJson = sql<FormField[]>`(
  SELECT coalesce(json_agg(json_build_object(
    'id', f.id, 'tipo', f.type, 'label', f.label, 'instructions', f.instructions, 'required', f.required,
    'options', (SELECT coalesce(json_agg(json_build_object('id', o.id, 'value', o.value, 'order', o.position)
                  ORDER BY o.position, o.id), '[]'::json)
                FROM form_field_options o WHERE o.field_id = f.id AND o.retired_at IS NULL),
    'show_for_ticket_types', f.show_for_ticket_types,
    'conditional_father_field_id', f.conditional_father_field_id,
    'conditional_option_id', f.conditional_option_id
  ) ORDER BY f.position, f.id), '[]'::json)
  FROM form_fields f WHERE f.event_id = ${events.id} AND f.retired_at IS NULL)`;

// Institution first: a buyer knows "Instituto X", not the person who keyed the event in.
const organiserDisplayName = sql<string>`coalesce(
  (SELECT i.name FROM institutions i WHERE i.id = ${events.institutionId}),
  (SELECT o.name FROM organisers o WHERE o.id = ${events.organiserId}),
  '')`;

type TicketJson = Omit<TicketTypeRow, 'salesStartAt' | 'salesEndAt' | 'createdAt'> & {
  salesStartAt: string | null;
  salesEndAt: string | null;
  createdAt: string;
};

const toDate = (value: string | null) => (value === null ? null : new Date(value));

function bundleQuery(db: Db, by: 'id' | 'slug') {
  const where = by === 'id' ? eq(events.id, sql.placeholder('key')) : eq(events.slug, sql.placeholder('key'));
  return db
    .select({
      event: events,
      settings: eventSettings,
      tickets: ticketsJson,
      fields: formJson,
      organiserDisplayName,
    })
    .from(events)
    .leftJoin(eventSettings, eq(eventSettings.eventId, events.id))
    .where(where)
    .limit(1)
    .prepare(`catraca_event_bundle_by_${by}`);
}

// Prepared once per database handle: the bundle is read on every registration, and a prepared
// statement skips parsing and planning it each time.
const prepared = new WeakMap<
  Db,
  { id: ReturnType<typeof bundleQuery>; slug: ReturnType<typeof bundleQuery> }
>();

export async function loadEventBundle(
  db: Db,
  key: { id: number } | { slug: string },
): Promise<EventBundle | null> {
  let queries = prepared.get(db);
  if (!queries) {
    queries = { id: bundleQuery(db, 'id'), slug: bundleQuery(db, 'slug') };
    prepared.set(db, queries);
  }
  const [row] =
    'id' in key ? await queries.id.execute({ key: key.id }) : await queries.slug.execute({ key: key.slug });
  if (!row) return null;
  const tickets: TicketTypeRow[] = row.tickets.map((t) => ({
    ...t,
    salesStartAt: toDate(t.salesStartAt),
    salesEndAt: toDate(t.salesEndAt),
    createdAt: new Date(t.createdAt),
  }));
  const fields = row.fields.map((f) => ({ ...f, show_for_ticket_types: f.show_for_ticket_types ?? null }));
  const settings = row.settings
    ? {
        uniqueParticipantEmail: row.settings.uniqueParticipantEmail,
        maxInstallments: row.settings.maxInstallments,
        metaPixelId: row.settings.metaPixelId,
        checkoutTitle: row.settings.checkoutTitle,
        checkoutMessageHtml: row.settings.checkoutMessageHtml,
        maxParticipantsPerOrder: participantsPerOrderCap(row.settings.maxParticipantsPerOrder),
        pixHoldMinutes: pixHoldMinutes(row.settings.pixHoldMinutes),
        withdrawalLimitHours: row.settings.withdrawalLimitHours,
      }
    : DEFAULT_SETTINGS;
  return { event: row.event, settings, tickets, fields, organiserDisplayName: row.organiserDisplayName };
}

/** The event a preview link opens (ADR 0400), or null. */
export async function findEventIdByPreviewToken(db: Db, token: string): Promise<number | null> {
  const [row] = await db
    .select({ id: events.id })
    .from(events)
    .where(eq(events.previewToken, token))
    .limit(1);
  return row?.id ?? null;
}

/** The domain's view of a ticket type for sale-window rules. */
export function toSaleWindowTicket(t: TicketTypeRow) {
  return {
    id: t.id,
    quantity: t.quantity,
    sold: t.sold,
    startsAt: t.salesStartAt,
    endsAt: t.salesEndAt,
    startAfterTicketId: t.startAfterTicketId,
  };
}

/** min(organiser setting, platform matrix): the installments the event allows at most. */
export function maxInstallmentsOf(bundle: EventBundle): number {
  return eventMaxInstallments(bundle.settings.maxInstallments, bundle.event.maxInstallmentsMatrix);
}

const HELD_ROWS = z.object({ ticket_type_id: col.int(), n: col.int() });

/**
 * Places of an event held by PIX orders still waiting for payment, per ticket type: what may come
 * back on sale ("esgotado no momento, vagas podem voltar", issue 17 item 3). Read only when
 * something is sold out (the page) or a purchase found nothing left, never on a sale's hot path.
 */
export async function heldPlacesByTicket(
  db: Executor,
  eventId: number,
  now: Date,
): Promise<Map<number, number>> {
  const rows = await queryRows(
    db,
    HELD_ROWS,
    sql`SELECT ol.ticket_type_id, sum(ol.quantity)::int AS n
    FROM orders o JOIN order_lines ol ON ol.order_id = o.id
    WHERE o.event_id = ${eventId}::int AND o.status = 'pending'
      AND o.expires_at > ${now.toISOString()}::timestamptz
    GROUP BY ol.ticket_type_id`,
  );
  return new Map(rows.map((row) => [row.ticket_type_id, row.n]));
}

/** Whether anything of the event is sold out, so that heldPlacesByTicket is worth reading. */
export function hasSoldOutPart(bundle: EventBundle): boolean {
  if (bundle.event.needsApproval) return false;
  return (
    bundle.event.placesTaken >= bundle.event.capacity ||
    bundle.tickets.some((t) => t.quantity !== null && t.sold >= t.quantity)
  );
}
