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
 * Source modules only the organiser area may contain: its feature slices, its app shell and
 * router, and the libraries only its screens use (rich-text editor, uploads, drag and drop,
 * date pickers, modals, the Inter font).
 */
export const ORGANISER_ONLY_MODULE =
  /^(src\/web\/(features\/(auth|event-form|events-list|event-dashboard|event-summary|participants|rich-text)\/|shared\/data-table\/|app\/(router\.tsx|admin-[^/]*|routes\/admin-[^/]*))|node_modules\/(@tiptap\/|@mantine\/(tiptap|dropzone|dates|modals|charts)\/|recharts\/|@dnd-kit\/|@fontsource-variable\/))/;
