// When leaving a page with unsaved changes asks first. The one rule of every leave guard
// (use-leave-guard.ts): the event form, the form builder and whatever edits a draft next.

export interface LeaveAttempt {
  isDirty: boolean;
  /** A deliberate navigation the page let through (after creating, say). */
  isAllowed: boolean;
  current: { pathname: string; search: string };
  next: { pathname: string; search: string };
}

/**
 * Another page, or the same page with other query parameters (the event view's tabs live in
 * `?tab=`), leaves what is being edited; a hash change or a replace of the same URL does not.
 */
export function shouldAskBeforeLeaving({ isDirty, isAllowed, current, next }: LeaveAttempt): boolean {
  if (!isDirty || isAllowed) return false;
  return current.pathname !== next.pathname || current.search !== next.search;
}
