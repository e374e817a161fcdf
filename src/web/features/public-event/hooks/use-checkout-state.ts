import { useCallback, useEffect, useMemo, useReducer, useRef } from 'react';
import type { PublicEvent } from '../../../../domain/contracts/public-event.ts';
import { type CheckoutState, createCheckoutReducer } from './checkout-reducer.ts';
import {
  AUTOSAVE_DELAY_MS,
  checkoutStorageKey,
  isFinishedStep,
  restoreCheckoutState,
  serializeCheckoutState,
} from './checkout-storage.ts';

// Private mode and full quotas make localStorage throw; losing the autosave is better than
// losing the purchase, so storage errors are swallowed.
function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function writeStorage(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // see readStorage
  }
}

/**
 * The flow's state for one event, restored from and autosaved to localStorage: typing is saved
 * after a 500 ms pause, but an order just created is saved at once, and whatever is pending is
 * saved when the page is hidden or left (a buyer switching to the bank's app to pay the PIX, a
 * phone freezing the tab, a link followed within the pause): the order is never forgotten.
 */
export function useCheckoutState(event: PublicEvent) {
  const reducer = useMemo(() => createCheckoutReducer(event.formulario), [event.formulario]);
  const storageKey = checkoutStorageKey(event.slug);
  const [state, dispatch] = useReducer(reducer, event, (initialEvent) =>
    restoreCheckoutState(readStorage(storageKey), initialEvent),
  );
  /** The state the next save writes (null: nothing pending); serialised only when it is written. */
  const unsaved = useRef<CheckoutState | null>(null);
  const savedRegistration = useRef(state.registration);
  const saveNow = useCallback(() => {
    if (unsaved.current === null) return;
    writeStorage(storageKey, serializeCheckoutState(unsaved.current));
    unsaved.current = null;
  }, [storageKey]);

  useEffect(() => {
    // A finished order is forgotten at once, so a reload shows a fresh cart.
    if (isFinishedStep(state.step)) {
      unsaved.current = null;
      writeStorage(storageKey, null);
      return;
    }
    unsaved.current = state;
    if (state.registration !== savedRegistration.current) {
      savedRegistration.current = state.registration;
      saveNow();
      return;
    }
    const timer = window.setTimeout(saveNow, AUTOSAVE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [state, storageKey, saveNow]);

  useEffect(() => {
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') saveNow();
    };
    window.addEventListener('pagehide', saveNow);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('pagehide', saveNow);
      document.removeEventListener('visibilitychange', onVisibility);
      // Leaving the event's page inside the app (a link to another page) unmounts the flow.
      saveNow();
    };
  }, [saveNow]);

  return [state, dispatch] as const;
}
