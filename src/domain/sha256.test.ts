import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hmacSha256, sha256 } from './sha256.ts';

const utf8 = (text: string) => new TextEncoder().encode(text);
const bytes = (byte: number, length: number) => new Uint8Array(length).fill(byte);
const hex = (value: Uint8Array) => Buffer.from(value).toString('hex');

describe('SHA-256 in TypeScript', () => {
  // FIPS 180-2 / NIST CSRC examples.
  it.each([
    ['', 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855'],
    ['abc', 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad'],
    [
      'abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq',
      '248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1',
    ],
  ])('hashes the NIST vector %j', (message, digest) => {
    expect(hex(sha256(utf8(message)))).toBe(digest);
  });

  it('hashes one million "a" (the NIST long-message vector)', () => {
    expect(hex(sha256(bytes(0x61, 1_000_000)))).toBe(
      'cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0',
    );
  });

  it('agrees with node:crypto around every padding boundary and on UTF-8 text', () => {
    for (const length of [1, 54, 55, 56, 57, 63, 64, 65, 119, 120, 127, 128, 129, 1000]) {
      const message = Uint8Array.from({ length }, (_, i) => (i * 31 + length) & 0xff);
      expect(hex(sha256(message)), `length ${length}`).toBe(
        createHash('sha256').update(message).digest('hex'),
      );
    }
    const text = 'Loteria Federal 05/12/2026 · çã 🎲';
    expect(hex(sha256(utf8(text)))).toBe(createHash('sha256').update(text, 'utf8').digest('hex'));
  });
});

describe('HMAC-SHA256 in TypeScript', () => {
  const key25 = Uint8Array.from({ length: 25 }, (_, i) => i + 1);
  // RFC 4231 test cases 1–4, 6 and 7 (5 is a truncated output).
  it.each([
    [
      '1',
      bytes(0x0b, 20),
      utf8('Hi There'),
      'b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7',
    ],
    [
      '2',
      utf8('Jefe'),
      utf8('what do ya want for nothing?'),
      '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843',
    ],
    [
      '3',
      bytes(0xaa, 20),
      bytes(0xdd, 50),
      '773ea91e36800e46854db8ebd09181a72959098b3ef8c122d9635514ced565fe',
    ],
    ['4', key25, bytes(0xcd, 50), '82558a389a443c0ea4cc819899f2083a85f0faa3e578f8077a2e3ff46729665b'],
    [
      '6',
      bytes(0xaa, 131),
      utf8('Test Using Larger Than Block-Size Key - Hash Key First'),
      '60e431591ee0b67f0d8a26aacbf5b77f8e0bc6213728c5140546040f0ee37f54',
    ],
    [
      '7',
      bytes(0xaa, 131),
      utf8(
        'This is a test using a larger than block-size key and a larger than block-size data. The key needs to be hashed before being used by the HMAC algorithm.',
      ),
      '9b09ffa71b942fcb27635fbcd5b0e944bfdc63644f0713938a7f51535c3a35e2',
    ],
  ])('matches RFC 4231 test case %s', (_name, key, data, mac) => {
    expect(hex(hmacSha256(key, data))).toBe(mac);
  });

  it('agrees with node:crypto for keys of 0, 64 and 65 bytes', () => {
    for (const length of [0, 63, 64, 65]) {
      const key = bytes(0x5a, length);
      expect(hex(hmacSha256(key, utf8('42')))).toBe(createHmac('sha256', key).update('42').digest('hex'));
    }
  });
});
