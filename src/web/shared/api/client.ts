// zod/mini: the same engine as the contracts' zod, without the method-chaining API whose
// every method ships with the first schema (about 16 KB compressed). Any zod schema, classic
// or mini, can be passed as `schema` (docs/decisions/0071).
import * as z from 'zod/mini';
import { apiErrorFromResponse, networkApiError, unexpectedResponseError } from './api-error.ts';
import { getCsrfToken } from './csrf-token.ts';

// The one way the browser talks to Catraca's API (spec §7): same-origin cookies, the
// X-Requested-With marker, JSON in and out, the CSRF header on every mutating call, and
// every failure turned into an ApiError (spec §8).

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiRequestOptions<S extends z.core.$ZodType> {
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

const envelopeSchema = z.object({
  success: z.literal(true),
  message: z.optional(z.string()),
  data: z.optional(z.unknown()),
});

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

export async function apiRequest<S extends z.core.$ZodType>(
  path: string,
  { method = 'GET', body, schema, signal, headers }: ApiRequestOptions<S>,
): Promise<ApiSuccess<z.output<S>>> {
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
  const envelope = z.safeParse(envelopeSchema, json === undefined ? { success: true } : json);
  if (!envelope.success) {
    const body = typeof json === 'object' && json !== null ? (json as Record<string, unknown>) : null;
    // `{success: false, error_type, ...}` with a 2xx status is still an error body.
    if (body && body.success === false) throw apiErrorFromResponse(status, json);
    throw unexpectedResponseError(status, envelope.error);
  }
  const data = z.safeParse(schema, envelope.data.data);
  if (!data.success) throw unexpectedResponseError(status, data.error);
  return { message: envelope.data.message, data: data.data };
}
