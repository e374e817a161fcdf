// The auditable lottery (issue 9 "Selection that anyone can audit"). Anyone holding the published
// eligible ids and seed recomputes the ranking: the server draws with these functions and the
// public page /sorteio/{id} recomputes with the same ones in the browser (WebCrypto in both).
//
//   hash_lista = SHA-256( eligible ids ascending, decimal, joined by "," )            (hex)
//   score(id)  = HMAC-SHA256( key = seed as UTF-8 text, message = id as decimal text ) (hex)
//   ranking    = eligible ids sorted by score ascending; the first N are selected.

const encoder = new TextEncoder();

function toHex(buffer: ArrayBuffer): string {
  return Array.from(new Uint8Array(buffer), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export function canonicalIdList(ids: readonly number[]): string {
  return [...ids].sort((a, b) => a - b).join(',');
}

export async function listHash(ids: readonly number[]): Promise<string> {
  return toHex(await crypto.subtle.digest('SHA-256', encoder.encode(canonicalIdList(ids))));
}

export interface RankedEntry {
  id: number;
  /** HMAC-SHA256 hex of the id under the seed. */
  score: string;
}

export async function rankByLottery(seed: string, ids: readonly number[]): Promise<RankedEntry[]> {
  const key = await crypto.subtle.importKey(
    'raw',
    encoder.encode(seed),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const entries = await Promise.all(
    ids.map(async (id) => ({
      id,
      score: toHex(await crypto.subtle.sign('HMAC', key, encoder.encode(String(id)))),
    })),
  );
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
  hashMatches: boolean;
  rankingMatches: boolean;
  recomputedHash: string;
  recomputedRanking: number[];
}

/** Recomputes a published draw from its seed and eligible ids. */
export async function verifyDraw(draw: PublishedDraw): Promise<DrawCheck> {
  const recomputedHash = await listHash(draw.elegiveis);
  const recomputedRanking = (await rankByLottery(draw.semente, draw.elegiveis)).map((entry) => entry.id);
  return {
    recomputedHash,
    recomputedRanking,
    hashMatches: recomputedHash === draw.hash_lista,
    rankingMatches:
      recomputedRanking.length === draw.ranking.length &&
      recomputedRanking.every((id, i) => id === draw.ranking[i]),
  };
}
