// Creating and updating an event from the organiser form. Everything is checked and written in one
// transaction with the event and its ticket types locked, so a sale that lands meanwhile cannot
// slip under a new quantity, and a failure leaves nothing half-written.
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { FieldErrors } from '../../domain/errors.ts';
import { BANNER_MAX_BYTES, type EventFormInput } from '../../domain/event-form/event-form-contract.ts';
import { planEvent } from '../../domain/event-form/event-form-plan.ts';
import { validateEventForm } from '../../domain/event-form/validate-event-form.ts';
import { ensureOrganisation } from '../access/organisation-access.ts';
import type { OwnedEvent } from '../access/owned-event.ts';
import type { AppContext } from '../context.ts';
import type { Tx } from '../db/client.ts';
import { eventSettings, events, orderLines, organisers, participants, ticketTypes } from '../db/schema.ts';
import { logRetries, withRetry } from '../db/with-retry.ts';
import { AppError } from '../http/app-error.ts';
import { findInstitution } from '../institutions/institutions-service.ts';
import { sanitizeRichText } from '../rich-text/sanitize-rich-text.ts';
import { sniffImageType } from '../uploads/image-sniff.ts';
import type { ReceivedFile } from '../uploads/read-multipart.ts';
import { storeImage } from '../uploads/upload-service.ts';
import { eventColumns, nextFreeSlug, writeTicketTypes } from './event-form-persist.ts';

export const BANNER_MESSAGES = {
  tooLarge: 'O arquivo deve ter no máximo 2MB',
  notImage: 'O banner deve ser uma imagem PNG, JPG ou WEBP.',
} as const;

export interface SaveEventCommand {
  organiserId: number;
  input: EventFormInput;
  banner: ReceivedFile | null;
}

export interface SavedEvent {
  id: number;
  slug: string;
}

type TicketRow = typeof ticketTypes.$inferSelect;

function checkBanner(banner: ReceivedFile | null, errors: FieldErrors): void {
  if (!banner) return;
  if (banner.tooLarge || banner.data.length > BANNER_MAX_BYTES) errors.banner = [BANNER_MESSAGES.tooLarge];
  else if (!sniffImageType(banner.data)) errors.banner = [BANNER_MESSAGES.notImage];
}

async function usedTicketIds(tx: Tx, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const [lines, people] = await Promise.all([
    tx
      .selectDistinct({ id: orderLines.ticketTypeId })
      .from(orderLines)
      .where(inArray(orderLines.ticketTypeId, ids)),
    tx
      .selectDistinct({ id: participants.ticketTypeId })
      .from(participants)
      .where(inArray(participants.ticketTypeId, ids)),
  ]);
  return new Set([...lines, ...people].map((r) => r.id));
}

/** What only the saved event can tell: foreign ticket ids and removed ticket types with sales. */
async function checkSavedTickets(tx: Tx, input: EventFormInput, saved: TicketRow[], errors: FieldErrors) {
  const savedIds = new Set(saved.map((t) => t.id));
  input.tipos_ingresso.forEach((ticket, index) => {
    if (ticket.id !== null && !savedIds.has(ticket.id)) {
      errors[`tipos_ingresso.${index}.id`] = ['Este ingresso não pertence ao evento.'];
    }
  });
  const kept = new Set(input.tipos_ingresso.map((t) => t.id));
  const removed = saved.filter((t) => !kept.has(t.id));
  const used = await usedTicketIds(
    tx,
    removed.map((t) => t.id),
  );
  const blocked = removed.filter((t) => t.sold > 0 || used.has(t.id));
  if (blocked.length > 0) {
    errors.tipos_ingresso = [
      ...(errors.tipos_ingresso ?? []),
      ...blocked.map((t) => `O ingresso "${t.name}" já tem vendas e não pode ser excluído.`),
    ];
  }
}

interface PreparedSave {
  tx: Tx;
  command: SaveEventCommand;
  previous: { needsApproval: boolean; placesTaken: number } | null;
  saved: TicketRow[];
}

async function planSave({ tx, command, previous, saved }: PreparedSave) {
  const { input, banner } = command;
  const descriptionHtml = sanitizeRichText(input.descricao);
  const sanitized = { ...input, descricao: descriptionHtml };
  const institution = input.instituicao_id === null ? null : await findInstitution(tx, input.instituicao_id);
  const errors = validateEventForm(sanitized, {
    hasMembers: institution?.hasMembers ?? false,
    previous,
    soldByTicketId: new Map(saved.map((t) => [t.id, t.sold])),
  });
  if (input.instituicao_id !== null && !institution) errors.instituicao_id = ['Instituição não encontrada.'];
  checkBanner(banner, errors);
  if (previous) await checkSavedTickets(tx, input, saved, errors);
  if (Object.keys(errors).length > 0) throw AppError.validation(errors);
  return planEvent(sanitized, { hasMembers: institution?.hasMembers ?? false, descriptionHtml });
}

