import { describe, expect, it } from 'vitest';
import { imageCacheKey, imageCacheRoot, KEPT_BUILDS, staleBuilds } from './image-cache';

describe('imageCacheKey', () => {
  it('hashes every input the seed pictures depend on (a moved or renamed input fails here, not in the browser tests)', () => {
    const key = imageCacheKey();
    expect(key).toMatch(/^[0-9a-f]{16}$/);
    expect(imageCacheKey()).toBe(key);
  });
});

describe('imageCacheRoot', () => {
  it("is the user's cache folder, outside the clone, so npm ci and a new clone keep the builds", () => {
    expect(imageCacheRoot({}, '/home/kari')).toBe('/home/kari/.cache/rms-seed-images');
    expect(imageCacheRoot({ XDG_CACHE_HOME: '/var/cache/kari' }, '/home/kari')).toBe('/var/cache/kari/rms-seed-images');
    expect(imageCacheRoot({ XDG_CACHE_HOME: '/var/cache/kari', RMS_SEED_IMAGE_CACHE: '/tmp/bilder' }, '/home/kari')).toBe('/tmp/bilder');
  });
});

describe('staleBuilds', () => {
  it('keeps the current build and the ones used last beside it, and removes the rest, the least recently used first', () => {
    const builds = ['a', 'b', 'c', 'd', 'e'].map((name, i) => ({ name, usedAt: i }));
    expect(KEPT_BUILDS).toBe(3);
    // 'a' is current although used longest ago: it stays, with the two used last ('e', 'd').
    expect(staleBuilds(builds, 'a').sort()).toEqual(['b', 'c']);
    expect(staleBuilds(builds, 'e').sort()).toEqual(['a', 'b']);
    expect(staleBuilds(builds.slice(0, 3), 'c')).toEqual([]);
  });
});
