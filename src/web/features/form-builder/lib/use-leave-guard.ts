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

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
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
