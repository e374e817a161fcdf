// The event lifecycle routes (issue 20): POST /api/eventos/{id}/publicar, /despublicar,
// /encerrar-vendas, /cancelar, /duplicar and DELETE /api/eventos/{id}. Parsed by the server,
// read by the organiser's screens with the same schemas.
import { z } from 'zod';
import { EVENT_STATUSES } from '../event-lifecycle.ts';

export const CANCEL_REASON_MAX = 500;

/** publicar, despublicar, encerrar-vendas, duplicar, DELETE: nothing to send (an empty object or no body). */
export const noEventActionBody = z.object({}).strict();

/** POST /api/eventos/{id}/cancelar: the reason is optional and goes into the buyers' e-mail. */
export const cancelEventBody = z
  .object({ motivo: z.string().trim().max(CANCEL_REASON_MAX).nullish() })
  .strict();

export type CancelEventBody = z.infer<typeof cancelEventBody>;

/** data of publicar / despublicar / encerrar-vendas / cancelar. */
export const eventStatusReplySchema = z.object({
  status: z.enum(EVENT_STATUSES),
  /** Cancelar: how many people were e-mailed. */
  emails_enviados: z.number().int().nonnegative(),
});

/** data of duplicar: the new draft. */
export const duplicatedEventSchema = z.object({
  evento: z.object({ id: z.number().int().positive(), slug: z.string() }),
});

export type EventStatusReply = z.infer<typeof eventStatusReplySchema>;
