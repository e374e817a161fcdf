import { describe, expect, it } from 'vitest';
import { shouldAskBeforeLeaving } from './leave-rule.ts';

const at = (pathname: string, search = '') => ({ pathname, search });
const attempt = (over: Partial<Parameters<typeof shouldAskBeforeLeaving>[0]> = {}) =>
  shouldAskBeforeLeaving({
    isDirty: true,
    isAllowed: false,
    current: at('/admin/eventos/7/editar'),
    next: at('/admin/eventos/7'),
    ...over,
  });

describe('shouldAskBeforeLeaving', () => {
  it('asks when unsaved changes would be left for another page', () => {
    expect(attempt()).toBe(true);
  });

  it('asks when only the query changes: switching the event view’s tab leaves the form builder', () => {
    expect(
      attempt({
        current: at('/admin/eventos/7', '?tab=formularios'),
        next: at('/admin/eventos/7', '?tab=cupons'),
      }),
    ).toBe(true);
  });

  it('lets the page go when nothing is unsaved', () => {
    expect(attempt({ isDirty: false })).toBe(false);
  });

  it('lets a deliberate navigation through (after a create)', () => {
    expect(attempt({ isAllowed: true })).toBe(false);
  });

  it('does not ask for the same URL (a hash or a replace of the same page)', () => {
    expect(attempt({ next: at('/admin/eventos/7/editar') })).toBe(false);
  });
});
