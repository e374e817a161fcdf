// When the checkout's autosave writes (ADR 0104): typing after a pause, an order the moment it
// exists, and whatever is pending when the page is hidden or left. A buyer who generates a PIX and
// switches to the bank's app at once (the tab may be frozen or discarded) comes back to that order.
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildEvent, buildRegistration, INTEIRA } from '../lib/test-event.ts';
import { AUTOSAVE_DELAY_MS, checkoutStorageKey, restoreCheckoutState } from './checkout-storage.ts';
import { useCheckoutState } from './use-checkout-state.ts';

const event = buildEvent();
const key = checkoutStorageKey(event.slug);
const saved = () => restoreCheckoutState(window.localStorage.getItem(key), event);
const pendingPix = buildRegistration({
  pix: { qrcode_data: '', code: '000201', expires_at: '2099-01-01T00:00:00Z' },
});

function renderCheckout() {
  const { result, unmount } = renderHook(() => useCheckoutState(event));
  const dispatch = (action: Parameters<(typeof result.current)[1]>[0]) =>
    act(() => result.current[1](action));
  return { dispatch, unmount };
}

describe('checkout autosave', () => {
  beforeEach(() => {
    window.localStorage.clear();
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'visible' });
  });

  it('saves typing after a pause, and an order the moment it is created', () => {
    const { dispatch } = renderCheckout();
    dispatch({ type: 'setQuantity', ticketTypeId: INTEIRA.id, quantity: 1 });
    expect(window.localStorage.getItem(key)).toBeNull();
    act(() => vi.advanceTimersByTime(AUTOSAVE_DELAY_MS));
    expect(saved().stack.entries).toHaveLength(1);

    dispatch({ type: 'registrationCompleted', result: pendingPix });
    expect(saved().registration).toEqual(pendingPix);
  });

  it('saves what is pending when the page is hidden, left or unmounted, before the pause ends', () => {
    const { dispatch, unmount } = renderCheckout();
    dispatch({ type: 'setBuyer', field: 'email', value: 'ana@teste.com.br' });
    act(() => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(saved().buyer.email).toBe('ana@teste.com.br');

    dispatch({ type: 'setBuyer', field: 'name', value: 'Ana Souza' });
    act(() => window.dispatchEvent(new Event('pagehide')));
    expect(saved().buyer.name).toBe('Ana Souza');

    dispatch({ type: 'setBuyer', field: 'documento', value: '52998224725' });
    unmount();
    expect(saved().buyer.documento).toBe('52998224725');
  });
});
