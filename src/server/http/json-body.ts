import type { FastifyInstance } from 'fastify';
import { nulCharacterError } from './validate.ts';

// "\u0000" escaped in the JSON text; only then is the parsed value walked for the field.
const ESCAPED_NUL = /\\u0000/;

/**
 * JSON bodies: Fastify's own parser (it refuses prototype-poisoning keys), an empty body read as
 * "no body" (clients send the header on body-less POSTs), and NUL characters refused with their
 * field key before any route or database sees them.
 */
export function registerJsonBodyParser(app: FastifyInstance): void {
  const jsonParser = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text.trim() === '') return done(null, undefined);
    jsonParser(request, text, (error, value) => {
      if (error) return done(error, undefined);
      const nul = ESCAPED_NUL.test(text) ? nulCharacterError(value) : null;
      if (nul) return done(nul, undefined);
      done(null, value);
    });
  });
}
