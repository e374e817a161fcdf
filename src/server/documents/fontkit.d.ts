// The one call of fontkit (pdfkit's font engine) the documents use; the package ships no types.
declare module 'fontkit' {
  interface Font {
    hasGlyphForCodePoint(codePoint: number): boolean;
  }
  export function create(buffer: Buffer): Font;
}
