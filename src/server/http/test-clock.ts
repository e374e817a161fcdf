// The end-to-end suite's clock for the door (ADR 0436, after ADR 0162): under NODE_ENV=test only,
// a request may carry `x-catraca-agora` (ISO date-time) and the check-in routes act at that
// instant, so a journey admits on day 1 and day 2 of an event without waiting a day. Everywhere
// else, and for anything that is not a date, it is the real time.
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';

export const TEST_CLOCK_HEADER = 'x-catraca-agora';

export function requestClock(ctx: AppContext, request: FastifyRequest): Date {
  const given = request.headers[TEST_CLOCK_HEADER];
  if (ctx.config.NODE_ENV !== 'test' || typeof given !== 'string') return new Date();
  const at = new Date(given);
  return Number.isNaN(at.getTime()) ? new Date() : at;
}
