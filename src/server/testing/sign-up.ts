import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

// Sign-up through the e-mailed link (ADR 0047), shared by the integration tests and the benchmarks:
// neither may depend on vitest here, so the benches can import it.

/** The token of the newest sign-up link e-mailed to `email`, once `nth` of them were e-mailed (newest first). */
export async function signupLinkToken(app: FastifyInstance, email: string, nth = 1): Promise<string> {
  // The sign-up answers before its e-mail is queued (the same time for new and existing
  // addresses): wait for the nth confirmation e-mailed to this address, and take the newest.
  for (let attempt = 0; attempt < 100; attempt++) {
    const res = await app.inject({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(email)}` });
    const messages = (res.json() as { data: { kind: string; text: string }[] }).data;
    const links = messages.filter((m) => m.kind === 'signup_confirmation');
    const link = links.length >= nth ? links[0]?.text.match(/#token=([\w-]+)/) : null;
    if (link?.[1]) return link[1];
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no sign-up link number ${nth} e-mailed to ${email}`);
}

/** Signs up and follows the e-mailed link; answers the confirmation reply, which carries the session. */
export async function signUpThroughLink(
  app: FastifyInstance,
  account: { name: string; email: string; password: string },
  remoteAddress = '127.0.0.1',
): Promise<LightMyRequestResponse> {
  const res = await app.inject({
    method: 'POST',
    remoteAddress,
    url: '/api/auth/register',
    payload: account,
  });
  if (res.statusCode !== 202) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
  const confirmed = await app.inject({
    method: 'POST',
    remoteAddress,
    url: '/api/auth/confirm-email',
    payload: { token: await signupLinkToken(app, account.email) },
  });
  if (confirmed.statusCode !== 200)
    throw new Error(`confirm failed: ${confirmed.statusCode} ${confirmed.body}`);
  return confirmed;
}
