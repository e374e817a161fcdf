// Renders public/favicon.svg into the PNG fallbacks committed next to it (run after changing
// the SVG: `node scripts/render-favicons.ts`): favicon.ico (16 and 32 px, PNG inside, read
// by every browser since IE 11) and apple-touch-icon.png (180 px, square: iOS rounds it).
import { readFileSync, writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';

const PUBLIC = new URL('../public/', import.meta.url);
const svg = readFileSync(new URL('favicon.svg', PUBLIC), 'utf8');

async function renderPng(source: string, size: number): Promise<Buffer> {
  const page = await browser.newPage({ viewport: { width: size, height: size } });
  await page.setContent(
    `<style>html,body{margin:0;background:transparent}svg{display:block;width:${size}px;height:${size}px}</style>${source}`,
  );
  const png = await page.screenshot({
    omitBackground: true,
    clip: { x: 0, y: 0, width: size, height: size },
  });
  await page.close();
  return png;
}

/** An .ico holding PNG images: a 6-byte header, a 16-byte entry per image, then the images. */
function icoOf(images: { size: number; png: Buffer }[]): Buffer {
  const header = Buffer.alloc(6 + 16 * images.length);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach(({ size, png }, i) => {
    const entry = 6 + 16 * i;
    header.writeUInt8(size % 256, entry);
    header.writeUInt8(size % 256, entry + 1);
    header.writeUInt16LE(1, entry + 4);
    header.writeUInt16LE(32, entry + 6);
    header.writeUInt32LE(png.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += png.length;
  });
  return Buffer.concat([header, ...images.map((image) => image.png)]);
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
});
try {
  const sizes = [16, 32];
  const images = await Promise.all(sizes.map(async (size) => ({ size, png: await renderPng(svg, size) })));
  writeFileSync(new URL('favicon.ico', PUBLIC), icoOf(images));
  const square = svg.replace(/ rx="\d+"/, '');
  writeFileSync(new URL('apple-touch-icon.png', PUBLIC), await renderPng(square, 180));
} finally {
  await browser.close();
}
