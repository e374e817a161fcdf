// The e-mails of a confirmed order: recorded in email_outbox inside the same transaction that
// confirms the order, so a confirmed order always has them queued; the vouchers PDF is rebuilt
// when sending, never stored. What they say is in order-email-content.ts.
import type { Tx } from '../db/client.ts';
import { queueOrderEmails } from './order-emails.ts';

export interface ConfirmationEmailInput {
  orderId: number;
  baseUrl: string;
}

/**
 * Queues the buyer's confirmation and each participant's own ticket (once per payment and per
 * participant); returns the buyer's outbox id, or null when no place is confirmed. After COMMIT,
 * the caller wakes the sender (`ctx.jobs.enqueueEmail(id)`, or `ctx.jobs.wakeEmailSender()`).
 */
export async function queueConfirmationEmail(tx: Tx, input: ConfirmationEmailInput): Promise<number | null> {
  const [buyerEmailId] = await queueOrderEmails(tx, input);
  return buyerEmailId ?? null;
}
