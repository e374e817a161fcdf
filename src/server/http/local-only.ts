// Development tools (the dev outbox, the sandbox's "payment confirmed", the test clock) answer only a
// person at the machine itself (ADR 0242): the request's socket comes from a loopback address and
// it did not pass through a proxy. Anyone else gets the 404 of a route that does not exist, so a
// server left reachable from the network leaks no reset link and confirms no PIX.
import { isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error.ts';

/** 127.0.0.0/8, ::1 and their IPv4-mapped form. */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const plain = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  if (isIP(plain) === 4) return plain.startsWith('127.');
  return plain === '::1' || plain === '0:0:0:0:0:0:0:1';
}

/** A listening address only this machine reaches (`HOST`): loopback addresses and `localhost`. */
export function isLoopbackHost(host: string): boolean {
  const name = host
    .trim()
    .toLowerCase()
    .replace(/^\[(.*)\]$/, '$1');
  return name === 'localhost' || isLoopbackAddress(name);
}

/** Headers a proxy adds: a request that carries one came from wherever the proxy's client is. */
const FORWARDING_HEADERS = ['forwarded', 'x-forwarded-for', 'x-real-ip', 'x-forwarded-host'];

/**
 * The request came from this machine: a loopback socket, and no proxy in between (a reverse proxy
 * on the same host would make every visitor look local; the socket alone is not enough).
 */
export function isLocalRequest(request: FastifyRequest): boolean {
  if (!isLoopbackAddress(request.socket.remoteAddress)) return false;
  return FORWARDING_HEADERS.every((name) => request.headers[name] === undefined);
}

/**
 * Route option for a development tool: `app.get(url, { onRequest: localOnly() }, …)`. `openToAll`
 * lifts it where an operator opted in knowingly (the sandbox on a production demo site).
 */
export function localOnly(openToAll = false) {
  return async (request: FastifyRequest): Promise<void> => {
    if (!openToAll && !isLocalRequest(request)) throw AppError.notFound();
  };
}
