import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

// scrypt with N=2^15, r=8, p=1 (32 MiB per hash): memory-hard, ~100 ms on this hardware. The cost is
// PASSWORD_HASH_COST (log2 N): 15 by default and at least 15 in production (config.ts); the test
// suites sign up about a thousand organisers and run at 10 (1 MiB), where the hash is the same
// function at a cheaper setting and every stored value still names its own N.
export const PRODUCTION_PASSWORD_COST = 15;
const R = 8;
const P = 1;
const KEY_LENGTH = 64;
const MAX_MEM = 64 * 1024 * 1024;

function derive(password: string, salt: Buffer, n: number, r: number, p: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password, salt, KEY_LENGTH, { N: n, r, p, maxmem: MAX_MEM }, (err, key) =>
      err ? reject(err) : resolve(key),
    );
  });
}

/** "scrypt$N$r$p$salt$hash" with base64url parts, so the cost can rise later without a migration. */
export async function hashPassword(password: string, cost = PRODUCTION_PASSWORD_COST): Promise<string> {
  const n = 2 ** cost;
  const salt = randomBytes(16);
  const key = await derive(password, salt, n, R, P);
  return ['scrypt', n, R, P, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [algo, n, r, p, salt, hash] = stored.split('$');
  if (algo !== 'scrypt' || !n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await derive(password, Buffer.from(salt, 'base64url'), Number(n), Number(r), Number(p));
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

// Verified against when the e-mail is unknown, so both paths take the same time.
const dummyHashes = new Map<number, Promise<string>>();
export function dummyPasswordHash(cost = PRODUCTION_PASSWORD_COST): Promise<string> {
  let dummy = dummyHashes.get(cost);
  if (!dummy) {
    dummy = hashPassword(randomBytes(16).toString('hex'), cost);
    dummyHashes.set(cost, dummy);
  }
  return dummy;
}
