// The bytes of uploaded files when they are kept in the database (UPLOAD_STORAGE=database, the
// default): every app node reads every upload, and a backup of the database holds them too
// (docs/decisions/0333-uploads-every-node-reads.md). Keyed like any FileStorage; the `uploads`
// row (schema/events.ts) carries what the file is.
import { customType, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

export const fileContents = pgTable('file_contents', {
  storageKey: text('storage_key').primaryKey(),
  data: bytea('data').notNull(),
  createdAt: createdAt(),
});
