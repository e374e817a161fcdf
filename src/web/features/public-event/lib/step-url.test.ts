import { describe, expect, it } from 'vitest';
import { type CheckoutState, INITIAL_CHECKOUT_STATE } from '../hooks/checkout-reducer.ts';
import { canShowStep, searchForStep, stepFromSearch } from './step-url.ts';

const withParticipant: CheckoutState = {
  ...INITIAL_CHECKOUT_STATE,
  stack: { entries: [{ id: 'p1', ticketTypeId: 1, tipoIndex: 1, posicaoPilha: 0 }], nextId: 2 },
};

describe('step in the URL', () => {
  it.each([
    ['', 'info'],
    ['?etapa=participantes', 'form'],
    ['?utm_source=x&etapa=pagamento', 'payment_method'],
    ['?etapa=pix', 'pix'],
    ['?etapa=confirmacao', 'checkout'],
    ['?etapa=pre-inscricao-enviada', 'pre_registration_checkout'],
    ['?etapa=desconhecida', 'info'],
  ] as const)('%s names %s', (search, step) => {
    expect(stepFromSearch(search)).toBe(step);
  });

  it('writes the step and keeps the other parameters', () => {
    expect(searchForStep('form', '')).toBe('?etapa=participantes');
    expect(searchForStep('payment_method', '?utm_source=x&etapa=participantes')).toBe(
      '?utm_source=x&etapa=pagamento',
    );
    expect(searchForStep('info', '?utm_source=x&etapa=pix')).toBe('?utm_source=x');
    expect(searchForStep('info', '?etapa=pix')).toBe('');
  });

  it.each([
    ['info', false, true],
    ['form', false, false],
    ['form', true, true],
    ['payment_method', true, true],
    ['pix', true, false],
    ['checkout', true, false],
    ['pre_registration_checkout', true, false],
  ] as const)('can show %s with participants=%s: %s', (step, hasParticipants, expected) => {
    expect(canShowStep(hasParticipants ? withParticipant : INITIAL_CHECKOUT_STATE, step)).toBe(expected);
  });

  it('shows the PIX step again only while its order waits for payment', () => {
    const registration = { status: 'pending' } as NonNullable<typeof INITIAL_CHECKOUT_STATE.registration>;
    expect(canShowStep({ ...withParticipant, registration }, 'pix')).toBe(true);
    expect(
      canShowStep({ ...withParticipant, registration: { ...registration, status: 'paid' } }, 'pix'),
    ).toBe(false);
  });
});
