// The organiser's event list and event summary (GET /api/admin/eventos[/:id]): built by the server,
// parsed by the admin pages with the same schemas.
import { z } from 'zod';
import { EVENT_ACTIONS, EVENT_STATUSES } from '../event-lifecycle.ts';

/** An instant as the API sends it: ISO 8601 with `Z` or an explicit offset. */
const isoDateTime = z.iso.datetime({ offset: true });
const id = z.number().int().positive();

export const adminEventSummarySchema = z.object({
  id,
  nome: z.string(),
  slug: z.string(),
  start_date: isoDateTime,
  end_date: isoDateTime,
  is_online: z.boolean(),
  participants_need_approval: z.boolean(),
  vendidos: z.number().int().nonnegative(),
  capacidade: z.number().int().nonnegative(),
  public_url: z.string().min(1),
  /** The lifecycle (src/domain/event-lifecycle.ts). */
  status: z.enum(EVENT_STATUSES),
  /** The draft's shareable preview page; works in any status (the organiser's own look). */
  preview_url: z.string().min(1),
  /** What the state machine allows now (the server decides again on each call). */
  acoes: z.array(z.enum(EVENT_ACTIONS)),
  /**
   * Set when the event sells paid tickets but nobody receives its money yet (ADR 0304): the publish
   * confirmation says so before the organiser publishes.
   */
  aviso_recebimento: z.string().nullable(),
});

export const ticketTypeSalesSchema = z.object({
  id,
  nome: z.string(),
  preco_cents: z.number().int().nonnegative(),
  /** null means no limit for this ticket type. */
  quantidade: z.number().int().nonnegative().nullable(),
  vendidos: z.number().int().nonnegative(),
});

export const adminEventSchema = adminEventSummarySchema.extend({
  local: z.string().nullable(),
  tipos_ingresso: z.array(ticketTypeSalesSchema),
});

export type AdminEventSummary = z.infer<typeof adminEventSummarySchema>;
export type TicketTypeSales = z.infer<typeof ticketTypeSalesSchema>;
export type AdminEvent = z.infer<typeof adminEventSchema>;
