// Helpers of the contract sweeps (src/server/http/contract*.integration-test.ts): the error shape
// every 4xx must have, concrete URLs for route patterns (organiser routes with real children of
// the owner's event, sweep-world.ts), and a snapshot of an event's rows to prove nothing changed.
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { RouteInfo } from '../app.ts';
import { type SweepWorld, worldUrl } from './sweep-world.ts';
import type { TestEnv } from './test-app.ts';

export const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Routes that read no body: a well-formed JSON body of any shape is simply ignored. */
export const BODYLESS = new Set([
  'POST /api/auth/logout',
  // Resends a communication's failed deliveries: the path says which.
  'POST /api/eventos/:id/comunicacoes/:comunicacaoId/reenviar-falhas',
  // Remove a member or cancel an invitation: the path says which.
  'DELETE /api/organizacao/membros/:membroId',
  'DELETE /api/organizacao/convites/:conviteId',
  // Remove the organisation's receiving account: the session says whose.
  'DELETE /api/organizacao/recebimentos',
]);
/** Routes that take multipart only (their files are checked by their own tests). */
export const MULTIPART_ONLY = new Set(['POST /api/uploads/rich-editor']);

export const routeKey = (route: Pick<RouteInfo, 'method' | 'url'>) => `${route.method} ${route.url}`;

/** The spec's error body: exactly these keys, in sorted order (`Object.keys(body).sort()`). */
export const ERROR_BODY_KEYS = ['error', 'error_code', 'error_details', 'error_type', 'validation_errors'];

/** Why `res` is not a 4xx in the spec's error shape, or null when it is. */
export function errorShapeProblem(res: LightMyRequestResponse): string | null {
  if (res.statusCode >= 500) return `answered ${res.statusCode}`;
  if (res.statusCode < 400) return `answered ${res.statusCode}, not a 4xx`;
  let body: Record<string, unknown>;
  try {
    body = res.json() as Record<string, unknown>;
  } catch {
    return `answered ${res.statusCode} without a JSON body`;
  }
  if ('success' in body) {
    // The coupon calls' §7 envelope around the error shape (ADR 0191): it must repeat it exactly.
    const { success, message, errors, ...rest } = body;
    if (success !== false) return `success ${String(success)} on an error`;
    if (message !== rest.error) return 'envelope message ≠ error';
    if (JSON.stringify(errors) !== JSON.stringify(rest.validation_errors))
      return 'envelope errors ≠ validation_errors';
    body = rest;
  }
  if (Object.keys(body).sort().join() !== ERROR_BODY_KEYS.join()) return `body keys ${Object.keys(body)}`;
  if (typeof body.error !== 'string' || body.error === '') return 'no error message';
  if (body.error_code !== res.statusCode) return `error_code ${body.error_code} ≠ ${res.statusCode}`;
  if (body.error_type === 'validation') {
    const fields = body.validation_errors as Record<string, unknown> | null;
    if (!fields || Object.keys(fields).length === 0) return 'validation error without validation_errors';
  }
  return null;
}

export function expectErrorShape(res: LightMyRequestResponse, label = ''): void {
  expect(errorShapeProblem(res), `${label} ${res.body.slice(0, 300)}`).toBeNull();
}

/**
 * Why `res` breaks the contract for an input that may be accepted: a 5xx, or a 4xx not in the
 * error shape (pages, outside /api, may answer their own HTML 404).
 */
export function contractProblem(res: LightMyRequestResponse, url: string): string | null {
  if (res.statusCode < 400) return null;
  const isJson = String(res.headers['content-type'] ?? '').includes('application/json');
  if (res.statusCode < 500 && !isJson && !url.startsWith('/api/')) return null;
  return errorShapeProblem(res);
}

/** A concrete URL for a route pattern: every path parameter (and a trailing *) set to `value`. */
export function concrete(url: string, value: number | string): string {
  return url.replace(/:[A-Za-z]+/g, String(value)).replace(/\*$/, 'x');
}

/**
 * The URL the sweeps call a route at: an organiser route with the world's event and real children
 * (sweep-world.ts), any other route with the event id in every parameter.
 */
export function urlFor(route: RouteInfo, world: SweepWorld): string {
  return route.organiser ? worldUrl(route.url, world) : concrete(route.url, world.event.id);
}

/** The world owner's request to a route: with session and CSRF when the route is an organiser's. */
export function injectAs(
  world: SweepWorld,
  e: TestEnv,
  route: RouteInfo,
  options: Omit<InjectOptions, 'method'>,
): Promise<LightMyRequestResponse> {
  const request = { method: route.method as 'POST', ...options } as InjectOptions;
  return route.organiser ? world.agent.inject(request) : e.app.inject(request);
}

/**
 * Every row that hangs off an event (each table with an event_id column, and the event itself),
 * as text: equal before and after a request means the request changed nothing of that event.
 */
export async function eventSnapshot(e: TestEnv, eventId: number): Promise<string> {
  const tables = await e.ctx.dbHandle.executeSql(
    `SELECT table_name FROM information_schema.columns
     WHERE column_name = 'event_id' AND table_schema = 'public' ORDER BY table_name`,
  );
  const parts = [
    JSON.stringify((await e.ctx.dbHandle.executeSql('SELECT * FROM events WHERE id = $1', [eventId])).rows),
  ];
  for (const { table_name } of tables.rows as { table_name: string }[]) {
    const rows = await e.ctx.dbHandle.executeSql(
      `SELECT * FROM "${table_name}" WHERE event_id = $1 ORDER BY 1`,
      [eventId],
    );
    parts.push(`${table_name}: ${JSON.stringify(rows.rows)}`);
  }
  return parts.join('\n');
}
