// The rows of a new order, written in a handful of batched statements inside the caller's
// transaction. Stock is not touched here: reserveStock runs after, as the last statements.
import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import {
  candidates,
  orderLines,
  orderPayments,
  orders,
  participantAnswers,
  participants,
} from '../db/schema.ts';
import { AppError } from '../http/app-error.ts';
import type { PlannedParticipant } from './participant-plan.ts';

type OrderInsert = typeof orders.$inferInsert;
type PaymentInsert = Omit<typeof orderPayments.$inferInsert, 'orderId'>;
type ParticipantStatus = (typeof participants.$inferInsert)['status'];

export interface OrderDraft {
  order: OrderInsert;
  lines: { ticketTypeId: number; quantity: number; unitPriceCents: number }[];
  payment: PaymentInsert | null;
  participants: PlannedParticipant[];
  participantStatus: ParticipantStatus;
  /** Approval events: one candidate row per participant, awaiting selection. */
  createCandidates: boolean;
}

export interface WrittenOrder {
  orderId: number;
  paymentId: number | null;
}

export async function writeOrder(tx: Tx, draft: OrderDraft): Promise<WrittenOrder> {
  const [order] = await tx.insert(orders).values(draft.order).returning({ id: orders.id });
  if (!order) throw new Error('order insert returned nothing');
  await tx.insert(orderLines).values(draft.lines.map((l) => ({ ...l, orderId: order.id })));
  let paymentId: number | null = null;
  if (draft.payment) {
    const [payment] = await tx
      .insert(orderPayments)
      .values({ ...draft.payment, orderId: order.id })
      .returning({ id: orderPayments.id });
    paymentId = payment?.id ?? null;
  }
  const eventId = draft.order.eventId;
  const inserted = await tx
    .insert(participants)
    .values(
      draft.participants.map((p) => ({
        uuid: p.uuid,
        orderId: order.id,
        eventId,
        ticketTypeId: p.ticket.id,
        orderPaymentId: paymentId,
        name: p.name,
        email: p.email,
        phone: p.phone,
        cpf: p.cpf,
        status: draft.participantStatus,
        amountCents: p.amountCents,
      })),
    )
    .returning({ id: participants.id, uuid: participants.uuid });
  // Map by the uuid we generated rather than trusting RETURNING's row order.
  const idByUuid = new Map(inserted.map((row) => [row.uuid, row.id]));
  const answers = draft.participants.flatMap((p) =>
    p.answers.map((a) => ({
      participantId: idByUuid.get(p.uuid) as number,
      fieldId: a.fieldId,
      value: a.value,
    })),
  );
  if (answers.length > 0) await tx.insert(participantAnswers).values(answers);
  if (draft.createCandidates) {
    await tx
      .insert(candidates)
      .values(inserted.map((row) => ({ participantId: row.id, eventId, status: 'pre_inscrito' as const })));
  }
  return { orderId: order.id, paymentId };
}

/**
 * Spec §8 duplicate_participant: refuses e-mails that already hold a live registration.
 * Each e-mail is claimed with a transaction-scoped advisory lock first, so two concurrent
 * orders with the same address cannot both pass the check.
 */
export async function assertEmailsAvailable(tx: Tx, eventId: number, emails: string[]): Promise<void> {
  const unique = [...new Set(emails.map((e) => e.toLowerCase()))].sort();
  const repeated = emails.filter((e, i) => emails.indexOf(e) !== i);
  if (repeated.length > 0) throw duplicate([...new Set(repeated)]);
  for (const email of unique) {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`catraca:email:${eventId}:${email}`}))`);
  }
  const taken = await tx
    .select({ email: participants.email })
    .from(participants)
    .where(
      and(
        eq(participants.eventId, eventId),
        inArray(sql`lower(${participants.email})`, unique),
        notInArray(participants.status, ['cancelado', 'reembolsado']),
      ),
    );
  if (taken.length > 0) throw duplicate([...new Set(taken.map((t) => t.email.toLowerCase()))]);
}

function duplicate(emails: string[]): AppError {
  return new AppError('duplicate_participant', `Já existe inscrição para: ${emails.join(', ')}.`, {
    details: { emails },
  });
}
