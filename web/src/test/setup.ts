import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
// Same rule as the other projects: an unexpected console.error fails the test.
import '../../../test/fail-on-console-error';
import './dialog-polyfill';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

// The test DOMs do no scrolling, and jsdom (product-tree's file) has no media queries; the app uses both.
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
Element.prototype.scrollIntoView = vi.fn();
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
