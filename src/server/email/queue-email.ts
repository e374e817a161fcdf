// The way every e-mail of the product enters the outbox (ADR 0060). Call it inside the transaction
// that decides the e-mail (the order's confirmation commits with the order, or not at all); after
// COMMIT, `ctx.jobs.wakeEmailSender()` lets this process's drainer send it at once. If nothing
// wakes it, a drainer finds it at its next poll.
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { type EMAIL_KINDS, emailOutbox } from '../db/schema.ts';
import { currentRequestId } from '../http/request-context.ts';

export type EmailKind = (typeof EMAIL_KINDS)[number];

/** Transactional e-mails (a person is waiting for them) before bulk ones. */
export const EMAIL_PRIORITY = { transactional: 0, bulk: 1 } as const;

export interface QueueEmailInput {
  kind: EmailKind;
  to: string;
  toName?: string | null;
  subject: string;
  /** A complete message: compose it with renderEmail (email-layout.ts). */
  html: string;
  text: string;
  eventId?: number | null;
  /** What to attach, rebuilt when sending (e.g. { vouchersForOrderId }). */
  attachments?: Record<string, unknown> | null;
  priority?: number;
  /** Whose e-mail it is: the organiser finds and re-sends it by these (ADR 0414). */
  orderId?: number | null;
  participantId?: number | null;
}

/** Records the e-mail as queued; returns its outbox id. */
export async function queueEmail(db: Db | Tx, input: QueueEmailInput): Promise<number> {
  const [row] = await db
    .insert(emailOutbox)
    .values({
      kind: input.kind,
      toAddress: input.to,
      toName: input.toName ?? null,
      subject: input.subject,
      html: input.html,
      text: input.text,
      eventId: input.eventId ?? null,
      attachments: input.attachments ?? null,
      priority: input.priority ?? EMAIL_PRIORITY.transactional,
      orderId: input.orderId ?? null,
      participantId: input.participantId ?? null,
      requestId: currentRequestId(),
    })
    .returning({ id: emailOutbox.id });
  if (!row) throw new Error('outbox insert returned nothing');
  return row.id;
}

/**
 * Like queueEmail, but at most one row per `dedupeKey` (a unique index, ADR 0102): a second call
 * with the same key queues nothing and returns the id of the row already there. Safe between
 * concurrent transactions: the second waits for the first's commit, then finds its row.
 */
export async function queueEmailOnce(
  db: Db | Tx,
  input: QueueEmailInput & { dedupeKey: string },
): Promise<number> {
  const [row] = await db
    .insert(emailOutbox)
    .values({
      kind: input.kind,
      toAddress: input.to,
      toName: input.toName ?? null,
      subject: input.subject,
      html: input.html,
      text: input.text,
      eventId: input.eventId ?? null,
      attachments: input.attachments ?? null,
      priority: input.priority ?? EMAIL_PRIORITY.transactional,
      orderId: input.orderId ?? null,
      participantId: input.participantId ?? null,
      dedupeKey: input.dedupeKey,
      requestId: currentRequestId(),
    })
    .onConflictDoNothing({ target: emailOutbox.dedupeKey })
    .returning({ id: emailOutbox.id });
  if (row) return row.id;
  const [existing] = await db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(eq(emailOutbox.dedupeKey, input.dedupeKey));
  if (!existing) throw new Error(`outbox row ${input.dedupeKey} neither inserted nor found`);
  return existing.id;
}
