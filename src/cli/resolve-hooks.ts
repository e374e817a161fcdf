// Module resolution shortcuts for drizzle-orm, registered by bin/catraca.mjs before the server is
// imported (docs/decisions/0233, amendment of stop 30).
//
// Node 24's loader, for every import it resolves, looks up the package.json above the target and
// copies its fields into a fresh object, which runs the lazy getter that JSON-parses `exports`
// (internal/modules/package_json_reader.js, getPackageScopeConfig). drizzle-orm's `exports` is 130 KB
// and importing the server resolves 550 imports into it (423 from one of its files to another): half
// of a process's start-up went to parsing that one map again and again (`catraca help`: 2.4 CPU-s,
// 1.2 with these hooks).
//
// The shortcuts give Node the answer its own algorithm would reach, without the lookup:
// - a relative import from one drizzle-orm file to another is that URL, in the package's own module
//   format (its `type` is "module"; a .cjs file is CommonJS, a .json file JSON);
// - `drizzle-orm` and its subpaths, imported from this project's own files, resolve the same way
//   from every one of them (one node_modules), so each specifier is resolved once and remembered.
import { readFileSync } from 'node:fs';
import { type ModuleFormat, type ResolveFnOutput, registerHooks } from 'node:module';

const PACKAGE = 'drizzle-orm';

function formatOf(url: string): ModuleFormat {
  if (url.endsWith('.cjs')) return 'commonjs';
  if (url.endsWith('.json')) return 'json';
  return 'module';
}

/** Registers the shortcuts, unless the installed drizzle-orm is not an ES module package. */
export function registerResolveHooks(projectRoot: URL): boolean {
  const manifest = new URL(`node_modules/${PACKAGE}/package.json`, projectRoot);
  let type: unknown;
  try {
    type = (JSON.parse(readFileSync(manifest, 'utf8')) as { type?: unknown }).type;
  } catch {
    return false;
  }
  if (type !== 'module') return false;
  const packageDir = new URL(`node_modules/${PACKAGE}/`, projectRoot).href;
  const root = projectRoot.href;
  const remembered = new Map<string, ResolveFnOutput>();
  registerHooks({
    resolve(specifier, context, nextResolve) {
      const parent = context.parentURL ?? '';
      if (parent.startsWith(packageDir) && (specifier.startsWith('./') || specifier.startsWith('../'))) {
        const url = new URL(specifier, parent).href;
        return { url, format: formatOf(url), shortCircuit: true };
      }
      const ownFile = parent.startsWith(root) && !parent.includes('/node_modules/');
      if (ownFile && (specifier === PACKAGE || specifier.startsWith(`${PACKAGE}/`))) {
        const key = `${specifier}\0${context.conditions.join(',')}`;
        let resolved = remembered.get(key);
        if (!resolved) {
          resolved = nextResolve(specifier, context);
          remembered.set(key, resolved);
        }
        return { ...resolved, shortCircuit: true };
      }
      return nextResolve(specifier, context);
    },
  });
  return true;
}
