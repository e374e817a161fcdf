import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';

// fetch is the edge: each test stubs it and imports fresh modules, so the in-memory CSRF
// token of one test never leaks into another.

type FetchMock = ReturnType<typeof vi.fn<typeof fetch>>;

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function stubFetch(respond: () => Promise<Response> | Response): FetchMock {
  const fetchMock = vi.fn<typeof fetch>(async () => respond());
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function stubMetaCsrfToken(token: string): void {
  vi.stubGlobal('document', {
    querySelector: (selector: string) => (selector === 'meta[name="csrf-token"]' ? { content: token } : null),
  });
}

async function loadClient() {
  const client = await import('./client.ts');
  const csrf = await import('./csrf-token.ts');
  const errors = await import('./api-error.ts');
  return { ...client, ...csrf, ...errors };
}

async function captureError(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the request to fail');
}

function sentHeaders(fetchMock: FetchMock): Headers {
  const init = fetchMock.mock.calls[0]?.[1];
  return new Headers(init?.headers);
}

beforeEach(() => {
  vi.resetModules();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('apiRequest success', () => {
  it('returns the validated data and message of the envelope', async () => {
    stubFetch(() => jsonResponse(200, { success: true, message: 'ok', data: { id: 7 } }));
    const { apiRequest } = await loadClient();
    const result = await apiRequest('/api/x', { schema: z.object({ id: z.number() }) });
    expect(result).toEqual({ message: 'ok', data: { id: 7 } });
  });

  it('sends same-origin credentials, JSON accept and the XHR marker', async () => {
    const fetchMock = stubFetch(() => jsonResponse(200, { success: true, data: null }));
    const { apiRequest } = await loadClient();
    await apiRequest('/api/x', { schema: z.null() });
    expect(fetchMock.mock.calls[0]?.[1]?.credentials).toBe('same-origin');
    const headers = sentHeaders(fetchMock);
    expect(headers.get('Accept')).toBe('application/json');
    expect(headers.get('X-Requested-With')).toBe('XMLHttpRequest');
    expect(headers.has('X-CSRF-Token')).toBe(false);
  });

  it('reports a 2xx body that breaks the contract as a server error', async () => {
    stubFetch(() => jsonResponse(200, { success: true, data: { id: 'seven' } }));
    const { apiRequest, ApiError } = await loadClient();
    const error = await captureError(apiRequest('/api/x', { schema: z.object({ id: z.number() }) }));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ errorType: 'internal_error', title: 'Erro do Servidor' });
  });
});

describe('apiRequest error mapping', () => {
  it('uses the catalogue title for a known error_type and keeps the server message and fields', async () => {
    stubFetch(() =>
      jsonResponse(422, {
        error_type: 'event_closed',
        error: 'As inscrições para este evento estão fechadas.',
        error_details: null,
        validation_errors: { email: ['E-mail inválido'] },
        error_code: 422,
      }),
    );
    const { apiRequest, ApiError } = await loadClient();
    const error = await captureError(apiRequest('/api/x', { schema: z.unknown() }));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 422,
      errorType: 'event_closed',
      title: 'Evento Fechado',
      message: 'As inscrições para este evento estão fechadas.',
      fieldErrors: { email: ['E-mail inválido'] },
      code: 422,
    });
  });

  it("falls back to 'Dados Inválidos' for an unknown error_type on a 4xx", async () => {
    stubFetch(() => jsonResponse(418, { error_type: 'teapot', error: 'Sou um bule' }));
    const { apiRequest } = await loadClient();
    const error = await captureError(apiRequest('/api/x', { schema: z.unknown() }));
    expect(error).toMatchObject({
      status: 418,
      errorType: null,
      title: 'Dados Inválidos',
      message: 'Sou um bule',
    });
  });

  it("falls back to 'Erro do Servidor' for a 5xx without a JSON body", async () => {
    stubFetch(() => new Response('<html>Bad Gateway</html>', { status: 502 }));
    const { apiRequest } = await loadClient();
    const error = await captureError(apiRequest('/api/x', { schema: z.unknown() }));
    expect(error).toMatchObject({
      status: 502,
      errorType: null,
      title: 'Erro do Servidor',
      message: 'Erro desconhecido',
    });
  });

  it('turns a rejected fetch into a network_error', async () => {
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    const { apiRequest } = await loadClient();
    const error = await captureError(apiRequest('/api/x', { schema: z.unknown() }));
    expect(error).toMatchObject({
      status: 0,
      errorType: 'network_error',
      title: 'Erro de Conexão',
      message: 'Erro de conexão. Verifique sua internet e tente novamente',
    });
  });

  it('lets an aborted request reject as an abort, not a connection error', async () => {
    const controller = new AbortController();
    const abort = new DOMException('aborted', 'AbortError');
    stubFetch(() => {
      controller.abort();
      return Promise.reject(abort);
    });
    const { apiRequest } = await loadClient();
    const error = await captureError(
      apiRequest('/api/x', { schema: z.unknown(), signal: controller.signal }),
    );
    expect(error).toBe(abort);
  });
});

describe('CSRF header', () => {
  it('sends the meta tag token on POST with a JSON body', async () => {
    stubMetaCsrfToken('meta-token');
    const fetchMock = stubFetch(() => jsonResponse(200, { success: true, data: null }));
    const { apiRequest } = await loadClient();
    await apiRequest('/api/x', { method: 'POST', body: { a: 1 }, schema: z.null() });
    const headers = sentHeaders(fetchMock);
    expect(headers.get('X-CSRF-Token')).toBe('meta-token');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(fetchMock.mock.calls[0]?.[1]?.body).toBe('{"a":1}');
  });

  it('uses the token returned by login/session once it replaces the meta one', async () => {
    stubMetaCsrfToken('meta-token');
    const fetchMock = stubFetch(() => jsonResponse(200, { success: true, data: null }));
    const { apiRequest, setCsrfToken } = await loadClient();
    setCsrfToken('fresh-token');
    await apiRequest('/api/x', { method: 'DELETE', schema: z.null() });
    expect(sentHeaders(fetchMock).get('X-CSRF-Token')).toBe('fresh-token');
  });

  it('adds extra headers such as Idempotency-Key without dropping its own', async () => {
    stubMetaCsrfToken('meta-token');
    const fetchMock = stubFetch(() => jsonResponse(201, { success: true, data: null }));
    const { apiRequest } = await loadClient();
    await apiRequest('/api/x', {
      method: 'POST',
      body: {},
      schema: z.null(),
      headers: { 'Idempotency-Key': 'k-1' },
    });
    const headers = sentHeaders(fetchMock);
    expect(headers.get('Idempotency-Key')).toBe('k-1');
    expect(headers.get('X-CSRF-Token')).toBe('meta-token');
    expect(headers.get('X-Requested-With')).toBe('XMLHttpRequest');
  });
});