/** The contact e-mail the form gave, else the organiser's account e-mail (ADR 0402). */
async function contactEmailOf(tx: Tx, command: SaveEventCommand, planned: string | null): Promise<string> {
  if (planned) return planned;
  const [organiser] = await tx
    .select({ email: organisers.email })
    .from(organisers)
    .where(eq(organisers.id, command.organiserId));
  if (!organiser) throw AppError.notFound('Organizador não encontrado.');
  return organiser.email;
}

async function storeBanner(ctx: AppContext, tx: Tx, command: SaveEventCommand): Promise<string | null> {
  if (!command.banner) return null;
  const stored = await storeImage(
    { ...ctx, db: tx },
    {
      organiserId: command.organiserId,
      kind: 'banner',
      data: command.banner.data,
      originalName: command.banner.filename,
    },
  );
  if (!stored.ok) throw AppError.validation({ banner: [BANNER_MESSAGES.notImage] });
  return stored.id;
}

export async function createEvent(ctx: AppContext, command: SaveEventCommand): Promise<SavedEvent> {
  // The event belongs to the creator's organisation (their own, created on first use; ADR 0430).
  const { organisationId } = await ensureOrganisation(ctx.db, command.organiserId);
  return withRetry(
    () => ctx.db.transaction((tx) => createInTransaction(ctx, tx, command, organisationId)),
    logRetries(ctx.log),
  );
}

async function createInTransaction(
  ctx: AppContext,
  tx: Tx,
  command: SaveEventCommand,
  organisationId: number,
): Promise<SavedEvent> {
  const plan = await planSave({ tx, command, previous: null, saved: [] });
  const bannerUploadId = await storeBanner(ctx, tx, command);
  // One creation at a time picks a slug, so two events with the same name cannot race for it.
  await tx.execute(sql`SELECT pg_advisory_xact_lock(7301)`);
  const slug = await nextFreeSlug(tx, plan.name);
  const contactEmail = await contactEmailOf(tx, command, plan.contact.email);
  // A new event is a draft: public once the organiser presses Publicar (ADR 0400).
  const [event] = await tx
    .insert(events)
    .values({
      organiserId: command.organiserId,
      organisationId,
      slug,
      bannerUploadId,
      status: 'draft',
      contactEmail,
      ...eventColumns(plan),
    })
    .returning({ id: events.id, slug: events.slug });
  if (!event) throw new Error('event not inserted');
  await tx.insert(eventSettings).values({ eventId: event.id });
  await writeTicketTypes(tx, event.id, plan.tickets, []);
  return event;
}

export async function updateEvent(
  ctx: AppContext,
  owned: OwnedEvent,
  command: SaveEventCommand,
): Promise<SavedEvent> {
  return withRetry(
    () => ctx.db.transaction((tx) => updateInTransaction(ctx, tx, owned.id, command)),
    logRetries(ctx.log),
  );
}

async function updateInTransaction(
  ctx: AppContext,
  tx: Tx,
  eventId: number,
  command: SaveEventCommand,
): Promise<SavedEvent> {
  // ADR 0040's lock order, the one every writer follows: the event, then its ticket types by
  // ascending id. NO KEY UPDATE is all the event's own UPDATE needs and lets the foreign-key
  // checks of concurrent orders through; the ticket rows take FOR UPDATE because some may be
  // deleted, and a concurrent order must not add lines to one between the check and the DELETE.
  const [event] = await tx.select().from(events).where(eq(events.id, eventId)).for('no key update');
  if (!event) throw AppError.notFound('Evento não encontrado.');
  const saved = await tx
    .select()
    .from(ticketTypes)
    .where(eq(ticketTypes.eventId, eventId))
    .orderBy(asc(ticketTypes.id))
    .for('update');
  const previous = { needsApproval: event.needsApproval, placesTaken: event.placesTaken };
  const plan = await planSave({ tx, command, previous, saved });
  const newBanner = await storeBanner(ctx, tx, command);
  const bannerUploadId = newBanner ?? (command.input.remove_banner ? null : event.bannerUploadId);
  await tx
    .update(events)
    .set({
      ...eventColumns(plan),
      contactEmail: await contactEmailOf(tx, command, plan.contact.email),
      bannerUploadId,
      updatedAt: new Date(),
    })
    .where(eq(events.id, eventId));
  await writeTicketTypes(
    tx,
    eventId,
    plan.tickets,
    saved.map((t) => t.id),
  );
  return { id: event.id, slug: event.slug };
}
