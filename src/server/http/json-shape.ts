// The shape limits of a JSON body, measured on its text before it is parsed (ADR 0241). Parsing
// and everything that walks the parsed value afterwards (the prototype-poisoning filter, the NUL
// scan, zod, the idempotency fingerprint) then meet a bounded tree: no recursion runs deeper than
// `maxDepth`, and no body of the size limit is made of hundreds of thousands of objects, whose
// allocation alone holds the event loop for a fifth of a second.

export interface JsonShapeLimits {
  /** Arrays and objects nested in one another. */
  maxDepth: number;
  /** Values in the whole body: every array, object, array element and object member counts. */
  maxItems: number;
  /** Members of one object. */
  maxKeys: number;
}

export type JsonShapeProblem = 'depth' | 'items' | 'keys';

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;
const COMMA = 0x2c;
const COLON = 0x3a;

/**
 * The first limit the JSON text breaks, or null. One pass over the characters, no allocation
 * beyond one counter per open level; it does not validate the JSON (the parser does, after), so
 * on malformed text it may name a limit or nothing, never throw.
 */
export function jsonShapeProblem(text: string, limits: JsonShapeLimits): JsonShapeProblem | null {
  const { maxDepth, maxItems, maxKeys } = limits;
  // Members of each open object, or -1 for an open array (only objects' members are capped).
  const members = new Int32Array(maxDepth + 2);
  members[0] = -1;
  let depth = 0;
  let items = 0;
  const length = text.length;
  for (let i = 0; i < length; i++) {
    const c = text.charCodeAt(i);
    if (c === QUOTE) {
      i = stringEnd(text, i);
      if (i < 0) return null;
    } else if (c === OPEN_BRACE || c === OPEN_BRACKET) {
      if (++depth > maxDepth) return 'depth';
      if (++items > maxItems) return 'items';
      members[depth] = c === OPEN_BRACE ? 0 : -1;
    } else if (c === CLOSE_BRACE || c === CLOSE_BRACKET) {
      if (depth > 0) depth--;
    } else if (c === COLON) {
      // One per member of an object (a colon inside a string never gets here).
      if (++items > maxItems) return 'items';
      const count = members[depth] as number;
      if (count >= 0) {
        if (count + 1 > maxKeys) return 'keys';
        members[depth] = count + 1;
      }
    } else if (c === COMMA && members[depth] === -1) {
      // Between array elements (object members were counted at their colon).
      if (++items > maxItems) return 'items';
    }
  }
  return null;
}

/** The index of the quote closing the string opened at `start`, or -1 when it never closes. */
function stringEnd(text: string, start: number): number {
  // Short strings (keys) end within a few characters: look at them one by one first.
  const near = Math.min(text.length, start + 16);
  for (let i = start + 1; i < near; i++) {
    const c = text.charCodeAt(i);
    if (c === QUOTE) return i;
    if (c === BACKSLASH) {
      i++;
    }
  }
  let at = near;
  for (;;) {
    // indexOf is native and fast: long strings and escapes cost almost nothing to skip.
    const quote = text.indexOf('"', at);
    if (quote < 0) return -1;
    let backslashes = 0;
    while (text.charCodeAt(quote - 1 - backslashes) === BACKSLASH) backslashes++;
    if (backslashes % 2 === 0) return quote;
    at = quote + 1;
  }
}
