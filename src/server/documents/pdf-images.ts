// Test helper: the raster images a pdfkit PDF draws, as RGBA pixels, in page order. Reads each
// page's content stream for `/Name Do`, follows the page's /XObject resources to the image object,
// inflates it and undoes PNG row predictors, so a test can decode what a reader's eyes (or a door
// scanner) would see. Enough for our own documents (8-bit Gray/RGB, FlateDecode), not arbitrary PDFs.
import { inflateSync } from 'node:zlib';

export interface PdfImage {
  page: number;
  width: number;
  height: number;
  /** width × height × 4 bytes, alpha 255. */
  rgba: Uint8ClampedArray;
}

interface PdfObject {
  dict: string;
  stream: Buffer | null;
}

function readObjects(pdf: Buffer): Map<number, PdfObject> {
  const text = pdf.toString('latin1');
  const objects = new Map<number, PdfObject>();
  for (const match of text.matchAll(/(\d+) 0 obj\s*/g)) {
    const start = (match.index ?? 0) + match[0].length;
    const end = text.indexOf('endobj', start);
    const body = text.slice(start, end);
    const streamAt = body.search(/stream\r?\n/);
    if (streamAt === -1) {
      objects.set(Number(match[1]), { dict: body, stream: null });
      continue;
    }
    const dict = body.slice(0, streamAt);
    const length = Number(/\/Length (\d+)/.exec(dict)?.[1]);
    const dataStart = start + streamAt + (body.slice(streamAt).startsWith('stream\r\n') ? 8 : 7);
    objects.set(Number(match[1]), { dict, stream: pdf.subarray(dataStart, dataStart + length) });
  }
  return objects;
}

function ref(dict: string, key: string): number | null {
  const found = new RegExp(`/${key} (\\d+) 0 R`).exec(dict);
  return found ? Number(found[1]) : null;
}

function refs(dict: string, key: string): number[] {
  const list = new RegExp(`/${key} \\[([^\\]]*)\\]`).exec(dict)?.[1] ?? '';
  return [...list.matchAll(/(\d+) 0 R/g)].map((m) => Number(m[1]));
}

// PNG predictors (PDF Predictor ≥ 10): each row starts with its filter type byte.
function unpredict(data: Buffer, columns: number, bytesPerPixel: number): Buffer {
  const rowLength = columns * bytesPerPixel;
  const rows = data.length / (rowLength + 1);
  const out = Buffer.alloc(rows * rowLength);
  for (let r = 0; r < rows; r++) {
    const filter = data[r * (rowLength + 1)];
    for (let i = 0; i < rowLength; i++) {
      const raw = data[r * (rowLength + 1) + 1 + i] as number;
      const left = i >= bytesPerPixel ? (out[r * rowLength + i - bytesPerPixel] as number) : 0;
      const up = r > 0 ? (out[(r - 1) * rowLength + i] as number) : 0;
      const upLeft =
        r > 0 && i >= bytesPerPixel ? (out[(r - 1) * rowLength + i - bytesPerPixel] as number) : 0;
      let value = raw;
      if (filter === 1) value = raw + left;
      else if (filter === 2) value = raw + up;
      else if (filter === 3) value = raw + Math.floor((left + up) / 2);
      else if (filter === 4) {
        const p = left + up - upLeft;
        const [pa, pb, pc] = [Math.abs(p - left), Math.abs(p - up), Math.abs(p - upLeft)];
        value = raw + (pa <= pb && pa <= pc ? left : pb <= pc ? up : upLeft);
      }
      out[r * rowLength + i] = value & 0xff;
    }
  }
  return out;
}

function toImage(object: PdfObject, page: number): PdfImage | null {
  const { dict, stream } = object;
  if (!stream || !dict.includes('/Subtype /Image') || !dict.includes('/FlateDecode')) return null;
  const width = Number(/\/Width (\d+)/.exec(dict)?.[1]);
  const height = Number(/\/Height (\d+)/.exec(dict)?.[1]);
  const channels = dict.includes('/DeviceRGB') ? 3 : dict.includes('/DeviceGray') ? 1 : 0;
  if (!channels || !dict.includes('/BitsPerComponent 8')) return null;
  let pixels: Buffer = inflateSync(stream);
  if (Number(/\/Predictor (\d+)/.exec(dict)?.[1] ?? 1) >= 10) pixels = unpredict(pixels, width, channels);
  const rgba = new Uint8ClampedArray(width * height * 4);
  for (let p = 0; p < width * height; p++) {
    for (let c = 0; c < 3; c++) rgba[p * 4 + c] = pixels[p * channels + (channels === 3 ? c : 0)] as number;
    rgba[p * 4 + 3] = 255;
  }
  return { page, width, height, rgba };
}

/** Every image a page draws with `Do`, page by page (soft masks are not drawn, so not listed). */
export function extractDrawnImages(pdf: Buffer): PdfImage[] {
  const objects = readObjects(pdf);
  const root = [...objects.values()].find(
    (o) => /\/Type \/Pages\b/.test(o.dict) && !/\/Parent /.test(o.dict),
  );
  const pageIds = root ? refs(root.dict, 'Kids') : [];
  const images: PdfImage[] = [];
  pageIds.forEach((pageId, index) => {
    const page = objects.get(pageId)?.dict ?? '';
    const resourcesId = ref(page, 'Resources');
    const resources = resourcesId ? (objects.get(resourcesId)?.dict ?? '') : page;
    const xobjects = /\/XObject <<([^>]*)>>/.exec(resources)?.[1] ?? '';
    const byName = new Map([...xobjects.matchAll(/\/(\S+) (\d+) 0 R/g)].map((m) => [m[1], Number(m[2])]));
    const contents = [ref(page, 'Contents') ?? -1, ...refs(page, 'Contents')];
    for (const contentId of contents) {
      const stream = objects.get(contentId)?.stream;
      if (!stream) continue;
      const content = inflateSync(stream).toString('latin1');
      for (const drawn of content.matchAll(/\/(\S+) Do/g)) {
        const object = objects.get(byName.get(drawn[1] as string) ?? -1);
        const image = object ? toImage(object, index + 1) : null;
        if (image) images.push(image);
      }
    }
  });
  return images;
}
