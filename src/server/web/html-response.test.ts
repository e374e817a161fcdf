import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { encodeHtml, pickEncoding } from './html-response.ts';

describe('pickEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip;q=0.5', 'gzip'],
    ['*', 'br'],
    ['*;q=0, gzip', 'gzip'],
    ['identity', null],
    ['deflate', null],
    ['br;q=0,gzip;q=0', null],
    ['', null],
    [undefined, null],
  ])('%s → %s', (header, expected) => {
    expect(pickEncoding(header)).toBe(expected);
  });
});

describe('encodeHtml', () => {
  const page = `<html><body>${'<p>Conferência Catraca 2027</p>'.repeat(100)}</body></html>`;

  it('compresses a page without secrets for a client that accepts it', () => {
    const br = encodeHtml(page, 'gzip, br', false);
    expect(br.encoding).toBe('br');
    expect(brotliDecompressSync(br.body as Buffer).toString()).toBe(page);
    const gz = encodeHtml(page, 'gzip', false);
    expect(gz.encoding).toBe('gzip');
    expect(gunzipSync(gz.body as Buffer).toString()).toBe(page);
  });

  it('sends a page carrying a session token as it is', () => {
    expect(encodeHtml(page, 'gzip, br', true)).toEqual({ body: page, encoding: null });
  });

  it('sends small pages and clients without compression as they are', () => {
    expect(encodeHtml('<p>oi</p>', 'br', false)).toEqual({ body: '<p>oi</p>', encoding: null });
    expect(encodeHtml(page, undefined, false)).toEqual({ body: page, encoding: null });
  });
});
