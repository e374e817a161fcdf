// Draws (sorteios) are kept for anyone to recompute: the frozen eligible ids, their SHA-256, the
// seed, the ranking and the quantity, behind an unguessable public id (ADR 0161).
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { DrawReply } from '../../domain/contracts/candidates.ts';
import { listHash, randomSeed, rankByLottery } from '../../domain/lottery.ts';
import type { AppContext } from '../context.ts';
import type { Tx } from '../db/client.ts';
import { candidateDraws, events } from '../db/schema.ts';
import { AppError } from '../http/app-error.ts';

export const DRAW_ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;
export const DRAW_NOT_FOUND = 'Sorteio não encontrado.';

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
