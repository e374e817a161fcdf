import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { COMPRESSION_THRESHOLD_BYTES } from './compression.ts';

export type HtmlEncoding = 'br' | 'gzip';

/**
 * The encoding to use for a client's Accept-Encoding: brotli, then gzip, each only when not
 * refused with q=0 (a `*` counts for the ones not named). Null: send it as it is.
 */
export function pickEncoding(acceptEncoding: string | undefined): HtmlEncoding | null {
  if (!acceptEncoding) return null;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    const weight = q === undefined ? 1 : Number(q);
    if (name) weights.set(name.trim(), Number.isFinite(weight) ? weight : 0);
  }
  const accepts = (coding: HtmlEncoding) => (weights.get(coding) ?? weights.get('*') ?? 0) > 0;
  if (accepts('br')) return 'br';
  if (accepts('gzip')) return 'gzip';
  return null;
}

export interface EncodedHtml {
  body: Buffer | string;
  encoding: HtmlEncoding | null;
}

/**
 * A page, compressed when that is safe and worth it. Pages that carry a session's anti-forgery
 * token are sent uncompressed: a compressed secret next to content someone else can influence
 * (an event's name) is what BREACH-style length attacks read. Buyers have no session, so their
 * pages (the ones that matter for speed) are compressed. See docs/decisions/0070.
 */
export function encodeHtml(
  html: string,
  acceptEncoding: string | undefined,
  carriesSecret: boolean,
): EncodedHtml {
  const encoding = carriesSecret ? null : pickEncoding(acceptEncoding);
  if (encoding === null || Buffer.byteLength(html) < COMPRESSION_THRESHOLD_BYTES) {
    return { body: html, encoding: null };
  }
  const body =
    encoding === 'br'
      ? brotliCompressSync(html, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: 5,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          },
        })
      : gzipSync(html, { level: 6 });
  return { body, encoding };
}
