// The S3 store against a real HTTP server that checks Signature Version 4 on every request
// (src/server/testing/s3-simulator.ts), and an app configured with it serving an organiser's upload.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type S3Simulator, startS3Simulator } from '../testing/s3-simulator.ts';
import { registerOrganiserAgent, useTestApp } from '../testing/test-app.ts';
import { TEST_DRIVERS } from '../testing/test-db.ts';
import { fakePng, multipartBody } from './multipart-test-body.ts';
import { S3Error, S3Storage } from './s3-storage.ts';

let s3: S3Simulator;
beforeAll(async () => {
  s3 = await startS3Simulator();
});
afterAll(async () => s3?.close());

const storage = (overrides: Partial<ConstructorParameters<typeof S3Storage>[0]> = {}) =>
  new S3Storage({
    endpoint: s3.endpoint,
    bucket: s3.bucket,
    region: s3.region,
    accessKeyId: s3.accessKeyId,
    secretAccessKey: s3.secretAccessKey,
    forcePathStyle: true,
    ...overrides,
  });

describe('S3 storage', () => {
  it('puts, reads, checks and deletes an object through signed requests', async () => {
    const store = storage({ prefix: 'site-a/' });
    const data = fakePng(2048);
    await store.put('banner-1', data);
    expect(s3.objects.get('site-a/banner-1')?.equals(data)).toBe(true);
    expect((await store.get('banner-1'))?.equals(data)).toBe(true);
    expect(await store.has('banner-1')).toBe(true);
    await store.delete('banner-1');
    expect(await store.has('banner-1')).toBe(false);
    expect(await store.get('banner-1')).toBeNull();
  });

  it('is refused by the store with a wrong secret (the simulator really checks signatures)', async () => {
    const store = storage({ secretAccessKey: 'not-the-secret' });
    await expect(store.put('banner-2', fakePng())).rejects.toThrow(S3Error);
    await expect(store.put('banner-2', fakePng())).rejects.toThrow(/403 SignatureDoesNotMatch/);
    expect(s3.objects.has('banner-2')).toBe(false);
  });

  it('builds virtual-hosted URLs unless path style is forced', () => {
    const hosted = storage({ endpoint: 'https://s3.sa-east-1.amazonaws.com', forcePathStyle: false });
    expect(hosted.objectUrl('banner-3').toString()).toBe(
      `https://${s3.bucket}.s3.sa-east-1.amazonaws.com/banner-3`,
    );
    expect(storage().objectUrl('banner-3').toString()).toBe(`${s3.endpoint}/${s3.bucket}/banner-3`);
  });
});

describe.each(TEST_DRIVERS)('uploads in an S3 bucket (%s)', (driver) => {
  const env = useTestApp(driver, {
    config: {
      // Read lazily: the simulator starts in this file's beforeAll, before the app's.
      get S3_ENDPOINT() {
        return s3.endpoint;
      },
      S3_BUCKET: 'catraca-uploads',
      S3_REGION: 'sa-east-1',
      S3_ACCESS_KEY_ID: 'SIMULATORKEY',
      S3_SECRET_ACCESS_KEY: 'simulator-secret-key-0123456789',
      S3_FORCE_PATH_STYLE: 'true',
    },
  });

  it('stores an organiser’s image in the bucket, not in the database, and serves it back', async () => {
    const agent = await registerOrganiserAgent(env().app);
    const before = s3.objects.size;
    const body = multipartBody({}, [
      { field: 'image', filename: 'a.png', contentType: 'image/png', data: fakePng(512) },
    ]);
    const res = await agent.inject({ method: 'POST', url: '/api/uploads/rich-editor', ...body });
    expect(res.statusCode, res.body).toBe(201);
    expect(s3.objects.size).toBe(before + 1);
    const { rows } = await env().ctx.dbHandle.executeSql('SELECT count(*)::int AS n FROM file_contents');
    expect(rows[0]?.n).toBe(0);
    const served = await env().app.inject({ method: 'GET', url: res.json().data.url });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(fakePng(512))).toBe(true);
  });
});
