// One A4 page per participant, laid out as a ticket people keep: the event's banner and name,
// its whole period (every day of a multi-day event), where it happens (or, online, the access
// link), the participant and ticket, the short order code beside the long hash, and the QR code
// with the signed check-in code (spec §2 "Links out": /voucher/order/{hash}).
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

export interface VoucherEvent {
  name: string;
  /** formatEventPeriod: the whole period, first to last day. */
  period: string;
  /** How many calendar days the event touches. */
  days: number;
  isOnline: boolean;
  /** In person: place name first, then the address lines. */
  placeLines: string[];
  meetingLink: string | null;
  /** PNG or JPEG bytes, or null for the brand band. */
  banner: Buffer | null;
  /** Who sells: the organiser (and institution). */
  sellerName: string;
}

export interface VoucherTicket {
  event: VoucherEvent;
  participantName: string;
  participantEmail: string;
  ticketName: string;
  orderHash: string;
  /** orderCode(orderHash): "K7Q-2M9". */
  orderCode: string;
  participantUuid: string;
  checkInCode: string;
  /** The participant's door code, "K7Q2-M9XD": typed at the door when the QR will not scan. */
  doorCode: string;
}

type Doc = PDFKit.PDFDocument;

const TOP = PAGE.margin;
const BANNER_HEIGHT = 110;
const LEFT = PAGE.margin + 20;
const LEFT_WIDTH = 300;
const RIGHT = PAGE.margin + CONTENT_WIDTH - 170;

// A week-long course says "all the period" rather than "valid for the 43 days".
function validityLabel(days: number): string {
  if (days <= 1) return 'INGRESSO';
  return days <= 7 ? `INGRESSO · VÁLIDO PARA OS ${days} DIAS` : 'INGRESSO · VÁLIDO PARA TODO O PERÍODO';
}

function drawWhereBlock(doc: Doc, event: VoucherEvent, y: number): number {
  if (event.isOnline) {
    const after = labelled(doc, 'Onde', 'Evento online', LEFT, y, LEFT_WIDTH);
    if (!event.meetingLink) return after;
    return labelled(doc, 'Link de acesso', event.meetingLink, LEFT, after + 8, LEFT_WIDTH, {
      size: 10,
      link: event.meetingLink,
    });
  }
  const [place, ...address] = event.placeLines;
  return labelled(doc, 'Onde', [place ?? 'Local a confirmar', ...address], LEFT, y, LEFT_WIDTH);
}

function drawCodeColumn(doc: Doc, ticket: VoucherTicket, qr: Buffer | null, y: number) {
  if (qr) {
    doc.image(qr, RIGHT, y, { fit: [150, 150] });
    // The code door staff type when the QR will not scan (a cracked screen, sunlight), right under it.
    doc.font(FONT.bold).fontSize(7.5).fillColor(COLOR.faint);
    doc.text('CÓDIGO DO INGRESSO', RIGHT, y + 154, { width: 150, align: 'center', characterSpacing: 0.8 });
    doc.font('Courier-Bold').fontSize(17).fillColor(COLOR.ink);
    doc.text(ticket.doorCode, RIGHT, doc.y + 2, { width: 150, align: 'center', characterSpacing: 1 });
    y = doc.y + 10;
  }
  doc.font(FONT.bold).fontSize(7.5).fillColor(COLOR.faint);
  doc.text('CÓDIGO DO PEDIDO', RIGHT, y, { width: 150, align: 'center', characterSpacing: 0.8 });
  doc.font(FONT.bold).fontSize(22).fillColor(COLOR.ink);
  doc.text(ticket.orderCode, RIGHT, doc.y + 2, { width: 150, align: 'center', characterSpacing: 1.5 });
  // The long hash right under the short code it stands for, so either can be read out or matched.
  doc.font('Courier').fontSize(6.5).fillColor(COLOR.faint);
  doc.text(ticket.orderHash, RIGHT, doc.y + 3, { width: 150, align: 'center' });
}

function drawTicket(doc: Doc, ticket: VoucherTicket, qr: Buffer | null) {
  const { event } = ticket;
  drawBanner(doc, event.banner, PAGE.margin, TOP, CONTENT_WIDTH, BANNER_HEIGHT);

  const cardTop = TOP + BANNER_HEIGHT + 16;
  doc.font(FONT.bold).fontSize(8).fillColor(COLOR.brand);
  doc.text(validityLabel(event.days), LEFT, cardTop + 20, {
    width: LEFT_WIDTH,
    characterSpacing: 1.2,
  });
  doc
    .font(FONT.bold)
    .fontSize(20)
    .fillColor(COLOR.ink)
    .text(event.name, LEFT, doc.y + 4, { width: LEFT_WIDTH });
  let y = doc.y + 14;
  y = labelled(doc, 'Quando', event.period, LEFT, y, LEFT_WIDTH) + 10;
  y = drawWhereBlock(doc, event, y) + 10;
  rule(doc, y, { x: LEFT, width: LEFT_WIDTH });
  y = labelled(
    doc,
    'Participante',
    [ticket.participantName, ticket.participantEmail],
    LEFT,
    y + 12,
    LEFT_WIDTH,
    {
      size: 14,
    },
  );
  y = labelled(doc, 'Tipo de ingresso', ticket.ticketName, LEFT, y + 10, LEFT_WIDTH);
  drawCodeColumn(doc, ticket, qr, cardTop + 24);

  const cardBottom = Math.max(y + 20, cardTop + 300);
  doc.save().lineWidth(1).strokeColor(COLOR.line);
  doc.roundedRect(PAGE.margin, cardTop, CONTENT_WIDTH, cardBottom - cardTop, 8).stroke();
  doc.restore();

  // The stub under the tear-off line: how to use the ticket and the long identifiers.
  rule(doc, cardBottom + 18, { dashed: true });
  const howTo = event.isOnline
    ? 'Para participar, use o link de acesso deste ingresso no dia e horário do evento. O link é pessoal: não o compartilhe.'
    : 'Apresente este QR code na entrada do evento, impresso ou na tela do celular; se ele não puder ser lido, informe o código do ingresso. Ele é pessoal e intransferível.';
  const multiDay = event.days > 1 ? ' Guarde este ingresso: ele vale para todos os dias do evento.' : '';
  labelled(doc, 'Como usar', `${howTo}${multiDay}`, PAGE.margin, cardBottom + 32, CONTENT_WIDTH, {
    size: 10,
    bold: false,
  });
  footer(doc, [
    `Participante ${ticket.participantUuid}`,
    `Organizado por ${event.sellerName} · Ingresso emitido por ${PLATFORM_NAME}`,
  ]);
}

export async function renderVouchersPdf(tickets: VoucherTicket[]): Promise<Buffer> {
  const { default: QRCode } = await import('qrcode');
  // Online events have no door to scan at: their tickets carry the access link instead of a QR.
  const qrCodes = await Promise.all(
    tickets.map((t) =>
      t.event.isOnline
        ? null
        : QRCode.toBuffer(t.checkInCode, { type: 'png', errorCorrectionLevel: 'M', margin: 1, width: 300 }),
    ),
  );
  return renderPdf('Ingressos dos Participantes', (doc) => {
    tickets.forEach((ticket, index) => {
      if (index > 0) doc.addPage();
      drawTicket(doc, ticket, qrCodes[index] ?? null);
    });
  });
}
