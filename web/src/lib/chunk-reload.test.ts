import { describe, expect, it, vi } from 'vitest';
import { isChunkLoadError, reloadedHere, reloadOnce } from './chunk-reload';

function fakes(href = 'https://site/om') {
  const store = new Map<string, string>();
  const storage = { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v) };
  const location = { href, reload: vi.fn() };
  return { storage, location };
}

describe('chunk reload', () => {
  it('recognises the browsers’ failed dynamic import messages', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: https://site/assets/about-x.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
  });

  it('reloads the same address once, then lets the error show', () => {
    const { storage, location } = fakes();
    expect(reloadedHere(storage, location)).toBe(false);
    expect(reloadOnce(storage, location)).toBe(true);
    expect(location.reload).toHaveBeenCalledTimes(1);
    expect(reloadedHere(storage, location)).toBe(true);
    expect(reloadOnce(storage, location)).toBe(false);
    expect(location.reload).toHaveBeenCalledTimes(1);
  });
});
