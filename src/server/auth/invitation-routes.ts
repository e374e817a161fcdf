// Following a team invitation (issue 21, ADR 0430): public, keyed by the link's unguessable token
// and rate-limited like login. With the e-mail's existing account, its password accepts (checked
// and throttled as a login); otherwise a name and a new password create the account. Either way
// the person is signed in as a member.

import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { acceptInvitationBody, invitationLookupBody } from '../../domain/contracts/organisation.ts';
import { passwordProblem } from '../../domain/password-rules.ts';
import { createSession, deleteSession, hashToken } from '../access/session-store.ts';
import type { AppContext } from '../context.ts';
import { organisers } from '../db/schema.ts';
import { AppError } from '../http/app-error.ts';
import { parseInput } from '../http/validate.ts';
import {
  acceptInvitation,
  describeInvitation,
  invalidInvitation,
  invitationEmail,
} from '../organisation/invitation-acceptance.ts';
import { logIn, type NewSession } from './auth-service.ts';
import { loginRateLimit } from './login-rate-limit.ts';
import { hashPassword } from './password.ts';

export function registerInvitationRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  setSessionCookie: (reply: FastifyReply, session: NewSession) => void,
): void {
  const perIpLimit = { config: loginRateLimit(ctx.config) };

  app.post('/api/organizacao/convites/consultar', perIpLimit, async (request) => {
    const { token } = parseInput(invitationLookupBody, request.body);
    return { success: true, data: await describeInvitation(ctx, token) };
  });

  app.post('/api/organizacao/convites/aceitar', perIpLimit, async (request, reply) => {
    const input = parseInput(acceptInvitationBody, request.body);
    const email = await invitationEmail(ctx, input.token);
    if (!email) throw invalidInvitation();
    const [account] = await ctx.db
      .select({ id: organisers.id })
      .from(organisers)
      .where(eq(organisers.email, email))
      .limit(1);
    let session: NewSession;
    if (account) {
      // The account's own password, throttled like a login; the session is undone if joining fails.
      session = await logIn(ctx, { email, password: input.password }, request.ip);
      try {
        await acceptInvitation(ctx, input.token, { kind: 'existing', organiserId: account.id });
      } catch (error) {
        await deleteSession(ctx.db, hashToken(session.token));
        throw error;
      }
    } else {
      const problems: Record<string, string[]> = {};
      if (!input.nome) problems.nome = ['Informe o nome.'];
      const weak = passwordProblem(input.password, { email });
      if (weak) problems.password = [weak];
      if (Object.keys(problems).length > 0) throw AppError.validation(problems);
      const organiserId = await acceptInvitation(ctx, input.token, {
        kind: 'new',
        name: input.nome ?? '',
        passwordHash: await hashPassword(input.password, ctx.config.PASSWORD_HASH_COST),
      });
      session = {
        user: { id: organiserId, email, name: input.nome ?? '' },
        ...(await createSession(ctx.db, organiserId, ctx.config.SESSION_TTL_DAYS)),
      };
    }
    setSessionCookie(reply, session);
    return {
      success: true,
      message: 'Convite aceito. Bem-vindo(a) à equipe!',
      data: { user: session.user, csrfToken: session.csrfToken },
    };
  });
}
