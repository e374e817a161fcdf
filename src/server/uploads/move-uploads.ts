// Carries the files that releases before 0333 kept in UPLOAD_DIR into the shared store, so every
// node serves them. Idempotent: a key already in the store is left alone, and nothing is deleted
// from the directory (remove it once a backup holds the store). Each node that had its own
// directory runs it once (`catraca migrate` does), contributing the files only it had.
import { existsSync } from 'node:fs';
import { asc } from 'drizzle-orm';
import type { AppContext } from '../context.ts';
import { uploads } from '../db/schema.ts';
import { LocalDirectoryStorage } from './file-storage.ts';

export interface MoveReport {
  moved: number;
  alreadyStored: number;
  /** Known uploads found neither in the store nor in the directory (another node may have them). */
  missing: number;
}

export async function moveLocalUploads(
  ctx: Pick<AppContext, 'db' | 'storage'>,
  directory: string,
): Promise<MoveReport> {
  const report: MoveReport = { moved: 0, alreadyStored: 0, missing: 0 };
  if (!existsSync(directory)) return report;
  const local = new LocalDirectoryStorage(directory);
  const rows = await ctx.db.select({ key: uploads.storageKey }).from(uploads).orderBy(asc(uploads.createdAt));
  for (const { key } of rows) {
    if (await ctx.storage.has(key)) {
      report.alreadyStored += 1;
      continue;
    }
    const data = await local.get(key);
    if (!data) {
      report.missing += 1;
      continue;
    }
    await ctx.storage.put(key, data);
    report.moved += 1;
  }
  return report;
}
