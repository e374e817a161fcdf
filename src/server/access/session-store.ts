import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt, ne } from 'drizzle-orm';
import type { SessionUser } from '../../domain/contracts/organiser-auth.ts';
import type { Db, Tx } from '../db/client.ts';
import { organisers, sessions } from '../db/schema.ts';

export const SESSION_COOKIE = 'catraca_session';

export interface ActiveSession {
  user: SessionUser;
  csrfToken: string;
  idHash: string;
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export async function createSession(
  db: Db,
  organiserId: number,
  ttlDays: number,
): Promise<{ token: string; csrfToken: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const csrfToken = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + ttlDays * 24 * 60 * 60 * 1000);
  await db.insert(sessions).values({ idHash: hashToken(token), organiserId, csrfToken, expiresAt });
  // Opportunistic cleanup keeps the table small without a scheduler.
  await db
    .delete(sessions)
    .where(and(eq(sessions.organiserId, organiserId), lt(sessions.expiresAt, new Date())));
  return { token, csrfToken, expiresAt };
}

export async function findSession(db: Db, token: string | undefined): Promise<ActiveSession | null> {
  if (!token || token.length > 200) return null;
  const idHash = hashToken(token);
  const rows = await db
    .select({
      id: organisers.id,
      email: organisers.email,
      name: organisers.name,
      csrfToken: sessions.csrfToken,
    })
    .from(sessions)
    .innerJoin(organisers, eq(organisers.id, sessions.organiserId))
    .where(and(eq(sessions.idHash, idHash), gt(sessions.expiresAt, new Date())))
    .limit(1);
  const row = rows[0];
  if (!row) return null;
  return { user: { id: row.id, email: row.email, name: row.name }, csrfToken: row.csrfToken, idHash };
}

export async function deleteSession(db: Db, idHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.idHash, idHash));
}

/** Ends every session of an organiser, except the one given (the browser making the change). */
export async function deleteOrganiserSessions(
  db: Db | Tx,
  organiserId: number,
  exceptIdHash?: string,
): Promise<void> {
  await db
    .delete(sessions)
    .where(
      exceptIdHash === undefined
        ? eq(sessions.organiserId, organiserId)
        : and(eq(sessions.organiserId, organiserId), ne(sessions.idHash, exceptIdHash)),
    );
}
