import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './app-error.ts';
import { type JsonShapeLimits, type JsonShapeProblem, jsonShapeProblem } from './json-shape.ts';
import { markNulChecked, nulCharacterError } from './validate.ts';

// "\u0000" escaped in the JSON text; only then is the parsed value walked for the field.
const ESCAPED_NUL = /\\u0000/;

const formatCount = (n: number) => n.toLocaleString('pt-BR');

/** The pt-BR refusal of a body past one of its shape limits. */
export function jsonShapeMessage(problem: JsonShapeProblem, limits: JsonShapeLimits): string {
  switch (problem) {
    case 'depth':
      return `O corpo da requisição tem níveis de aninhamento demais (no máximo ${formatCount(limits.maxDepth)}).`;
    case 'items':
      return `O corpo da requisição tem itens demais (no máximo ${formatCount(limits.maxItems)}).`;
    case 'keys':
      return `Um objeto do corpo da requisição tem campos demais (no máximo ${formatCount(limits.maxKeys)}).`;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The shape limits of JSON this server accepts (BODY_MAX_*), for JSON carried in multipart fields. */
    jsonShapeLimits: JsonShapeLimits;
  }
}

function shapeError(problem: JsonShapeProblem, limits: JsonShapeLimits, field = '_'): AppError {
  const message = jsonShapeMessage(problem, limits);
  return new AppError('validation', message, {
    status: field === '_' ? 400 : 422,
    fieldErrors: { [field]: [message] },
  });
}

/**
 * JSON text a request carries inside another body (a multipart field), parsed under the same shape
 * limits as a JSON body; a refusal names the field.
 */
export function parseJsonField(request: FastifyRequest, field: string, text: string): unknown {
  const limits = request.server.jsonShapeLimits;
  const problem = jsonShapeProblem(text, limits);
  if (problem) throw shapeError(problem, limits, field);
  try {
    return JSON.parse(text);
  } catch {
    throw AppError.validation({ [field]: ['JSON inválido.'] });
  }
}

/**
 * JSON bodies: their shape bounded on the text first (depth, items, keys per object: ADR 0241),
 * then Fastify's own parser (it refuses prototype-poisoning keys), an empty body read as "no body"
 * (clients send the header on body-less POSTs), and NUL characters refused with their field key
 * before any route or database sees them (searched for only when the text has an escaped one).
 */
export function registerJsonBodyParser(app: FastifyInstance, limits: JsonShapeLimits): void {
  app.decorate('jsonShapeLimits', limits);
  const jsonParser = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text.trim() === '') return done(null, undefined);
    const problem = jsonShapeProblem(text, limits);
    if (problem) {
      const message = jsonShapeMessage(problem, limits);
      return done(
        new AppError('validation', message, { status: 400, fieldErrors: { _: [message] } }),
        undefined,
      );
    }
    jsonParser(request, text, (error, value) => {
      if (error) return done(error, undefined);
      const nul = ESCAPED_NUL.test(text) ? nulCharacterError(value) : null;
      if (nul) return done(nul, undefined);
      markNulChecked(value);
      done(null, value);
    });
  });
}
