// Test data for the candidate payment page: an approval event and one pre-registration whose
// participants are already in the states the organiser's side would have put them in (selected
// candidates hold a place, as selection takes one).
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { CandidateDbStatus } from '../../domain/candidate-status.ts';
import { orderCode } from '../../domain/order-code.ts';
import type { AppContext } from '../context.ts';
import { candidates, events, orders, participants } from '../db/schema.ts';
import { createTestEvent, createTestOrganiser } from '../testing/factories.ts';

export interface CandidateSpec {
  name: string;
  status: CandidateDbStatus;
  /** Default: a week from now for selected candidates. */
  deadline?: Date | null;
}

export async function createApprovalEvent(ctx: AppContext, priceCents = 10000, maxInstallments = 12) {
  const organiser = await createTestOrganiser(ctx);
  const { event, ticketTypes } = await createTestEvent(
    ctx,
    organiser.id,
    { needsApproval: true, name: 'Congresso com Seleção', maxInstallmentsMatrix: maxInstallments },
    [{ name: 'Inscrição', priceCents, quantity: null }],
  );
  const ticket = ticketTypes[0];
  if (!ticket) throw new Error('no ticket type');
  return { organiser, event, ticket };
}

/** One pre-registration of `people`; returns its hash and the participant ids in order. */
export async function createCandidateOrder(
  ctx: AppContext,
  setup: { eventId: number; ticketTypeId: number; priceCents: number },
  people: CandidateSpec[],
) {
  const hash = randomBytes(24).toString('base64url');
  const [order] = await ctx.db
    .insert(orders)
    .values({
      eventId: setup.eventId,
      hash,
      code: orderCode(hash),
      status: 'awaiting_approval',
      buyerName: people[0]?.name ?? 'Maria Silva',
      buyerEmail: 'compradora@teste.com.br',
      paymentMethod: 'none',
      subtotalCents: setup.priceCents * people.length,
      totalCents: setup.priceCents * people.length,
    })
    .returning();
  if (!order) throw new Error('order not created');
  const rows = await ctx.db
    .insert(participants)
    .values(
      people.map((p, i) => ({
        orderId: order.id,
        eventId: setup.eventId,
        ticketTypeId: setup.ticketTypeId,
        name: p.name,
        email: `p${i}-${hash.slice(0, 6)}@teste.com.br`,
        cpf: '529.982.247-25',
        status: 'pendente' as const,
      })),
    )
    .returning({ id: participants.id });
  const weekAhead = new Date(Date.now() + 7 * 86_400_000);
  await ctx.db.insert(candidates).values(
    people.map((p, i) => ({
      participantId: rows[i]?.id ?? 0,
      eventId: setup.eventId,
      status: p.status,
      selectedAt: p.status === 'pre_inscrito' ? null : new Date(),
      paymentDeadline:
        p.deadline === undefined ? (p.status === 'pre_inscrito' ? null : weekAhead) : p.deadline,
      selectionMethod: p.status === 'pre_inscrito' ? null : ('manual' as const),
    })),
  );
  // Selected (and paid) candidates hold their places.
  const holding = people.filter((p) => p.status === 'selecionado' || p.status === 'pago').length;
  if (holding > 0) {
    await ctx.db
      .update(events)
      .set({ placesTaken: sql`${events.placesTaken} + ${holding}` })
      .where(eq(events.id, setup.eventId));
  }
  return { hash, orderId: order.id, participantIds: rows.map((r) => r.id) };
}

export const PAYER = { nome: 'Maria Silva', email: 'maria@teste.com.br', documento: '529.982.247-25' };
export const APPROVED_CARD = {
  number: '4111 1111 1111 1111',
  expiry: '12/2030',
  cvv: '123',
  name: 'MARIA SILVA',
};
