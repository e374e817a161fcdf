// The sandbox's "simulate payment" confirms only what the sandbox charged: with organisations
// receiving through their own gateways (ADR 0304) the environment's sandbox may sit beside real
// Mercado Pago charges, which only their gateway's word confirms.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { orderPayments, orders } from '../db/schema.ts';

export const SANDBOX_GATEWAY_NAME = 'sandbox';

/** Whether the order (by hash) or the payment (by public id) has a PIX charged by the sandbox. */
export async function isSandboxPix(
  db: Db,
  by: { orderHash: string } | { paymentPublicId: string },
): Promise<boolean> {
  const [row] = await db
    .select({ id: orderPayments.id })
    .from(orderPayments)
    .innerJoin(orders, eq(orders.id, orderPayments.orderId))
    .where(
      and(
        eq(orderPayments.method, 'pix'),
        eq(orderPayments.gateway, SANDBOX_GATEWAY_NAME),
        'orderHash' in by ? eq(orders.hash, by.orderHash) : eq(orderPayments.publicId, by.paymentPublicId),
      ),
    )
    .limit(1);
  return row !== undefined;
}
