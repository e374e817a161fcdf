// One A4 page per participant: event, participant, ticket type, order and a QR code carrying
// the signed check-in code (spec §2 "Links out": /voucher/order/{hash}).
import QRCode from 'qrcode';
import { renderPdf } from './pdf-buffer.ts';

export interface VoucherTicket {
  eventName: string;
  eventWhen: string;
  /** Place and address, or the online label. */
  eventWhere: string;
  participantName: string;
  participantEmail: string;
  ticketName: string;
  orderHash: string;
  participantUuid: string;
  checkInCode: string;
}

export async function renderVouchersPdf(tickets: VoucherTicket[]): Promise<Buffer> {
  const qrCodes = await Promise.all(
    tickets.map((t) =>
      QRCode.toBuffer(t.checkInCode, { type: 'png', errorCorrectionLevel: 'M', margin: 1, width: 220 }),
    ),
  );
  return renderPdf('Ingressos dos Participantes', (doc) => {
    tickets.forEach((ticket, index) => {
      if (index > 0) doc.addPage();
      doc.fontSize(10).fillColor('#666').text('INGRESSO', { characterSpacing: 2 });
      doc.moveDown(0.3).fontSize(22).fillColor('#111').text(ticket.eventName);
      doc.moveDown(0.3).fontSize(12).fillColor('#333').text(ticket.eventWhen).text(ticket.eventWhere);
      doc.moveDown(1.2);
      doc.fontSize(10).fillColor('#666').text('Participante');
      doc.fontSize(16).fillColor('#111').text(ticket.participantName);
      doc.fontSize(11).fillColor('#333').text(ticket.participantEmail);
      doc.moveDown(0.8);
      doc.fontSize(10).fillColor('#666').text('Tipo de ingresso');
      doc.fontSize(14).fillColor('#111').text(ticket.ticketName);
      doc.moveDown(1);
      doc.image(qrCodes[index] as Buffer, { fit: [200, 200] });
      doc.moveDown(0.5).fontSize(8).fillColor('#666');
      doc.text(`Pedido ${ticket.orderHash}`);
      doc.text(`Participante ${ticket.participantUuid}`);
      doc.moveDown(0.5).text('Apresente este QR code na entrada do evento. Ele é pessoal e intransferível.');
    });
  });
}
