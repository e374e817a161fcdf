// Raw SQL where the query builder cannot say it (CTEs, guarded UPDATEs, keyset pages, FOR UPDATE
// orders). Every raw query declares the row it returns, next to its SQL, as a zod object of the
// column kinds below; each row is checked against it, so a renamed alias fails the query's test
// (and a renamed key the type check) instead of reading `undefined` (ADR 0212). Both drivers
// (node-postgres, PGlite) answer with { rows }, but not always in the same types: counts and
// numerics may be text, timestamps text or Date. The kinds read either.
import type { SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from './client.ts';

export type Executor = Pick<Db, 'execute'>;

/** A value that must be present (null is a value; a missing alias is not). */
const present = (value: unknown) => value !== undefined;

/** The column kinds of raw rows. Add `.nullable()` for a column that may be NULL. */
export const col = {
  /** int4, count(*)::int, bigint or numeric read as a JavaScript number. */
  int: () => z.union([z.number(), z.string().regex(/^-?\d+$/)]).transform(Number),
  /** A number that may have decimals (numeric, float). */
  num: () => z.union([z.number(), z.string().regex(/^-?\d+(\.\d+)?(e[+-]?\d+)?$/i)]).transform(Number),
  text: () => z.string(),
  /** boolean (text 't'/'f' from a driver that sends it so). */
  bool: () => z.union([z.boolean(), z.enum(['t', 'f']).transform((value) => value === 't')]),
  /** timestamptz/date: a Date whichever way the driver sent it. */
  date: () =>
    z
      .union([z.date(), z.string()])
      .transform((value) => new Date(value))
      .refine((value) => !Number.isNaN(value.getTime()), 'not a date'),
  /** json/jsonb as the driver parsed it, typed by the caller. */
  json: <T>() => z.custom<T>(present, 'missing column'),
};

export type RowSchema = z.ZodType<Record<string, unknown>>;

/** `SELECT count(*)::int AS n …` */
export const COUNT_ROW = z.object({ n: col.int() });
/** `SELECT … AS id` */
export const ID_ROW = z.object({ id: col.int() });

/** A row that does not match its declaration is a bug in the query: a 500, named in the log. */
export class RowShapeError extends Error {
  constructor(issues: z.core.$ZodIssue[], row: unknown) {
    const what = issues.map((issue) => `${issue.path.join('.') || '(row)'}: ${issue.message}`).join('; ');
    const columns = typeof row === 'object' && row ? Object.keys(row).join(', ') : typeof row;
    super(`raw SQL row does not match its declared shape (${what}); the row had: ${columns}`);
    this.name = 'RowShapeError';
  }
}

/** Checks rows against their declared shape; returns them typed. */
export function checkRows<S extends RowSchema>(rows: readonly unknown[], row: S): z.output<S>[] {
  return rows.map((raw) => {
    const parsed = row.safeParse(raw);
    if (!parsed.success) throw new RowShapeError(parsed.error.issues, raw);
    return parsed.data;
  });
}

/** Runs a raw query and returns its rows, each checked against `row`. */
export async function queryRows<S extends RowSchema>(
  db: Executor,
  row: S,
  query: SQL,
): Promise<z.output<S>[]> {
  const result = (await db.execute(query)) as unknown as { rows: unknown[] };
  return checkRows(result.rows, row);
}

/** A statement whose rows nobody reads (UPDATE … without RETURNING, locks). */
export async function executeSql(db: Executor, query: SQL): Promise<void> {
  await db.execute(query);
}
