// Test helper: the text drawn in a pdfkit PDF, as a reader's copy-and-paste would give it. Inflates
// the streams, reads each embedded font's ToUnicode map (pdfkit writes one for every subset font)
// and decodes the hex strings of the TJ/Tj operators with the font selected by Tf; text in a
// standard font is WinAnsi, read as Latin-1. Enough to read our own documents, not arbitrary PDFs.
import { inflateSync } from 'node:zlib';

type CMap = Map<number, string>;

interface PdfObject {
  dict: string;
  stream: Buffer | null;
}

function utf16be(hex: string): string {
  const bytes = Buffer.from(hex, 'hex');
  return bytes.length % 2 === 0 ? Buffer.from(bytes).swap16().toString('utf16le') : '';
}

function inflate(bytes: Buffer): Buffer {
  try {
    return inflateSync(bytes);
  } catch {
    return bytes;
  }
}

function readObjects(pdf: Buffer): Map<number, PdfObject> {
  const raw = pdf.toString('latin1');
  const objects = new Map<number, PdfObject>();
  for (const match of raw.matchAll(/(\d+) 0 obj\b/g)) {
    const start = (match.index ?? 0) + match[0].length;
    const end = raw.indexOf('endobj', start);
    const body = raw.slice(start, end);
    const streamAt = body.search(/stream\r?\n/);
    if (streamAt < 0) {
      objects.set(Number(match[1]), { dict: body, stream: null });
      continue;
    }
    const dataStart = start + streamAt + (body.slice(streamAt).match(/^stream\r?\n/)?.[0].length ?? 7);
    const dataEnd = raw.indexOf('endstream', dataStart);
    objects.set(Number(match[1]), {
      dict: body.slice(0, streamAt),
      stream: inflate(pdf.subarray(dataStart, dataEnd)),
    });
  }
  return objects;
}

function parseCMap(text: string): CMap {
  const map: CMap = new Map();
  for (const block of text.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const pair of (block[1] ?? '').matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g)) {
      map.set(Number.parseInt(pair[1] ?? '0', 16), utf16be(pair[2] ?? ''));
    }
  }
  for (const block of text.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    const ranges = (block[1] ?? '').matchAll(
      /<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*(?:\[([^\]]*)\]|<([0-9a-fA-F]+)>)/g,
    );
    for (const range of ranges) {
      const low = Number.parseInt(range[1] ?? '0', 16);
      const high = Number.parseInt(range[2] ?? '0', 16);
      if (range[3] !== undefined) {
        const targets = [...range[3].matchAll(/<([0-9a-fA-F]*)>/g)].map((m) => utf16be(m[1] ?? ''));
        targets.forEach((target, index) => {
          if (low + index <= high) map.set(low + index, target);
        });
      } else {
        const first = utf16be(range[4] ?? '');
        const base = first.codePointAt(0) ?? 0;
        for (let code = low; code <= high; code += 1) map.set(code, String.fromCodePoint(base + code - low));
      }
    }
  }
  return map;
}

/** Font resource name (F1, F2…) → its ToUnicode map, for the fonts that have one. */
function fontMaps(objects: Map<number, PdfObject>): Map<string, CMap> {
  const byObject = new Map<number, CMap>();
  for (const [id, object] of objects) {
    const ref = /\/ToUnicode (\d+) 0 R/.exec(object.dict);
    const stream = ref ? objects.get(Number(ref[1]))?.stream : null;
    if (stream) byObject.set(id, parseCMap(stream.toString('latin1')));
  }
  const byName = new Map<string, CMap>();
  for (const object of objects.values()) {
    for (const fonts of object.dict.matchAll(/\/Font\s*<<([^>]*)>>/g)) {
      for (const entry of (fonts[1] ?? '').matchAll(/\/([A-Za-z0-9]+) (\d+) 0 R/g)) {
        const map = byObject.get(Number(entry[2]));
        if (map && entry[1]) byName.set(entry[1], map);
      }
    }
  }
  return byName;
}

function decode(hex: string, cmap: CMap | undefined): string {
  if (!cmap) return Buffer.from(hex, 'hex').toString('latin1');
  let out = '';
  for (let index = 0; index + 4 <= hex.length; index += 4) {
    out += cmap.get(Number.parseInt(hex.slice(index, index + 4), 16)) ?? '';
  }
  return out;
}

function textOfContent(content: string, maps: Map<string, CMap>): string[] {
  const lines: string[] = [];
  let cmap: CMap | undefined;
  const operators = /\/([A-Za-z0-9]+)\s+[\d.]+\s+Tf|\[([^\]]*)\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj/g;
  for (const match of content.matchAll(operators)) {
    if (match[1] !== undefined) {
      cmap = maps.get(match[1]);
      continue;
    }
    const parts =
      match[2] !== undefined
        ? [...match[2].matchAll(/<([0-9a-fA-F]*)>/g)].map((m) => m[1] ?? '')
        : [match[3] ?? ''];
    lines.push(parts.map((hex) => decode(hex, cmap)).join(''));
  }
  return lines;
}

export function extractPdfText(pdf: Buffer): string {
  const objects = readObjects(pdf);
  const maps = fontMaps(objects);
  const lines: string[] = [];
  for (const object of objects.values()) {
    if (!object.stream || /\/ToUnicode|\/Subtype\s*\/Image|\/FontFile/.test(object.dict)) continue;
    lines.push(...textOfContent(object.stream.toString('latin1'), maps));
  }
  return lines.join('\n');
}
