// Exempt candidates get their tickets (issue 20, spec §4 "vouchers are sent automatically"): the
// e-mail attaches the admitted places' vouchers and the order link opens them, although the
// approval event's order stays open while its other candidates are decided.
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { candidates, emailOutbox, orders, participants } from '../db/schema.ts';
import { type OrganiserAgent, registerOrganiserAgent, useTestApp } from '../testing/test-app.ts';
import { TEST_DRIVERS } from '../testing/test-db.ts';
import { createApprovalEvent, createTestCandidates } from './candidate-test-data.ts';

describe.each(TEST_DRIVERS)('exempt candidates get their tickets (%s)', (driver) => {
  const env = useTestApp(driver);
  let owner: OrganiserAgent;
  beforeAll(async () => {
    owner = await registerOrganiserAgent(env().app, 'Dona');
  });

  it('attaches the exempt places and answers the order link with their vouchers', async () => {
    const { ctx, app } = env();
    const { event, ticketTypes } = await createApprovalEvent(ctx, owner.id);
    const [exempt, waiting] = await createTestCandidates(ctx, event.id, [
      { name: 'Isenta Silva', ticketTypeId: ticketTypes[0]?.id as number },
      { name: 'Aguarda Souza', ticketTypeId: ticketTypes[0]?.id as number },
    ]);
    const res = await owner.inject({
      method: 'POST',
      url: '/api/candidatos/conceder-isencao',
      payload: { candidato_ids: [exempt] },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await ctx.db
      .select({ participantId: candidates.participantId })
      .from(candidates)
      .where(eq(candidates.id, exempt as number));
    const [person] = await ctx.db
      .select()
      .from(participants)
      .where(eq(participants.id, row?.participantId as number));
    expect(person?.status).toBe('isento');
    const [mail] = await ctx.db
      .select()
      .from(emailOutbox)
      .where(
        sql`${emailOutbox.orderId} = ${person?.orderId as number} AND ${emailOutbox.kind} = 'candidate_notice'`,
      );
    expect(mail?.attachments).toEqual({ vouchersForParticipantIds: [person?.id] });
    const [order] = await ctx.db
      .select()
      .from(orders)
      .where(eq(orders.id, person?.orderId as number));
    const voucher = await app.inject({ method: 'GET', url: `/voucher/order/${order?.hash}` });
    expect(voucher.statusCode, voucher.body.slice(0, 200)).toBe(200);
    expect(voucher.headers['content-type']).toContain('application/pdf');
    // A candidate still waiting has no ticket.
    const [waitingRow] = await ctx.db
      .select({ participantId: candidates.participantId })
      .from(candidates)
      .where(eq(candidates.id, waiting as number));
    const [waitingPerson] = await ctx.db
      .select()
      .from(participants)
      .where(eq(participants.id, waitingRow?.participantId as number));
    const [waitingOrder] = await ctx.db
      .select()
      .from(orders)
      .where(eq(orders.id, waitingPerson?.orderId as number));
    const none = await app.inject({ method: 'GET', url: `/voucher/order/${waitingOrder?.hash}` });
    expect(none.statusCode).toBe(409);
  });
});
