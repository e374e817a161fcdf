import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  canonicalIdList,
  listHash,
  randomSeed,
  rankByLottery,
  typescriptLottery,
  verifyDraw,
  webCryptoLottery,
} from './lottery.ts';

// node:crypto is an independent implementation: the WebCrypto code must agree with it.
const sha = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
const hmac = (key: string, text: string) =>
  createHmac('sha256', Buffer.from(key, 'utf8')).update(text).digest('hex');

describe('auditable lottery', () => {
  it('hashes the eligible ids ascending, joined by commas', async () => {
    expect(canonicalIdList([12, 3, 100])).toBe('3,12,100');
    expect(await listHash([12, 3, 100])).toBe(sha('3,12,100'));
    expect(await listHash([])).toBe(sha(''));
  });

  it.each([
    ['Loteria Federal 05/12/2026: 12345', [7, 8, 9, 10, 11]],
    ['çã 🎲 seed', [1, 2, 3]],
    ['a', [42]],
  ])('ranks by HMAC-SHA256(seed, id) hex ascending (%s)', async (seed, ids) => {
    const expected = [...ids].sort((a, b) => (hmac(seed, String(a)) < hmac(seed, String(b)) ? -1 : 1));
    const ranking = await rankByLottery(seed, ids);
    expect(ranking.map((r) => r.id)).toEqual(expected);
    expect(ranking[0]?.score).toBe(hmac(seed, String(expected[0])));
  });

  it('gives another order under another seed, and the same order under the same seed', async () => {
    const ids = Array.from({ length: 20 }, (_, i) => i + 1);
    const a = (await rankByLottery('semente-1', ids)).map((r) => r.id);
    const b = (await rankByLottery('semente-1', [...ids].reverse())).map((r) => r.id);
    const c = (await rankByLottery('semente-2', ids)).map((r) => r.id);
    expect(b).toEqual(a);
    expect(c).not.toEqual(a);
  });

  it('draws 32 random bytes as a hex seed', () => {
    const seed = randomSeed();
    expect(seed).toMatch(/^[0-9a-f]{64}$/);
    expect(randomSeed()).not.toBe(seed);
  });

  it('verifies a published draw and catches a tampered ranking or list', async () => {
    const elegiveis = [5, 9, 2, 14];
    const ranking = (await rankByLottery('x', elegiveis)).map((r) => r.id);
    const draw = { semente: 'x', hash_lista: await listHash(elegiveis), elegiveis, ranking, quantidade: 2 };
    expect(await verifyDraw(draw)).toMatchObject({ hashMatches: true, rankingMatches: true });
    const swapped = [ranking[1] ?? 0, ranking[0] ?? 0, ...ranking.slice(2)];
    expect((await verifyDraw({ ...draw, ranking: swapped })).rankingMatches).toBe(false);
    expect((await verifyDraw({ ...draw, hash_lista: sha('5,9') })).hashMatches).toBe(false);
  });

  it('ranks the same with the TypeScript SHA-256 as with WebCrypto (pages without crypto.subtle)', async () => {
    const ids = Array.from({ length: 300 }, (_, i) => 1000 + i * 7);
    const seed = 'Loteria Federal 05/12/2026: 12345 · ç';
    const web = await rankByLottery(seed, ids, webCryptoLottery(crypto.subtle));
    const plain = await rankByLottery(seed, ids, typescriptLottery);
    expect(plain).toEqual(web);
    expect(await listHash(ids, typescriptLottery)).toBe(await listHash(ids, webCryptoLottery(crypto.subtle)));
  });

  it('says which implementation verified, and still catches tampering without WebCrypto', async () => {
    const elegiveis = [3, 17, 4, 99, 23];
    const ranking = (await rankByLottery('s', elegiveis)).map((r) => r.id);
    const draw = { semente: 's', hash_lista: await listHash(elegiveis), elegiveis, ranking, quantidade: 2 };
    expect(await verifyDraw(draw, typescriptLottery)).toMatchObject({
      engine: 'typescript',
      hashMatches: true,
      rankingMatches: true,
    });
    expect((await verifyDraw(draw)).engine).toBe('webcrypto');
    const reversed = { ...draw, ranking: [...ranking].reverse() };
    expect((await verifyDraw(reversed, typescriptLottery)).rankingMatches).toBe(false);
    expect((await verifyDraw({ ...draw, semente: 't' }, typescriptLottery)).rankingMatches).toBe(false);
  });
  it('computes the NIST and RFC 4231 vectors without WebCrypto (@noble/hashes)', async () => {
    expect(await typescriptLottery.sha256Hex('abc')).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
    // RFC 4231 test case 2: key "Jefe".
    expect(await typescriptLottery.hmacHexAll('Jefe', ['what do ya want for nothing?'])).toEqual([
      '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843',
    ]);
  });
});
