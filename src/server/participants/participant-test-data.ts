// Orders with participants written straight to the database, for the list and presence tests
// (imported by *.integration-test.ts only): every field a filter or sort reads can be set.
import { randomBytes } from 'node:crypto';
import { withCode } from '../../domain/order-code.ts';
import type { ParticipantStatus } from '../../domain/participant-status.ts';
import type { AppContext } from '../context.ts';
import { orders, participants } from '../db/schema.ts';

export interface TestPerson {
  name: string;
  email?: string;
  cpf?: string;
  phone?: string;
  status?: ParticipantStatus;
  ticketTypeId: number;
  amountCents?: number;
  checkedInAt?: Date | null;
}

export interface TestOrder {
  buyerName?: string;
  buyerEmail?: string;
  createdAt?: Date;
  /** CPF or CNPJ, stored as the checkout stores it (digits). */
  buyerDocument?: string;
  paymentMethod?: 'pix' | 'credit_card' | 'free' | 'none';
  installments?: number;
  couponId?: number;
  people: TestPerson[];
}

const slugOf = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '.');

/** One order per entry, its first person as the buyer unless told otherwise; returns participant ids in order. */
export async function createTestOrders(
  ctx: AppContext,
  eventId: number,
  list: TestOrder[],
): Promise<number[]> {
  const ids: number[] = [];
  for (const order of list) {
    const first = order.people[0];
    if (!first) throw new Error('an order needs people');
    const createdAt = order.createdAt ?? new Date();
    const total = order.people.reduce((sum, p) => sum + (p.amountCents ?? 0), 0);
    const [row] = await ctx.db
      .insert(orders)
      .values({
        eventId,
        ...withCode(randomBytes(16).toString('hex')),
        status: 'paid',
        buyerName: order.buyerName ?? first.name,
        buyerEmail: order.buyerEmail ?? first.email ?? `${slugOf(first.name)}@teste.com.br`,
        buyerDocument: order.buyerDocument ?? null,
        paymentMethod: order.paymentMethod ?? 'pix',
        installments: order.installments ?? 1,
        couponId: order.couponId ?? null,
        subtotalCents: total,
        totalCents: total,
        createdAt,
        paidAt: createdAt,
      })
      .returning({ id: orders.id });
    if (!row) throw new Error('order not created');
    const rows = await ctx.db
      .insert(participants)
      .values(
        order.people.map((person) => ({
          orderId: row.id,
          eventId,
          ticketTypeId: person.ticketTypeId,
          name: person.name,
          email: person.email ?? `${slugOf(person.name)}@teste.com.br`,
          cpf: person.cpf ?? null,
          phone: person.phone ?? null,
          status: person.status ?? 'pago',
          amountCents: person.amountCents ?? 0,
          checkedInAt: person.checkedInAt ?? null,
          createdAt,
        })),
      )
      .returning({ id: participants.id });
    ids.push(...rows.map((r) => r.id));
  }
  return ids;
}
