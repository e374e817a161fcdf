import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

// What the build put in each file it emitted, as written by tools/vite/chunk-modules.ts: one
// map per web app (buyers, organiser area), keyed by the file's path under dist/web.
const VITE_DIR = join(import.meta.dirname, '..', 'dist', 'web', '.vite');

export function readModuleGraph(): Map<string, string[]> {
  if (!existsSync(VITE_DIR)) throw new Error('dist/web/.vite não existe: execute `npm run build`.');
  const graph = new Map<string, string[]>();
  for (const name of readdirSync(VITE_DIR).filter((file) => /^chunk-modules\..+\.json$/.test(file))) {
    const files = JSON.parse(readFileSync(join(VITE_DIR, name), 'utf8')) as Record<string, string[]>;
    for (const [file, modules] of Object.entries(files)) graph.set(file, modules);
  }
  return graph;
}

/**
 * The web sources a buyer's page may contain, as an allow-list: everything else under `src/web/` is
 * organiser code, so a feature slice added for organisers is forbidden on buyer pages without anyone
 * having to remember to list it here.
 */
const BUYER_WEB_SOURCE =
  /^src\/web\/(features\/(public-event|candidate-payment|draw-audit|legal|my-orders|order-page)\/|app\/(buyer-[^/]*|buyer-shell\/|notifications-[^/]*|providers\.tsx|query-client\.ts|theme\.ts|routes\/(landing|not-found|other-app|page-error|root-layout|route-error)\.tsx)|shared\/((api|checkout|lib|notify|participant-form|platform|ui)\/|zod-without-eval\.ts$))/;

/** Libraries only the organiser's screens use (rich-text editor, uploads, drag and drop, date pickers, modals, charts, the Inter font). */
const ORGANISER_ONLY_PACKAGE =
  /^node_modules\/(@tiptap\/|@mantine\/(tiptap|dates|modals|charts)\/|recharts\/|@dnd-kit\/|@fontsource-variable\/)/;

/** Whether a module of the build may only be in the organiser area's files. */
export function isOrganiserOnlyModule(module: string): boolean {
  if (module.startsWith('src/web/')) return !BUYER_WEB_SOURCE.test(module);
  return ORGANISER_ONLY_PACKAGE.test(module);
}
