// The fonts vouchers and receipts print with (issue 22): Inter, embedded as a subset of the glyphs
// a document uses. The standard PDF fonts only know WinAnsi, so "Łukasz Nguyễn" came out as
// "V¶7¢æwW‘ì…"; Inter covers Latin (with Latin Extended and Vietnamese), Greek and Cyrillic.
// What it cannot draw (emoji, CJK) is left out rather than printed as boxes or mojibake.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { create as createFont } from 'fontkit';

const require = createRequire(import.meta.url);

function fontFile(path: string): Buffer {
  return readFileSync(require.resolve(`@expo-google-fonts/inter/${path}`));
}

let loaded: { regular: Buffer; bold: Buffer; covers: (codePoint: number) => boolean } | null = null;

/** The font files, read once per process on the first document. */
export function documentFonts() {
  if (!loaded) {
    const regular = fontFile('400Regular/Inter_400Regular.ttf');
    const bold = fontFile('700Bold/Inter_700Bold.ttf');
    const face = createFont(regular);
    loaded = { regular, bold, covers: (codePoint) => face.hasGlyphForCodePoint(codePoint) };
  }
  return loaded;
}

/** pdfkit names: registered on every document by renderPdf. */
export const FONT_NAMES = { regular: 'Inter', bold: 'Inter-Bold' } as const;

// Joiners and variation selectors only shape what they follow: with it gone, they go too.
const INVISIBLE = /\u200b|\u200c|\u200d|\u2060|[\ufe00-\ufe0f]/g;

/**
 * The text as the embedded font can print it: composed (NFC, so "e" + U+0302 + U+0303 is the "ễ"
 * the font has), without what it has no glyph for, and without the spaces that leaves behind.
 */
export function printableText(text: string): string {
  const { covers } = documentFonts();
  let out = '';
  for (const char of text.normalize('NFC').replace(INVISIBLE, '')) {
    const codePoint = char.codePointAt(0) ?? 0;
    if (char === '\n' || char === '\t' || covers(codePoint)) out += char;
  }
  if (out === text) return out;
  const printed = out.replace(/ {2,}/g, ' ').replace(/ +\n/g, '\n');
  // A name written only in a script the font lacks still gets a mark, not a blank.
  return printed.trim() === '' && text.trim() !== '' ? '—' : printed.trim();
}
