// Test helper: the text drawn in a pdfkit PDF. Inflates each FlateDecode stream and decodes the
// hex strings of its TJ/Tj operators (pdfkit's standard fonts use WinAnsi, which matches
// Latin-1 for Portuguese letters). Enough to read our own documents, not arbitrary PDFs.
import { inflateSync } from 'node:zlib';

function decodeHex(hex: string): string {
  return Buffer.from(hex, 'hex').toString('latin1');
}

function textOfContent(content: string): string[] {
  const lines: string[] = [];
  for (const match of content.matchAll(/\[([^\]]*)\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj/g)) {
    const parts =
      match[1] !== undefined
        ? [...match[1].matchAll(/<([0-9a-fA-F]*)>/g)].map((m) => m[1] ?? '')
        : [match[2] ?? ''];
    lines.push(parts.map(decodeHex).join(''));
  }
  return lines;
}

export function extractPdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const lines: string[] = [];
  for (const match of raw.matchAll(/stream\r?\n/g)) {
    const start = (match.index ?? 0) + match[0].length;
    const end = raw.indexOf('endstream', start);
    const bytes = pdf.subarray(start, end);
    let content: string;
    try {
      content = inflateSync(bytes).toString('latin1');
    } catch {
      content = bytes.toString('latin1');
    }
    lines.push(...textOfContent(content));
  }
  return lines.join('\n');
}
