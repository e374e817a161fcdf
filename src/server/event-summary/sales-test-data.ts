// Paid, pending and free orders with their payments and participants written straight to the
// database, for the Resumo tests (imported by *.integration-test.ts only).
import { randomBytes } from 'node:crypto';
import { withCode } from '../../domain/order-code.ts';
import type { ParticipantStatus } from '../../domain/participant-status.ts';
import type { AppContext } from '../context.ts';
import { orderPayments, orders, participants } from '../db/schema.ts';

export interface TestSale {
  status: 'paid' | 'pending' | 'expired' | 'free';
  method: 'pix' | 'credit_card' | 'free';
  installments?: number;
  paidAt?: Date | null;
  createdAt?: Date;
  expiresAt?: Date | null;
  /** What the gateway reported (left out: nothing, as a sandbox payment from before its figures). */
  gateway?: { feeCents: number; releaseAt: Date | null; refundedCents?: number };
  /** What Catraca asked the gateway to give back (the refund ledger). */
  refundedCents?: number;
  buyerName?: string;
  tickets: { ticketTypeId: number; amountCents: number; status: ParticipantStatus; checkedIn?: boolean }[];
}

const PAYMENT_STATUS = {
  paid: 'fulfilled',
  pending: 'pending',
  expired: 'cancelled',
  free: 'fulfilled',
} as const;

export async function createTestSales(ctx: AppContext, eventId: number, sales: TestSale[]): Promise<void> {
  for (const [index, sale] of sales.entries()) {
    const total = sale.tickets.reduce((sum, ticket) => sum + ticket.amountCents, 0);
    const createdAt = sale.createdAt ?? sale.paidAt ?? new Date();
    const [order] = await ctx.db
      .insert(orders)
      .values({
        eventId,
        ...withCode(randomBytes(16).toString('hex')),
        status: sale.status,
        buyerName: sale.buyerName ?? `Comprador ${index + 1}`,
        buyerEmail: `comprador${index + 1}@teste.com.br`,
        paymentMethod: sale.method,
        installments: sale.installments ?? 1,
        subtotalCents: total,
        totalCents: total,
        expiresAt: sale.expiresAt ?? null,
        paidAt: sale.paidAt ?? null,
        createdAt,
      })
      .returning({ id: orders.id });
    if (!order) throw new Error('order not created');
    const [payment] = await ctx.db
      .insert(orderPayments)
      .values({
        orderId: order.id,
        method: sale.method,
        status: PAYMENT_STATUS[sale.status],
        amountCents: total,
        installments: sale.installments ?? 1,
        gateway: 'sandbox',
        paidAt: sale.paidAt ?? null,
        createdAt,
        refundedCents: sale.refundedCents ?? 0,
        ...(sale.gateway
          ? {
              gatewayFeeCents: sale.gateway.feeCents,
              gatewayNetCents: total - sale.gateway.feeCents,
              moneyReleaseAt: sale.gateway.releaseAt,
              gatewayRefundedCents: sale.gateway.refundedCents ?? 0,
            }
          : {}),
      })
      .returning({ id: orderPayments.id });
    await ctx.db.insert(participants).values(
      sale.tickets.map((ticket, i) => ({
        orderId: order.id,
        eventId,
        ticketTypeId: ticket.ticketTypeId,
        orderPaymentId: payment?.id ?? null,
        name: `Participante ${index + 1}.${i + 1}`,
        email: `p${index + 1}.${i + 1}@teste.com.br`,
        status: ticket.status,
        amountCents: ticket.amountCents,
        checkedInAt: ticket.checkedIn ? createdAt : null,
        createdAt,
      })),
    );
  }
}
