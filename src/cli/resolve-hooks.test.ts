// The CLI's resolution shortcuts for drizzle-orm (resolve-hooks.ts) must give Node exactly the
// answers its own algorithm gives: the server is imported twice in child processes, with and
// without them, and every resolution that lands in drizzle-orm is recorded (specifier, importer,
// URL, format) by a hook that runs after the shortcuts.
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

const root = new URL('../../', import.meta.url);
const hooks = new URL('src/cli/resolve-hooks.ts', root).href;
const app = new URL('src/server/app.ts', root).href;

function resolutions(withShortcuts: boolean): string[] {
  const script = `
    import { registerHooks } from 'node:module';
    if (${withShortcuts}) {
      const { registerResolveHooks } = await import(${JSON.stringify(hooks)});
      if (!registerResolveHooks(new URL(${JSON.stringify(root.href)}))) throw new Error('not registered');
    }
    const seen = [];
    registerHooks({
      resolve(specifier, context, nextResolve) {
        const out = nextResolve(specifier, context);
        if (out.url.includes('/node_modules/drizzle-orm/'))
          seen.push([specifier, context.parentURL, out.url, out.format ?? '-'].join(' '));
        return out;
      },
    });
    await import(${JSON.stringify(app)});
    process.stdout.write(JSON.stringify(seen.sort()));
  `;
  const output = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    env: { PATH: process.env.PATH ?? '' },
    maxBuffer: 64 * 1024 * 1024,
  });
  return JSON.parse(output.toString()) as string[];
}

describe('drizzle-orm resolution shortcuts', () => {
  it('resolve every drizzle-orm import the server makes to the URL and format Node itself gives', () => {
    const own = resolutions(false);
    const shortcut = resolutions(true);
    // The server really goes through drizzle-orm's files, relative imports and subpaths alike.
    expect(own.length).toBeGreaterThan(100);
    expect(own.some((line) => line.startsWith('./') || line.startsWith('../'))).toBe(true);
    expect(own.some((line) => line.startsWith('drizzle-orm/pg-core '))).toBe(true);
    expect(shortcut).toEqual(own);
  }, 60_000);
});
