// Request budgets shared by every app node (docs/decisions/0240-shared-rate-limits.md). A budget
// allows `max` spends per `windowMs` for one key (an address, an e-mail, an event…); the count
// lives in the database, so two nodes behind a balancer enforce one budget, not one each. One
// upsert per spend: it opens a fixed window on the first spend, counts inside it, and starts a new
// one in place once it has ended.
//
// Slices use it for budgets of their own (registrations per address, coupon attempts per event):
//
//   const REGISTRATIONS_PER_IP: RateBudget = { name: 'registration-ip', max: 20, windowMs: 3_600_000 };
//   await requireRateBudget(ctx.db, REGISTRATIONS_PER_IP, request.ip);     // 429 once spent
//
// Spend outside the transaction that does the work: a spend inside one that rolls back is undone.
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { col, type Executor, queryRows } from '../db/raw-sql.ts';
import { AppError } from './app-error.ts';

export interface RateBudget {
  /** Names the counter; unique in the app (`registration-ip`, `route:POST /api/auth/login`). */
  name: string;
  /** Spends allowed per window. */
  max: number;
  windowMs: number;
}

export interface BudgetState {
  /** Spends counted in the current window, this one included. */
  hits: number;
  /** Whether this spend fits the budget (hits ≤ max). */
  allowed: boolean;
  remaining: number;
  /** Until the window ends and the budget is whole again. */
  resetInMs: number;
}

export const TOO_MANY_REQUESTS = 'Muitas tentativas. Aguarde um pouco e tente novamente.';

/** Longer keys (a typed e-mail, a route with a long path) are stored by their hash. */
const MAX_PLAIN_KEY = 200;

export function budgetKey(budget: Pick<RateBudget, 'name'>, key: string): string {
  const full = `${budget.name}|${key}`;
  if (full.length <= MAX_PLAIN_KEY) return full;
  return `${budget.name.slice(0, 100)}|sha256:${createHash('sha256').update(key).digest('hex')}`;
}

const SPEND_ROW = z.object({ hits: col.int(), reset_ms: col.int() });

function stateOf(budget: RateBudget, hits: number, resetMs: number): BudgetState {
  return {
    hits,
    allowed: hits <= budget.max,
    remaining: Math.max(0, budget.max - hits),
    resetInMs: Math.max(0, resetMs),
  };
}

/** Spends `cost` of `budget` for `key` (one statement) and says whether it fit. */
export async function spendRateBudget(
  db: Executor,
  budget: RateBudget,
  key: string,
  cost = 1,
): Promise<BudgetState> {
  const windowMs = Math.max(1, Math.trunc(budget.windowMs));
  const [row] = await queryRows(
    db,
    SPEND_ROW,
    sql`INSERT INTO rate_limit_counters AS c (key, hits, window_ends_at)
        VALUES (${budgetKey(budget, key)}, ${cost}::int, now() + ${windowMs}::int * interval '1 millisecond')
        ON CONFLICT (key) DO UPDATE SET
          hits = CASE WHEN c.window_ends_at <= now() THEN excluded.hits ELSE c.hits + excluded.hits END,
          window_ends_at = CASE WHEN c.window_ends_at <= now() THEN excluded.window_ends_at ELSE c.window_ends_at END
        RETURNING c.hits,
          ceil(extract(epoch FROM (c.window_ends_at - now())) * 1000)::int AS reset_ms`,
  );
  if (!row) throw new Error('rate budget upsert returned no row');
  maybeSweep(db);
  return stateOf(budget, row.hits, row.reset_ms);
}

/** The budget's state for `key` without spending (a window that has ended reads as whole). */
export async function readRateBudget(db: Executor, budget: RateBudget, key: string): Promise<BudgetState> {
  const [row] = await queryRows(
    db,
    SPEND_ROW,
    sql`SELECT hits, ceil(extract(epoch FROM (window_ends_at - now())) * 1000)::int AS reset_ms
        FROM rate_limit_counters WHERE key = ${budgetKey(budget, key)} AND window_ends_at > now()`,
  );
  return stateOf(budget, row?.hits ?? 0, row?.reset_ms ?? 0);
}

/** The 429 a spent budget answers, in the spec's error shape. */
export function tooManyRequests(state?: BudgetState, message = TOO_MANY_REQUESTS): AppError {
  return new AppError('too_many_requests', message, {
    details: state ? { retry_after_seconds: Math.ceil(state.resetInMs / 1000) } : undefined,
  });
}

/** Spends one of `budget` for `key`; throws the 429 once the window's budget is spent. */
export async function requireRateBudget(
  db: Executor,
  budget: RateBudget,
  key: string,
  message = TOO_MANY_REQUESTS,
): Promise<BudgetState> {
  const state = await spendRateBudget(db, budget, key);
  if (!state.allowed) throw tooManyRequests(state, message);
  return state;
}

/** Deletes counters whose window ended (a batch at a time); returns how many went. */
export async function sweepEndedRateBudgets(db: Executor, batch = 5000): Promise<number> {
  const rows = await queryRows(
    db,
    z.object({ key: col.text() }),
    sql`DELETE FROM rate_limit_counters WHERE key IN (
          SELECT key FROM rate_limit_counters WHERE window_ends_at < now() LIMIT ${batch}::int
        ) RETURNING key`,
  );
  return rows.length;
}

/** Every this many spends a process sweeps ended windows, so the table holds live ones only. */
const SWEEP_EVERY = 1000;
let spendsSinceSweep = 0;

function maybeSweep(db: Executor): void {
  spendsSinceSweep += 1;
  if (spendsSinceSweep < SWEEP_EVERY) return;
  spendsSinceSweep = 0;
  // Out of the request's way; a failed sweep is retried a thousand spends later.
  sweepEndedRateBudgets(db).catch(() => undefined);
}
