import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text formats worth compressing; fonts (woff2) and images are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|xml|wasm|map)$/;
/** Same floor as the server's on-the-fly compression (src/server/web/compression.ts). */
const MIN_BYTES = 1024;

/**
 * Writes `file.br` (brotli, maximum quality) and `file.gz` (gzip -9) next to every text file
 * the build put under `dir`, when the result is smaller. Done once per build, so the slow
 * maximum settings cost nothing per request; @fastify/static sends these files as they are
 * (`preCompressed`).
 */
export function precompress(dir = 'assets'): Plugin {
  let outDir = '';
  return {
    name: 'catraca:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = join(config.root, config.build.outDir, dir);
    },
    async closeBundle() {
      const names = await readdir(outDir);
      await Promise.all(
        names
          .filter((name) => COMPRESSIBLE.test(name))
          .map(async (name) => {
            const path = join(outDir, name);
            if ((await stat(path)).size < MIN_BYTES) return;
            const source = await readFile(path);
            const [br, gz] = await Promise.all([
              brotli(source, {
                params: {
                  [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                  [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
                },
              }),
              gzipAsync(source, { level: 9 }),
            ]);
            if (br.length < source.length) await writeFile(`${path}.br`, br);
            if (gz.length < source.length) await writeFile(`${path}.gz`, gz);
          }),
      );
    },
  };
}
