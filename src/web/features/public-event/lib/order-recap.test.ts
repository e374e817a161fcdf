import { describe, expect, it } from 'vitest';
import { amountRecap, paymentMethodRecap, ticketsRecap } from './order-recap.ts';

describe('order recap', () => {
  it.each([
    [{ payment_method: 'pix', installments: 1, valor_total_cents: 21_600 }, 'PIX'],
    [
      { payment_method: 'credit_card', installments: 1, valor_total_cents: 12_000 },
      'Cartão de crédito, R$ 120,00 à vista',
    ],
    [
      { payment_method: 'credit_card', installments: 3, valor_total_cents: 12_000 },
      'Cartão de crédito, 3x de R$ 40,00 sem juros',
    ],
    [
      { payment_method: 'credit_card', installments: 7, valor_total_cents: 30_000 },
      'Cartão de crédito, 7x sem juros: 5x de R$ 42,86 e 2x de R$ 42,85',
    ],
    [{ payment_method: 'free', installments: 1, valor_total_cents: 0 }, 'Sem pagamento (gratuito)'],
  ] as const)('%o is paid by %s', (result, label) => {
    expect(paymentMethodRecap(result)).toBe(label);
  });

  it('shows the amount in reais, or Gratuito', () => {
    expect(amountRecap({ valor_total_cents: 21_600 })).toBe('R$ 216,00');
    expect(amountRecap({ valor_total_cents: 0 })).toBe('Gratuito');
  });

  it('lists the tickets', () => {
    expect(
      ticketsRecap({
        ingressos: [
          { tipo_ingresso: 'Inteira', quantidade: 2, valor_total: 240 },
          { tipo_ingresso: 'Meia-Entrada', quantidade: 1, valor_total: 60 },
        ],
      }),
    ).toBe('2x Inteira, 1x Meia-Entrada');
  });
});
