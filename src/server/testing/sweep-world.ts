// What the sweeps (src/server/http/contract*.integration-test.ts) send organiser routes: a signed-in
// organiser's event with one real row of every child kind the guard knows (a coupon, a confirmed
// participant, a candidate, a communication, a draw), so `…/cupons/:cupomId` is answered for that
// coupon, not refused for lack of one. A route whose path names a child this file cannot create
// makes the sweep fail, saying to teach it here.
import { randomBytes } from 'node:crypto';
import {
  CHILD_PARAMS,
  type ChildKindName,
  ORGANISATION_CHILD_PARAMS,
  type OrganisationChildKindName,
} from '../access/child-kinds.ts';
import { hashToken } from '../access/session-store.ts';
import type { RouteInfo } from '../app.ts';
import { createTestCandidates } from '../candidates/candidate-test-data.ts';
import { createCommunication } from '../communications/communication-service.ts';
import { candidateDraws, organisationInvitations, organisationMembers } from '../db/schema.ts';
import { validEventForm } from '../events/event-form-test-data.ts';
import { createTestOrders } from '../participants/participant-test-data.ts';
import { createTestCoupon, createTestEvent, createTestOrganiser, ownedTestEvent } from './factories.ts';
import { type OrganiserAgent, registerOrganiserAgent, type TestEnv } from './test-app.ts';

export interface SweepWorld {
  agent: OrganiserAgent;
  event: Awaited<ReturnType<typeof createTestEvent>>['event'];
  ticketTypeId: number;
  /** One real child of the event per kind, and of its organisation (a member, an invitation). */
  children: Record<ChildKindName | OrganisationChildKindName, number>;
}

/** A signed-in organiser who owns a fresh event with plenty of stock and one child of every kind. */
export async function createSweepWorld(e: TestEnv, agent?: OrganiserAgent): Promise<SweepWorld> {
  const owner = agent ?? (await registerOrganiserAgent(e.app, 'Dona do Evento'));
  const { ctx } = e;
  const { event, ticketTypes } = await createTestEvent(ctx, owner.id, { capacity: 100_000 }, [
    { quantity: 100_000, priceCents: 5000 },
  ]);
  const ticketTypeId = ticketTypes[0]?.id ?? 0;
  const coupon = await createTestCoupon(ctx, event.id, { code: `SWEEP${event.id}` });
  const [participant = 0] = await createTestOrders(ctx, event.id, [
    { people: [{ name: 'Paula Participante', ticketTypeId, status: 'pago', amountCents: 5000 }] },
  ]);
  const [candidate = 0] = await createTestCandidates(ctx, event.id, [
    { name: 'Caio Candidato', ticketTypeId },
  ]);
  const owned = await ownedTestEvent(ctx, owner, event.id);
  const communication = await createCommunication(ctx, {
    event: owned,
    actorId: owner.id,
    audience: 'participantes',
    subject: 'Aviso',
    message: 'Olá!',
    recipients: [{ email: 'paula.participante@teste.com.br', name: 'Paula' }],
  });
  const [draw] = await ctx.db
    .insert(candidateDraws)
    .values({
      publicId: randomBytes(16).toString('base64url'),
      eventId: event.id,
      createdBy: owner.id,
      seed: 'semente',
      seedSource: 'organizador',
      listHash: 'x',
      eligibleIds: [candidate],
      ranking: [candidate],
      quantity: 1,
      selectedIds: [candidate],
    })
    .returning({ id: candidateDraws.id });
  // A financeiro member and a pending invitation of the organisation, for /api/organizacao/…/:id.
  const colleague = await createTestOrganiser(ctx);
  const [member] = await ctx.db
    .insert(organisationMembers)
    .values({ organisationId: event.organisationId, organiserId: colleague.id, role: 'financeiro' })
    .returning({ id: organisationMembers.id });
  const [invitation] = await ctx.db
    .insert(organisationInvitations)
    .values({
      organisationId: event.organisationId,
      email: `convite-${event.id}@teste.com.br`,
      role: 'administrador',
      tokenHash: hashToken(randomBytes(32).toString('base64url')),
      expiresAt: new Date(Date.now() + 3_600_000),
      // Sent before the last hour: the many worlds of one owner stay under the hourly invitation limit.
      createdAt: new Date(Date.now() - 2 * 3_600_000),
    })
    .returning({ id: organisationInvitations.id });
  return {
    agent: owner,
    event,
    ticketTypeId,
    children: {
      coupon: coupon.id,
      participant,
      candidate,
      communication: communication.communicationId,
      draw: draw?.id ?? 0,
      member: member?.id ?? 0,
      invitation: invitation?.id ?? 0,
    },
  };
}

