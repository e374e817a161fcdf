// While the draft has unsaved changes, leaving asks first: switching tabs or pages in the app (a
// browser confirm) and closing or reloading the browser tab (the browser's own prompt).
import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';

export function useLeaveGuard(isDirty: boolean, message: string): void {
  const dirty = useRef(isDirty);
  dirty.current = isDirty;
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty.current &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );
  // One question per blocked navigation: the effect may run again for the same blocked attempt (a
  // re-render before the router applies reset), and a second confirm would answer whatever the
  // person does next — the delete confirm of a field, say — with the wrong question.
  const asked = useRef<string | null>(null);

  useEffect(() => {
    if (blocker.state !== 'blocked') {
      asked.current = null;
      return;
    }
    if (asked.current === blocker.location.key) return;
    asked.current = blocker.location.key;
    if (window.confirm(message)) blocker.proceed();
    else blocker.reset();
  }, [blocker, message]);

  useEffect(() => {
    if (!isDirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [isDirty]);
}
