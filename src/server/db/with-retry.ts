// Runs a unit of database work again when PostgreSQL aborted it for a reason that a second try
// resolves: a deadlock (40P01) or a serialization failure (40001). Every writer takes its locks in
// one documented order (docs/decisions/0040-lock-order-and-retry.md), so deadlocks should not
// happen at all; this is the backstop for one we did not foresee. After the last attempt it throws
// RetriesExhaustedError, which the HTTP layer answers with a 503 and a pt-BR message, never a 500.
import { findDatabaseError, RetriesExhaustedError } from './database-error.ts';

/** SQLSTATEs that mean "nothing was written, the same work may simply be run again". */
export const RETRYABLE_SQLSTATES = new Set(['40P01', '40001']);

export interface RetryOptions {
  /** Total runs, the first included. */
  attempts?: number;
  /** The first backoff's ceiling; each later one doubles it (full jitter below the ceiling). */
  baseDelayMs?: number;
  maxDelayMs?: number;
  /** Told about every retried failure (the caller logs it). */
  onRetry?: (info: { attempt: number; sqlState: string; delayMs: number }) => void;
}

/** The SQLSTATE of a driver error, looking through wrappers. */
export function sqlStateOf(error: unknown): string | null {
  return findDatabaseError(error)?.code ?? null;
}

export function isRetryable(error: unknown): boolean {
  const state = sqlStateOf(error);
  return state !== null && RETRYABLE_SQLSTATES.has(state);
}

/**
 * `run` must be a whole transaction (or one autocommit statement): a retried run starts from
 * nothing, so it must not depend on work of the failed run that was rolled back.
 */
export async function withRetry<T>(run: () => Promise<T>, options: RetryOptions = {}): Promise<T> {
  const attempts = options.attempts ?? 4;
  const base = options.baseDelayMs ?? 15;
  const max = options.maxDelayMs ?? 400;
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      const sqlState = sqlStateOf(error);
      if (sqlState === null || !RETRYABLE_SQLSTATES.has(sqlState)) throw error;
      if (attempt >= attempts) {
        throw new RetriesExhaustedError(attempts, sqlState, error);
      }
      // Full jitter: two runs that just deadlocked must not wake at the same instant and collide again.
      const delayMs = Math.round(Math.random() * Math.min(max, base * 2 ** (attempt - 1)));
      options.onRetry?.({ attempt, sqlState, delayMs });
      await new Promise((resolve) => setTimeout(resolve, delayMs));
    }
  }
}

/** Retries logged as warnings, so an unforeseen deadlock shows up in the logs (and in tests). */
export function logRetries(log: { warn: (obj: object, msg: string) => void }): RetryOptions {
  return {
    onRetry: (info) => log.warn({ ...info, retryable: true }, 'database transaction retried'),
  };
}
