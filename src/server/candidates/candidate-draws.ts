// Draws (sorteios) are kept for anyone to recompute: the frozen eligible ids, their SHA-256, the
// seed, the ranking and the quantity, behind an unguessable public id (ADR 0161).
import { randomBytes } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import type { DrawReply, DrawSummary } from '../../domain/contracts/candidates.ts';
import { listHash, randomSeed, rankByLottery } from '../../domain/lottery.ts';
import { DRAW_NOT_FOUND } from '../access/child-kinds.ts';
import type { OwnedEvent } from '../access/owned-event.ts';
import type { AppContext } from '../context.ts';
import type { Tx } from '../db/client.ts';
import { candidateDraws, events } from '../db/schema.ts';
import { AppError } from '../http/app-error.ts';

export const DRAW_ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;

export interface DrawResult {
  id: number;
  publicId: string;
  ranking: number[];
}

/** Ranks the eligible ids under the seed and records the draw; the first `quantity` are selected. */
export async function recordDraw(
  tx: Tx,
  input: { eventId: number; organiserId: number; eligibleIds: number[]; quantity: number; seed?: string },
): Promise<DrawResult> {
  const seed = input.seed ?? randomSeed();
  const eligibleIds = [...input.eligibleIds].sort((a, b) => a - b);
  const ranking = (await rankByLottery(seed, eligibleIds)).map((entry) => entry.id);
  const publicId = randomBytes(16).toString('base64url');
  const [row] = await tx
    .insert(candidateDraws)
    .values({
      publicId,
      eventId: input.eventId,
      createdBy: input.organiserId,
      seed,
      seedSource: input.seed === undefined ? 'servidor' : 'organizador',
      listHash: await listHash(eligibleIds),
      eligibleIds,
      ranking,
      quantity: input.quantity,
      selectedIds: ranking.slice(0, input.quantity),
    })
    .returning({ id: candidateDraws.id });
  if (!row) throw new Error('draw insert returned nothing');
  return { id: row.id, publicId, ranking };
}

export async function getPublicDraw(ctx: AppContext, publicId: string): Promise<DrawReply> {
  if (!DRAW_ID_PATTERN.test(publicId)) throw AppError.notFound(DRAW_NOT_FOUND);
  const [row] = await ctx.db
    .select({ draw: candidateDraws, eventName: events.name, slug: events.slug })
    .from(candidateDraws)
    .innerJoin(events, eq(events.id, candidateDraws.eventId))
    .where(eq(candidateDraws.publicId, publicId))
    .limit(1);
  if (!row) throw AppError.notFound(DRAW_NOT_FOUND);
  const { draw } = row;
  return {
    id: draw.publicId,
    evento: { nome: row.eventName, slug: row.slug },
    realizado_em: draw.createdAt.toISOString(),
    semente: draw.seed,
    origem_semente: draw.seedSource,
    hash_lista: draw.listHash,
    elegiveis: draw.eligibleIds,
    ranking: draw.ranking,
    quantidade: draw.quantity,
    selecionados: draw.selectedIds,
  };
}

/** The event's draws for its organiser (ownership checked by the caller), newest first. */
export async function listEventDraws(ctx: AppContext, event: OwnedEvent): Promise<DrawSummary[]> {
  const rows = await ctx.db
    .select()
    .from(candidateDraws)
    .where(eq(candidateDraws.eventId, event.id))
    .orderBy(desc(candidateDraws.createdAt), desc(candidateDraws.id));
  return rows.map((draw) => ({
    id: draw.publicId,
    realizado_em: draw.createdAt.toISOString(),
    origem_semente: draw.seedSource,
    elegiveis: draw.eligibleIds.length,
    quantidade: draw.quantity,
  }));
}

export interface DrawPosition {
  /** The public id of the audit page /sorteio/{id}. */
  drawId: string;
  /** 1-based place in the ranking. */
  position: number;
  total: number;
  selected: boolean;
}

/**
 * Each candidate's place in the lottery that concerns them: the draw that selected them, or else
 * the latest draw of the event they took part in. The ranking holds candidate ids, the same
 * numbers the audit page lists, so the candidate can find themself there.
 */
export async function drawPositionsOf(
  ctx: AppContext,
  eventId: number,
  people: { candidateId: number; drawId: number | null }[],
): Promise<Map<number, DrawPosition>> {
  const positions = new Map<number, DrawPosition>();
  if (people.length === 0) return positions;
  const draws = await ctx.db
    .select()
    .from(candidateDraws)
    .where(eq(candidateDraws.eventId, eventId))
    .orderBy(desc(candidateDraws.createdAt), desc(candidateDraws.id));
  for (const { candidateId, drawId } of people) {
    const draw = draws.find((d) => d.id === drawId) ?? draws.find((d) => d.ranking.includes(candidateId));
    const index = draw?.ranking.indexOf(candidateId) ?? -1;
    if (!draw || index < 0) continue;
    positions.set(candidateId, {
      drawId: draw.publicId,
      position: index + 1,
      total: draw.ranking.length,
      selected: draw.selectedIds.includes(candidateId),
    });
  }
  return positions;
}
