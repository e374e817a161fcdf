import { describe, expect, it } from 'vitest';
import { declinedPaymentMessage } from './errors.ts';

describe('declinedPaymentMessage', () => {
  it.each([
    ['Pagamento recusado pelo emissor do cartão.', 'Pagamento recusado pelo emissor do cartão.'],
    ['pagamento recusado: saldo insuficiente', 'pagamento recusado: saldo insuficiente'],
    ['Saldo insuficiente.', 'Pagamento recusado: Saldo insuficiente.'],
    ['  ', 'Pagamento recusado.'],
    [null, 'Pagamento recusado.'],
  ])('%s → %s', (reason, message) => {
    expect(declinedPaymentMessage(reason)).toBe(message);
  });
});
