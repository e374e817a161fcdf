import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerCompression } from './compression.ts';
import { registerStaticAssets } from './static-assets.ts';

const script = `export const message = ${JSON.stringify('Conferência Catraca 2027 '.repeat(200))};\n`;
const tinyScript = 'export const a = 1;\n';

describe('static assets', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    const dist = mkdtempSync(join(tmpdir(), 'catraca-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<html></html>');
    writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    writeFileSync(join(dist, 'assets', 'page-AbCd1234.js'), script);
    writeFileSync(join(dist, 'assets', 'page-AbCd1234.js.br'), brotliCompressSync(script));
    writeFileSync(join(dist, 'assets', 'page-AbCd1234.js.gz'), gzipSync(script));
    writeFileSync(join(dist, 'assets', 'tiny-Zz9Yy8Xx.js'), tinyScript);
    app = Fastify();
    // The order of the real app (src/server/app.ts): files first, then the compression hook.
    await registerStaticAssets(app, dist);
    await registerCompression(app);
    await app.ready();
  });
  afterAll(() => app.close());

  it('sends the brotli or gzip twin written at build time, cached for a year as immutable', async () => {
    const br = await app.inject({
      url: '/assets/page-AbCd1234.js',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.equals(brotliCompressSync(script))).toBe(true);

    const gz = await app.inject({ url: '/assets/page-AbCd1234.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.rawPayload.equals(gzipSync(script))).toBe(true);

    const plain = await app.inject({ url: '/assets/page-AbCd1234.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('sends a file left uncompressed as it is, without compressing it on every request', async () => {
    const res = await app.inject({ url: '/assets/tiny-Zz9Yy8Xx.js', headers: { 'accept-encoding': 'br' } });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(tinyScript);
  });

  it('serves files from public/ at the root with a day of cache, and not index.html', async () => {
    const icon = await app.inject({ url: '/favicon.svg' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-type']).toMatch(/image\/svg\+xml/);
    expect(icon.headers['cache-control']).toBe('public, max-age=86400');
    expect((await app.inject({ url: '/index.html' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/assets/missing-AbCd1234.js' })).statusCode).toBe(404);
  });

  it('serves only the names that were built, exactly as spelled: no alias, twin or escape', async () => {
    for (const url of [
      '/assets/PAGE-AbCd1234.js',
      '/assets/page-AbCd1234.js.br',
      '/assets/page-AbCd1234.js.gz',
      '/assets/../index.html',
      '/assets/%2e%2e/index.html',
      '/assets//page-AbCd1234.js',
    ]) {
      const res = await app.inject({ url, headers: { 'accept-encoding': 'br' } });
      expect([403, 404], url).toContain(res.statusCode);
    }
  });
});
