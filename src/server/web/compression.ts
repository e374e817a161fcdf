import { constants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Bodies smaller than this gain less than the header costs; sent as they are. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Compresses responses on the fly: JSON, HTML and other text, with brotli or gzip as the
 * client's Accept-Encoding allows. Registered before every route (its onRoute hook only sees
 * routes added after it). Types already compressed (PDF, xlsx, images, woff2) are left alone:
 * mime-db marks them not compressible. Streams are compressed as they flow, never buffered.
 * Built assets do not come through here: they are compressed once at build time and served
 * as files (see static-assets.ts). HTML pages decide for themselves (html-response.ts).
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    // zstd joins the default list on Node ≥ 22.15; pinned here so every runtime answers alike
    // and the pre-compressed assets (br, gz) cover everything a browser is offered.
    encodings: ['br', 'gzip'],
    threshold: COMPRESSION_THRESHOLD_BYTES,
    // Quality 4 of 11: most of brotli's gain at a small fraction of its CPU (a JSON reply is
    // compressed once per request, unlike the assets).
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
    // Nothing we serve accepts compressed request bodies; refusing to inflate them keeps the
    // body limit meaningful (a small gzip can inflate to gigabytes).
    globalDecompression: false,
  });
}
