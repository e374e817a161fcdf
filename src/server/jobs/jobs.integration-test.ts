// The background work of an app process, started for real (pg-boss and the outbox drainer) on
// PGlite and PostgreSQL: a confirmed order's e-mail goes out without anyone calling the sender,
// a backlog found at boot is drained in batches (no job per row), and on PGlite the claims of a
// previous run are taken back at once.
import { readdirSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { emailOutbox } from '../db/schema.ts';
import { outboxDir } from '../email/mailer.ts';
import { countByStatus, outboxRows, queueTestEmails, waitUntil } from '../email/outbox-test-kit.ts';
import { participant, postRegistration } from '../orders/registration-test-kit.ts';
import { createTestEvent, createTestOrganiser } from '../testing/factories.ts';
import { useTestApp } from '../testing/test-app.ts';
import { TEST_DRIVERS } from '../testing/test-db.ts';
import type { DeferredJobQueue } from './job-queue.ts';
import { type StartedJobs, startJobs } from './jobs.ts';

describe.each(TEST_DRIVERS)('background jobs (%s)', (driver) => {
  const env = useTestApp(driver);
  let jobs: StartedJobs | undefined;
  afterEach(async () => {
    (env().ctx.jobs as DeferredJobQueue).attach(null);
    await jobs?.stop();
    jobs = undefined;
    await env().ctx.db.delete(emailOutbox);
  });

  it('sends the confirmation e-mail of a free order as soon as the order commits', async () => {
    const { app, ctx } = env();
    // A poll far longer than the test: only the wake-up after COMMIT can send it in time.
    jobs = await startJobs(ctx, { drainer: { pollIntervalMs: 60_000 } });
    (ctx.jobs as DeferredJobQueue).attach(jobs);

    const organiser = await createTestOrganiser(ctx);
    const {
      event,
      ticketTypes: [ticket],
    } = await createTestEvent(ctx, organiser.id, {}, [{ priceCents: 0 }]);
    const res = await postRegistration(app, event.id, { participantes: [participant(ticket?.id as number)] });
    expect(res.statusCode, res.body).toBe(201);

    await waitUntil(async () => {
      const [row] = await ctx.db.select().from(emailOutbox).where(eq(emailOutbox.eventId, event.id));
      return row?.status === 'sent';
    }, 15_000);
    const [sent] = await outboxRows(ctx.db);
    expect(sent).toMatchObject({ kind: 'order_confirmation', attempts: 1 });
    const files = readdirSync(outboxDir(ctx.config)).filter((f) => f.endsWith('.eml'));
    expect(files.length).toBeGreaterThanOrEqual(1);
  });

  it('drains a backlog found at boot in batches, without one job per e-mail', async () => {
    const { ctx } = env();
    await queueTestEmails(ctx.db, 240);
    jobs = await startJobs(ctx, { drainer: { batchSize: 50, pollIntervalMs: 50 } });
    await waitUntil(async () => (await countByStatus(ctx.db)).sent === 240, 30_000);

    // 240 rows in batches of 50: 5 claims, and pg-boss holds no e-mail job at all.
    expect(jobs.drainer.stats).toMatchObject({ claims: 5, claimed: 240, sent: 240 });
    const result = (await ctx.db.execute(sql`SELECT DISTINCT name FROM pgboss.job`)) as unknown as {
      rows: { name: string }[];
    };
    const names = result.rows.map((r) => r.name);
    // Only the cron jobs (any of which may have fired meanwhile, at a minute's turn) and pg-boss's own.
    const schedules = (await ctx.db.execute(sql`SELECT name FROM pgboss.schedule`)) as unknown as {
      rows: { name: string }[];
    };
    const scheduled = schedules.rows.map((r) => r.name);
    expect(scheduled).toContain('expire-orders');
    expect(names.every((n) => scheduled.includes(n) || n.startsWith('__pgboss__'))).toBe(true);
  });
});

// PGlite has one process by construction, so a claim found at boot is a dead run's.
describe('background jobs at boot on PGlite', () => {
  const env = useTestApp('pglite');
  let jobs: StartedJobs | undefined;
  afterEach(async () => {
    await jobs?.stop();
    jobs = undefined;
  });

  it('on PGlite, takes back at boot what a previous run had claimed: unsent rows again, handed-over ones as interrupted', async () => {
    const { ctx } = env();
    const [unsent, handed] = await queueTestEmails(ctx.db, 2);
    await ctx.db
      .update(emailOutbox)
      .set({ status: 'sending', claimedBy: 'previous-run', claimedAt: new Date() })
      .where(eq(emailOutbox.id, unsent as number));
    await ctx.db
      .update(emailOutbox)
      .set({
        status: 'sending',
        claimedBy: 'previous-run',
        claimedAt: new Date(),
        handedOverAt: new Date(),
      })
      .where(eq(emailOutbox.id, handed as number));
    jobs = await startJobs(ctx, { drainer: { pollIntervalMs: 50 } });
    await waitUntil(async () => (await countByStatus(ctx.db)).sent === 1);

    const rows = await outboxRows(ctx.db);
    expect(rows.find((r) => r.id === unsent)).toMatchObject({ status: 'sent', attempts: 1 });
    expect(rows.find((r) => r.id === handed)).toMatchObject({ status: 'failed', failure: 'interrupted' });
  });
});
