import { describe, expect, it } from 'vitest';
import { orderPaymentLabel } from './order-payment-label.ts';

describe('orderPaymentLabel', () => {
  it.each([
    ['pix', 8_000, 'PIX'],
    ['credit_card', 8_000, 'Cartão de Crédito'],
    ['free', 0, 'Gratuito'],
    ['none', 0, 'Cortesia'],
    ['none', 5_000, 'Manual'],
  ] as const)('%s of %i centavos reads %s', (method, cents, label) => {
    expect(orderPaymentLabel(method, cents)).toBe(label);
  });

  it('names an exempt candidate’s place Isenção, and a candidate who paid by the method used', () => {
    expect(orderPaymentLabel('none', 0, true)).toBe('Isenção');
    expect(orderPaymentLabel('pix', 15_000, true)).toBe('PIX');
  });
});
