import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

// Sign-up through the e-mailed link (ADR 0047), shared by the integration tests and the benchmarks:
// neither may depend on vitest here, so the benches can import it.

/** The token of the newest sign-up link e-mailed to this address (the dev outbox; queued after the reply). */
export async function signupLinkToken(app: FastifyInstance, email: string): Promise<string> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const res = await app.inject({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(email)}` });
    const messages = (res.json() as { data: { kind: string; text: string }[] }).data;
    const link = messages.find((m) => m.kind === 'signup_confirmation')?.text.match(/#token=([\w-]+)/);
    if (link?.[1]) return link[1];
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no sign-up link e-mailed to ${email}`);
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
