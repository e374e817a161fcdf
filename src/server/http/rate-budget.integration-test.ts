// The shared request budget (ADR 0240): one upsert counts a spend in a fixed window, starts a new
// window once the old one ended, keeps budgets and keys apart, and stays exact under parallel spends
// on a real pool (a read-then-write counter would lose some).
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { col, queryRows } from '../db/raw-sql.ts';
import { useTestApp } from '../testing/test-app.ts';
import { TEST_DRIVERS } from '../testing/test-db.ts';
import { AppError } from './app-error.ts';
import {
  budgetKey,
  type RateBudget,
  readRateBudget,
  requireRateBudget,
  spendRateBudget,
  sweepEndedRateBudgets,
} from './rate-budget.ts';

let counter = 0;
const uniqueBudget = (max: number, windowMs = 60_000): RateBudget => ({
  name: `test-${++counter}-${Date.now()}`,
  max,
  windowMs,
});

describe.each(TEST_DRIVERS)('rate budgets (%s)', (driver) => {
  const env = useTestApp(driver);

  it('allows max spends per window, then refuses with what remains and when it resets', async () => {
    const budget = uniqueBudget(3);
    const states = [];
    for (let i = 0; i < 5; i++) states.push(await spendRateBudget(env().ctx.db, budget, '203.0.113.7'));
    expect(states.map((s) => s.allowed)).toEqual([true, true, true, false, false]);
    expect(states.map((s) => s.hits)).toEqual([1, 2, 3, 4, 5]);
    expect(states.map((s) => s.remaining)).toEqual([2, 1, 0, 0, 0]);
    for (const state of states) {
      expect(state.resetInMs).toBeGreaterThan(55_000);
      expect(state.resetInMs).toBeLessThanOrEqual(60_000);
    }
  });

  it('counts each key and each budget apart', async () => {
    const first = uniqueBudget(1);
    const second = uniqueBudget(1);
    const db = env().ctx.db;
    expect((await spendRateBudget(db, first, 'a')).allowed).toBe(true);
    expect((await spendRateBudget(db, first, 'b')).allowed).toBe(true);
    expect((await spendRateBudget(db, second, 'a')).allowed).toBe(true);
    expect((await spendRateBudget(db, first, 'a')).allowed).toBe(false);
  });

  it('opens a whole new window once the last one ended', async () => {
    const budget = uniqueBudget(2, 300);
    const db = env().ctx.db;
    for (let i = 0; i < 3; i++) await spendRateBudget(db, budget, 'k');
    expect((await readRateBudget(db, budget, 'k')).hits).toBe(3);
    await new Promise((resolve) => setTimeout(resolve, 350));
    expect((await readRateBudget(db, budget, 'k')).hits).toBe(0);
    const fresh = await spendRateBudget(db, budget, 'k');
    expect(fresh).toMatchObject({ hits: 1, allowed: true, remaining: 1 });
    expect(fresh.resetInMs).toBeGreaterThan(200);
  });

  it('reads without spending', async () => {
    const budget = uniqueBudget(5);
    const db = env().ctx.db;
    await spendRateBudget(db, budget, 'k');
    await readRateBudget(db, budget, 'k');
    await readRateBudget(db, budget, 'k');
    expect((await readRateBudget(db, budget, 'k')).hits).toBe(1);
  });

  it('throws the 429 in the error shape once the budget is spent', async () => {
    const budget = uniqueBudget(1);
    const db = env().ctx.db;
    await requireRateBudget(db, budget, 'k');
    const refused = await requireRateBudget(db, budget, 'k', 'Limite de inscrições atingido.').catch(
      (e) => e,
    );
    expect(refused).toBeInstanceOf(AppError);
    expect(refused.toBody()).toMatchObject({
      error_type: 'too_many_requests',
      error: 'Limite de inscrições atingido.',
      error_code: 429,
    });
    expect(refused.toBody().error_details.retry_after_seconds).toBeGreaterThan(50);
  });

  it('stores a long key (a typed e-mail) by its hash, still one counter per key', async () => {
    const budget = uniqueBudget(1);
    const long = `${'x'.repeat(5000)}@teste.com.br`;
    expect(budgetKey(budget, long).length).toBeLessThan(200);
    expect(budgetKey(budget, long)).not.toBe(budgetKey(budget, `${long}.br`));
    const db = env().ctx.db;
    expect((await spendRateBudget(db, budget, long)).allowed).toBe(true);
    expect((await spendRateBudget(db, budget, long)).allowed).toBe(false);
    expect((await spendRateBudget(db, budget, `${long}.br`)).allowed).toBe(true);
  });

  it('sweeps counters whose window ended and keeps live ones', async () => {
    const db = env().ctx.db;
    const ended = uniqueBudget(5, 50);
    const live = uniqueBudget(5, 60_000);
    await spendRateBudget(db, ended, 'k');
    await spendRateBudget(db, live, 'k');
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(await sweepEndedRateBudgets(db)).toBeGreaterThanOrEqual(1);
    const keys = await queryRows(
      db,
      z.object({ key: col.text() }),
      sql`SELECT key FROM rate_limit_counters WHERE key IN (${budgetKey(ended, 'k')}, ${budgetKey(live, 'k')})`,
    );
    expect(keys.map((row) => row.key)).toEqual([budgetKey(live, 'k')]);
  });

  it.runIf(driver === 'postgres')('counts every one of 200 parallel spends exactly once', async () => {
    const budget = uniqueBudget(50);
    const db = env().ctx.db;
    const states = await Promise.all(
      Array.from({ length: 200 }, () => spendRateBudget(db, budget, 'parallel')),
    );
    expect(states.filter((s) => s.allowed)).toHaveLength(50);
    expect(new Set(states.map((s) => s.hits)).size).toBe(200);
    expect((await readRateBudget(db, budget, 'parallel')).hits).toBe(200);
  });
});
