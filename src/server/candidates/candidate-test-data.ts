// Approval events with pre-registered candidates written straight to the database, as a
// pre-registration writes them (order awaiting_approval, pending participant, candidate row), for
// the candidate tests (imported by *.integration-test.ts only).
import { randomBytes } from 'node:crypto';
import type { CandidateDbStatus } from '../../domain/candidate-status.ts';
import { withCode } from '../../domain/order-code.ts';
import type { AppContext } from '../context.ts';
import { candidates, orders, participants } from '../db/schema.ts';
import { createTestEvent } from '../testing/factories.ts';

export async function createApprovalEvent(
  ctx: AppContext,
  organiserId: number,
  options: { capacity?: number; priceCents?: number; freeTicket?: boolean } = {},
) {
  const tickets = [{ name: 'Inteira', priceCents: options.priceCents ?? 15000, quantity: null }];
  if (options.freeTicket) tickets.push({ name: 'Bolsista', priceCents: 0, quantity: null });
  const { event, ticketTypes } = await createTestEvent(
    ctx,
    organiserId,
    { needsApproval: true, capacity: options.capacity ?? 100 },
    tickets,
  );
  return { event, ticketTypes };
}

export interface TestCandidate {
  name: string;
  ticketTypeId: number;
  status?: CandidateDbStatus;
  createdAt?: Date;
  phone?: string;
  cpf?: string;
}

/** One order per candidate; returns the candidate ids in order. */
export async function createTestCandidates(
  ctx: AppContext,
  eventId: number,
  list: TestCandidate[],
): Promise<number[]> {
  const ids: number[] = [];
  let minute = 0;
  for (const person of list) {
    minute += 1;
    const createdAt = person.createdAt ?? new Date(Date.UTC(2026, 9, 1, 12, minute));
    const email = `${person.name.toLowerCase().replace(/[^a-z]+/g, '.')}@teste.com.br`;
    const [order] = await ctx.db
      .insert(orders)
      .values({
        eventId,
        ...withCode(randomBytes(24).toString('base64url')),
        status: 'awaiting_approval',
        buyerName: person.name,
        buyerEmail: email,
        paymentMethod: 'none',
        subtotalCents: 0,
        totalCents: 0,
        createdAt,
      })
      .returning({ id: orders.id });
    const [participant] = await ctx.db
      .insert(participants)
      .values({
        orderId: order?.id ?? 0,
        eventId,
        ticketTypeId: person.ticketTypeId,
        name: person.name,
        email,
        phone: person.phone ?? '(11) 98765-4321',
        cpf: person.cpf ?? null,
        status: 'pendente',
        createdAt,
      })
      .returning({ id: participants.id });
    const [candidate] = await ctx.db
      .insert(candidates)
      .values({
        participantId: participant?.id ?? 0,
        eventId,
        status: person.status ?? 'pre_inscrito',
        createdAt,
      })
      .returning({ id: candidates.id });
    ids.push(candidate?.id ?? 0);
  }
  return ids;
}
