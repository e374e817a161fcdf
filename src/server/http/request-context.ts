// The request a piece of work belongs to, without threading it through every service: set for the
// whole life of each HTTP request (an AsyncLocalStorage scope opened in onRequest), read where work
// leaves the request, queueEmail writes it into the outbox row and a job's data carries it, so the
// sender's and the job's log lines name the request that caused them (ADR 0335).
import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';

const storage = new AsyncLocalStorage<{ requestId: string }>();

export function currentRequestId(): string | null {
  return storage.getStore()?.requestId ?? null;
}

/** A proxy's or client's own id is kept when it looks like one; otherwise a fresh uuid. */
const INCOMING_ID = /^[A-Za-z0-9._:-]{8,64}$/;

export function requestIdFrom(header: string | string[] | undefined): string {
  const value = Array.isArray(header) ? header[0] : header;
  return value && INCOMING_ID.test(value) ? value : crypto.randomUUID();
}

export function registerRequestContext(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    storage.run({ requestId: request.id }, done);
  });
}
