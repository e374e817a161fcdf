// The custom migration gives back the ticket stock that pre-registrations took before ADR 0021 was
// enforced: run on a database where it was taken, it leaves the counters equal to the live orders.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER } from '../db/client.ts';
import { ticketTypes } from '../db/schema.ts';
import { createTestEvent, createTestOrganiser } from '../testing/factories.ts';
import { useTestApp } from '../testing/test-app.ts';
import { TEST_DRIVERS } from '../testing/test-db.ts';
import { participant, pixBody, postRegistration } from './registration-test-kit.ts';

const BACKFILL = readFileSync(join(MIGRATIONS_FOLDER, '0002_orders-hardening-custom.sql'), 'utf8');

describe.each(TEST_DRIVERS)('approval stock backfill migration (%s)', (driver) => {
  const env = useTestApp(driver);

  it('returns what pre-registrations took and keeps what paid and pending orders hold', async () => {
    const { app, ctx } = env();
    const organiserId = (await createTestOrganiser(ctx)).id;
    const approval = await createTestEvent(ctx, organiserId, { needsApproval: true }, [
      { quantity: 10, limitPerOrder: 3 },
    ]);
    const sale = await createTestEvent(ctx, organiserId, {}, [{ quantity: 10 }]);
    const approvalTicket = approval.ticketTypes[0]?.id as number;
    const saleTicket = sale.ticketTypes[0]?.id as number;
    const candidate = (n: number) =>
      participant(approvalTicket, n, { telefone: '11987654321', cpf: '529.982.247-25' });
    for (const people of [[candidate(1), candidate(2)], [candidate(3)]]) {
      expect((await postRegistration(app, approval.event.id, { participantes: people })).statusCode).toBe(
        201,
      );
    }
    expect(
      (await postRegistration(app, sale.event.id, pixBody([participant(saleTicket, 1)]))).statusCode,
    ).toBe(201);
    // As the code before this branch left it: each pre-registration counted in `sold`.
    await ctx.db
      .update(ticketTypes)
      .set({ sold: sql`${ticketTypes.sold} + 3` })
      .where(eq(ticketTypes.id, approvalTicket));

    await ctx.dbHandle.executeSql(BACKFILL);

    const sold = async (id: number) =>
      (await ctx.db.select().from(ticketTypes).where(eq(ticketTypes.id, id)))[0]?.sold;
    expect(await sold(approvalTicket)).toBe(0);
    expect(await sold(saleTicket)).toBe(1);
  });
});
