// Real pg-boss on the embedded PGlite (through the DbHandle adapter): a confirmed order's
// e-mail goes from email_outbox through the send-email job to the local outbox transport.
import { readdirSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '../db/schema.ts';
import { outboxDir } from '../email/mailer.ts';
import { participant, postRegistration } from '../orders/registration-test-kit.ts';
import { createTestEvent, createTestOrganiser } from '../testing/factories.ts';
import { useTestApp } from '../testing/test-app.ts';
import type { DeferredJobQueue } from './job-queue.ts';
import { type StartedJobs, startJobs } from './jobs.ts';

async function waitFor<T>(probe: () => Promise<T | undefined>, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('background jobs with pg-boss on PGlite', () => {
  const env = useTestApp('pglite');
  let jobs: StartedJobs | undefined;
  afterAll(async () => {
    (env().ctx.jobs as DeferredJobQueue).attach(null);
    await jobs?.stop();
  });

  it('sends the confirmation e-mail of a free order through the send-email job', async () => {
    const { app, ctx } = env();
    jobs = await startJobs(ctx, { pollingIntervalSeconds: 0.5 });
    (ctx.jobs as DeferredJobQueue).attach(jobs);

    const organiser = await createTestOrganiser(ctx);
    const {
      event,
      ticketTypes: [ticket],
    } = await createTestEvent(ctx, organiser.id, {}, [{ priceCents: 0 }]);
    const res = await postRegistration(app, event.id, { participantes: [participant(ticket?.id as number)] });
    expect(res.statusCode, res.body).toBe(201);

    const sent = await waitFor(async () => {
      const [row] = await ctx.db.select().from(emailOutbox).where(eq(emailOutbox.eventId, event.id));
      return row?.status === 'sent' ? row : undefined;
    });
    expect(sent.attempts).toBe(1);
    expect(readdirSync(outboxDir(ctx.config)).filter((f) => f.endsWith('.eml'))).toHaveLength(1);
  });
});
