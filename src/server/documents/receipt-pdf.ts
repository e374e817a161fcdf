// A participant's receipt ("Recibo"): who paid what, for which ticket, how and when.
import { renderPdf } from './pdf-buffer.ts';

export interface ReceiptData {
  title: string;
  eventName: string;
  eventWhen: string;
  buyerName: string;
  buyerDocument: string | null;
  lines: { participantName: string; ticketName: string; amount: string }[];
  total: string;
  paymentMethod: string;
  paidAt: string;
  orderHash: string;
}

export function renderReceiptPdf(receipt: ReceiptData): Promise<Buffer> {
  return renderPdf(receipt.title, (doc) => {
    doc.fontSize(22).fillColor('#111').text(receipt.title);
    doc.moveDown(0.5).fontSize(12).fillColor('#333');
    doc.text(`Evento: ${receipt.eventName}`).text(`Data: ${receipt.eventWhen}`);
    doc.moveDown(0.8).text(`Pagador: ${receipt.buyerName}`);
    if (receipt.buyerDocument) doc.text(`CPF/CNPJ: ${receipt.buyerDocument}`);
    doc.moveDown(0.8).fontSize(11);
    for (const line of receipt.lines)
      doc.text(`${line.participantName} · ${line.ticketName} · ${line.amount}`);
    doc.moveDown(0.8).fontSize(14).fillColor('#111').text(`Total: ${receipt.total}`);
    doc.moveDown(0.5).fontSize(11).fillColor('#333');
    doc.text(`Forma de pagamento: ${receipt.paymentMethod}`).text(`Pago em: ${receipt.paidAt}`);
    doc.moveDown(1).fontSize(8).fillColor('#666').text(`Pedido ${receipt.orderHash}`);
  });
}
