// pg-boss 12 on the embedded database runs its maintenance and its background commands (bam)
// through our executeSql adapter, which must hand back the rows of every statement of a batch:
// with only the last statement's rows it logged "a custom db must return the rows of every
// statement" every minute and skipped its maintenance.
import { PgBoss } from 'pg-boss';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../testing/test-app.ts';
import { EXPIRE_ORDERS_JOB } from './job-queue.ts';

describe('pg-boss on PGlite', () => {
  const env = useTestApp('pglite');

  it('runs a pg-boss maintenance pass without errors through the app’s executeSql', async () => {
    const { dbHandle } = env().ctx;
    const boss = new PgBoss({
      db: { executeSql: (text, values) => dbHandle.executeSql(text, values) },
      schema: 'pgboss',
    });
    const errors: unknown[] = [];
    boss.on('error', (error) => errors.push(error));
    await boss.start();
    try {
      await boss.createQueue(EXPIRE_ORDERS_JOB, { policy: 'singleton' });
      await boss.send(EXPIRE_ORDERS_JOB, {});
      await boss.supervise();
      expect(errors).toEqual([]);
    } finally {
      await boss.stop({ graceful: false });
    }
  });

  it('returns the rows of every statement of a parameterless batch, in order', async () => {
    const { rows } = await env().ctx.dbHandle.executeSql('BEGIN; SELECT 1 AS a; SELECT 2 AS b; COMMIT');
    expect(rows).toEqual([{ a: 1 }, { b: 2 }]);
  });

  it('leaves no aborted transaction behind when a statement of a batch fails', async () => {
    const { dbHandle } = env().ctx;
    await expect(dbHandle.executeSql('BEGIN; SELECT 1/0; COMMIT')).rejects.toThrow();
    const { rows } = await dbHandle.executeSql('SELECT 42 AS answer', []);
    expect(rows).toEqual([{ answer: 42 }]);
  });
});
