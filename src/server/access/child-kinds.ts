// The rows that belong to an event and travel in organiser requests by id: in the path
// (`/api/eventos/:id/cupons/:cupomId`) or in the body (`candidato_ids`). The guard looks each one
// up within the guarded event, so another event's coupon is the same 404 as a missing one, whatever
// the service does next (ADR 0210). A route with a path parameter this file does not know refuses
// to boot; teach it here (and the sweep, src/server/testing/sweep-world.ts) when a new kind appears.
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { COUPON_SERVER_MESSAGES } from '../../domain/contracts/coupons.ts';
import {
  candidateDraws,
  candidates,
  communications,
  coupons,
  organisationInvitations,
  organisationMembers,
  participants,
} from '../db/schema.ts';

export interface ChildKind {
  table: PgTable;
  id: PgColumn;
  eventId: PgColumn;
  /** The 404's message, also for a junk id. */
  notFound: string;
}

export const PARTICIPANT_NOT_FOUND = 'Participante não encontrado.';
export const CANDIDATE_NOT_FOUND = 'Candidato não encontrado.';
export const COMMUNICATION_NOT_FOUND = 'Comunicação não encontrada.';
export const DRAW_NOT_FOUND = 'Sorteio não encontrado.';
export const EVENT_NOT_FOUND = 'Evento não encontrado.';

export const CHILD_KINDS = {
  coupon: {
    table: coupons,
    id: coupons.id,
    eventId: coupons.eventId,
    notFound: COUPON_SERVER_MESSAGES.notFound,
  },
  participant: {
    table: participants,
    id: participants.id,
    eventId: participants.eventId,
    notFound: PARTICIPANT_NOT_FOUND,
  },
  candidate: {
    table: candidates,
    id: candidates.id,
    eventId: candidates.eventId,
    notFound: CANDIDATE_NOT_FOUND,
  },
  communication: {
    table: communications,
    id: communications.id,
    eventId: communications.eventId,
    notFound: COMMUNICATION_NOT_FOUND,
  },
  // By its serial id in the organiser area; the public audit page uses the draw's public id.
  draw: {
    table: candidateDraws,
    id: candidateDraws.id,
    eventId: candidateDraws.eventId,
    notFound: DRAW_NOT_FOUND,
  },
} satisfies Record<string, ChildKind>;

export type ChildKindName = keyof typeof CHILD_KINDS;

export const MEMBER_NOT_FOUND = 'Membro não encontrado.';
export const INVITATION_NOT_FOUND = 'Convite não encontrado.';

/**
 * Rows of the signed-in person's organisation that travel by id (`/api/organizacao/membros/:membroId`):
 * the guard looks each one up within the actor's organisation, so another organisation's member is
 * the same 404 as a missing one (ADR 0430).
 */
export const ORGANISATION_CHILD_KINDS = {
  member: {
    table: organisationMembers,
    id: organisationMembers.id,
    organisationId: organisationMembers.organisationId,
    notFound: MEMBER_NOT_FOUND,
  },
  invitation: {
    table: organisationInvitations,
    id: organisationInvitations.id,
    organisationId: organisationInvitations.organisationId,
    notFound: INVITATION_NOT_FOUND,
  },
} satisfies Record<string, { table: PgTable; id: PgColumn; organisationId: PgColumn; notFound: string }>;

export type OrganisationChildKindName = keyof typeof ORGANISATION_CHILD_KINDS;

/** Path parameter → organisation child kind (routes without `:id`). */
export const ORGANISATION_CHILD_PARAMS: Readonly<Record<string, OrganisationChildKindName>> = {
  membroId: 'member',
  conviteId: 'invitation',
};

/** Path parameter → kind. `:id` is always the event. */
export const CHILD_PARAMS: Readonly<Record<string, ChildKindName>> = {
  cupomId: 'coupon',
  participanteId: 'participant',
  candidatoId: 'candidate',
  comunicacaoId: 'communication',
  sorteioId: 'draw',
};

/** The path parameters of a route pattern, without the colon. */
export function pathParams(url: string): string[] {
  return [...url.matchAll(/:([A-Za-z_]+)/g)].map((m) => m[1] ?? '');
}