/**
 * The route's URL for this world: `:id` its event, each child parameter its row of that kind.
 * `eventOf` may name another world's event (a child of one event asked through another).
 */
export function worldUrl(url: string, world: SweepWorld, eventOf: SweepWorld = world): string {
  return url.replace(/:([A-Za-z_]+)/g, (_match, name: string) => {
    if (name === 'id') return String(eventOf.event.id);
    const kind = CHILD_PARAMS[name] ?? ORGANISATION_CHILD_PARAMS[name];
    if (!kind || !(kind in world.children)) {
      throw new Error(
        `The sweep cannot fill :${name} of ${url} with a real row: teach src/server/testing/sweep-world.ts to create one`,
      );
    }
    return String(world.children[kind]);
  });
}

/**
 * Bodies that name an event or child ids, for routes that are refused before the guard without
 * one: a route whose event comes from its body (`eventFrom`) must be listed, or the sweep fails.
 * Each names `world`'s rows; the stranger sweep sends the owner's ids from its own session.
 */
export const ID_BODIES: Record<string, (world: SweepWorld) => unknown> = {
  'PUT /api/atualizar-evento': (w) => validEventForm({ id: w.event.id }),
  'POST /api/atualizar-evento': (w) => validEventForm({ id: w.event.id }),
  // Routes under :id whose bodies also carry child ids: the services look them up in the event.
  'POST /api/eventos/:id/participantes/presenca': (w) => ({
    selecao: { tipo: 'ids', ids: [w.children.participant] },
    presenca: true,
  }),
  'POST /api/eventos/:id/comunicar-participantes/destinatarios': (w) => ({
    selecao: { tipo: 'ids', ids: [w.children.participant] },
  }),
  'POST /api/eventos/:id/comunicar-participantes': (w) => ({
    assunto: 'Oi',
    mensagem: 'Mensagem',
    participantesIds: [w.children.participant],
  }),
  'POST /api/eventos/:id/comunicar-pre-inscritos': (w) => ({
    assunto: 'Oi',
    mensagem: 'Mensagem',
    candidatosIds: [w.children.candidate],
  }),
  'POST /api/eventos/:id/comunicar-pre-inscritos/destinatarios': (w) => ({
    candidatosIds: [w.children.candidate],
  }),
  // The door: a scan of the world's participant (by id, as a pick from a search) and a queued offline scan.
  'POST /api/eventos/:id/check-in': (w) => ({ participanteId: w.children.participant }),
  'POST /api/eventos/:id/check-in/sincronizar': (w) => ({
    dispositivo: 'celular-da-varredura',
    entradas: [{ participanteId: w.children.participant, em: new Date().toISOString() }],
  }),
  'POST /api/eventos/:id/participantes/:participanteId/check-in/desfazer': () => ({
    motivo: 'Engano na porta',
  }),
  'POST /api/eventos/:id/exportar-candidatos-excel': (w) => ({ candidatos: [{ id: w.children.candidate }] }),
  // The team: an invitation to check in at this world's event, a role change of its member.
  'POST /api/organizacao/membros': (w) => ({
    email: `porta-${w.event.id}@teste.com.br`,
    papel: 'check-in',
    eventos_ids: [w.event.id],
  }),
  'PUT /api/organizacao/membros/:membroId': () => ({ papel: 'administrador' }),
};

/** The body the sweep sends a route, naming `world`'s rows where the route takes ids. */
export function worldBody(route: RouteInfo, world: SweepWorld): unknown {
  const known = ID_BODIES[`${route.method} ${route.url}`];
  if (known) return known(world);
  const ids = route.guard.bodyIds;
  if (ids) {
    const kind = ids.kind as ChildKindName;
    return { [ids.field]: [world.children[kind]] };
  }
  if (route.guard.resolvesEvent) {
    throw new Error(
      `${route.method} ${route.url} finds its event in its body: teach ID_BODIES in src/server/testing/sweep-world.ts`,
    );
  }
  return {};
}
