// Files kept in UPLOAD_DIR by an earlier release are carried into the store every node reads.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { uploads } from '../db/schema.ts';
import { createTestOrganiser } from '../testing/factories.ts';
import { useTestApp } from '../testing/test-app.ts';
import { TEST_DRIVERS } from '../testing/test-db.ts';
import { moveLocalUploads } from './move-uploads.ts';
import { fakePng } from './multipart-test-body.ts';

describe.each(TEST_DRIVERS)('moving uploads out of UPLOAD_DIR (%s)', (driver) => {
  const env = useTestApp(driver);

  it('moves each known file into the store once, leaves stored ones alone and counts the missing', async () => {
    const { ctx, app } = env();
    const organiser = await createTestOrganiser(ctx);
    const directory = mkdtempSync(join(tmpdir(), 'catraca-old-uploads-'));
    const ids = [crypto.randomUUID(), crypto.randomUUID(), crypto.randomUUID()];
    const keys = ids.map((id) => `banner-${id}`);
    writeFileSync(join(directory, keys[0] ?? ''), fakePng(100));
    writeFileSync(join(directory, keys[1] ?? ''), fakePng(200));
    await ctx.db.insert(uploads).values(
      ids.map((id, i) => ({
        id,
        organiserId: organiser.id,
        kind: 'banner' as const,
        storageKey: keys[i] ?? '',
        mimeType: 'image/png',
        sizeBytes: 100,
      })),
    );

    expect(await moveLocalUploads(ctx, directory)).toEqual({ moved: 2, alreadyStored: 0, missing: 1 });
    const served = await app.inject({ method: 'GET', url: `/uploads/${ids[1]}` });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(fakePng(200))).toBe(true);
    expect(await moveLocalUploads(ctx, directory)).toEqual({ moved: 0, alreadyStored: 2, missing: 1 });
  });
});
