// Budgets that services spend on behalf of one client, address or event (issue 17 items 2 and 4):
// registrations per connection and per recipient address, coupon guesses per connection and per
// event. Services see only this interface; the store behind it counts fixed windows.
// ADR 0252 says why these are budgets in the services rather than route-level rate limits.
import { createHmac } from 'node:crypto';
import { AppError } from './app-error.ts';

export interface BudgetSpend {
  /** What is being counted: 'registration:ip:…', 'coupon:event:12:misses'. */
  key: string;
  /** Most units in one window. */
  max: number;
  windowSeconds: number;
  /** Units this spends (default 1; 0 only asks whether the budget is already spent). */
  cost?: number;
}

export interface BudgetVerdict {
  allowed: boolean;
  /** Seconds until the window that refused resets (0 when allowed). */
  retryAfterSeconds: number;
}

/**
 * Counts units per key in fixed windows. `spend` adds the cost only when it fits: a refused
 * spend leaves the count unchanged, so a client hammering a spent budget does not push its
 * window further.
 */
export interface BudgetStore {
  spend(spend: BudgetSpend): Promise<BudgetVerdict>;
}

/**
 * One process's counts (fixed windows, swept as they end). Several nodes each keep their own, so
 * the budget of a deployment is this times the nodes until the shared store replaces it.
 */
export class MemoryBudgetStore implements BudgetStore {
  readonly #windows = new Map<string, { count: number; endsAt: number }>();
  readonly #clock: () => number;
  #lastSweep = 0;

  constructor(clock: () => number = Date.now) {
    this.#clock = clock;
  }

  async spend({ key, max, windowSeconds, cost = 1 }: BudgetSpend): Promise<BudgetVerdict> {
    const now = this.#clock();
    this.#sweep(now);
    let window = this.#windows.get(key);
    if (!window || window.endsAt <= now) {
      window = { count: 0, endsAt: now + windowSeconds * 1000 };
      this.#windows.set(key, window);
    }
    if (window.count + cost > max || (cost === 0 && window.count >= max)) {
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((window.endsAt - now) / 1000)) };
    }
    window.count += cost;
    return { allowed: true, retryAfterSeconds: 0 };
  }

  #sweep(now: number): void {
    if (now - this.#lastSweep < 60_000) return;
    this.#lastSweep = now;
    for (const [key, window] of this.#windows) if (window.endsAt <= now) this.#windows.delete(key);
  }
}

export const TOO_MANY_ATTEMPTS_MESSAGE = 'Muitas tentativas. Aguarde um pouco e tente novamente.';

/** The 429 a spent budget answers, with when to come back. */
export function budgetSpentError(verdict: BudgetVerdict, message = TOO_MANY_ATTEMPTS_MESSAGE): AppError {
  return new AppError('too_many_requests', message, {
    details: { retry_after_seconds: verdict.retryAfterSeconds },
  });
}

/**
 * A connection's address as a budget or hold key: keyed with the app secret, so neither the
 * budgets nor the orders table keep people's addresses (ADR 0251).
 */
export function clientKeyOf(secret: string, address: string): string {
  return createHmac('sha256', secret).update(`client:${address}`).digest('base64url').slice(0, 22);
}

/** An e-mail address as a budget key, for the same reason. */
export function emailKeyOf(secret: string, email: string): string {
  return createHmac('sha256', secret).update(`email:${email}`).digest('base64url').slice(0, 22);
}
