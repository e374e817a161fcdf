// "Selecionar Participantes" (spec §5 Participant selection, §7): N of the event's pre-registered
// candidates, the earliest (cronologica) or by the auditable lottery (sorteio), with a payment
// deadline. The event row is locked first, so two tabs selecting at once are serialised and the
// second sees the places the first took (proof: candidate-selection-race.integration-test.ts).
import { sql } from 'drizzle-orm';
import {
  type DeadlineUnit,
  defaultDeadline,
  SELECTION_MESSAGES,
  selectionMessage,
} from '../../domain/candidate-rules.ts';
import type { SelectParticipantsBody } from '../../domain/contracts/candidates.ts';
import type { OwnedEvent } from '../access/owned-event.ts';
import type { AppContext } from '../context.ts';
import { col, ID_ROW, queryRows } from '../db/raw-sql.ts';
import { logRetries, withRetry } from '../db/with-retry.ts';
import { AppError } from '../http/app-error.ts';
import { recordDraw } from './candidate-draws.ts';
import { applyTransition, lockCandidates, lockEvents, type SelectionGuard } from './candidate-transitions.ts';

export interface SelectionOutcome {
  message: string;
  quantidade_selecionada: number;
  sorteio_id: string | null;
  candidatos_selecionados: { id: number; isParticipante: boolean }[];
}

export async function selectParticipants(
  ctx: AppContext,
  organiserId: number,
  event: OwnedEvent,
  body: SelectParticipantsBody,
  now = new Date(),
  guard: SelectionGuard = 'guarded',
): Promise<SelectionOutcome> {
  const deadline: { value: number; unit: DeadlineUnit } =
    body.prazo_pagamento ??
    defaultDeadline({ value: event.approvalDeadlineValue, unit: event.approvalDeadlineUnit });
  const outcome = await withRetry(
    () =>
      ctx.db.transaction(async (tx) => {
        const events = await lockEvents(tx, [event.id], guard);
        const locked = events.get(event.id);
        if (!locked) throw AppError.notFound('Evento não encontrado.');
        const eligible = await queryRows(
          tx,
          ID_ROW.extend({ created_at: col.date() }),
          sql`SELECT id, created_at FROM candidates WHERE event_id = ${event.id} AND status = 'pre_inscrito'
              ORDER BY id ${guard === 'none' ? sql`` : sql`FOR UPDATE`}`,
        );
        // The canary's window: what a real workload's latency opens between reading and writing.
        if (guard === 'none') await tx.execute(sql`SELECT pg_sleep(0.05)`);
        if (eligible.length === 0) throw new AppError('conflict', SELECTION_MESSAGES.noneAvailable);
        const available = Math.max(0, locked.capacity - locked.placesTaken);
        if (available === 0) throw new AppError('conflict', SELECTION_MESSAGES.noPlaces);
        const max = Math.min(available, eligible.length);
        if (body.quantidade_participantes > max) {
          throw AppError.validation({ quantidade_participantes: [SELECTION_MESSAGES.quantityRange(max)] });
        }
        const quantity = body.quantidade_participantes;
        let chosen: number[];
        let draw: { id: number; publicId: string } | null = null;
        if (body.metodo_selecao === 'sorteio') {
          const result = await recordDraw(tx, {
            eventId: event.id,
            organiserId,
            eligibleIds: eligible.map((r) => Number(r.id)),
            quantity,
            seed: body.semente?.length ? body.semente : undefined,
          });
          draw = result;
          chosen = result.ranking.slice(0, quantity);
        } else {
          chosen = eligible
            .map((r) => ({ id: r.id, at: r.created_at.getTime() }))
            .sort((a, b) => a.at - b.at || a.id - b.id)
            .slice(0, quantity)
            .map((r) => r.id);
        }
        const candidates = await lockCandidates(tx, chosen);
        const result = await applyTransition(
          ctx,
          tx,
          'select',
          { events, candidates },
          {
            deadline,
            method: body.metodo_selecao,
            drawId: draw?.id ?? null,
            now,
            guard,
            actor: { kind: 'organizador', organiserId },
          },
        );
        return { result, draw };
      }),
    logRetries(ctx.log),
  );
  if (outcome.result.emails > 0) ctx.jobs.wakeEmailSender();
  const n = outcome.result.changed.length;
  return {
    message: selectionMessage(n, deadline),
    quantidade_selecionada: n,
    sorteio_id: outcome.draw?.publicId ?? null,
    candidatos_selecionados: outcome.result.changed,
  };
}
