// "Meus ingressos" access (issue 22, docs/decisions/0471-meus-ingressos-link.md). A buyer asks for a
// link with an e-mail address; the reply never says whether the address has orders: the same
// budgets are spent for every address before it, and the address-dependent part (is there an order,
// the link, its e-mail) runs after it. The link's token is opened once, by the page's script (a mail
// scanner fetching the URL spends nothing), and swapped for a view key that lists the address's
// orders for a while in that browser. Only SHA-256 hashes of both secrets are stored.
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  MY_ORDERS_LINK_INVALID,
  MY_ORDERS_VIEW_EXPIRED,
  type MyOrdersOpen,
} from '../../domain/contracts/my-orders.ts';
import { hashToken } from '../access/session-store.ts';
import type { AppContext } from '../context.ts';
import { col, queryRows } from '../db/raw-sql.ts';
import { buyerAccessLinks } from '../db/schema.ts';
import { AppError } from '../http/app-error.ts';
import { type RateBudget, requireRateBudget } from '../http/rate-budget.ts';
import { queueMyOrdersEmail } from './my-orders-email.ts';

/** Where the e-mailed link leads; the token rides in the fragment, which no server logs. */
export const MY_ORDERS_ACCESS_PATH = '/meus-ingressos/acesso';

const HOUR_MS = 3_600_000;

export interface MyOrdersLinkRequest {
  email: string;
  ip: string;
  /** The absolute base URL for the link (appBaseUrl: never the request's Host header). */
  linkBase: string;
}

function budgets(ctx: AppContext): { perIp: RateBudget; perEmail: RateBudget } {
  return {
    perIp: { name: 'buyer-access-ip', max: ctx.config.BUYER_ACCESS_MAX_PER_IP_PER_HOUR, windowMs: HOUR_MS },
    perEmail: {
      name: 'buyer-access-email',
      max: ctx.config.BUYER_ACCESS_MAX_PER_EMAIL_PER_HOUR,
      windowMs: HOUR_MS,
    },
  };
}

const TOO_MANY_LINKS = 'Muitos pedidos de link. Aguarde um pouco e tente novamente.';

/**
 * Spends the address's and the e-mail's budgets (429 past either, for any e-mail alike) and returns
 * the delivery to run once the reply is on its way.
 */
export async function requestMyOrdersLink(
  ctx: AppContext,
  request: MyOrdersLinkRequest,
): Promise<() => Promise<void>> {
  const { perIp, perEmail } = budgets(ctx);
  await requireRateBudget(ctx.db, perIp, request.ip, TOO_MANY_LINKS);
  await requireRateBudget(ctx.db, perEmail, request.email, TOO_MANY_LINKS);
  return () => deliverMyOrdersLink(ctx, request);
}

const HAS_ORDERS_ROW = z.object({ found: col.bool() });

/** Issues a link and queues its e-mail when the address has any order; nothing otherwise. */
export async function deliverMyOrdersLink(ctx: AppContext, request: MyOrdersLinkRequest): Promise<void> {
  const [row] = await queryRows(
    ctx.db,
    HAS_ORDERS_ROW,
    sql`SELECT EXISTS (SELECT 1 FROM orders WHERE buyer_email = ${request.email}) AS found`,
  );
  if (!row?.found) return;
  const token = randomBytes(32).toString('base64url');
  const ttl = ctx.config.BUYER_ACCESS_LINK_TTL_MINUTES;
  const outboxId = await ctx.db.transaction(async (tx) => {
    const [link] = await tx
      .insert(buyerAccessLinks)
      .values({
        tokenHash: hashToken(token),
        email: request.email,
        expiresAt: new Date(Date.now() + ttl * 60_000),
      })
      .returning({ id: buyerAccessLinks.id });
    if (!link) throw new Error('buyer access link insert returned nothing');
    return queueMyOrdersEmail(tx, {
      linkId: link.id,
      toAddress: request.email,
      accessUrl: `${request.linkBase}${MY_ORDERS_ACCESS_PATH}#token=${token}`,
      validForMinutes: ttl,
    });
  });
  await ctx.jobs.enqueueEmail(outboxId);
}

const OPENED_ROW = z.object({ view_expires_at: col.date() });

/**
 * Spends the link (one guarded UPDATE: two tabs opening it cannot both succeed) and returns the
 * view key that lists its address's orders until the view expires.
 */
export async function openMyOrdersLink(ctx: AppContext, token: string): Promise<MyOrdersOpen> {
  const viewKey = randomBytes(32).toString('base64url');
  const viewMs = ctx.config.BUYER_ACCESS_VIEW_TTL_MINUTES * 60_000;
  const [opened] = await queryRows(
    ctx.db,
    OPENED_ROW,
    sql`UPDATE buyer_access_links
        SET used_at = now(), view_key_hash = ${hashToken(viewKey)},
          view_expires_at = now() + ${viewMs}::int * interval '1 millisecond'
        WHERE token_hash = ${hashToken(token)} AND used_at IS NULL AND expires_at > now()
        RETURNING view_expires_at`,
  );
  if (!opened) throw AppError.notFound(MY_ORDERS_LINK_INVALID);
  return { chave: viewKey, expira_em: opened.view_expires_at.toISOString() };
}

const VIEW_ROW = z.object({ email: col.text(), view_expires_at: col.date() });

/** The address a live view key lists, and until when; 401 once it has expired. */
export async function emailOfViewKey(
  ctx: AppContext,
  viewKey: string,
): Promise<{ email: string; until: Date }> {
  const [row] = await queryRows(
    ctx.db,
    VIEW_ROW,
    sql`SELECT email, view_expires_at FROM buyer_access_links
        WHERE view_key_hash = ${hashToken(viewKey)} AND view_expires_at > now()`,
  );
  if (!row) throw new AppError('unauthorized', MY_ORDERS_VIEW_EXPIRED);
  return { email: row.email, until: row.view_expires_at };
}
