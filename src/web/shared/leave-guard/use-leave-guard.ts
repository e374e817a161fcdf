import { useEffect, useRef } from 'react';
import { type Blocker, useBlocker } from 'react-router';
import { shouldAskBeforeLeaving } from './leave-rule.ts';

export interface LeaveGuard {
  blocker: Blocker;
  /** Lets the next navigation through without asking (a deliberate one, e.g. after creating). */
  allowNextNavigation: () => void;
}

/**
 * The one unsaved-changes guard. While `isDirty`, leaving asks first: navigation inside the app
 * (links, breadcrumbs, the browser's back button, another tab of the event view) is held by a
 * blocker that <LeavePrompt> lets the person confirm or cancel, and closing or reloading the
 * browser tab gets the browser's own prompt.
 */
export function useLeaveGuard(isDirty: boolean): LeaveGuard {
  const dirty = useRef(isDirty);
  dirty.current = isDirty;
  const allowed = useRef(false);
  const blocker = useBlocker(({ currentLocation, nextLocation }) =>
    shouldAskBeforeLeaving({
      isDirty: dirty.current,
      isAllowed: allowed.current,
      current: currentLocation,
      next: nextLocation,
    }),
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
