// GET /api/eventos/:id/participantes/:participanteId: the details dialog's data, with every custom
// answer (a retired field's too, marked), and a 404 for anything not this organiser's participant.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { participantDetailsSchema } from '../../domain/contracts/participants.ts';
import { createApprovalEvent, createTestCandidates } from '../candidates/candidate-test-data.ts';
import { participantAnswers, participants } from '../db/schema.ts';
import { createTestEvent, createTestForm } from '../testing/factories.ts';
import { type OrganiserAgent, registerOrganiserAgent, useTestApp } from '../testing/test-app.ts';
import { TEST_DRIVERS } from '../testing/test-db.ts';
import { createTestOrders } from './participant-test-data.ts';

describe.each(TEST_DRIVERS)('participant details (%s)', (driver) => {
  const env = useTestApp(driver);
  let owner: OrganiserAgent;
  let intruder: OrganiserAgent;
  let eventId: number;
  let ana: number;
  let bruno: number;

  beforeAll(async () => {
    const { ctx, app } = env();
    owner = await registerOrganiserAgent(app, 'Dona');
    intruder = await registerOrganiserAgent(app, 'Intrusa');
    const { event, ticketTypes } = await createTestEvent(ctx, owner.id, {}, [
      { name: 'Inteira', priceCents: 12000, quantity: 50 },
    ]);
    eventId = event.id;
    const ticketTypeId = ticketTypes[0]?.id as number;
    const [empresa, dieta, antiga] = await createTestForm(ctx, eventId, [
      { label: 'Empresa' },
      { label: 'Restrições', type: 'multiple_choice', options: ['veg', 'gluten'] },
      { label: 'Como soube', retiredAt: new Date('2026-03-01T12:00:00Z') },
    ]);
    [ana, bruno] = (await createTestOrders(ctx, eventId, [
      {
        buyerName: 'Carla Compradora',
        buyerEmail: 'carla@teste.com.br',
        people: [
          { name: 'Ana Souza', ticketTypeId, amountCents: 12000 },
          { name: 'Bruno Lima', ticketTypeId, amountCents: 12000, status: 'pendente' },
        ],
      },
    ])) as [number, number];
    await ctx.db.insert(participantAnswers).values([
      { participantId: ana, fieldId: empresa?.id as number, value: 'Jornada Ltda' },
      { participantId: ana, fieldId: dieta?.id as number, value: '["veg","gluten"]' },
      { participantId: ana, fieldId: antiga?.id as number, value: 'Instagram' },
    ]);
  });

  const details = (id: number, agent = owner, event = eventId) =>
    agent.inject({ method: 'GET', url: `/api/eventos/${event}/participantes/${id}` });

  it('answers the participant with every custom answer, a retired field marked', async () => {
    const res = await details(ana);
    expect(res.statusCode, res.body).toBe(200);
    const data = participantDetailsSchema.parse(res.json().data);
    expect(data).toMatchObject({
      id: ana,
      nome: 'Ana Souza',
      email: 'ana.souza@teste.com.br',
      tipoIngresso: 'Inteira',
      status: 'pago',
      nomeComprador: 'Carla Compradora',
      emailComprador: 'carla@teste.com.br',
      valorPago: '120.00',
      presenca: false,
    });
    expect(data.respostas.map(({ rotulo, resposta, removido }) => ({ rotulo, resposta, removido }))).toEqual([
      { rotulo: 'Empresa', resposta: 'Jornada Ltda', removido: false },
      { rotulo: 'Restrições', resposta: 'veg, gluten', removido: false },
      { rotulo: 'Como soube', resposta: 'Instagram', removido: true },
    ]);
  });

  it('answers a participant without answers with an empty list', async () => {
    const res = await details(bruno);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ nome: 'Bruno Lima', status: 'pendente', respostas: [] });
  });

  it('is a 404 for another organiser, another event, a candidate and a bad id', async () => {
    const { ctx } = env();
    // Another organiser asking for this event's participant.
    const stranger = await details(ana, intruder);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().error).toBe('Evento não encontrado.');
    // The owner's other event, with this event's participant id.
    const { event: other } = await createTestEvent(ctx, owner.id);
    const elsewhere = await details(ana, owner, other.id);
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json().error).toBe('Participante não encontrado.');
    // A pre-registered candidate of the owner's approval event is not a participant yet.
    const { event: approval, ticketTypes } = await createApprovalEvent(ctx, owner.id);
    await createTestCandidates(ctx, approval.id, [
      { name: 'Clara Candidata', ticketTypeId: ticketTypes[0]?.id as number },
    ]);
    const list = await owner.inject({
      method: 'GET',
      url: `/api/eventos/${approval.id}/participantes?por_pagina=10`,
    });
    expect(list.json().data.total).toBe(0);
    const [candidate] = await ctx.db
      .select({ id: participants.id })
      .from(participants)
      .where(eq(participants.eventId, approval.id));
    const candidateParticipant = candidate?.id as number;
    expect((await details(candidateParticipant, owner, approval.id)).statusCode).toBe(404);
    for (const bad of ['abc', '0', '99999999999']) {
      const res = await owner.inject({ method: 'GET', url: `/api/eventos/${eventId}/participantes/${bad}` });
      expect(res.statusCode, bad).toBe(404);
    }
  });
});
