import { describe, expect, it } from 'vitest';
import { checkoutTitle, DEFAULT_CHECKOUT_TITLE, FREE_CHECKOUT_TITLE } from './checkout-step.tsx';

describe('checkoutTitle', () => {
  it.each([
    [null, false, DEFAULT_CHECKOUT_TITLE],
    [null, true, FREE_CHECKOUT_TITLE],
    // The settings' default is the spec's purchase title: a free order gets its own.
    [DEFAULT_CHECKOUT_TITLE, true, FREE_CHECKOUT_TITLE],
    ['  ', true, FREE_CHECKOUT_TITLE],
    ['Até logo!', true, 'Até logo!'],
    ['Até logo!', false, 'Até logo!'],
  ])('%s (free: %s) → %s', (custom, isFree, title) => {
    expect(checkoutTitle(custom, isFree)).toBe(title);
  });
});
