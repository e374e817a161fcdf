import { existsSync, readFileSync } from 'node:fs';
import { escapeHtml } from './html-page.ts';

/** The part of Vite's build manifest read here (https://vite.dev/guide/backend-integration). */
export interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}
export type ViteManifest = Record<string, ManifestChunk>;

export function readManifest(path: string): ViteManifest | null {
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as ViteManifest) : null;
}

/** The chunk's file and everything it imports statically, with their stylesheets. */
function closure(manifest: ViteManifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) closure(manifest, imported, seen);
  return seen;
}

function filesOf(manifest: ViteManifest, keys: Set<string>) {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  for (const key of keys) {
    const chunk = manifest[key];
    if (!chunk) continue;
    scripts.add(chunk.file);
    for (const css of chunk.css ?? []) styles.add(css);
  }
  return { scripts, styles };
}

/**
 * `<link>`s that start downloading a lazy page's code and styles with the HTML, instead of
 * after the entry script has run and asked for them: one round trip less on a phone. Only what
 * the entry does not already load (Vite writes those into the HTML itself).
 */
export function preloadLinks(manifest: ViteManifest | null, pageKey: string): string {
  if (!manifest?.[pageKey]) return '';
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  const loaded = filesOf(manifest, entry ? closure(manifest, entry) : new Set());
  const page = filesOf(manifest, closure(manifest, pageKey));
  const links = [
    ...[...page.styles]
      .filter((file) => !loaded.styles.has(file))
      .map((file) => `<link rel="stylesheet" crossorigin href="/${escapeHtml(file)}" />`),
    ...[...page.scripts]
      .filter((file) => !loaded.scripts.has(file))
      .map((file) => `<link rel="modulepreload" crossorigin href="/${escapeHtml(file)}" />`),
  ];
  return links.join('\n    ');
}
