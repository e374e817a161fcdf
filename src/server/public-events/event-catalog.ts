// Everything the buyer flow needs to know about one event, read in one place so the public
// page and the registration service see the same data the same way.
import { asc, eq } from 'drizzle-orm';
import type { FormField } from '../../domain/participant-form.ts';
import type { Db } from '../db/client.ts';
import { eventSettings, events, formFieldOptions, formFields, ticketTypes } from '../db/schema.ts';

export type EventRow = typeof events.$inferSelect;
export type TicketTypeRow = typeof ticketTypes.$inferSelect;

export interface EventSettingsView {
  uniqueParticipantEmail: boolean;
  maxInstallments: number;
  metaPixelId: string | null;
  checkoutTitle: string;
  checkoutMessageHtml: string;
}

export interface EventBundle {
  event: EventRow;
  settings: EventSettingsView;
  tickets: TicketTypeRow[];
  /** The custom form in the domain's shape (validation and visibility rules run on it). */
  fields: FormField[];
}

// An event created before its settings row (or by an older import) behaves with the defaults.
const DEFAULT_SETTINGS: EventSettingsView = {
  uniqueParticipantEmail: false,
  maxInstallments: 12,
  metaPixelId: null,
  checkoutTitle: 'Compra realizada com sucesso!',
  checkoutMessageHtml: '',
};

export async function loadEventBundle(
  db: Db,
  key: { id: number } | { slug: string },
): Promise<EventBundle | null> {
  const where = 'id' in key ? eq(events.id, key.id) : eq(events.slug, key.slug);
  const [row] = await db
    .select({ event: events, settings: eventSettings })
    .from(events)
    .leftJoin(eventSettings, eq(eventSettings.eventId, events.id))
    .where(where)
    .limit(1);
  if (!row) return null;
  const eventId = row.event.id;
  // Two round trips in all: the event, then its tickets and its form (fields joined to options).
  const [tickets, fieldRows] = await Promise.all([
    db
      .select()
      .from(ticketTypes)
      .where(eq(ticketTypes.eventId, eventId))
      .orderBy(asc(ticketTypes.position), asc(ticketTypes.id)),
    db
      .select({ field: formFields, option: formFieldOptions })
      .from(formFields)
      .leftJoin(formFieldOptions, eq(formFieldOptions.fieldId, formFields.id))
      .where(eq(formFields.eventId, eventId))
      .orderBy(
        asc(formFields.position),
        asc(formFields.id),
        asc(formFieldOptions.position),
        asc(formFieldOptions.id),
      ),
  ]);
  const fields: FormField[] = [];
  for (const { field: f, option } of fieldRows) {
    let field = fields.at(-1);
    if (field?.id !== f.id) {
      field = {
        id: f.id,
        tipo: f.type,
        label: f.label,
        instructions: f.instructions,
        required: f.required,
        options: [],
        show_for_ticket_types: f.showForTicketTypes ?? null,
        conditional_father_field_id: f.conditionalFatherFieldId,
        conditional_option_id: f.conditionalOptionId,
      };
      fields.push(field);
    }
    if (option) field.options.push({ id: option.id, value: option.value, order: option.position });
  }
  const settings = row.settings
    ? {
        uniqueParticipantEmail: row.settings.uniqueParticipantEmail,
        maxInstallments: row.settings.maxInstallments,
        metaPixelId: row.settings.metaPixelId,
        checkoutTitle: row.settings.checkoutTitle,
        checkoutMessageHtml: row.settings.checkoutMessageHtml,
      }
    : DEFAULT_SETTINGS;
  return { event: row.event, settings, tickets, fields };
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
  return Math.max(1, Math.min(bundle.settings.maxInstallments, bundle.event.maxInstallmentsMatrix));
}
