import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../context.ts';
import type { Db, Tx } from '../db/client.ts';
import { uploads } from '../db/schema.ts';
import { sniffImageType } from './image-sniff.ts';

export type UploadKind = 'banner' | 'rich_editor';

export interface StoreImageInput {
  organiserId: number;
  kind: UploadKind;
  data: Buffer;
  originalName?: string | null;
  sessionUuid?: string | null;
}

export type StoreImageResult = { ok: true; id: string; url: string } | { ok: false; reason: 'not_an_image' };

/** The public path an upload is served from. */
export function uploadUrl(id: string): string {
  return `/uploads/${id}`;
}

/** Stores an image after checking its bytes; anything but PNG/JPEG/WebP is refused. */
export async function storeImage(
  ctx: { storage: AppContext['storage']; db: Db | Tx },
  input: StoreImageInput,
): Promise<StoreImageResult> {
  const mimeType = sniffImageType(input.data);
  if (!mimeType) return { ok: false, reason: 'not_an_image' };
  const id = randomUUID();
  const storageKey = `${input.kind.replace('_', '-')}-${id}`;
  await ctx.storage.put(storageKey, input.data, ctx.db);
  await ctx.db.insert(uploads).values({
    id,
    organiserId: input.organiserId,
    kind: input.kind,
    storageKey,
    mimeType,
    sizeBytes: input.data.length,
    originalName: input.originalName?.slice(0, 200) ?? null,
    sessionUuid: input.sessionUuid?.slice(0, 100) ?? null,
  });
  return { ok: true, id, url: uploadUrl(id) };
}

/** An upload's bytes and stored type, or null when unknown. */
export async function readUpload(ctx: AppContext, id: string) {
  const [row] = await ctx.db.select().from(uploads).where(eq(uploads.id, id)).limit(1);
  if (!row) return null;
  const data = await ctx.storage.get(row.storageKey);
  return data ? { mimeType: row.mimeType, data } : null;
}
