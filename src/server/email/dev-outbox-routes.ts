import { desc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { emailOutbox } from '../db/schema.ts';

/** Development only: the last e-mails the app queued or sent, so a person can read them. */
export function registerDevOutboxRoutes(app: FastifyInstance, ctx: AppContext): void {
  if (ctx.config.NODE_ENV === 'production') return;
  app.get('/api/dev/outbox', async () => {
    const rows = await ctx.db.select().from(emailOutbox).orderBy(desc(emailOutbox.id)).limit(20);
    return {
      success: true,
      data: rows.map((r) => ({
        id: r.id,
        kind: r.kind,
        to: r.toAddress,
        subject: r.subject,
        status: r.status,
        attempts: r.attempts,
        created_at: r.createdAt.toISOString(),
        sent_at: r.sentAt?.toISOString() ?? null,
        text: r.text,
      })),
    };
  });
}
