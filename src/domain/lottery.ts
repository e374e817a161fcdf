// The auditable lottery (issue 9 "Selection that anyone can audit"). Anyone holding the published
// eligible ids and seed recomputes the ranking: the server draws with these functions and the
// public page /sorteio/{id} recomputes with the same ones in the browser (WebCrypto in both).
//
//   hash_lista = SHA-256( eligible ids ascending, decimal, joined by "," )            (hex)
//   score(id)  = HMAC-SHA256( key = seed as UTF-8 text, message = id as decimal text ) (hex)
//   ranking    = eligible ids sorted by score ascending; the first N are selected.

import { hmac } from '@noble/hashes/hmac';
import { sha256 } from '@noble/hashes/sha2';

const encoder = new TextEncoder();

function toHex(buffer: ArrayBuffer | Uint8Array): string {
  return Array.from(new Uint8Array(buffer), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * The two primitives of a draw. WebCrypto where the runtime has it (Node, browsers in a secure
 * context); the audited @noble/hashes ones where it does not (a page over plain http has no
 * crypto.subtle, ADRs 0187 and 0260). Both give the same bytes; `name` says which one computed.
 */
export interface LotteryCrypto {
  name: 'webcrypto' | 'typescript';
  sha256Hex(text: string): Promise<string>;
  /** One HMAC-SHA256 per message under one key, hex. */
  hmacHexAll(key: string, messages: readonly string[]): Promise<string[]>;
}

export function webCryptoLottery(subtle: SubtleCrypto): LotteryCrypto {
  return {
    name: 'webcrypto',
    sha256Hex: async (text) => toHex(await subtle.digest('SHA-256', encoder.encode(text))),
    hmacHexAll: async (key, messages) => {
      const imported = await subtle.importKey(
        'raw',
        encoder.encode(key),
        { name: 'HMAC', hash: 'SHA-256' },
        false,
        ['sign'],
      );
      return Promise.all(
        messages.map(async (m) => toHex(await subtle.sign('HMAC', imported, encoder.encode(m)))),
      );
    },
  };
}

export const typescriptLottery: LotteryCrypto = {
  name: 'typescript',
  sha256Hex: async (text) => toHex(sha256(encoder.encode(text))),
  hmacHexAll: async (key, messages) => {
    const keyBytes = encoder.encode(key);
    return messages.map((m) => toHex(hmac(sha256, keyBytes, encoder.encode(m))));
  },
};

/** WebCrypto when this runtime offers it, else the TypeScript implementation. */
export function defaultLotteryCrypto(): LotteryCrypto {
  const subtle = (globalThis as { crypto?: { subtle?: SubtleCrypto } }).crypto?.subtle;
  return subtle ? webCryptoLottery(subtle) : typescriptLottery;
}

export function canonicalIdList(ids: readonly number[]): string {
  return [...ids].sort((a, b) => a - b).join(',');
}

export async function listHash(
  ids: readonly number[],
  engine: LotteryCrypto = defaultLotteryCrypto(),
): Promise<string> {
  return engine.sha256Hex(canonicalIdList(ids));
}

export interface RankedEntry {
  id: number;
  /** HMAC-SHA256 hex of the id under the seed. */
  score: string;
}

export async function rankByLottery(
  seed: string,
  ids: readonly number[],
  engine: LotteryCrypto = defaultLotteryCrypto(),
): Promise<RankedEntry[]> {
  const scores = await engine.hmacHexAll(
    seed,
    ids.map((id) => String(id)),
  );
  const entries = ids.map((id, i) => ({ id, score: scores[i] ?? '' }));
  // Hex strings of equal length compare like the numbers they spell; ties (never seen with
  // SHA-256) fall back to the id so the order is total.
  return entries.sort((a, b) => (a.score < b.score ? -1 : a.score > b.score ? 1 : a.id - b.id));
}

/** 32 random bytes in hex: the seed when the organiser announced none. */
export function randomSeed(): string {
  return toHex(crypto.getRandomValues(new Uint8Array(32)).buffer as ArrayBuffer);
}

export const MAX_SEED_LENGTH = 200;

export interface PublishedDraw {
  semente: string;
  hash_lista: string;
  elegiveis: number[];
  ranking: number[];
  quantidade: number;
}

export interface DrawCheck {
  /** Which implementation recomputed the draw. */
  engine: LotteryCrypto['name'];
  hashMatches: boolean;
  rankingMatches: boolean;
  recomputedHash: string;
  recomputedRanking: number[];
}

/** Recomputes a published draw from its seed and eligible ids. */
export async function verifyDraw(
  draw: PublishedDraw,
  engine: LotteryCrypto = defaultLotteryCrypto(),
): Promise<DrawCheck> {
  const recomputedHash = await listHash(draw.elegiveis, engine);
  const recomputedRanking = (await rankByLottery(draw.semente, draw.elegiveis, engine)).map(
    (entry) => entry.id,
  );
  return {
    engine: engine.name,
    recomputedHash,
    recomputedRanking,
    hashMatches: recomputedHash === draw.hash_lista,
    rankingMatches:
      recomputedRanking.length === draw.ranking.length &&
      recomputedRanking.every((id, i) => id === draw.ranking[i]),
  };
}
