// Uploads kept in the database's file_contents table: the default, on PostgreSQL and PGlite alike.
// Nothing else to run or back up, and every node sharing the database serves every upload. Images
// are at most 5 MB; PostgreSQL stores such values out of line (TOAST), off the hot tables.
import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { fileContents } from '../db/schema.ts';
import { assertSafeKey, type FileStorage } from './file-storage.ts';

export class DatabaseStorage implements FileStorage {
  private readonly db: Db;

  constructor(db: Db) {
    this.db = db;
  }

  async put(key: string, data: Buffer, within?: Db | Tx): Promise<void> {
    await (within ?? this.db).insert(fileContents).values({ storageKey: assertSafeKey(key), data });
  }

  async get(key: string): Promise<Buffer | null> {
    const [row] = await this.db
      .select({ data: fileContents.data })
      .from(fileContents)
      .where(eq(fileContents.storageKey, assertSafeKey(key)))
      .limit(1);
    return row?.data ?? null;
  }

  async has(key: string): Promise<boolean> {
    const [row] = await this.db
      .select({ found: sql<number>`1` })
      .from(fileContents)
      .where(eq(fileContents.storageKey, assertSafeKey(key)))
      .limit(1);
    return row !== undefined;
  }

  async delete(key: string): Promise<void> {
    await this.db.delete(fileContents).where(eq(fileContents.storageKey, assertSafeKey(key)));
  }
}
