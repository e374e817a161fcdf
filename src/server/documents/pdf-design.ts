// The look shared by vouchers and receipts: page geometry, colours, the event banner (or the
// brand band when there is none) and small label/value blocks. The font is Inter, embedded as a
// subset so any name a buyer types prints (pdf-fonts.ts); its text stays extractable (pdf-text.ts).

import { FONT_NAMES } from './pdf-fonts.ts';

export const PAGE = { width: 595.28, height: 841.89, margin: 40 } as const;
export const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;

export const COLOR = {
  brand: '#364fc7',
  brandEnd: '#7048e8',
  ink: '#212529',
  muted: '#495057',
  faint: '#868e96',
  line: '#dee2e6',
  panel: '#f1f3f5',
} as const;

export const FONT = FONT_NAMES;

/** The platform's name, printed as the intermediary on every document. */
export const PLATFORM_NAME = 'Catraca';

type Doc = PDFKit.PDFDocument;

/**
 * The event's banner across the top, cropped to the box like the public page does; without one
 * (or with a format PDF cannot embed, WebP), the brand gradient with the platform's name.
 */
export function drawBanner(doc: Doc, banner: Buffer | null, x: number, y: number, w: number, h: number) {
  doc.save();
  doc.roundedRect(x, y, w, h, 8).clip();
  if (banner) {
    doc.image(banner, x, y, { cover: [w, h], align: 'center', valign: 'center' });
  } else {
    const gradient = doc
      .linearGradient(x, y, x + w, y + h)
      .stop(0, COLOR.brand)
      .stop(1, COLOR.brandEnd);
    doc.rect(x, y, w, h).fill(gradient);
    doc
      .fillColor('#ffffff')
      .fillOpacity(0.08)
      .circle(x + w - 60, y + 10, 90)
      .fill();
    doc.fillOpacity(1).font(FONT.bold).fontSize(18).fillColor('#ffffff');
    doc.text(PLATFORM_NAME, x + 20, y + h / 2 - 10, { width: w - 40, lineBreak: false });
  }
  doc.restore();
}

/** A small upper-case label and its value under it; returns the y below the block. */
export function labelled(
  doc: Doc,
  label: string,
  value: string | string[],
  x: number,
  y: number,
  width: number,
  options: { size?: number; bold?: boolean; link?: string } = {},
): number {
  doc.font(FONT.bold).fontSize(7.5).fillColor(COLOR.faint);
  doc.text(label.toUpperCase(), x, y, { width, characterSpacing: 0.8 });
  let bottom = doc.y + 2;
  const lines = Array.isArray(value) ? value : [value];
  lines.forEach((line, index) => {
    const first = index === 0;
    doc
      .font(first && options.bold !== false ? FONT.bold : FONT.regular)
      .fontSize(first ? (options.size ?? 11) : 9.5)
      .fillColor(first ? COLOR.ink : COLOR.muted);
    if (options.link && first) {
      doc.fillColor(COLOR.brand).text(line, x, bottom, { width, link: options.link, underline: true });
    } else {
      doc.text(line, x, bottom, { width });
    }
    bottom = doc.y + 1;
  });
  return bottom;
}

/** A horizontal rule; dashed for the tear-off line of a ticket. */
export function rule(doc: Doc, y: number, options: { dashed?: boolean; x?: number; width?: number } = {}) {
  const x = options.x ?? PAGE.margin;
  doc.save().lineWidth(0.8).strokeColor(COLOR.line);
  if (options.dashed) doc.dash(4, { space: 3 });
  doc
    .moveTo(x, y)
    .lineTo(x + (options.width ?? CONTENT_WIDTH), y)
    .stroke();
  doc.restore();
}

/** The fine print at the bottom of a page. */
export function footer(doc: Doc, lines: string[]) {
  doc.font(FONT.regular).fontSize(7.5).fillColor(COLOR.faint);
  const height = lines.length * 10;
  lines.forEach((line, index) => {
    doc.text(line, PAGE.margin, PAGE.height - PAGE.margin - height + index * 10, {
      width: CONTENT_WIDTH,
      align: 'center',
      lineBreak: false,
    });
  });
}
