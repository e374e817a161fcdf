// A request id follows a request into the work it causes (ADR 0335): it is answered in
// x-request-id, written into the outbox row of the e-mail it queued and logged by the sender that
// hands the e-mail over, and carried in the data of a job it started and logged by that job.
import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailOutbox } from '../db/schema.ts';
import { waitUntil } from '../email/outbox-test-kit.ts';
import type { DeferredJobQueue } from '../jobs/job-queue.ts';
import { startJobs } from '../jobs/jobs.ts';
import { participant, postRegistration } from '../orders/registration-test-kit.ts';
import { createTestEvent, createTestOrganiser } from '../testing/factories.ts';
import { useTestApp } from '../testing/test-app.ts';
import { TEST_DRIVERS } from '../testing/test-db.ts';

describe.each(TEST_DRIVERS)('request ids in logs, e-mails and jobs (%s)', (driver) => {
  const lines: Record<string, unknown>[] = [];
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  const env = useTestApp(driver, { config: { LOG_LEVEL: 'info' }, logStream });

  it('answers with the id, stores it on the queued e-mail and logs it when the e-mail is handed over', async () => {
    const { app, ctx } = env();
    const organiser = await createTestOrganiser(ctx);
    const { event, ticketTypes } = await createTestEvent(ctx, organiser.id, {}, [{ priceCents: 0 }]);
    const requestId = `pedido-${Date.now()}`;
    const res = await postRegistration(
      app,
      event.id,
      { participantes: [participant(ticketTypes[0]?.id as number)] },
      {
        'x-request-id': requestId,
      },
    );
    expect(res.statusCode).toBe(201);
    expect(res.headers['x-request-id']).toBe(requestId);
    const rows = await ctx.db.select().from(emailOutbox).where(eq(emailOutbox.eventId, event.id));
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.requestId === requestId)).toBe(true);
    expect(lines.some((line) => line.requestId === requestId && line.msg === 'request completed')).toBe(true);

    const jobs = await startJobs(ctx, { drainer: { pollIntervalMs: 50 }, pollingIntervalSeconds: 0.5 });
    (ctx.jobs as DeferredJobQueue).attach(jobs);
    try {
      await waitUntil(
        async () => lines.some((l) => l.requestId === requestId && l.msg === 'e-mail handed over'),
        20_000,
      );

      // A job started by a request logs that request's id.
      const jobRequest = `tarefa-${Date.now()}`;
      const run = await app.inject({
        method: 'POST',
        url: '/api/dev/jobs/expire-candidate-deadlines',
        headers: { 'x-request-id': jobRequest },
        payload: {},
      });
      expect(run.statusCode, run.body).toBe(200);
      expect(lines.some((l) => l.requestId === jobRequest && l.job === 'expire-candidate-deadlines')).toBe(
        true,
      );
    } finally {
      (ctx.jobs as DeferredJobQueue).attach(null);
      await jobs.stop();
    }
  });

  it('makes up a fresh id when the incoming one does not look like an id', async () => {
    const res = await env().app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-request-id': 'a b<script>' },
    });
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});
