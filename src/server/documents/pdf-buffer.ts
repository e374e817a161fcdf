import { PAGE } from './pdf-design.ts';
import { documentFonts, FONT_NAMES, printableText } from './pdf-fonts.ts';

/**
 * Runs `draw` on a fresh A4 document and resolves with the finished PDF bytes. pdfkit (~18 MB of a
 * process's memory with its fonts' metrics) is loaded on the first document, not at boot.
 */
export async function renderPdf(
  title: string,
  draw: (doc: PDFKit.PDFDocument) => Promise<void> | void,
): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({ size: 'A4', margin: PAGE.margin, info: { Title: title, Author: 'Catraca' } });
  const fonts = documentFonts();
  doc.registerFont(FONT_NAMES.regular, fonts.regular);
  doc.registerFont(FONT_NAMES.bold, fonts.bold);
  doc.font(FONT_NAMES.regular);
  // Every string drawn goes through printableText: one place, so no caller can forget it.
  const drawText = doc.text.bind(doc) as (text: string, ...rest: unknown[]) => PDFKit.PDFDocument;
  doc.text = ((text: string | number, ...rest: unknown[]) =>
    drawText(printableText(String(text)), ...rest)) as typeof doc.text;
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return Promise.resolve(draw(doc)).then(() => {
    doc.end();
    return done;
  });
}
