import { describe, expect, it } from 'vitest';
import { refundRefusalReason } from './mercadopago-gateway.ts';

describe("Mercado Pago's refund refusals, as the organiser reads them", () => {
  it('says in Portuguese that the balance does not cover the refund, and what to do, keeping the original', () => {
    expect(refundRefusalReason('Insufficient balance to make the refund')).toBe(
      'O Mercado Pago recusou o estorno: o saldo da conta não cobre o valor. Adicione saldo e use Tentar novamente' +
        ' (Mercado Pago: "Insufficient balance to make the refund").',
    );
  });

  it('names any other refusal as Mercado Pago gave it, and says only that it refused when it gave nothing', () => {
    expect(refundRefusalReason('Payment too old to be refunded')).toBe(
      'O Mercado Pago recusou o estorno (Mercado Pago: "Payment too old to be refunded").',
    );
    expect(refundRefusalReason(null)).toBe('O Mercado Pago recusou o estorno.');
  });
});
