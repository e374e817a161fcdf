import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text formats worth compressing; fonts (woff2) and images are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|xml|wasm)$/;
/** Same floor as the server's on-the-fly compression (src/server/web/compression.ts). */
const MIN_BYTES = 1024;

async function writeTwins(path: string): Promise<void> {
  const source = await readFile(path);
  if (source.length < MIN_BYTES) return;
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
}

/**
 * Writes `file.br` (brotli, maximum quality) and `file.gz` (gzip -9) next to every text file
 * this build emitted under assets/, when the result is smaller. Done once per build, so the
 * slow maximum settings cost nothing per request; @fastify/static sends these files as they
 * are (`preCompressed`, src/server/web/static-assets.ts).
 */
export function precompress(): Plugin {
  return {
    name: 'catraca:precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      const dir = options.dir ?? '';
      const files = Object.keys(bundle).filter(
        (name) => name.startsWith('assets/') && COMPRESSIBLE.test(name),
      );
      await Promise.all(files.map((name) => writeTwins(join(dir, name))));
    },
  };
}
