import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
// Same rule as the other projects: an unexpected console.error fails the test.
import '../fail-on-console-error';
import './dialog-polyfill';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

// happy-dom computes no `display` for phrasing elements, and an accessible name is read with a space
// around every element that is not inline. Browsers display <mark> inline, so a search highlight inside
// a word (components/ui/highlight.tsx) leaves the name one word there ('Motorstyring', not 'Motor styring').
const browserDefaults = document.createElement('style');
browserDefaults.textContent = 'mark { display: inline; }';
document.head.append(browserDefaults);

// The test DOM does no scrolling, which the app asks for.
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
Element.prototype.scrollIntoView = vi.fn();
