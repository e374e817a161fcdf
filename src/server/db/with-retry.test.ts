import { describe, expect, it } from 'vitest';
import { AppError } from '../http/app-error.ts';
import { fromDatabaseError, tryAgainLater } from '../http/database-errors.ts';
import { RetriesExhaustedError } from './database-error.ts';
import { sqlStateOf, withRetry } from './with-retry.ts';

/** An error shaped like Drizzle's: the driver's error (with its SQLSTATE) in `cause`. */
function dbError(code: string): Error {
  const driver = Object.assign(new Error(`driver ${code}`), { code, severity: 'ERROR' });
  return Object.assign(new Error('Failed query'), { cause: driver });
}

/** A run that fails with the given SQLSTATEs, in turn, then succeeds. */
function failing(...codes: string[]) {
  let calls = 0;
  const run = async () => {
    const code = codes[calls];
    calls += 1;
    if (code) throw dbError(code);
    return 'written';
  };
  return { run, calls: () => calls };
}

const fast = { baseDelayMs: 1, maxDelayMs: 2 };

describe('withRetry', () => {
  it.each(['40P01', '40001'])(
    'runs the work again after SQLSTATE %s and returns its result',
    async (code) => {
      const work = failing(code, code);
      const retried: string[] = [];
      const result = await withRetry(work.run, { ...fast, onRetry: (info) => retried.push(info.sqlState) });
      expect(result).toBe('written');
      expect(work.calls()).toBe(3);
      expect(retried).toEqual([code, code]);
    },
  );

  it('gives up after the last attempt with a 503 and a pt-BR message', async () => {
    const work = failing('40P01', '40P01', '40P01', '40P01', '40P01');
    const error = await withRetry(work.run, { ...fast, attempts: 4 }).catch((e: unknown) => e);
    expect(work.calls()).toBe(4);
    expect(error).toBeInstanceOf(RetriesExhaustedError);
    // The HTTP layer's answer to it (the database layer speaks no HTTP).
    const answer = fromDatabaseError(error);
    expect(answer).toBeInstanceOf(AppError);
    expect(answer?.status).toBe(503);
    expect(answer?.toBody()).toMatchObject({ error: tryAgainLater().message, error_code: 503 });
  });

  it('passes any other error through at once, untouched', async () => {
    const unique = failing('23505');
    await expect(withRetry(unique.run, fast)).rejects.toThrow('Failed query');
    expect(unique.calls()).toBe(1);
    const refusal = new AppError('insufficient_stock', 'Só é possível comprar 0 ingressos deste tipo.');
    let calls = 0;
    await expect(
      withRetry(async () => {
        calls += 1;
        throw refusal;
      }, fast),
    ).rejects.toBe(refusal);
    expect(calls).toBe(1);
  });

  it('waits a jittered, growing and capped delay between attempts', async () => {
    const delays: number[] = [];
    const work = failing('40001', '40001', '40001');
    await withRetry(work.run, {
      attempts: 4,
      baseDelayMs: 10,
      maxDelayMs: 25,
      onRetry: ({ delayMs }) => delays.push(delayMs),
    });
    expect(delays).toHaveLength(3);
    for (const [i, delay] of delays.entries()) {
      expect(delay).toBeGreaterThanOrEqual(0);
      expect(delay).toBeLessThanOrEqual(Math.min(25, 10 * 2 ** i));
    }
  });

  it('reads the SQLSTATE through wrappers, and only five-character codes', () => {
    expect(sqlStateOf(dbError('40P01'))).toBe('40P01');
    expect(sqlStateOf(Object.assign(new Error('x'), { code: 'ECONNRESET' }))).toBeNull();
    expect(sqlStateOf(new Error('plain'))).toBeNull();
  });
});
