// Request bodies and calls for the buyer-flow tests (imported by *.integration-test.ts only).
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll } from 'vitest';
import { SANDBOX_APPROVED_CARDS } from '../../domain/contracts/public-event.ts';
import type { AppContext } from '../context.ts';
import { orders } from '../db/schema.ts';
import { createTestEvent, createTestOrganiser } from '../testing/factories.ts';
import type { TestEnv } from '../testing/test-app.ts';

/** Valid check digits (never a real person's number). */
export const VALID_CPF = '529.982.247-25';
export const INVALID_CPF = '529.982.247-24';

export function participant(ticketTypeId: number, n = 1, overrides: Record<string, unknown> = {}) {
  return {
    ticketTypeId,
    nome: `Participante ${n} Silva`,
    email: `p${n}-${Date.now()}@teste.com.br`,
    answers: [],
    ...overrides,
  };
}

export const buyer = { name: 'Maria Compradora', email: 'maria@teste.com.br', documento: VALID_CPF };

export function pixBody(participantes: unknown[], extra: Record<string, unknown> = {}) {
  return { comprador: { comprador: buyer, payment_method: 'pix', installments: 1 }, participantes, ...extra };
}

export function cardBody(
  participantes: unknown[],
  card: Partial<{ number: string; expiry: string; cvv: string; name: string }> = {},
  installments = 1,
) {
  return {
    comprador: {
      comprador: buyer,
      payment_method: 'credit_card',
      installments,
      card_data: {
        number: SANDBOX_APPROVED_CARDS[0],
        expiry: '12/2099',
        cvv: '123',
        name: 'MARIA C',
        ...card,
      },
    },
    participantes,
  };
}

export function postRegistration(
  app: FastifyInstance,
  eventId: number,
  body: unknown,
  headers: Record<string, string> = {},
) {
  return app.inject({
    method: 'POST',
    url: `/api/eventos/${eventId}/inscricao`,
    payload: body as object,
    headers,
  });
}

/**
 * One organiser per suite and a factory for its events: `newEvent(overrides, tickets)` is
 * createTestEvent without the context and organiser arguments.
 */
export function useEventFactory(env: () => TestEnv) {
  let organiserId: number;
  beforeAll(async () => {
    organiserId = (await createTestOrganiser(env().ctx)).id;
  });
  return (...args: Parameters<typeof createTestEvent> extends [unknown, unknown, ...infer R] ? R : never) =>
    createTestEvent(env().ctx, organiserId, ...args);
}

/** The internal id of the order a registration answered with (its order_id is the public hash). */
export async function orderIdOf(ctx: AppContext, orderHash: string): Promise<number> {
  const [row] = await ctx.db.select({ id: orders.id }).from(orders).where(eq(orders.hash, orderHash));
  if (!row) throw new Error(`no order ${orderHash}`);
  return row.id;
}
