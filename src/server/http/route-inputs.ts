// Which schema each route parses its body and query with, learnt from the requests themselves:
// parseInput notes the schema against the very object it parsed, and a hook files it under the
// route that received that object. The contract sweep reads this to fuzz every field of every
// route, the routes added later included, without a hand-written list (decision 0052).
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';

export interface RouteInputs {
  body?: z.ZodType;
  query?: z.ZodType;
}

const schemaByInput = new WeakMap<object, z.ZodType>();

/** Called by parseInput: `input` was parsed with `schema`. */
export function noteParsedInput(input: unknown, schema: z.ZodType): void {
  if (typeof input === 'object' && input !== null) schemaByInput.set(input, schema);
}

/** Files the schemas a request's body and query were parsed with under its route. */
export function recordRouteInputs(
  app: FastifyInstance,
  inputsOf: (method: string, url: string) => RouteInputs | undefined,
): void {
  app.addHook('onSend', async (request, _reply, payload) => {
    const url = request.routeOptions.url;
    const inputs = url ? inputsOf(request.method, url) : undefined;
    if (inputs) {
      const body =
        typeof request.body === 'object' && request.body ? schemaByInput.get(request.body) : undefined;
      const query =
        typeof request.query === 'object' && request.query ? schemaByInput.get(request.query) : undefined;
      if (body) inputs.body = body;
      if (query) inputs.query = query;
    }
    return payload;
  });
}
