// The organiser area: every route a signed-in organiser calls is registered inside this one
// encapsulated Fastify plugin, whose preHandler is the only ownership check of the server
// (ADR 0210). In order: a live session (401), the CSRF header on mutations (403), then the event:
// loaded for the session's organiser with the permission the route declares, or a 404 (also for a
// junk id); each child id in the path (`:cupomId`…) is looked up within that event (404). The
// handler reads the result with `ownedEvent(request)`, a branded type services require.
//
//   registerOrganiserArea(app, ctx, (area) => registerCouponRoutes(area, ctx));
//   area.get('/api/eventos/:id/cupons', { config: { permission: 'event.read' } }, async (request) => {
//     const event = ownedEvent(request); …
//
// buildApp refuses to boot when a route is misplaced (assertRoutePlacement below).

import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import type { z } from 'zod';
import {
  isOrganiserPermission,
  type OrganiserPermission,
  OWNER_PERMISSIONS,
  ROLE_PERMISSIONS,
} from '../../domain/organiser-permissions.ts';
import type { AppContext } from '../context.ts';
import { AppError } from '../http/app-error.ts';
import { parseInput } from '../http/validate.ts';
import {
  CHILD_PARAMS,
  type ChildKindName,
  EVENT_NOT_FOUND,
  ORGANISATION_CHILD_KINDS,
  ORGANISATION_CHILD_PARAMS,
  pathParams,
} from './child-kinds.ts';
import { loadAccess, type OrganisationAccess } from './organisation-access.ts';
import { requireSession } from './organiser-session.ts';
import {
  type Actor,
  assertChildOfEvent,
  isRowId,
  loadEventsOfChildren,
  loadOwnedEvent,
  type OwnedEvent,
} from './owned-event.ts';

/** Where a route without `:id` finds its event(s). */
export type EventSource =
  /** Child ids in the JSON body (`candidato_ids`): the body is parsed with `body`, then each id's event loaded. */
  | { kind: ChildKindName; bodyField: string; body: z.ZodType }
  /** An event id the route reads itself (a multipart form): null is a 404. */
  | { resolve: (request: FastifyRequest) => Promise<number | null> };

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Organiser routes: what the signed-in person must be allowed to do (checked by the guard). */
    permission?: OrganiserPermission;
    /** Organiser routes without `:id` that still act on events. */
    eventFrom?: EventSource;
    /** Outside the organiser area: the path's ids are public keys (unguessable), not an organiser's rows. */
    public?: true;
  }
  interface FastifyRequest {
    ownedEvent: OwnedEvent | null;
    ownedEvents: ReadonlyMap<number, OwnedEvent> | null;
    /** The actor's membership, as the guard read it (null: in no organisation yet). */
    organisationAccess: OrganisationAccess | null;
  }
}

const AREA = Symbol('organiserArea');
const INSIDE = Symbol('insideOrganiserArea');

/** The encapsulated instance routes are registered on; only registerOrganiserArea hands one out. */
export type OrganiserArea = FastifyInstance & { readonly [AREA]: true };

/** The signed-in person of an organiser route. */
export function actorOf(request: FastifyRequest): Actor {
  const session = request.organiserSession;
  if (!session) throw new Error('actorOf: not an organiser route (register it in the organiser area)');
  return session.user;
}

/** The event of a `:id` (or `eventFrom.resolve`) route, as the guard loaded it. */
export function ownedEvent(request: FastifyRequest): OwnedEvent {
  if (!request.ownedEvent) throw new Error(`ownedEvent: ${request.routeOptions.url} has no guarded event`);
  return request.ownedEvent;
}

/** The events of an `eventFrom.kind` route's body ids, each one the actor's. */
export function ownedEvents(request: FastifyRequest): ReadonlyMap<number, OwnedEvent> {
  if (!request.ownedEvents) throw new Error(`ownedEvents: ${request.routeOptions.url} has no body ids`);
  return request.ownedEvents;
}

/**
 * The actor's membership as the guard read it for this request: null for an account in no
 * organisation yet (it owns one from its first event or its organisation page on).
 */
export function organisationAccessOf(request: FastifyRequest): OrganisationAccess | null {
  if (!request.organiserSession) throw new Error('organisationAccessOf: not an organiser route');
  return request.organisationAccess;
}

/**
 * What the actor may do outside any event (create events, manage the organisation): their role's
 * permissions; an account in no organisation yet will own the one it creates, so it may do all.
 */
function accountGrants(access: OrganisationAccess | null): ReadonlySet<OrganiserPermission> {
  return access ? ROLE_PERMISSIONS[access.role] : OWNER_PERMISSIONS;
}

/** A member or invitation id of the actor's organisation (another organisation's is a 404). */
async function assertChildOfOrganisation(
  ctx: AppContext,
  access: OrganisationAccess | null,
  name: string,
  value: string | undefined,
): Promise<void> {
  const kind = ORGANISATION_CHILD_PARAMS[name];
  if (!kind) return;
  const spec = ORGANISATION_CHILD_KINDS[kind];
  const id = pathId(value);
  if (!access || !isRowId(id)) throw AppError.notFound(spec.notFound);
  const [found] = await ctx.db
    .select({ one: sql<number>`1` })
    .from(spec.table)
    .where(and(eq(spec.id, id), eq(spec.organisationId, access.organisationId)))
    .limit(1);
  if (!found) throw AppError.notFound(spec.notFound);
}

const ID_TEXT = /^\d{1,10}$/;
const pathId = (value: string | undefined) => (value && ID_TEXT.test(value) ? Number(value) : Number.NaN);

