// OwnedEvent is a brand only src/server/access/ mints (owned-event.ts). TypeScript cannot forbid a
// cast, so this test does: a service that casts an event row to OwnedEvent would skip the guard.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../../..');
const CAST = /\bas\s+(unknown\s+as\s+)?(Readonly<\s*)?OwnedEvent\b|<OwnedEvent>\s*\w/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('OwnedEvent brand', () => {
  it('is minted only inside src/server/access/', () => {
    const casts = [...sourceFiles(join(ROOT, 'src')), ...sourceFiles(join(ROOT, 'bench'))]
      .map((path) => relative(ROOT, path))
      .filter((path) => !path.startsWith('src/server/access/'))
      .filter((path) => CAST.test(readFileSync(join(ROOT, path), 'utf8')));
    expect(casts, 'cast to OwnedEvent outside the guard: load the event with the guard instead').toEqual([]);
  });

  it('recognises the casts it forbids', () => {
    for (const text of ['row as OwnedEvent', 'x as unknown as OwnedEvent', 'r as Readonly<OwnedEvent>'])
      expect(CAST.test(text), text).toBe(true);
    expect(CAST.test('event: OwnedEvent')).toBe(false);
  });
});
