import { describe, expect, it } from 'vitest';
import { imageCacheKey } from './image-cache';

describe('imageCacheKey', () => {
  it('hashes every input the seed pictures depend on (a moved or renamed input fails here, not in the browser tests)', () => {
    const key = imageCacheKey();
    expect(key).toMatch(/^[0-9a-f]{16}$/);
    expect(imageCacheKey()).toBe(key);
  });
});
