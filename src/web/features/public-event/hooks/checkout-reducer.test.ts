import { describe, expect, it } from 'vitest';
import type { PaymentStatusResult, ValidateCouponResult } from '../../../../domain/contracts/public-event.ts';
import { buildRegistration, COMO_SOUBE, EMPRESA, INTEIRA, MEIA, QUAL } from '../lib/test-event.ts';
import {
  type CheckoutAction,
  type CheckoutState,
  createCheckoutReducer,
  INITIAL_CHECKOUT_STATE,
  stepAfterRegistration,
} from './checkout-reducer.ts';

const reducer = createCheckoutReducer([EMPRESA, COMO_SOUBE, QUAL]);
const run = (...actions: CheckoutAction[]): CheckoutState => actions.reduce(reducer, INITIAL_CHECKOUT_STATE);

const COUPON: ValidateCouponResult = {
  code: 'BEMVINDO10',
  tipo_desconto: 'percentual',
  valor: 10,
  min_value: 0,
  desconto: 12,
  desconto_cents: 1200,
  tipos_ingresso_ids: [],
};

describe('checkout reducer: quantities and the participant stack', () => {
  it('adds one participant entry per ticket', () => {
    const state = run(
      { type: 'setQuantity', ticketTypeId: INTEIRA.id, quantity: 2 },
      { type: 'setQuantity', ticketTypeId: MEIA.id, quantity: 1 },
    );
    expect(state.stack.entries.map((entry) => entry.ticketTypeId)).toEqual([INTEIRA.id, INTEIRA.id, MEIA.id]);
  });

  it("reducing a type removes its last entry and that entry's form data", () => {
    const state = run(
      { type: 'setQuantity', ticketTypeId: INTEIRA.id, quantity: 2 },
      { type: 'setPersonField', entryId: 'p1', field: 'nome', value: 'Ana' },
      { type: 'setPersonField', entryId: 'p2', field: 'nome', value: 'Bruno' },
      { type: 'setQuantity', ticketTypeId: INTEIRA.id, quantity: 1 },
    );
    expect(state.participants).toEqual({ p1: expect.objectContaining({ nome: 'Ana' }) });
  });

  it('clears every form and returns to the cart when the count reaches 0', () => {
    const state = run(
      { type: 'setQuantity', ticketTypeId: INTEIRA.id, quantity: 1 },
      { type: 'setPersonField', entryId: 'p1', field: 'nome', value: 'Ana' },
      { type: 'goTo', step: 'form' },
      { type: 'setQuantity', ticketTypeId: INTEIRA.id, quantity: 0 },
    );
    expect(state.participants).toEqual({});
    expect(state.step).toBe('info');
  });

  it('ignores form data for an entry that is not in the stack', () => {
    const state = run({ type: 'setPersonField', entryId: 'p9', field: 'nome', value: 'X' });
    expect(state).toBe(INITIAL_CHECKOUT_STATE);
  });

  it('does not leave the cart without participants', () => {
    expect(run({ type: 'goTo', step: 'form' }).step).toBe('info');
  });
});

describe('checkout reducer: conditional answers', () => {
  it('keeps the conditional answer while its parent holds the option, clears it once hidden', () => {
    const base = [
      { type: 'setQuantity', ticketTypeId: INTEIRA.id, quantity: 1 },
      { type: 'setAnswer', entryId: 'p1', ticketTypeId: INTEIRA.id, fieldId: COMO_SOUBE.id, value: 'Outro' },
      { type: 'setAnswer', entryId: 'p1', ticketTypeId: INTEIRA.id, fieldId: QUAL.id, value: 'Podcast' },
    ] satisfies CheckoutAction[];
    expect(run(...base).participants.p1?.answers).toEqual({ [COMO_SOUBE.id]: 'Outro', [QUAL.id]: 'Podcast' });
    const hidden = run(...base, {
      type: 'setAnswer',
      entryId: 'p1',
      ticketTypeId: INTEIRA.id,
      fieldId: COMO_SOUBE.id,
      value: 'Instagram',
    });
    expect(hidden.participants.p1?.answers).toEqual({ [COMO_SOUBE.id]: 'Instagram' });
  });
});

describe('checkout reducer: coupon, method and installments', () => {
  it('resets installments to 1 when the coupon changes', () => {
    const withInstallments = run(
      { type: 'setPaymentMethod', method: 'credit_card' },
      { type: 'setInstallments', installments: 3 },
    );
    expect(withInstallments.installments).toBe(3);
    expect(reducer(withInstallments, { type: 'applyCoupon', coupon: COUPON }).installments).toBe(1);
    expect(reducer({ ...withInstallments, coupon: COUPON }, { type: 'removeCoupon' })).toMatchObject({
      coupon: null,
      installments: 1,
    });
  });
});

describe('checkout reducer: registration replies', () => {
  it.each([
    ['pending', 'pix'],
    ['paid', 'checkout'],
    ['free', 'checkout'],
    ['awaiting_approval', 'pre_registration_checkout'],
  ] as const)('status %s leads to %s', (status, step) => {
    expect(stepAfterRegistration(buildRegistration({ status }))).toBe(step);
  });

  it("moves to the checkout with the payment's message once PIX is paid", () => {
    const status: PaymentStatusResult = {
      paid: true,
      status: 'fulfilled',
      order_status: 'paid',
      participants: [],
      amount: 120,
      participants_count: 1,
      checkout_message: { title: 'Obrigado!', text: 'Até lá' },
      order_payment_id: 'Pg7x0QmZcY3u5Vb1Ns9dKe2W',
      order_hash: 'abcdefghijkl',
    };
    const state = run(
      { type: 'setQuantity', ticketTypeId: INTEIRA.id, quantity: 1 },
      { type: 'registrationCompleted', result: buildRegistration({ status: 'pending' }) },
      { type: 'paymentConfirmed', status },
    );
    expect(state.step).toBe('checkout');
    expect(state.paidMessage).toEqual({ title: 'Obrigado!', message: 'Até lá' });
    expect(reducer(state, { type: 'paymentConfirmed', status: { ...status, paid: false } })).toBe(state);
  });

  it('starts over after an expired PIX keeping the cart, forms and buyer, on the payment step', () => {
    const state = run(
      { type: 'setQuantity', ticketTypeId: INTEIRA.id, quantity: 1 },
      { type: 'setBuyer', field: 'name', value: 'Zoë Ñandú' },
      { type: 'registrationCompleted', result: buildRegistration({ status: 'pending' }) },
      { type: 'startOver' },
    );
    expect(state.step).toBe('payment_method');
    expect(state.registration).toBeNull();
    expect(state.stack.entries).toHaveLength(1);
    expect(state.buyer.name).toBe('Zoë Ñandú');
  });
});
