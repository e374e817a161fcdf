// Mercado Pago signs each webhook: x-signature "ts=<unix time>,v1=<hex>" where v1 is the
// HMAC-SHA256, keyed by the application's secret, of "id:<data.id>;request-id:<x-request-id>;ts:<ts>;"
// (data.id from the URL's query string, lower-cased; a part absent from the request is left out).
import { createHmac, timingSafeEqual } from 'node:crypto';

/** A notification signed longer ago than this is refused as a replay (ADR 0301). */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

export type SignatureCheck = { ok: true } | { ok: false; reason: string };

export function verifyMercadoPagoSignature(input: {
  secret: string;
  signature: string | undefined;
  requestId: string | undefined;
  dataId: string | null;
  now: Date;
}): SignatureCheck {
  if (!input.signature) return { ok: false, reason: 'missing x-signature' };
  const parts = new Map(
    input.signature.split(',').map((part) => {
      const [key, ...value] = part.trim().split('=');
      return [key ?? '', value.join('=')] as const;
    }),
  );
  const ts = parts.get('ts');
  const v1 = parts.get('v1');
  if (!ts || !/^\d{1,16}$/.test(ts) || !v1 || !/^[0-9a-f]{64}$/i.test(v1)) {
    return { ok: false, reason: 'malformed x-signature' };
  }
  // Documented in seconds; milliseconds have been seen in the wild, so both are read.
  const signedAtMs = ts.length > 11 ? Number(ts) : Number(ts) * 1000;
  if (Math.abs(input.now.getTime() - signedAtMs) > SIGNATURE_TOLERANCE_SECONDS * 1000) {
    return { ok: false, reason: 'x-signature timestamp outside the tolerance' };
  }
  let manifest = '';
  if (input.dataId) manifest += `id:${input.dataId.toLowerCase()};`;
  if (input.requestId) manifest += `request-id:${input.requestId};`;
  manifest += `ts:${ts};`;
  const expected = createHmac('sha256', input.secret).update(manifest).digest();
  const given = Buffer.from(v1, 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { ok: false, reason: 'x-signature does not match' };
  }
  return { ok: true };
}
