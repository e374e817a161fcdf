// Sends one queued e-mail from email_outbox: rebuilds its attachments, hands it to the mailer
// and records the outcome. Run by the send-email job; safe to call twice for the same row.
import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../context.ts';
import { emailOutbox } from '../db/schema.ts';
import { renderOrderVouchersPdf } from '../documents/document-service.ts';
import type { OutgoingEmail } from './mailer.ts';

const MAX_ATTEMPTS = 5;

async function buildAttachments(ctx: AppContext, spec: Record<string, unknown> | null) {
  const attachments: OutgoingEmail['attachments'] = [];
  const orderId = spec?.vouchersForOrderId;
  if (typeof orderId === 'number') {
    attachments.push({
      filename: 'Ingressos dos Participantes.pdf',
      content: await renderOrderVouchersPdf(ctx, { orderId }),
      contentType: 'application/pdf',
    });
  }
  return attachments;
}

/** Returns true when the message went out now; false when it had already been sent. */
export async function sendOutboxEmail(ctx: AppContext, outboxId: number): Promise<boolean> {
  const [row] = await ctx.db.select().from(emailOutbox).where(eq(emailOutbox.id, outboxId));
  if (!row || row.status === 'sent') return false;
  try {
    await ctx.mailer.send({
      to: row.toAddress,
      subject: row.subject,
      html: row.html,
      text: row.text,
      attachments: await buildAttachments(ctx, row.attachments),
    });
  } catch (error) {
    await ctx.db
      .update(emailOutbox)
      .set({
        attempts: sql`${emailOutbox.attempts} + 1`,
        lastError: String((error as Error).message ?? error).slice(0, 500),
        status: row.attempts + 1 >= MAX_ATTEMPTS ? 'failed' : 'queued',
      })
      .where(eq(emailOutbox.id, outboxId));
    throw error;
  }
  await ctx.db
    .update(emailOutbox)
    .set({ status: 'sent', sentAt: new Date(), attempts: sql`${emailOutbox.attempts} + 1`, lastError: null })
    .where(eq(emailOutbox.id, outboxId));
  return true;
}

/** Every e-mail still queued, oldest first: re-enqueued when the job queue starts. */
export async function listQueuedEmailIds(ctx: AppContext): Promise<number[]> {
  const rows = await ctx.db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(eq(emailOutbox.status, 'queued'))
    .orderBy(emailOutbox.id);
  return rows.map((r) => r.id);
}
