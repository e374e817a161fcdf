// Organisations and roles (issue 21) on PGlite and PostgreSQL: an owner invites by e-mail, the
// single-use link makes a member with a role (new account or existing), the guard answers each
// role by the domain's matrix (404 for what it lacks, another event, another organisation), the
// owner can be neither changed nor removed, and a removed member's sessions end at once.
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { INVITATION_LINK_INVALID } from '../../domain/contracts/organisation.ts';
import { organisationInvitations, organisations, participants } from '../db/schema.ts';
import { signCheckInCode } from '../documents/check-in-code.ts';
import { createTestOrders } from '../participants/participant-test-data.ts';
import { createTestEvent } from '../testing/factories.ts';
import { agentFrom, createMemberAgent, invitationToken, invite } from '../testing/team.ts';
import { registerOrganiserAgent, useTestApp } from '../testing/test-app.ts';
import { TEST_DRIVERS } from '../testing/test-db.ts';
import { ACCEPT_MESSAGES } from './invitation-acceptance.ts';
import { TEAM_MESSAGES } from './team-service.ts';

describe.each(TEST_DRIVERS)('organisation team (%s)', (driver) => {
  const env = useTestApp(driver);
  const accept = (payload: object) =>
    env().app.inject({ method: 'POST', url: '/api/organizacao/convites/aceitar', payload });

  it('lets a check-in member admit at the door of their event only, and nothing else', async () => {
    const { app, ctx } = env();
    const owner = await registerOrganiserAgent(app, 'Dona da Festa');
    const { event, ticketTypes } = await createTestEvent(ctx, owner.id);
    const other = (await createTestEvent(ctx, owner.id)).event;
    const [pid] = await createTestOrders(ctx, event.id, [
      { people: [{ name: 'Paula', ticketTypeId: ticketTypes[0]?.id as number }] },
    ]);
    const [row] = await ctx.db
      .select()
      .from(participants)
      .where(inArray(participants.id, [pid as number]));
    const staff = await createMemberAgent(app, owner, 'check-in', [event.id], 'Porteiro Paulo');

    const list = await staff.inject({ method: 'GET', url: '/api/admin/eventos' });
    expect(list.json().data.map((e: { id: number }) => e.id)).toEqual([event.id]);
    const me = await staff.inject({ method: 'GET', url: '/api/organizacao' });
    expect(me.json().data).toMatchObject({
      nome: 'Dona da Festa',
      papel: 'check-in',
      eventos_ids: [event.id],
    });
    expect(me.json().data.permissoes.sort()).toEqual(['account', 'check_in', 'event.read']);

    const code = signCheckInCode(ctx.config.appSecret, row?.uuid as string);
    const scan = await staff.inject({
      method: 'POST',
      url: `/api/eventos/${event.id}/check-in`,
      payload: { codigo: code },
    });
    expect(scan.statusCode, scan.body).toBe(200);
    expect(scan.json().data).toMatchObject({ registrado: true, nome: 'Paula' });

    for (const url of [
      `/api/eventos/${event.id}/dashboard`,
      `/api/eventos/${event.id}/participantes`,
      `/api/eventos/${event.id}/participantes/${pid}`,
      `/api/eventos/${event.id}/download-relatorio-participantes`,
      `/api/eventos/${event.id}/cupons`,
      `/api/eventos/${event.id}/configuracoes`,
      `/api/eventos/${event.id}/edit`,
      `/api/eventos/${other.id}/check-in`,
      `/api/admin/eventos/${other.id}`,
      '/api/organizacao/membros',
    ]) {
      const res = await staff.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
    }
    const create = await staff.inject({ method: 'POST', url: '/api/criar-evento', payload: {} });
    expect(create.statusCode).toBe(404);
  });

  it('lets a financeiro member read the money but not edit, and an administrador edit but not the team', async () => {
    const { app, ctx } = env();
    const owner = await registerOrganiserAgent(app, 'Dona');
    const { event } = await createTestEvent(ctx, owner.id);
    const finance = await createMemberAgent(app, owner, 'financeiro');
    const admin = await createMemberAgent(app, owner, 'administrador');
    const settings = { emailUnico: true, parcelamentoMaximo: 1 };
    const get = (agent: typeof owner, url: string) => agent.inject({ method: 'GET', url });
    const save = (agent: typeof owner) =>
      agent.inject({
        method: 'POST',
        url: `/api/eventos/${event.id}/configuracoes/gerais`,
        payload: settings,
      });

    expect((await get(finance, `/api/eventos/${event.id}/dashboard`)).statusCode).toBe(200);
    expect((await get(finance, `/api/eventos/${event.id}/participantes`)).statusCode).toBe(200);
    expect((await save(finance)).statusCode).toBe(404);
    expect((await save(admin)).statusCode).toBe(200);
    expect((await get(admin, '/api/organizacao/membros')).statusCode).toBe(404);
    const rename = await admin.inject({ method: 'PUT', url: '/api/organizacao', payload: { nome: 'Outra' } });
    expect(rename.statusCode).toBe(404);
    // Members' events are the organisation's: the administrador's new event is on the owner's list.
    const stranger = await registerOrganiserAgent(app, 'Estranha');
    expect((await get(stranger, `/api/eventos/${event.id}/dashboard`)).statusCode).toBe(404);
  });

  it('keeps the owner, changes a role at once, and ends a removed member’s sessions', async () => {
    const { app, ctx } = env();
    const owner = await registerOrganiserAgent(app, 'Dona');
    const { event } = await createTestEvent(ctx, owner.id);
    const member = await createMemberAgent(app, owner, 'administrador');
    const team = (await owner.inject({ method: 'GET', url: '/api/organizacao/membros' })).json().data;
    expect(team.membros.map((m: { papel: string }) => m.papel)).toEqual(['proprietario', 'administrador']);
    const ownerId = team.membros[0].id as number;

    for (const res of [
      await owner.inject({ method: 'DELETE', url: `/api/organizacao/membros/${ownerId}` }),
      await owner.inject({
        method: 'PUT',
        url: `/api/organizacao/membros/${ownerId}`,
        payload: { papel: 'financeiro' },
      }),
    ]) {
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toBe(TEAM_MESSAGES.ownerFixed);
    }

    const dashboard = () => member.inject({ method: 'GET', url: `/api/eventos/${event.id}/dashboard` });
    expect((await dashboard()).statusCode).toBe(200);
    const toCheckIn = await owner.inject({
      method: 'PUT',
      url: `/api/organizacao/membros/${member.memberId}`,
      payload: { papel: 'check-in', eventos_ids: [] },
    });
    expect(toCheckIn.statusCode).toBe(422);
    expect(toCheckIn.json().validation_errors.eventos_ids).toEqual([
      'Escolha pelo menos um evento para o check-in.',
    ]);
    const changed = await owner.inject({
      method: 'PUT',
      url: `/api/organizacao/membros/${member.memberId}`,
      payload: { papel: 'check-in', eventos_ids: [event.id] },
    });
    expect(changed.statusCode).toBe(200);
    expect((await dashboard()).statusCode).toBe(404);

    const removed = await owner.inject({
      method: 'DELETE',
      url: `/api/organizacao/membros/${member.memberId}`,
    });
    expect(removed.statusCode).toBe(200);
    expect((await dashboard()).statusCode).toBe(401);
    expect((await member.inject({ method: 'GET', url: '/api/auth/session' })).statusCode).toBe(401);
  });

  it("answers 404 for another organisation's member or invitation", async () => {
    const { app } = env();
    const owner = await registerOrganiserAgent(app, 'Dona');
    const other = await registerOrganiserAgent(app, 'Outra');
    const member = await createMemberAgent(app, owner, 'financeiro');
    const pending = await invite(owner, `pendente-${Date.now()}@teste.com.br`, 'administrador');
    for (const url of [
      `/api/organizacao/membros/${member.memberId}`,
      `/api/organizacao/convites/${pending.id}`,
    ]) {
      const res = await other.inject({ method: 'DELETE', url });
      expect(res.statusCode, url).toBe(404);
    }
    expect((await member.inject({ method: 'GET', url: `/api/organizacao` })).statusCode).toBe(200);
  });

  it('spends the link once, refuses an expired or cancelled one, and accepts with an existing account', async () => {
    const { app, ctx } = env();
    const owner = await registerOrganiserAgent(app, 'Dona');
    await createTestEvent(ctx, owner.id);
    // An organiser who signed up alone (no events yet) joins with their own password.
    const solo = await registerOrganiserAgent(app, 'Solo');
    await solo.inject({ method: 'GET', url: '/api/organizacao' }); // their own, empty organisation
    await invite(owner, solo.email, 'financeiro');
    const token = await invitationToken(app, solo.email);
    const lookup = await app.inject({
      method: 'POST',
      url: '/api/organizacao/convites/consultar',
      payload: { token },
    });
    expect(lookup.json().data).toEqual({
      organizacao: 'Dona',
      papel: 'financeiro',
      email: solo.email,
      conta_existente: true,
    });
    expect((await accept({ token, password: 'senha-errada-123' })).statusCode).toBe(401);
    const joined = await accept({ token, password: 'senha-muito-segura' });
    expect(joined.statusCode, joined.body).toBe(200);
    const soloAgain = agentFrom(app, joined, solo.email);
    expect((await soloAgain.inject({ method: 'GET', url: '/api/organizacao' })).json().data).toMatchObject({
      nome: 'Dona',
      papel: 'financeiro',
    });
    expect(await ctx.db.select().from(organisations).where(eq(organisations.ownerId, solo.id))).toEqual([]);

    const again = await accept({ token, password: 'senha-muito-segura' });
    expect(again.statusCode).toBe(422);
    expect(again.json().error).toBe(INVITATION_LINK_INVALID);

    const late = `tarde-${Date.now()}@teste.com.br`;
    await invite(owner, late, 'administrador');
    const lateToken = await invitationToken(app, late);
    await ctx.db
      .update(organisationInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(organisationInvitations.email, late));
    expect(
      (await accept({ token: lateToken, nome: 'Tarde', password: 'senha-muito-segura' })).statusCode,
    ).toBe(422);

    const cancelled = `cancelado-${Date.now()}@teste.com.br`;
    const invitation = await invite(owner, cancelled, 'administrador');
    const cancelledToken = await invitationToken(app, cancelled);
    await owner.inject({ method: 'DELETE', url: `/api/organizacao/convites/${invitation.id}` });
    expect(
      (await accept({ token: cancelledToken, nome: 'Cancelado', password: 'senha-muito-segura' })).statusCode,
    ).toBe(422);
  });

  it('refuses an account that already works in another organisation, keeping the link usable', async () => {
    const { app, ctx } = env();
    const owner = await registerOrganiserAgent(app, 'Dona');
    const busy = await registerOrganiserAgent(app, 'Ocupada');
    await createTestEvent(ctx, busy.id);
    await invite(owner, busy.email, 'financeiro');
    const token = await invitationToken(app, busy.email);
    const refused = await accept({ token, password: 'senha-muito-segura' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe(ACCEPT_MESSAGES.elsewhere);
    // The refusal signed nobody in and left the link for another try.
    expect(refused.cookies.find((c) => c.name === 'catraca_session')).toBeUndefined();
    const lookup = await app.inject({
      method: 'POST',
      url: '/api/organizacao/convites/consultar',
      payload: { token },
    });
    expect(lookup.statusCode).toBe(200);
  });

  it('refuses inviting a current member, an unknown event and a new account with a weak password', async () => {
    const { app, ctx } = env();
    const owner = await registerOrganiserAgent(app, 'Dona');
    const stranger = await registerOrganiserAgent(app, 'Outra');
    const theirs = (await createTestEvent(ctx, stranger.id)).event;
    const member = await createMemberAgent(app, owner, 'financeiro');
    const again = await owner.inject({
      method: 'POST',
      url: '/api/organizacao/membros',
      payload: { email: member.email, papel: 'administrador' },
    });
    expect(again.statusCode).toBe(409);
    const foreign = await owner.inject({
      method: 'POST',
      url: '/api/organizacao/membros',
      payload: { email: 'porta@teste.com.br', papel: 'check-in', eventos_ids: [theirs.id] },
    });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().validation_errors.eventos_ids).toEqual([TEAM_MESSAGES.eventNotFound]);

    const email = `novo-${Date.now()}@teste.com.br`;
    await invite(owner, email, 'administrador');
    const weak = await accept({ token: await invitationToken(app, email), nome: 'Novo', password: '123' });
    expect(weak.statusCode).toBe(422);
    expect(Object.keys(weak.json().validation_errors)).toEqual(['password']);
  });
});
