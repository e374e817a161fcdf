// A receipt ("Recibo") a person can keep and show: a number to read aloud, who sold (the
// organiser, with the platform as intermediary), who paid (CPF/CNPJ masked), what for, how
// (card brand, last four digits and installments; never the number) and when.
import { renderPdf } from './pdf-buffer.ts';
import {
  COLOR,
  CONTENT_WIDTH,
  drawBanner,
  FONT,
  footer,
  labelled,
  PAGE,
  PLATFORM_NAME,
  rule,
} from './pdf-design.ts';

export interface ReceiptData {
  title: string;
  /** receiptNumber(): "2026-7KQ2-M9XD". */
  number: string;
  issuedAt: string;
  sellerName: string;
  /** e.g. "Instituição: Universidade Federal"; null when none. */
  sellerDetail: string | null;
  platformUrl: string;
  eventName: string;
  eventPeriod: string;
  eventWhere: string;
  banner: Buffer | null;
  buyerName: string;
  buyerEmail: string;
  /** "CPF ***.982.247-**", already masked; null when none was given. */
  buyerDocument: string | null;
  lines: { participantName: string; ticketName: string; amount: string }[];
  /** A note on the coupon when the receipt covers the whole order (amounts are already net). */
  discount: { label: string } | null;
  total: string;
  /** "Total pago", or "Total" for a free registration. */
  totalLabel: string;
  /** The sentence "Recebemos de … a quantia de …". */
  statement: string;
  paymentLines: string[];
  /** When the receipt covers part of a payment: "Valor total do pagamento: R$ 300,00". */
  paymentNote: string | null;
  /** "Pago em dd/mm/aaaa às HH:MM", or "Confirmado em …" when nothing was paid. */
  paidAt: string;
  orderCode: string;
  orderHash: string;
}

type Doc = PDFKit.PDFDocument;
const X = PAGE.margin;
const HALF = (CONTENT_WIDTH - 20) / 2;

function drawHeader(doc: Doc, r: ReceiptData): number {
  drawBanner(doc, r.banner, X, PAGE.margin, CONTENT_WIDTH, 70);
  const top = PAGE.margin + 90;
  doc
    .font(FONT.bold)
    .fontSize(24)
    .fillColor(COLOR.ink)
    .text(r.title, X, top, { width: HALF + 60 });
  doc.font(FONT.bold).fontSize(7.5).fillColor(COLOR.faint);
  doc.text('RECIBO Nº', X + CONTENT_WIDTH - 200, top, { width: 200, align: 'right', characterSpacing: 0.8 });
  doc.font(FONT.bold).fontSize(16).fillColor(COLOR.brand);
  doc.text(r.number, X + CONTENT_WIDTH - 200, doc.y + 1, { width: 200, align: 'right', characterSpacing: 1 });
  doc.font(FONT.regular).fontSize(8.5).fillColor(COLOR.muted);
  doc.text(`Emitido em ${r.issuedAt}`, X + CONTENT_WIDTH - 200, doc.y + 2, { width: 200, align: 'right' });
  return Math.max(doc.y, top + 30) + 16;
}

function drawParties(doc: Doc, r: ReceiptData, y: number): number {
  const seller = [
    r.sellerName,
    ...(r.sellerDetail ? [r.sellerDetail] : []),
    `Intermediado por ${PLATFORM_NAME}`,
  ];
  const buyer = [r.buyerName, ...(r.buyerDocument ? [r.buyerDocument] : []), r.buyerEmail];
  const left = labelled(doc, 'Vendido por', seller, X, y, HALF);
  const right = labelled(doc, 'Pagador', buyer, X + HALF + 20, y, HALF);
  return Math.max(left, right) + 12;
}

function drawItems(doc: Doc, r: ReceiptData, y: number): number {
  doc.save().roundedRect(X, y, CONTENT_WIDTH, 22, 4).fill(COLOR.panel).restore();
  doc.font(FONT.bold).fontSize(8).fillColor(COLOR.muted);
  doc.text('PARTICIPANTE', X + 10, y + 7, { width: 230, characterSpacing: 0.6 });
  doc.text('INGRESSO', X + 250, y + 7, { width: 150, characterSpacing: 0.6 });
  doc.text('VALOR', X + CONTENT_WIDTH - 110, y + 7, { width: 100, align: 'right', characterSpacing: 0.6 });
  let row = y + 30;
  const line = (left: string, middle: string, right: string, bold = false) => {
    doc
      .font(bold ? FONT.bold : FONT.regular)
      .fontSize(bold ? 12 : 10)
      .fillColor(COLOR.ink);
    const height = Math.max(
      doc.heightOfString(left, { width: 230 }),
      doc.heightOfString(middle, { width: 150 }),
    );
    doc.text(left, X + 10, row, { width: 230 });
    doc.text(middle, X + 250, row, { width: 150 });
    doc.text(right, X + CONTENT_WIDTH - 110, row, { width: 100, align: 'right' });
    row += height + 8;
  };
  for (const item of r.lines) line(item.participantName, item.ticketName, item.amount);
  if (r.discount) {
    doc.font(FONT.regular).fontSize(9).fillColor(COLOR.muted);
    doc.text(r.discount.label, X + 10, row, { width: CONTENT_WIDTH - 20 });
    row = doc.y + 8;
  }
  rule(doc, row - 2);
  row += 6;
  line(r.totalLabel, '', r.total, true);
  return row + 4;
}

export function renderReceiptPdf(r: ReceiptData): Promise<Buffer> {
  return renderPdf(r.title, (doc) => {
    let y = drawHeader(doc, r);
    rule(doc, y - 6);
    y = drawParties(doc, r, y + 6);
    const eventBottom = labelled(
      doc,
      'Evento',
      [r.eventName, r.eventPeriod, r.eventWhere],
      X,
      y,
      CONTENT_WIDTH,
    );
    y = drawItems(doc, r, eventBottom + 14);
    const payment = [...r.paymentLines, r.paidAt, ...(r.paymentNote ? [r.paymentNote] : [])];
    const paymentBottom = labelled(doc, 'Pagamento', payment, X, y + 6, HALF);
    const orderBottom = labelled(doc, 'Pedido', [r.orderCode, r.orderHash], X + HALF + 20, y + 6, HALF, {
      size: 14,
    });
    y = Math.max(paymentBottom, orderBottom) + 18;
    doc.save().roundedRect(X, y, CONTENT_WIDTH, 2, 1).fill(COLOR.brand).restore();
    doc.font(FONT.regular).fontSize(10.5).fillColor(COLOR.ink);
    doc.text(r.statement, X, y + 14, { width: CONTENT_WIDTH, lineGap: 2 });
    footer(doc, [
      `Recibo emitido eletronicamente por ${PLATFORM_NAME} (${r.platformUrl}) em nome do organizador. Não substitui nota fiscal.`,
      'O CPF/CNPJ aparece parcialmente oculto para proteger os dados do pagador.',
    ]);
  });
}
