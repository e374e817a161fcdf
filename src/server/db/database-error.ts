// Reading what PostgreSQL (or PGlite) said about a failed statement, whatever wraps it. The HTTP
// layer turns these into the spec's error bodies (src/server/http/database-errors.ts); the database
// layer itself never speaks HTTP.

/** What both drivers report about a failed statement (node-postgres and PGlite share the fields). */
export interface DatabaseErrorFields {
  code: string;
  message: string;
  constraint?: string;
  detail?: string;
  column?: string;
  table?: string;
}

const SQLSTATE = /^[0-9A-Z]{5}$/;

function isDatabaseError(value: unknown): value is DatabaseErrorFields {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Record<string, unknown>;
  // `severity` tells a server error apart from Node's own codes (EPIPE is five capitals too).
  return (
    typeof candidate.code === 'string' &&
    SQLSTATE.test(candidate.code) &&
    typeof candidate.severity === 'string'
  );
}

/**
 * The driver's error inside whatever wraps it: Drizzle throws a DrizzleQueryError whose `cause`
 * is the driver's error; raw SQL (pg-boss, prepared statements) throws the driver's error itself.
 */
export function findDatabaseError(error: unknown): DatabaseErrorFields | null {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current; depth++) {
    if (isDatabaseError(current)) return current;
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

/** withRetry ran out of attempts on a deadlock or serialization failure; `cause` is the last one. */
export class RetriesExhaustedError extends Error {
  readonly attempts: number;
  readonly sqlState: string;

  constructor(attempts: number, sqlState: string, cause: unknown) {
    super(`transaction gave up after ${attempts} attempts (SQLSTATE ${sqlState})`, { cause });
    this.name = 'RetriesExhaustedError';
    this.attempts = attempts;
    this.sqlState = sqlState;
  }
}
