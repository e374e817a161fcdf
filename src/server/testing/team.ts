// Members of an organiser's team, made the way people are (issue 21): the owner invites over HTTP,
// the link's token is read from the dev outbox, and the invitee accepts it with a new account,
// which signs them in. Shared by the integration tests and the route sweep.
import type { FastifyInstance } from 'fastify';
import type { InvitableRole } from '../../domain/organiser-permissions.ts';
import { agentFromSignIn, type OrganiserAgent } from './test-app.ts';

let memberCounter = 0;

/** The token of the newest invitation e-mailed to this address. */
export async function invitationToken(app: FastifyInstance, email: string): Promise<string> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const res = await app.inject({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(email)}` });
    const messages = (res.json() as { data: { kind: string; text: string }[] }).data;
    const link = messages.find((m) => m.kind === 'organisation_invitation')?.text.match(/#token=([\w-]+)/);
    if (link?.[1]) return link[1];
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no invitation e-mailed to ${email}`);
}

/** The owner invites `email` with a role; answers the invitation's reply. */
export async function invite(
  owner: OrganiserAgent,
  email: string,
  papel: InvitableRole,
  eventIds: number[] = [],
) {
  const res = await owner.inject({
    method: 'POST',
    url: '/api/organizacao/membros',
    payload: { email, papel, eventos_ids: eventIds },
  });
  if (res.statusCode !== 201) throw new Error(`invite failed: ${res.statusCode} ${res.body}`);
  return res.json().data as { id: number };
}

/** A signed-in agent from an accept reply. */
export function agentFrom(
  app: FastifyInstance,
  accepted: { cookies: { name: string; value: string }[]; json: () => unknown },
  email: string,
): OrganiserAgent {
  return agentFromSignIn(app, accepted, email);
}

/** A new account that accepted the owner's invitation with `papel`, signed in. */
export async function createMemberAgent(
  app: FastifyInstance,
  owner: OrganiserAgent,
  papel: InvitableRole,
  eventIds: number[] = [],
  name = `Membro ${papel}`,
): Promise<OrganiserAgent & { memberId: number }> {
  memberCounter += 1;
  const email = `membro${memberCounter}-${Date.now()}@teste.com.br`;
  await invite(owner, email, papel, eventIds);
  const accepted = await app.inject({
    method: 'POST',
    url: '/api/organizacao/convites/aceitar',
    remoteAddress: `10.88.${Math.floor(memberCounter / 250) % 250}.${(memberCounter % 250) + 1}`,
    payload: { token: await invitationToken(app, email), nome: name, password: 'senha-muito-segura' },
  });
  if (accepted.statusCode !== 200) throw new Error(`accept failed: ${accepted.statusCode} ${accepted.body}`);
  const agent = agentFrom(app, accepted, email);
  const team = await owner.inject({ method: 'GET', url: '/api/organizacao/membros' });
  const member = (team.json().data.membros as { id: number; email: string }[]).find((m) => m.email === email);
  if (!member) throw new Error('accepted member not in the team');
  return { ...agent, memberId: member.id };
}
