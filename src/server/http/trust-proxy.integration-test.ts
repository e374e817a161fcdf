// Per-address rate limits key on request.ip. Unless TRUST_PROXY names the proxies in front, a
// client's X-Forwarded-For must not change that address (docs/decisions/0046-trust-proxy.md).
// Rate limits do not touch the database, so PGlite alone is enough here.
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../testing/test-app.ts';

const LIMIT = 2;
const limits = {
  LOGIN_MAX_PER_IP_PER_MINUTE: String(LIMIT),
  PUBLIC_LOOKUP_MAX_PER_IP_PER_MINUTE: String(LIMIT),
  COUPON_CHECK_MAX_PER_IP_PER_MINUTE: String(LIMIT),
};

let counter = 0;
const uniqueEmail = () => `proxy${++counter}-${Date.now()}@teste.com.br`;

/** One public, per-address-limited route each: a request that counts against its limit. */
const limitedRoutes: Record<string, { url: string; payload: () => object }> = {
  login: { url: '/api/auth/login', payload: () => ({ email: uniqueEmail(), password: 'senha-errada-123' }) },
  'sign-up': {
    url: '/api/auth/register',
    payload: () => ({ name: 'Pessoa Teste', email: uniqueEmail(), password: 'senha-muito-segura' }),
  },
  'password reset': { url: '/api/auth/forgot-password', payload: () => ({ email: uniqueEmail() }) },
  'coupon validation': {
    url: '/api/eventos/1/validar-cupom',
    payload: () => ({ codigo: 'NAOEXISTE', cart_total: 100 }),
  },
  'payment lookup': { url: '/api/check-order-payment-status', payload: () => ({ order_payment_id: 12345 }) },
};

function post(
  app: FastifyInstance,
  route: { url: string; payload: () => object },
  options: { from: string; forwardedFor?: string },
) {
  return app.inject({
    method: 'POST',
    url: route.url,
    payload: route.payload(),
    remoteAddress: options.from,
    headers: options.forwardedFor ? { 'x-forwarded-for': options.forwardedFor } : {},
  });
}

/** Status codes of LIMIT + 1 requests from one socket address, each forging a new client address. */
async function statusesWithForgedAddresses(
  app: FastifyInstance,
  route: { url: string; payload: () => object },
  from: string,
): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i <= LIMIT; i++) {
    const res = await post(app, route, { from, forwardedFor: `198.51.100.${counter++ % 250}` });
    statuses.push(res.statusCode);
  }
  return statuses;
}

describe('TRUST_PROXY unset (the default)', () => {
  const env = useTestApp('pglite', { config: limits });

  it.each(Object.keys(limitedRoutes))(
    'a forged X-Forwarded-For does not reset the %s limit',
    async (name) => {
      const { app } = env();
      const route = limitedRoutes[name];
      if (!route) throw new Error(name);
      const statuses = await statusesWithForgedAddresses(app, route, '203.0.113.10');
      expect(statuses.slice(0, LIMIT)).not.toContain(429);
      expect(statuses[LIMIT]).toBe(429);
      const blocked = await post(app, route, { from: '203.0.113.10', forwardedFor: '192.0.2.99' });
      expect(blocked.json()).toMatchObject({ error_type: 'too_many_requests', error_code: 429 });
      // Another socket address still has its own allowance.
      const other = await post(app, route, { from: '203.0.113.11' });
      expect(other.statusCode).not.toBe(429);
    },
  );
});

describe('TRUST_PROXY with the proxy addresses', () => {
  const env = useTestApp('pglite', { config: { ...limits, TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' } });

  it('counts each client behind a trusted proxy on its own, and the same client once', async () => {
    const { app } = env();
    const route = limitedRoutes.login;
    if (!route) throw new Error('login');
    const spread = await statusesWithForgedAddresses(app, route, '10.1.2.3');
    expect(spread).not.toContain(429);

    const sameClient: number[] = [];
    for (let i = 0; i <= LIMIT; i++) {
      sameClient.push((await post(app, route, { from: '10.1.2.3', forwardedFor: '192.0.2.7' })).statusCode);
    }
    expect(sameClient[LIMIT]).toBe(429);
  });

  it('ignores the header from an address that is not a trusted proxy', async () => {
    const { app } = env();
    const route = limitedRoutes['password reset'];
    if (!route) throw new Error('password reset');
    const statuses = await statusesWithForgedAddresses(app, route, '203.0.113.20');
    expect(statuses[LIMIT]).toBe(429);
  });
});

describe('TRUST_PROXY as a hop count', () => {
  const env = useTestApp('pglite', { config: { ...limits, TRUST_PROXY: '1' } });

  it('takes the client address the one proxy in front forwarded', async () => {
    const { app } = env();
    const route = limitedRoutes['payment lookup'];
    if (!route) throw new Error('payment lookup');
    const spread = await statusesWithForgedAddresses(app, route, '10.9.9.9');
    expect(spread).not.toContain(429);
    // With one hop trusted, only the address the proxy appended counts: a client's own forged
    // entry before it changes nothing.
    const statuses: number[] = [];
    for (let i = 0; i <= LIMIT; i++) {
      const forged = `192.0.2.${100 + i}, 198.51.100.200`;
      statuses.push((await post(app, route, { from: '10.9.9.9', forwardedFor: forged })).statusCode);
    }
    expect(statuses[LIMIT]).toBe(429);
  });
});
