import { describe, expect, it } from 'vitest';
import { jsonShapeProblem } from './json-shape.ts';

const LIMITS = { maxDepth: 4, maxItems: 10, maxKeys: 3 };
const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

describe('jsonShapeProblem', () => {
  it.each([
    ['a scalar', '42', null],
    ['an empty object', '{}', null],
    ['arrays at the depth limit', nested(4), null],
    ['arrays one past it', nested(5), 'depth'],
    ['objects one past it', '{"a":{"b":{"c":{"d":{}}}}}', 'depth'],
    ['a 5 000-deep array', nested(5000), 'depth'],
    ['brackets inside strings', `{"a":"${'['.repeat(50)}"}`, null],
    ['an escaped quote inside a string', `{"a":"\\"[[[[[[[[[["}`, null],
    ['a backslash ending a string', `{"a":"x\\\\","b":${nested(5)}}`, 'depth'],
    [
      'an array and ten elements (ten items: the array and nine separators)',
      `[${Array(10).fill(0).join(',')}]`,
      null,
    ],
    ['an array and eleven elements', `[${Array(11).fill(0).join(',')}]`, 'items'],
    ['items counted across the whole body', `[[1,2],[5,6,7],[9,10,11]]`, 'items'],
    ['empty arrays count as items', `[[],[],[],[],[],[],[],[],[],[]]`, 'items'],
    ['three keys in one object', '{"a":1,"b":2,"c":3}', null],
    ['four keys in one object', '{"a":1,"b":2,"c":3,"d":4}', 'keys'],
    ['three keys in each of two objects', '[{"a":1,"b":2,"c":3},{"a":1,"b":2,"c":3}]', null],
    ['commas and colons inside strings', '{"a":"x,y:z,w:v,1,2,3,4,5,6,7,8,9,10,11"}', null],
    ['keys of an inner object apart from the outer', '{"a":{"x":1,"y":2,"z":3},"b":1,"c":2}', null],
  ])('%s', (_name, text, problem) => {
    expect(jsonShapeProblem(text, LIMITS)).toBe(problem);
  });

  it('agrees with a count on the parsed value for random JSON full of quotes and backslashes', () => {
    let seed = 17;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const tricky = ['"', '\\', '[', ']', '{', '}', ',', ':', 'a', 'é', '\u0000'];
    const text = () =>
      Array.from(
        { length: Math.floor(random() * 40) },
        () => tricky[Math.floor(random() * tricky.length)],
      ).join('');
    const value = (depth: number): unknown => {
      const pick = random();
      if (depth > 6 || pick < 0.3) return pick < 0.15 ? text() : Math.floor(random() * 100);
      if (pick < 0.65) return Array.from({ length: Math.floor(random() * 5) }, () => value(depth + 1));
      return Object.fromEntries(
        Array.from({ length: Math.floor(random() * 5) }, () => [text(), value(depth + 1)]),
      );
    };
    /** Depth, items and widest object of a parsed value, counted as the scanner counts them. */
    const measure = (v: unknown): { depth: number; items: number; keys: number } => {
      if (Array.isArray(v)) {
        const parts = v.map(measure);
        return {
          depth: 1 + Math.max(0, ...parts.map((p) => p.depth)),
          items: 1 + Math.max(0, v.length - 1) + parts.reduce((n, p) => n + p.items, 0),
          keys: Math.max(0, ...parts.map((p) => p.keys)),
        };
      }
      if (typeof v === 'object' && v !== null) {
        const parts = Object.values(v).map(measure);
        return {
          depth: 1 + Math.max(0, ...parts.map((p) => p.depth)),
          items: 1 + parts.length + parts.reduce((n, p) => n + p.items, 0),
          keys: Math.max(parts.length, ...parts.map((p) => p.keys)),
        };
      }
      return { depth: 0, items: 0, keys: 0 };
    };
    for (let run = 0; run < 500; run++) {
      const json = JSON.stringify(value(0));
      const actual = measure(JSON.parse(json));
      const limits = {
        maxDepth: Math.max(1, actual.depth - Math.floor(random() * 2)),
        maxItems: Math.max(1, actual.items - Math.floor(random() * 2)),
        maxKeys: Math.max(1, actual.keys - Math.floor(random() * 2)),
      };
      const fits =
        actual.depth <= limits.maxDepth && actual.items <= limits.maxItems && actual.keys <= limits.maxKeys;
      expect(jsonShapeProblem(json, limits) === null, json).toBe(fits);
    }
  });

  it('never throws on malformed text', () => {
    for (const text of [']]]]]]', '}{', '"unterminated', '[[[', '\\', '{"a":}', '']) {
      expect(() => jsonShapeProblem(text, LIMITS)).not.toThrow();
    }
  });

  it('measures a megabyte in a few milliseconds', () => {
    const text = `[${Array(300_000).fill('"ab"').join(',')}]`;
    const started = performance.now();
    jsonShapeProblem(text, { maxDepth: 32, maxItems: 1_000_000, maxKeys: 1000 });
    expect(performance.now() - started).toBeLessThan(100);
  });
});
