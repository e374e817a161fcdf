// Setup of the `component` vitest project (src/web/**/*.component-test.tsx, jsdom): what jsdom
// lacks and Mantine asks for, and a clean document after each test.
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

/** The width media queries are answered against; a test sets it before rendering (default: desktop). */
let viewportWidth = 1366;

export function setViewportWidth(width: number): void {
  viewportWidth = width;
}

/** Enough of a CSS media query for Mantine's breakpoints: min-width/max-width in px or em. */
function matches(query: string): boolean {
  const px = (value: string, unit: string) => Number(value) * (unit === 'em' ? 16 : 1);
  return [...query.matchAll(/\((min|max)-width:\s*([\d.]+)(px|em)\)/g)].every(([, side, value, unit]) =>
    side === 'min'
      ? viewportWidth >= px(value ?? '0', unit ?? 'px')
      : viewportWidth <= px(value ?? '0', unit ?? 'px'),
  );
}

Object.defineProperty(window, 'matchMedia', {
  configurable: true,
  value: (query: string) => ({
    matches: matches(query),
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  }),
});

class NoResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
globalThis.ResizeObserver ??= NoResizeObserver as unknown as typeof ResizeObserver;
Element.prototype.scrollIntoView ??= () => {};
// ProseMirror (the rich-text editor) measures text it scrolls into view.
const noRects = () => ({ length: 0, item: () => null, [Symbol.iterator]: [][Symbol.iterator] });
Range.prototype.getClientRects ??= noRects as unknown as () => DOMRectList;
Range.prototype.getBoundingClientRect ??= () => new DOMRect();
document.elementFromPoint ??= () => null;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  viewportWidth = 1366;
});
