// The @fastify/rate-limit store that keeps every route's per-address counters in the database
// (rate-budget.ts), so the limits hold across app nodes (docs/decisions/0240-shared-rate-limits.md).
// The plugin builds one store, then a child per limited route: each child is one budget named
// after its route, keyed by the client's address.
import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import type { Executor } from '../db/raw-sql.ts';
import { type BudgetState, readRateBudget, spendRateBudget } from './rate-budget.ts';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * The route a child store counts for. The plugin passes the route's merged limit settings with
 * the route under `routeInfo` (its typings say the route options themselves).
 */
function routeName(params: object): string {
  const route = 'routeInfo' in params ? params.routeInfo : params;
  if (typeof route !== 'object' || route === null) return 'route:?';
  const method = 'method' in route ? [route.method].flat().join(',') : '';
  const url = 'url' in route ? String(route.url) : '';
  return `route:${method} ${url}`;
}

function answer(promise: Promise<BudgetState>, callback: Callback): void {
  promise.then(
    (state) => callback(null, { current: state.hits, ttl: state.resetInMs }),
    (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
  );
}

class DatabaseRateLimitStore implements FastifyRateLimitStore {
  private readonly db: Executor;
  private readonly name: string;

  constructor(db: Executor, name: string) {
    this.db = db;
    this.name = name;
  }

  incr(key: string, callback: Callback, timeWindow: number, max: number): void {
    answer(spendRateBudget(this.db, { name: this.name, max, windowMs: timeWindow }, key), callback);
  }

  read(key: string, callback: Callback, timeWindow: number, max: number): void {
    answer(readRateBudget(this.db, { name: this.name, max, windowMs: timeWindow }, key), callback);
  }

  child(params: object): FastifyRateLimitStore {
    return new DatabaseRateLimitStore(this.db, routeName(params));
  }
}

/** The `store` option of @fastify/rate-limit (a class the plugin instantiates). */
export function databaseRateLimitStore(db: Executor) {
  return class extends DatabaseRateLimitStore {
    constructor() {
      super(db, 'route:global');
    }
  };
}
