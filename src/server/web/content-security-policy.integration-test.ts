// Issue 17 item 7 (ADR 0244): every page of both web apps carries a Content-Security-Policy that
// names no third party but the Meta Pixel (on the page of an event with one) and the event's map
// provider (on an in-person event's page); HSTS goes out on HTTPS only, as the request arrived or as
// a trusted proxy says.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { eventSettings } from '../db/schema.ts';
import { createTestEvent, createTestOrganiser } from '../testing/factories.ts';
import { useTestApp } from '../testing/test-app.ts';
import { contentSecurityPolicy } from './content-security-policy.ts';

const THIRD_PARTY = /https?:\/\/(?!localhost)[a-z0-9.-]+/g;

function directives(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy.split(';').map((part) => {
      const [name = '', ...sources] = part.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

describe('content security policy (pglite)', () => {
  const env = useTestApp('pglite', { serveWeb: true, config: { GOOGLE_MAPS_KEY: '' } });
  let organiserId: number;
  beforeAll(async () => {
    organiserId = (await createTestOrganiser(env().ctx)).id;
  });

  const policyOf = async (url: string) => {
    const res = await env().app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
    const policy = res.headers['content-security-policy'];
    expect(typeof policy, `${url} has a CSP`).toBe('string');
    return String(policy);
  };

  it('lets the landing page, the organiser area and the candidate page load nothing from elsewhere', async () => {
    for (const url of ['/', '/admin/login', '/admin/eventos', '/payment/candidate/abc', '/nao-existe']) {
      const policy = await policyOf(url);
      expect(policy.match(THIRD_PARTY), url).toBeNull();
      const parsed = directives(policy);
      expect(parsed['script-src'], url).toEqual(["'self'"]);
      expect(parsed['frame-src'], url).toEqual(["'none'"]);
      expect(parsed['object-src'], url).toEqual(["'none'"]);
      expect(parsed['frame-ancestors'], url).toEqual(["'self'"]);
    }
  });

  it("allows an in-person event's map provider and its Meta Pixel on its page only", async () => {
    const { ctx } = env();
    const { event } = await createTestEvent(ctx, organiserId, {
      isOnline: false,
      city: 'Recife',
      state: 'PE',
    });
    await ctx.db
      .update(eventSettings)
      .set({ metaPixelId: '123456789012' })
      .where(eq(eventSettings.eventId, event.id));
    const parsed = directives(await policyOf(`/eventos/${event.slug}`));
    expect(parsed['script-src']).toEqual(["'self'", 'https://connect.facebook.net']);
    expect(parsed['img-src']).toContain('https://www.facebook.com');
    expect(parsed['frame-src']).toEqual(['https://www.openstreetmap.org']);
    expect(parsed['connect-src']).toEqual([
      "'self'",
      'https://connect.facebook.net',
      'https://www.facebook.com',
      'https://nominatim.openstreetmap.org',
    ]);
  });

  it('allows neither on the page of an online event without a pixel', async () => {
    const { event } = await createTestEvent(env().ctx, organiserId, { isOnline: true });
    const policy = await policyOf(`/eventos/${event.slug}`);
    expect(policy.match(THIRD_PARTY)).toBeNull();
  });

  it('names Google only, and no geocoder, when the site has a Maps key', () => {
    const parsed = directives(contentSecurityPolicy({ map: 'google' }));
    expect(parsed['frame-src']).toEqual(['https://www.google.com']);
    expect(parsed['connect-src']).toEqual(["'self'"]);
  });

  it('sends no HSTS over plain HTTP, even when a client claims HTTPS without a trusted proxy', async () => {
    const plain = await env().app.inject({ method: 'GET', url: '/healthz' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const forged = await env().app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(forged.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('HSTS behind a trusted proxy (pglite)', () => {
  const env = useTestApp('pglite', { config: { TRUST_PROXY: '127.0.0.1' } });

  it('sends HSTS when the trusted proxy says the request came over HTTPS', async () => {
    const https = await env().app.inject({
      method: 'GET',
      url: '/healthz',
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(https.headers['strict-transport-security']).toBe('max-age=31536000');
    const http = await env().app.inject({
      method: 'GET',
      url: '/healthz',
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-proto': 'http' },
    });
    expect(http.headers['strict-transport-security']).toBeUndefined();
    const stranger = await env().app.inject({
      method: 'GET',
      url: '/healthz',
      remoteAddress: '203.0.113.9',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(stranger.headers['strict-transport-security']).toBeUndefined();
  });
});