function guard(ctx: AppContext) {
  return async (request: FastifyRequest): Promise<void> => {
    const session = await requireSession(ctx, request);
    const actor = session.user;
    const access = await loadAccess(ctx.db, actor.id);
    request.organisationAccess = access;
    const config = request.routeOptions.config;
    const permission = config.permission as OrganiserPermission;
    const params = request.params as Record<string, string | undefined>;
    const names = pathParams(request.routeOptions.url ?? '');
    if (names.includes('id')) {
      const event = await loadOwnedEvent(ctx.db, actor, pathId(params.id), permission);
      for (const name of names) {
        const kind = CHILD_PARAMS[name];
        if (kind) await assertChildOfEvent(ctx.db, event, kind, pathId(params[name]));
      }
      request.ownedEvent = event;
    } else if (config.eventFrom && 'kind' in config.eventFrom) {
      const { kind, bodyField, body } = config.eventFrom;
      const ids = (parseInput(body, request.body) as Record<string, number[]>)[bodyField] ?? [];
      request.ownedEvents = await loadEventsOfChildren(ctx.db, actor, kind, ids, permission);
    } else if (config.eventFrom) {
      const eventId = await config.eventFrom.resolve(request);
      if (eventId === null) throw AppError.notFound(EVENT_NOT_FOUND);
      request.ownedEvent = await loadOwnedEvent(ctx.db, actor, eventId, permission);
    } else if (!accountGrants(access).has(permission)) {
      throw AppError.notFound();
    } else {
      for (const name of names) await assertChildOfOrganisation(ctx, access, name, params[name]);
    }
  };
}

/** Why a route registered inside the area is declared wrongly, or null. */
function declarationProblem(route: RouteOptions): string | null {
  const config = (route.config ?? {}) as RouteOptions['config'] & Record<string, unknown>;
  if (!isOrganiserPermission(config.permission))
    return 'declares no config.permission (src/domain/organiser-permissions.ts)';
  const names = pathParams(route.url);
  const ofOrganisation = names.filter((name) => ORGANISATION_CHILD_PARAMS[name]);
  const unknown = names.filter(
    (name) => name !== 'id' && !CHILD_PARAMS[name] && !ORGANISATION_CHILD_PARAMS[name],
  );
  if (unknown.length > 0)
    return `has path parameters the guard cannot look up within the event (${unknown.join(', ')}): teach src/server/access/child-kinds.ts`;
  if (ofOrganisation.length > 0 && (names.includes('id') || config.eventFrom))
    return 'mixes organisation children with an event';
  if (names.length > ofOrganisation.length && !names.includes('id'))
    return 'names a child id without the event (:id)';
  if (names.includes('id') && config.eventFrom) return 'has both :id and config.eventFrom';
  if (config.public) return 'is inside the organiser area but declares config.public';
  return null;
}

/**
 * Registers the organiser routes inside the guarded, encapsulated context. Every route must
 * declare its permission; path parameters must be `:id` (the event) and known child kinds.
 */
export async function registerOrganiserArea(
  app: FastifyInstance,
  ctx: AppContext,
  register: (area: OrganiserArea) => void,
): Promise<void> {
  await app.register(async (area) => {
    area.decorateRequest('ownedEvent', null);
    area.decorateRequest('ownedEvents', null);
    area.decorateRequest('organisationAccess', null);
    area.addHook('onRoute', (route) => {
      const problem = declarationProblem(route);
      if (problem) throw new Error(`Organiser route ${String(route.method)} ${route.url} ${problem}`);
      route.config = { ...route.config, [INSIDE]: true } as typeof route.config;
    });
    area.addHook('preHandler', guard(ctx));
    register(area as OrganiserArea);
  });
}

/** Whether a route was registered inside the organiser area. */
export function isInOrganiserArea(route: Pick<RouteOptions, 'config'>): boolean {
  return Boolean(route.config && (route.config as Record<symbol, unknown>)[INSIDE]);
}

const ID_PARAM = /^(id|.*Id)$/;

/**
 * Throws when a route outside the organiser area looks like an organiser's: under /api/admin, or
 * with a permission, or keyed by an id without saying the id is a public key (`config.public`).
 * buildApp calls it once every route is registered, so a misplaced route stops the boot.
 */
export function assertRoutePlacement(
  routes: readonly Pick<RouteOptions, 'method' | 'url' | 'config'>[],
): void {
  for (const route of routes) {
    if (isInOrganiserArea(route)) continue;
    const config = (route.config ?? {}) as Record<string, unknown>;
    const label = `${String(route.method)} ${route.url}`;
    const ids = pathParams(route.url).filter((name) => ID_PARAM.test(name));
    const problem = route.url.startsWith('/api/admin')
      ? 'is an /api/admin route'
      : config.permission !== undefined
        ? 'declares a permission'
        : ids.length > 0 && config.public !== true
          ? `takes ${ids.map((n) => `:${n}`).join(', ')} without config.public`
          : null;
    if (problem) {
      throw new Error(
        `Route ${label} ${problem} outside the organiser area: register it with registerOrganiserArea ` +
          '(src/server/access/organiser-area.ts), or mark a public key with config: { public: true }.',
      );
    }
  }
}

/** The guard's view of an organiser route, for the sweep tests. */
export function organiserRouteShape(route: Pick<RouteOptions, 'url' | 'config'>) {
  const from = route.config?.eventFrom;
  return {
    permission: route.config?.permission ?? null,
    childParams: pathParams(route.url).filter((name) => name !== 'id'),
    bodyIds: from && 'kind' in from ? { kind: from.kind, field: from.bodyField } : null,
    resolvesEvent: Boolean(from && 'resolve' in from),
  };
}
