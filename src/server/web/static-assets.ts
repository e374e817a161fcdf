import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** How long a browser may reuse a file from public/ (favicon, default banner) without asking. */
const ROOT_FILE_MAX_AGE = '1d';

/**
 * The built web app's files. `/assets/*` holds only what `vite build` emitted, every name
 * carrying a content hash, so they are cached for a year as immutable; each has brotli and gzip
 * twins written at build time (tools/vite/precompress.ts) that are sent as they are to clients
 * accepting them. Files copied from public/ sit at the root without a hash: a day's cache.
 *
 * Register this before @fastify/compress: its hook would otherwise re-compress, on every
 * request, the small files that were left uncompressed on purpose.
 *
 * One route per built file, made at start (`wildcard: false`): the build is done before the
 * server starts and never changes under it. The catch-all route instead checks each request's
 * spelling against the disk: a listing of the whole assets directory (~600 names) for every
 * request, 1.7 of the e2e server's 22 CPU-s in a profile of four specs. A name that was not
 * built is an ordinary 404. The twins are not routes of their own: they are found
 * next to the file they compress.
 */
export async function registerStaticAssets(app: FastifyInstance, webDist: string): Promise<void> {
  if (!existsSync(join(webDist, 'assets'))) return;
  await app.register(fastifyStatic, {
    root: join(webDist, 'assets'),
    prefix: '/assets/',
    preCompressed: true,
    immutable: true,
    maxAge: '365d',
    index: false,
    wildcard: false,
    globIgnore: ['**/*.br', '**/*.gz'],
  });
  const rootFiles = readdirSync(webDist).filter(
    (name) => !name.endsWith('.html') && statSync(join(webDist, name)).isFile(),
  );
  for (const name of rootFiles) {
    app.get(`/${name}`, (_request, reply) =>
      reply.sendFile(name, webDist, { maxAge: ROOT_FILE_MAX_AGE, immutable: false }),
    );
  }
}
