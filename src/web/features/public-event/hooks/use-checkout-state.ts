import { useEffect, useMemo, useReducer } from 'react';
import type { PublicEvent } from '../../../../domain/contracts/public-event.ts';
import { createCheckoutReducer } from './checkout-reducer.ts';
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

/** The flow's state for one event, restored from and autosaved to localStorage (500 ms debounce). */
export function useCheckoutState(event: PublicEvent) {
  const reducer = useMemo(() => createCheckoutReducer(event.formulario), [event.formulario]);
  const storageKey = checkoutStorageKey(event.slug);
  const [state, dispatch] = useReducer(reducer, event, (initialEvent) =>
    restoreCheckoutState(readStorage(storageKey), initialEvent),
  );

  useEffect(() => {
    // A finished order is forgotten at once, so a reload shows a fresh cart.
    if (isFinishedStep(state.step)) {
      writeStorage(storageKey, null);
      return;
    }
    const timer = window.setTimeout(
      () => writeStorage(storageKey, serializeCheckoutState(state)),
      AUTOSAVE_DELAY_MS,
    );
    return () => window.clearTimeout(timer);
  }, [state, storageKey]);

  return [state, dispatch] as const;
}
