import { desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { communications, emailOutbox } from '../db/schema.ts';
import { AppError } from '../http/app-error.ts';
import { localOnly } from '../http/local-only.ts';

/** Development only: the last e-mails the app queued or sent, so a person can read them. */
export function registerDevOutboxRoutes(app: FastifyInstance, ctx: AppContext): void {
  if (ctx.config.NODE_ENV === 'production') return;
  // ?to= narrows to one recipient (tests and e2e journeys follow a link e-mailed to one address).
  // Reset links and sign-up links are in there: for a person at this machine only (ADR 0242).
  const local = { onRequest: localOnly() };
  app.get('/api/dev/outbox', local, async (request) => {
    const to = (request.query as { to?: unknown }).to;
    const recipient = typeof to === 'string' && to.length > 0 ? to.trim().toLowerCase() : null;
    const rows = await ctx.db
      .select({
        row: emailOutbox,
        // A communication's deliveries read their message from the communication.
        subject: sql<string>`coalesce(${emailOutbox.subject}, ${communications.subject})`,
        text: sql<string>`coalesce(${emailOutbox.text}, ${communications.text})`,
      })
      .from(emailOutbox)
      .leftJoin(communications, eq(communications.id, emailOutbox.communicationId))
      .where(recipient ? eq(emailOutbox.toAddress, recipient) : undefined)
      .orderBy(desc(emailOutbox.id))
      .limit(20);
    return {
      success: true,
      data: rows.map(({ row: r, subject, text }) => ({
        id: r.id,
        kind: r.kind,
        to: r.toAddress,
        subject,
        status: r.status,
        attempts: r.attempts,
        failure: r.failure,
        last_error: r.lastError,
        communication_id: r.communicationId,
        created_at: r.createdAt.toISOString(),
        sent_at: r.sentAt?.toISOString() ?? null,
        text,
      })),
    };
  });

  // One message as the recipient's mail client would show it (HTML part), for a person to look at.
  app.get('/api/dev/outbox/:id/html', { ...local, config: { public: true } }, async (request, reply) => {
    const id = (request.params as { id?: string }).id ?? '';
    if (!/^\d{1,9}$/.test(id)) throw AppError.notFound();
    const [row] = await ctx.db
      .select({ html: sql<string | null>`coalesce(${emailOutbox.html}, ${communications.html})` })
      .from(emailOutbox)
      .leftJoin(communications, eq(communications.id, emailOutbox.communicationId))
      .where(eq(emailOutbox.id, Number(id)));
    if (!row?.html) throw AppError.notFound();
    return reply.header('content-type', 'text/html; charset=utf-8').send(row.html);
  });
}
