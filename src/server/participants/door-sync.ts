// Offline scans reach the server (ADR 0436): each queued admission is replayed at the time the
// phone recorded it, on that time's day. A day already taken by another phone or an online scan
// is a conflict the door team sees, never a silent merge; the same phone's own row (a sync that
// was cut and resent) is simply registered again. A ticket refunded meanwhile is refused.

import { inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { SyncReply, syncBodySchema } from '../../domain/contracts/check-in.ts';
import { formatDateTimeBR, toLocalParts } from '../../domain/dates.ts';
import { PARTICIPANT_NOT_FOUND } from '../access/child-kinds.ts';
import type { OwnedEvent } from '../access/owned-event.ts';
import type { AppContext } from '../context.ts';
import { participants } from '../db/schema.ts';
import { AppError } from '../http/app-error.ts';
import { admitForDay } from './check-in-admission.ts';

/** How far back a queued scan may be (a phone offline for a whole weekend event) and ahead (clock skew). */
const MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
const MAX_AHEAD_MS = 10 * 60 * 1000;

export async function syncOfflineScans(
  ctx: AppContext,
  event: OwnedEvent,
  body: z.infer<typeof syncBodySchema>,
  by: { organiserId: number; now: Date },
): Promise<SyncReply> {
  const ids = [...new Set(body.entradas.map((entry) => entry.participanteId))];
  const people = await ctx.db
    .select({ id: participants.id, name: participants.name, eventId: participants.eventId })
    .from(participants)
    .where(inArray(participants.id, ids));
  // Another event's participant is the guard's 404, as on every route that names children in its
  // body; one that no longer exists (an order deleted since the list was saved) is refused alone.
  if (people.some((p) => p.eventId !== event.id)) throw AppError.notFound(PARTICIPANT_NOT_FOUND);
  const names = new Map(people.map((p) => [p.id, p.name]));
  const resultados: SyncReply['resultados'] = [];
  for (const entry of body.entradas) {
    const nome = names.get(entry.participanteId);
    const at = new Date(entry.em);
    const base = { participanteId: entry.participanteId, em: entry.em, nome: nome ?? '' };
    if (nome === undefined) {
      resultados.push({ ...base, resultado: 'recusado', mensagem: 'Ingresso não encontrado neste evento.' });
      continue;
    }
    const age = by.now.getTime() - at.getTime();
    if (age > MAX_AGE_MS || age < -MAX_AHEAD_MS) {
      resultados.push({
        ...base,
        resultado: 'recusado',
        mensagem: `Horário do celular fora do esperado (${formatDateTimeBR(at)}).`,
      });
      continue;
    }
    try {
      const admission = await admitForDay(ctx, event, {
        participantId: entry.participanteId,
        at,
        organiserId: by.organiserId,
        device: body.dispositivo,
      });
      const isOwn = !admission.registered && admission.device === body.dispositivo;
      if (admission.registered || isOwn) {
        resultados.push({
          ...base,
          resultado: 'registrado',
          mensagem: `Entrada registrada às ${toLocalParts(admission.at).time}`,
        });
      } else {
        const where = admission.device === '' ? 'na porta online' : 'em outro celular';
        resultados.push({
          ...base,
          resultado: 'conflito',
          mensagem: `${nome} já tinha entrado às ${toLocalParts(admission.at).time} ${where}; este celular também admitiu às ${toLocalParts(at).time}.`,
        });
      }
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      resultados.push({ ...base, resultado: 'recusado', mensagem: error.message });
    }
  }
  return { resultados };
}
