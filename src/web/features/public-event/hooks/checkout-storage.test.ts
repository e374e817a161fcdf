import { describe, expect, it } from 'vitest';
import { buildEvent, INTEIRA, MEIA } from '../lib/test-event.ts';
import { type CheckoutAction, createCheckoutReducer, INITIAL_CHECKOUT_STATE } from './checkout-reducer.ts';
import { restoreCheckoutState, serializeCheckoutState } from './checkout-storage.ts';

const event = buildEvent();
const reducer = createCheckoutReducer(event.formulario);
const run = (...actions: CheckoutAction[]) => actions.reduce(reducer, INITIAL_CHECKOUT_STATE);

describe('checkout autosave', () => {
  it('restores the cart, forms, buyer and step it saved', () => {
    const state = run(
      { type: 'setQuantity', ticketTypeId: INTEIRA.id, quantity: 2 },
      { type: 'setPersonField', entryId: 'p1', field: 'nome', value: 'Ana Souza' },
      { type: 'setAnswer', entryId: 'p1', ticketTypeId: INTEIRA.id, fieldId: 10, value: 'ACME' },
      { type: 'setBuyer', field: 'email', value: 'ana@example.com' },
      { type: 'goTo', step: 'form' },
    );
    expect(restoreCheckoutState(serializeCheckoutState(state), event)).toEqual(state);
  });

  it('starts fresh for nothing saved, garbage or another version', () => {
    expect(restoreCheckoutState(null, event)).toBe(INITIAL_CHECKOUT_STATE);
    expect(restoreCheckoutState('{oops', event)).toBe(INITIAL_CHECKOUT_STATE);
    expect(restoreCheckoutState('{"version":99,"state":{}}', event)).toBe(INITIAL_CHECKOUT_STATE);
  });

  it('drops ticket types the event no longer has and trims quantities to what is left', () => {
    const state = run(
      { type: 'setQuantity', ticketTypeId: INTEIRA.id, quantity: 3 },
      { type: 'setQuantity', ticketTypeId: MEIA.id, quantity: 1 },
      { type: 'goTo', step: 'form' },
    );
    const changed = buildEvent({ tipos_ingresso: [{ ...INTEIRA, quantidade: 2, vendidos: 0 }] });
    const restored = restoreCheckoutState(serializeCheckoutState(state), changed);
    expect(restored.stack.entries.map((entry) => entry.id)).toEqual(['p1', 'p2']);

    expect(restored.step).toBe('form');
  });

  it('never resumes on a finished order, nor on a PIX step without its order', () => {
    const cart = run({ type: 'setQuantity', ticketTypeId: INTEIRA.id, quantity: 1 });
    expect(restoreCheckoutState(serializeCheckoutState({ ...cart, step: 'checkout' }), event).step).toBe(
      'info',
    );
    expect(restoreCheckoutState(serializeCheckoutState({ ...cart, step: 'pix' }), event).step).toBe(
      'payment_method',
    );
  });

  it('resumes a PIX step with its order, but not one saved before payments had public ids', () => {
    const cart = run({ type: 'setQuantity', ticketTypeId: INTEIRA.id, quantity: 1 });
    const registration = {
      order_id: 'abcdefghijklmnop',
      order_payment_id: 'Pg7x0QmZcY3u5Vb1Ns9dKe2W',
      order_hash: 'abcdefghijklmnop',
    } as unknown as NonNullable<typeof cart.registration>;
    const saved = { ...cart, step: 'pix' as const, registration };
    const restored = restoreCheckoutState(serializeCheckoutState(saved), event);
    expect(restored.step).toBe('pix');
    expect(restored.registration?.order_payment_id).toBe('Pg7x0QmZcY3u5Vb1Ns9dKe2W');

    const old = { ...saved, registration: { ...registration, order_payment_id: 42 as unknown as string } };
    const fallback = restoreCheckoutState(serializeCheckoutState(old), event);
    expect([fallback.step, fallback.registration]).toEqual(['payment_method', null]);
  });
});
