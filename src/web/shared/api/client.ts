// No zod here: a reply's `schema` is anything with the Standard Schema `~standard.validate`, which
// every zod schema (classic or mini) has, and so has `replyGuard` for the buyer's first load, where
// zod's engine would cost about 12 KB compressed (docs/decisions/0071).
import { apiErrorFromResponse, networkApiError, unexpectedResponseError } from './api-error.ts';
import { getCsrfToken } from './csrf-token.ts';

// The one way the browser talks to Catraca's API (spec §7): same-origin cookies, the
// X-Requested-With marker, JSON in and out, the CSRF header on every mutating call, and
// every failure turned into an ApiError (spec §8).

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

type StandardResult<T> = { value: T; issues?: undefined } | { issues: readonly unknown[] };

/** The Standard Schema v1 surface the client needs: zod schemas and `replyGuard` both have it. */
export interface ReplySchema<T = unknown> {
  readonly '~standard': {
    validate(value: unknown): StandardResult<T> | Promise<StandardResult<T>>;
    readonly types?: { readonly output: T } | undefined;
  };
}

/** What a schema hands back. */
export type ReplyOutput<S extends ReplySchema> = NonNullable<S['~standard']['types']>['output'];

/**
 * A schema from a type guard, for replies whose contract lives in the types: it only catches a
 * body that is not the expected thing at all (then reported as a server error).
 */
export function replyGuard<T>(check: (value: unknown) => boolean): ReplySchema<T> {
  return {
    '~standard': {
      validate: (value) =>
        check(value) ? { value: value as T } : { issues: [{ message: 'unexpected reply' }] },
    },
  };
}

export interface ApiRequestOptions<S extends ReplySchema> {
  method?: HttpMethod;
  /** A JSON-serialisable value, or FormData for multipart uploads. */
  body?: unknown;
  /** Validates the envelope's `data`; a mismatch is reported as a server error. */
  schema: S;
  signal?: AbortSignal;
  /** Extra request headers, e.g. Idempotency-Key. */
  headers?: Record<string, string>;
}

/** The success envelope `{success: true, message?, data}` with `data` already validated. */
export interface ApiSuccess<T> {
  message?: string;
  data: T;
}

/** The success envelope's shape, checked by hand (no schema engine in the first load). */
function successEnvelope(json: unknown): { message?: string; data?: unknown } | null {
  if (typeof json !== 'object' || json === null) return null;
  const body = json as Record<string, unknown>;
  if (body.success !== true) return null;
  if (body.message !== undefined && typeof body.message !== 'string') return null;
  return { message: body.message as string | undefined, data: body.data };
}

function buildHeaders(method: HttpMethod, body: unknown, extra: Record<string, string> = {}): Headers {
  const headers = new Headers({
    ...extra,
    Accept: 'application/json',
    'X-Requested-With': 'XMLHttpRequest',
  });
  if (method !== 'GET') headers.set('X-CSRF-Token', getCsrfToken());
  // FormData sets its own multipart boundary.
  if (body !== undefined && !(body instanceof FormData)) headers.set('Content-Type', 'application/json');
  return headers;
}

function encodeBody(body: unknown): BodyInit | undefined {
  if (body === undefined) return undefined;
  if (body instanceof FormData) return body;
  return JSON.stringify(body);
}

function parseJson(text: string): unknown {
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export async function apiRequest<S extends ReplySchema>(
  path: string,
  { method = 'GET', body, schema, signal, headers }: ApiRequestOptions<S>,
): Promise<ApiSuccess<ReplyOutput<S>>> {
  let status: number;
  let text: string;
  try {
    const response = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers: buildHeaders(method, body, headers),
      body: encodeBody(body),
      signal,
    });
    status = response.status;
    text = await response.text();
  } catch (cause) {
    // A cancelled query is not a connection problem: let TanStack Query see the abort.
    if (signal?.aborted) throw cause;
    throw networkApiError(cause);
  }

  const json = parseJson(text);
  if (status < 200 || status >= 300) throw apiErrorFromResponse(status, json);

  // An empty 2xx (e.g. 204) carries no envelope; treat it as success without data.
  const envelope = successEnvelope(json === undefined ? { success: true } : json);
  if (!envelope) {
    const body = typeof json === 'object' && json !== null ? (json as Record<string, unknown>) : null;
    // `{success: false, error_type, ...}` with a 2xx status is still an error body.
    if (body && body.success === false) throw apiErrorFromResponse(status, json);
    throw unexpectedResponseError(status, json);
  }
  const result = await schema['~standard'].validate(envelope.data);
  if (result.issues) throw unexpectedResponseError(status, result.issues);
  return { message: envelope.message, data: result.value as ReplyOutput<S> };
}
