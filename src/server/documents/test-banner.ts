// Test helper: a real PNG banner (1200 × 200, a teal-to-orange gradient with stripes), encoded
// here so tests need no image library, and stored like an organiser's upload.
import { crc32, deflateSync } from 'node:zlib';
import type { AppContext } from '../context.ts';
import { storeImage } from '../uploads/upload-service.ts';

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

export function gradientBannerPng(width = 1200, height = 200): Buffer {
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x++) {
      const t = x / width;
      const stripe = Math.floor((x + y) / 40) % 2 === 0 ? 0 : 18;
      row[1 + x * 3] = Math.round(12 + 230 * t) - stripe / 2;
      row[2 + x * 3] = Math.round(130 + 20 * t) - stripe;
      row[3 + x * 3] = Math.round(140 - 100 * t);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Stores the banner as an upload of `organiserId`; returns the upload id for events.banner_upload_id. */
export async function storeTestBanner(ctx: AppContext, organiserId: number): Promise<string> {
  const stored = await storeImage(ctx, {
    organiserId,
    kind: 'banner',
    data: gradientBannerPng(),
    originalName: 'banner.png',
  });
  if (!stored.ok) throw new Error('banner not stored');
  return stored.id;
}
