// The sandbox's "simulate payment" confirms a PIX without asking the gateway, so nothing records
// what a gateway would have reported. This writes the sandbox's figures (sandboxMoney: its fee,
// net, and release at once) on the confirmed payment, so a demo's Resumo and extrato show them.
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { orderPayments } from '../db/schema.ts';
import { gatewayMoneyColumns } from './payment-gateway.ts';
import { sandboxMoney } from './sandbox-gateway.ts';

export async function recordSandboxPixMoney(db: Db, paymentPublicId: string): Promise<void> {
  const unrecorded = and(
    eq(orderPayments.publicId, paymentPublicId),
    eq(orderPayments.method, 'pix'),
    eq(orderPayments.status, 'fulfilled'),
    isNull(orderPayments.gatewayFeeCents),
  );
  const [payment] = await db
    .select({ amountCents: orderPayments.amountCents, paidAt: orderPayments.paidAt })
    .from(orderPayments)
    .where(unrecorded)
    .limit(1);
  if (!payment?.paidAt) return;
  await db
    .update(orderPayments)
    .set(gatewayMoneyColumns(sandboxMoney('pix', payment.amountCents, payment.paidAt)))
    .where(unrecorded);
}
