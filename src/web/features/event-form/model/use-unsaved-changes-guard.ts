import { useEffect, useRef } from 'react';
import { type Blocker, useBlocker } from 'react-router';

/**
 * While `isDirty`, leaving the page asks first: in-app navigation (Voltar, breadcrumbs, the
 * browser's back button) is held by a blocker the caller confirms or cancels, and closing or
 * reloading the tab gets the browser's own prompt. `allowNextNavigation` lets a deliberate
 * navigation through (after a successful create).
 */
export function useUnsavedChangesGuard(isDirty: boolean): {
  blocker: Blocker;
  allowNextNavigation: () => void;
} {
  const dirty = useRef(isDirty);
  dirty.current = isDirty;
  const allowed = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      !allowed.current && dirty.current && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!isDirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [isDirty]);

  return {
    blocker,
    allowNextNavigation: () => {
      allowed.current = true;
    },
  };
}
