import { describe, expect, it } from 'vitest';
import { progressStages } from './progress-steps.ts';

describe('progressStages', () => {
  it.each([
    ['form', 1],
    ['payment_method', 2],
    ['pix', 2],
    ['checkout', 3],
  ] as const)('a paid order on %s is at stage %i of Ingressos → Confirmação', (step, current) => {
    expect(progressStages(step, { needsApproval: false, isFree: false })).toEqual({
      labels: ['Ingressos', 'Participantes', 'Pagamento', 'Confirmação'],
      current,
    });
  });

  it('a free order has no payment stage', () => {
    expect(progressStages('checkout', { needsApproval: false, isFree: true })).toEqual({
      labels: ['Ingressos', 'Participantes', 'Confirmação'],
      current: 2,
    });
  });

  it('a pre-registration ends with Enviada, never with a payment', () => {
    expect(progressStages('form', { needsApproval: true, isFree: false })).toEqual({
      labels: ['Ingressos', 'Pré-inscrição', 'Enviada'],
      current: 1,
    });
    expect(progressStages('pre_registration_checkout', { needsApproval: true, isFree: false }).current).toBe(
      2,
    );
  });
});
