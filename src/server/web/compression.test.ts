import { Readable } from 'node:stream';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerCompression } from './compression.ts';

const bigJson = {
  success: true,
  data: Array.from({ length: 200 }, (_, i) => ({ id: i, nome: `Participante ${i}` })),
};
// A zip-like payload: what an .xlsx is. Deterministic bytes so the comparison is exact.
const xlsxBytes = Buffer.from(Array.from({ length: 64 * 1024 }, (_, i) => (i * 7919) % 251));
const csvRows = Array.from({ length: 2000 }, (_, i) => `${i};Participante ${i};presente\n`);

describe('response compression', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify();
    await registerCompression(app);
    app.get('/json', async () => bigJson);
    app.post('/echo', async (request) => ({ body: request.body }));
    app.get('/tiny', async () => ({ success: true }));
    app.get('/pdf', async (_req, reply) => reply.type('application/pdf').send(Buffer.alloc(8000, 'a')));
    // Streamed like the organiser's spreadsheet report: never buffered, never re-compressed.
    app.get('/report.xlsx', async (_req, reply) =>
      reply
        .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .send(Readable.from([xlsxBytes.subarray(0, 30_000), xlsxBytes.subarray(30_000)])),
    );
    app.get('/report.csv', async (_req, reply) =>
      reply.type('text/csv; charset=utf-8').send(Readable.from(csvRows)),
    );
    await app.ready();
  });
  afterAll(() => app.close());

  it('compresses JSON with brotli or gzip as the client accepts', async () => {
    const br = await app.inject({ url: '/json', headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(bigJson);
    expect(br.rawPayload.length).toBeLessThan(JSON.stringify(bigJson).length / 4);

    const gz = await app.inject({ url: '/json', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(bigJson);

    const plain = await app.inject({ url: '/json' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toEqual(bigJson);
  });

  it('leaves tiny bodies and already-compressed types alone', async () => {
    const tiny = await app.inject({ url: '/tiny', headers: { 'accept-encoding': 'br' } });
    expect(tiny.headers['content-encoding']).toBeUndefined();
    const pdf = await app.inject({ url: '/pdf', headers: { 'accept-encoding': 'br' } });
    expect(pdf.headers['content-encoding']).toBeUndefined();
    expect(pdf.rawPayload.length).toBe(8000);
  });

  it('passes a streamed spreadsheet through untouched', async () => {
    const res = await app.inject({ url: '/report.xlsx', headers: { 'accept-encoding': 'gzip, br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.rawPayload.equals(xlsxBytes)).toBe(true);
  });

  it('compresses a streamed text report as it flows, intact', async () => {
    const res = await app.inject({ url: '/report.csv', headers: { 'accept-encoding': 'br' } });
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(csvRows.join(''));
  });

  it('does not inflate compressed request bodies (a small gzip can expand past the body limit)', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/echo',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: gzipSync(JSON.stringify({ nome: 'x' })),
    });
    expect(res.statusCode).toBe(400);
  });
});
