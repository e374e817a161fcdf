import { relative } from 'node:path';
import type { Plugin } from 'vite';

/** Written next to Vite's manifest, one per app: which source modules went into each emitted JS and CSS file. */
export const chunkModulesFile = (app: string) => `.vite/chunk-modules.${app}.json`;

export type ChunkModules = Record<string, string[]>;

// A module id as a stable, readable path: project files relative to the root
// (`src/web/...`), packages from node_modules (`node_modules/@mantine/core/...`).
function tidy(root: string, id: string): string {
  const clean = id.replace(/^\0/, '').replace(/\?.*$/, '');
  const inPackages = clean.lastIndexOf('/node_modules/');
  if (inPackages >= 0) return clean.slice(inPackages + 1);
  return clean.startsWith(root) ? relative(root, clean) : clean;
}

/**
 * The build's module graph per file (e2e/foundation.spec.ts reads it to prove a buyer's
 * browser never receives organiser code: by what the files contain, not by their names).
 * A CSS file lists the stylesheets that went into it.
 */
export function chunkModules(app: string): Plugin {
  let root = '';
  return {
    name: 'catraca:chunk-modules',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const files: ChunkModules = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        const modules = output.moduleIds.map((id) => tidy(root, id));
        files[output.fileName] = modules.filter((id) => !id.endsWith('.css'));
        for (const css of output.viteMetadata?.importedCss ?? []) {
          files[css] = [...(files[css] ?? []), ...modules.filter((id) => id.endsWith('.css'))];
        }
      }
      this.emitFile({
        type: 'asset',
        fileName: chunkModulesFile(app),
        source: JSON.stringify(files, null, 1),
      });
    },
  };
}
