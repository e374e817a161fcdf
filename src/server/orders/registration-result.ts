// The registration response (spec §3 "Registration result"), built from one snapshot shape
// whether the order was just written or is being replayed for a repeated Idempotency-Key.
import { asc, desc, eq } from 'drizzle-orm';
import type { OrderStatus, RegistrationResult } from '../../domain/contracts/public-event.ts';
import type { Db } from '../db/client.ts';
import { coupons, orderLines, orderPayments, orders, participants, ticketTypes } from '../db/schema.ts';
import { sanitizeRichText } from '../rich-text/sanitize-rich-text.ts';
import type { EventSettingsView } from './event-catalog.ts';

export interface OrderSnapshot {
  orderId: number;
  hash: string;
  status: OrderStatus;
  paymentMethod: RegistrationResult['payment_method'];
  installments: number;
  totalCents: number;
  discountCents: number;
  couponCode: string | null;
  /** `publicId` is the payment's unguessable handle; its serial id never leaves the server. */
  payment: { publicId: string; pixCode: string | null; pixExpiresAt: Date | null } | null;
  lines: { ticketName: string; quantity: number; unitPriceCents: number }[];
  participants: { uuid: string; name: string; ticketName: string }[];
  checkout: Pick<EventSettingsView, 'checkoutTitle' | 'checkoutMessageHtml'>;
}

export function toRegistrationResult(s: OrderSnapshot): RegistrationResult {
  const pixCode = s.payment?.pixCode ?? null;
  return {
    // The spec's order_id is the order's public handle: serial keys stay internal (ADR 0041).
    order_id: s.hash,
    order_payment_id: s.payment?.publicId ?? null,
    order_hash: s.hash,
    status: s.status,
    valor_total: s.totalCents / 100,
    valor_total_cents: s.totalCents,
    payment_method: s.paymentMethod,
    installments: s.installments,
    cupom: s.couponCode ? { codigo: s.couponCode, desconto_aplicado: s.discountCents / 100 } : null,
    ingressos: s.lines.map((l) => ({
      tipo_ingresso: l.ticketName,
      quantidade: l.quantity,
      valor_total: (l.quantity * l.unitPriceCents) / 100,
    })),
    participantes: s.participants.map((p) => ({ uuid: p.uuid, nome: p.name, tipo_ingresso: p.ticketName })),
    pix:
      pixCode && s.payment?.pixExpiresAt
        ? { qrcode_data: pixCode, code: pixCode, expires_at: s.payment.pixExpiresAt.toISOString() }
        : null,
    boleto: null,
    checkout_message: {
      title: s.checkout.checkoutTitle,
      message: sanitizeRichText(s.checkout.checkoutMessageHtml),
    },
  };
}

/** Reads an order back into a snapshot (replays, payment pages). */
export async function loadOrderSnapshot(
  db: Db,
  orderId: number,
  checkout: OrderSnapshot['checkout'],
): Promise<OrderSnapshot | null> {
  const [order] = await db
    .select({ order: orders, couponCode: coupons.code })
    .from(orders)
    .leftJoin(coupons, eq(coupons.id, orders.couponId))
    .where(eq(orders.id, orderId));
  if (!order) return null;
  const [payment] = await db
    .select({
      publicId: orderPayments.publicId,
      pixCode: orderPayments.pixCode,
      pixExpiresAt: orderPayments.pixExpiresAt,
    })
    .from(orderPayments)
    .where(eq(orderPayments.orderId, orderId))
    // The newest: a PIX the buyer swapped for a card (pending-order-card.ts) is not the payment.
    .orderBy(desc(orderPayments.id))
    .limit(1);
  const lines = await db
    .select({
      ticketName: ticketTypes.name,
      quantity: orderLines.quantity,
      unitPriceCents: orderLines.unitPriceCents,
    })
    .from(orderLines)
    .innerJoin(ticketTypes, eq(ticketTypes.id, orderLines.ticketTypeId))
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.ticketTypeId));
  const people = await db
    .select({ uuid: participants.uuid, name: participants.name, ticketName: ticketTypes.name })
    .from(participants)
    .innerJoin(ticketTypes, eq(ticketTypes.id, participants.ticketTypeId))
    .where(eq(participants.orderId, orderId))
    .orderBy(asc(participants.id));
  const o = order.order;
  return {
    orderId: o.id,
    hash: o.hash,
    status: o.status,
    paymentMethod: o.paymentMethod,
    installments: o.installments,
    totalCents: o.totalCents,
    discountCents: o.discountCents,
    couponCode: order.couponCode,
    payment: payment ?? null,
    lines,
    participants: people,
    checkout,
  };
}
