// The organisation and its team (issue 21, ADR 0430), inside the organiser area: the guard has
// read the actor's membership and checked the route's permission against their role (only the
// owner holds `organisation.manage`), and any :membroId / :conviteId within their organisation.
import { changeMemberBody, inviteMemberBody, organisationBody } from '../../domain/contracts/organisation.ts';
import { receivingAccountBody } from '../../domain/contracts/receiving-account.ts';
import { actorOf, type OrganiserArea, organisationAccessOf } from '../access/organiser-area.ts';
import { appBaseUrl } from '../config.ts';
import type { AppContext } from '../context.ts';
import { idParam } from '../http/params.ts';
import { parseInput } from '../http/validate.ts';
import { getOrganisation, updateOrganisation, workingAccess } from './organisation-service.ts';
import {
  getReceivingStatus,
  removeReceivingAccount,
  saveReceivingAccount,
} from './receiving-account-service.ts';
import { cancelInvitation, changeMember, inviteMember, listTeam, removeMember } from './team-service.ts';

export function registerOrganisationRoutes(area: OrganiserArea, ctx: AppContext): void {
  const canManage = { config: { permission: 'organisation.manage' } } as const;
  const access = (request: Parameters<typeof actorOf>[0]) =>
    workingAccess(ctx, actorOf(request).id, organisationAccessOf(request));

  area.get('/api/organizacao', { config: { permission: 'account' } }, async (request) => {
    return { success: true, data: await getOrganisation(ctx, await access(request)) };
  });

  area.put('/api/organizacao', canManage, async (request) => {
    const input = parseInput(organisationBody, request.body);
    const data = await updateOrganisation(ctx, await access(request), input);
    return { success: true, message: 'Organização salva.', data };
  });

  area.get('/api/organizacao/membros', canManage, async (request) => {
    return { success: true, data: await listTeam(ctx, await access(request)) };
  });

  area.post('/api/organizacao/membros', canManage, async (request, reply) => {
    const input = parseInput(inviteMemberBody, request.body);
    const data = await inviteMember(
      ctx,
      await access(request),
      actorOf(request),
      input,
      appBaseUrl(ctx.config),
    );
    return reply.status(201).send({ success: true, message: `Convite enviado para ${input.email}.`, data });
  });

  area.put('/api/organizacao/membros/:membroId', canManage, async (request) => {
    const input = parseInput(changeMemberBody, request.body);
    await changeMember(ctx, await access(request), idParam(request, 'membroId'), input);
    return { success: true, message: 'Papel alterado.', data: null };
  });

  area.delete('/api/organizacao/membros/:membroId', canManage, async (request) => {
    await removeMember(ctx, idParam(request, 'membroId'));
    return { success: true, message: 'Membro removido.', data: null };
  });

  area.delete('/api/organizacao/convites/:conviteId', canManage, async (request) => {
    await cancelInvitation(ctx, idParam(request, 'conviteId'));
    return { success: true, message: 'Convite cancelado.', data: null };
  });

  // Recebimentos (issue 19, ADR 0304): the owner's alone, like the team (organisation.manage).
  area.get('/api/organizacao/recebimentos', canManage, async (request) => {
    return { success: true, data: await getReceivingStatus(ctx, await access(request)) };
  });

  area.put('/api/organizacao/recebimentos', canManage, async (request) => {
    const input = parseInput(receivingAccountBody, request.body);
    const data = await saveReceivingAccount(ctx, await access(request), input);
    return { success: true, message: 'Conta de recebimento salva.', data };
  });

  area.delete('/api/organizacao/recebimentos', canManage, async (request) => {
    await removeReceivingAccount(ctx, await access(request));
    return { success: true, message: 'Conta de recebimento removida.', data: null };
  });
}
