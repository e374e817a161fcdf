import { brotliDecompressSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { SERVED_EVENT_ELEMENT_ID } from '../../domain/contracts/served-event.ts';
import { PLATFORM_OPERATOR_ELEMENT_ID } from '../../domain/platform-operator.ts';
import { createTestEvent, createTestOrganiser } from '../testing/factories.ts';
import { registerOrganiserAgent, useTestApp } from '../testing/test-app.ts';
import { TEST_DRIVERS } from '../testing/test-db.ts';

function servedData(html: string): unknown {
  const match = new RegExp(
    `<script type="application/json" id="${SERVED_EVENT_ELEMENT_ID}">(.*?)</script>`,
  ).exec(html);
  return match ? JSON.parse(match[1] ?? '') : null;
}

describe.each(TEST_DRIVERS)('served pages (%s)', (driver) => {
  const env = useTestApp(driver, { serveWeb: true });
  let organiserId: number;
  beforeAll(async () => {
    organiserId = (await createTestOrganiser(env().ctx)).id;
  });

  it('puts the event in the HTML of /eventos/:slug, escaped, with the same data the API returns', async () => {
    const { app, ctx } = env();
    const { event } = await createTestEvent(ctx, organiserId, {
      name: 'Show <script>alert(1)</script> $& "Rock"',
      descriptionHtml: '<p>Uma noite <strong>inesquecível</strong></p><img src=x onerror="alert(1)">',
      startsAt: new Date('2027-05-12T12:00:00Z'),
      endsAt: new Date('2027-05-12T21:00:00Z'),
      placeName: 'Teatro <Municipal>',
      street: 'Praça Ramos de Azevedo',
      city: 'São Paulo',
      state: 'SP',
    });
    const res = await app.inject({ url: `/eventos/${event.slug}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    const html = res.body;
    const root = html.slice(html.indexOf('<div id="root">'), html.indexOf(`id="${SERVED_EVENT_ELEMENT_ID}"`));
    expect(root).toContain('<h1>Show &lt;script&gt;alert(1)&lt;/script&gt; $&amp; &quot;Rock&quot;</h1>');
    expect(root).toContain('12/05/2027 das 09:00 às 18:00');
    expect(root).toContain('Teatro &lt;Municipal&gt;');
    expect(root).toContain('<p>Uma noite <strong>inesquecível</strong></p>');
    expect(root).not.toContain('onerror');
    expect(html).not.toContain('<script>alert(1)');
    expect(html).toContain(
      '<title>Show &lt;script&gt;alert(1)&lt;/script&gt; $&amp; &quot;Rock&quot;</title>',
    );

    const api = await app.inject({ url: `/api/eventos/slug/${event.slug}` });
    expect(servedData(html)).toEqual(api.json().data);
  });

  it('gives link previews their Open Graph tags: the name, the description as text, an absolute image', async () => {
    const { app, ctx } = env();
    const { event } = await createTestEvent(ctx, organiserId, {
      name: 'Festival "Rock" & Cia',
      descriptionHtml: '<p>Dois dias de <strong>shows</strong> ao ar livre.</p>',
    });
    const html = (await app.inject({ url: `/eventos/${event.slug}` })).body;
    expect(html).toContain('<meta property="og:title" content="Festival &quot;Rock&quot; &amp; Cia" />');
    expect(html).toContain('<meta property="og:description" content="Dois dias de shows ao ar livre." />');
    expect(html).toMatch(/<meta property="og:image" content="https?:\/\/[^"]+\/banner-padrao\.png" \/>/);
    expect(html).toContain('<meta property="og:type" content="website" />');
  });

  it('compresses a buyer’s page but not one that carries a session’s token', async () => {
    const { app, ctx } = env();
    const { event } = await createTestEvent(ctx, organiserId, {
      descriptionHtml: `<p>${'Palestras. '.repeat(300)}</p>`,
    });
    const buyer = await app.inject({
      url: `/eventos/${event.slug}`,
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(buyer.headers['content-encoding']).toBe('br');
    expect(buyer.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(buyer.rawPayload).toString()).toContain('Palestras. Palestras.');

    const organiser = await registerOrganiserAgent(app);
    const signedIn = await organiser.inject({
      method: 'GET',
      url: `/eventos/${event.slug}`,
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(signedIn.headers['content-encoding']).toBeUndefined();
    expect(signedIn.body).toContain(`<meta name="csrf-token" content="${organiser.csrfToken}" />`);
  });

  it('answers the help, legal and Meus ingressos pages with 200, and every buyer page says who sells (ADR 0470)', async () => {
    const { app, ctx } = env();
    for (const [url, title] of [
      ['/ajuda', 'Ajuda · Catraca'],
      ['/termos', 'Termos de Uso · Catraca'],
      ['/privacidade', 'Política de Privacidade · Catraca'],
      ['/meus-ingressos', 'Meus ingressos · Catraca'],
      ['/meus-ingressos/acesso', 'Meus ingressos · Catraca'],
    ] as const) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain(`<title>${title}</title>`);
      const operator = new RegExp(
        `<script type="application/json" id="${PLATFORM_OPERATOR_ELEMENT_ID}">(.*?)</script>`,
      ).exec(res.body);
      expect(JSON.parse(operator?.[1] ?? 'null')).toEqual(ctx.config.operator);
    }
    // The organiser area is another app: no buyer footer there.
    const admin = await app.inject({ url: '/admin/login' });
    expect(admin.body).not.toContain(PLATFORM_OPERATOR_ELEMENT_ID);
  });

  it('serves the SPA with 404 for an unknown slug, so the page shows its not-found state', async () => {
    const { app } = env();
    for (const slug of ['nao-existe', 'UPPER_case', 'a'.repeat(160)]) {
      const res = await app.inject({ url: `/eventos/${slug}` });
      expect(res.statusCode).toBe(404);
      expect(res.body).toContain('<title>Evento não encontrado · Catraca</title>');
      expect(res.body).toContain('<div id="root">');
      expect(servedData(res.body)).toBeNull();
    }
  });

  it('compresses JSON API replies', async () => {
    const { app, ctx } = env();
    const { event } = await createTestEvent(ctx, organiserId, {
      descriptionHtml: `<p>${'Texto. '.repeat(300)}</p>`,
    });
    const res = await app.inject({
      url: `/api/eventos/slug/${event.slug}`,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(res.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(res.rawPayload).toString()).data.slug).toBe(event.slug);
  });
});
