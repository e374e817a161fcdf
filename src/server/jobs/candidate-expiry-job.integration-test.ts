// The candidate deadline job through pg-boss, not a direct call: a selected candidate whose deadline
// passed becomes prazo_vencido and gives back their place when the queued job runs; under
// NODE_ENV=test a job carrying `agora` acts at that time (ADR 0162), the scheduled ones at now.
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { EXPIRE_CANDIDATES_JOB } from '../candidates/candidate-deadline-expiry.ts';
import { createApprovalEvent, createCandidateOrder } from '../candidates/candidate-payment-test-kit.ts';
import type { AppContext } from '../context.ts';
import { candidates, events, participants } from '../db/schema.ts';
import { useTestApp } from '../testing/test-app.ts';
import { TEST_DRIVERS } from '../testing/test-db.ts';
import { type StartedJobs, startJobs } from './jobs.ts';

async function statusOf(ctx: AppContext, participantId: number) {
  const [row] = await ctx.db
    .select({ status: candidates.status })
    .from(candidates)
    .innerJoin(participants, eq(participants.id, candidates.participantId))
    .where(eq(participants.id, participantId));
  return row?.status;
}

async function placesTaken(ctx: AppContext, eventId: number) {
  const [row] = await ctx.db.select({ n: events.placesTaken }).from(events).where(eq(events.id, eventId));
  return row?.n;
}

describe.each(TEST_DRIVERS)('candidate deadline job (%s)', (driver) => {
  const env = useTestApp(driver);
  let jobs: StartedJobs | undefined;
  afterEach(async () => {
    await jobs?.stop();
    jobs = undefined;
  });

  it('expires a due selected candidate and frees the place when pg-boss runs the job', async () => {
    const { ctx } = env();
    const { event, ticket } = await createApprovalEvent(ctx, 10000);
    const setup = { eventId: event.id, ticketTypeId: ticket.id, priceCents: 10000 };
    const due = await createCandidateOrder(ctx, setup, [
      { name: 'Vencida', status: 'selecionado', deadline: new Date(Date.now() - 60_000) },
    ]);
    const onTime = await createCandidateOrder(ctx, setup, [
      { name: 'No prazo', status: 'selecionado', deadline: new Date(Date.now() + 3_600_000) },
    ]);
    expect(await placesTaken(ctx, event.id)).toBe(2);

    jobs = await startJobs(ctx, { pollingIntervalSeconds: 0.5 });
    const run = await jobs.runJob(EXPIRE_CANDIDATES_JOB, {});
    expect(run.state).toBe('completed');
    expect(await statusOf(ctx, due.participantIds[0] ?? 0)).toBe('prazo_vencido');
    expect(await statusOf(ctx, onTime.participantIds[0] ?? 0)).toBe('selecionado');
    expect(await placesTaken(ctx, event.id)).toBe(1);
  });

  it('acts at the job’s agora under NODE_ENV=test, so a one-hour deadline can pass at once', async () => {
    const { ctx } = env();
    expect(ctx.config.NODE_ENV).toBe('test');
    const { event, ticket } = await createApprovalEvent(ctx, 10000);
    const setup = { eventId: event.id, ticketTypeId: ticket.id, priceCents: 10000 };
    const soon = await createCandidateOrder(ctx, setup, [
      { name: 'Uma hora', status: 'selecionado', deadline: new Date(Date.now() + 3_600_000) },
    ]);
    jobs = await startJobs(ctx, { pollingIntervalSeconds: 0.5 });

    expect((await jobs.runJob(EXPIRE_CANDIDATES_JOB, {})).state).toBe('completed');
    expect(await statusOf(ctx, soon.participantIds[0] ?? 0)).toBe('selecionado');

    const agora = new Date(Date.now() + 2 * 3_600_000).toISOString();
    expect((await jobs.runJob(EXPIRE_CANDIDATES_JOB, { agora })).state).toBe('completed');
    expect(await statusOf(ctx, soon.participantIds[0] ?? 0)).toBe('prazo_vencido');
  });

  it('ignores agora outside NODE_ENV=test', async () => {
    const { ctx } = env();
    const { event, ticket } = await createApprovalEvent(ctx, 10000);
    const setup = { eventId: event.id, ticketTypeId: ticket.id, priceCents: 10000 };
    const soon = await createCandidateOrder(ctx, setup, [
      { name: 'Produção', status: 'selecionado', deadline: new Date(Date.now() + 3_600_000) },
    ]);
    const production: AppContext = { ...ctx, config: { ...ctx.config, NODE_ENV: 'production' } };
    jobs = await startJobs(production, { pollingIntervalSeconds: 0.5 });
    const agora = new Date(Date.now() + 2 * 3_600_000).toISOString();
    expect((await jobs.runJob(EXPIRE_CANDIDATES_JOB, { agora })).state).toBe('completed');
    expect(await statusOf(ctx, soon.participantIds[0] ?? 0)).toBe('selecionado');
  });
});
