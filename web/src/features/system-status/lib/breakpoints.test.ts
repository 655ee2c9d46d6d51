import { describe, expect, it } from 'vitest';
import { breakpointFor } from './breakpoints';

describe('breakpointFor (the debug header names Tailwind\'s breakpoint of the window width)', () => {
  it.each([
    [320, 'xs'],
    [639, 'xs'],
    [640, 'sm'],
    [767, 'sm'],
    [768, 'md'],
    [1024, 'lg'],
    [1279, 'lg'],
    [1280, 'xl'],
    [1536, '2xl'],
    [2560, '2xl'],
  ])('%i px is %s', (width, name) => {
    expect(breakpointFor(width)).toBe(name);
  });
});
