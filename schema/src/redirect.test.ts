import { describe, expect, it } from 'vitest';
import { EXTERNAL_TARGET_MESSAGE, MALFORMED_PATH_MESSAGE, RedirectCreateSchema, normalizeSitePath } from './redirect';

describe('a path of the site', () => {
  it('has one spelling: no trailing slash, percent-encoded as a browser sends it', () => {
    expect(normalizeSitePath('/produkter/')).toBe('/produkter');
    expect(normalizeSitePath(' /om/bjørn ')).toBe('/om/bj%C3%B8rn');
    expect(normalizeSitePath('/om/bj%C3%B8rn')).toBe('/om/bj%C3%B8rn');
    expect(normalizeSitePath('/produkter.html')).toBe('/produkter.html');
    expect(normalizeSitePath('/')).toBe('/');
  });

  it.each(['produkter', '/a//b', '/a/../b', '/a b', '/a?b=1', '/a#b', '/a\\b', '/%E0%A4%A'])('refuses %s', (raw) => {
    expect(normalizeSitePath(raw)).toBeNull();
  });

  it('refuses external targets and malformed paths with Norwegian messages', () => {
    const external = RedirectCreateSchema.safeParse({ from: '/gammel', to: 'https://example.com' });
    expect(external.error?.issues[0]?.message).toBe(EXTERNAL_TARGET_MESSAGE);
    const malformed = RedirectCreateSchema.safeParse({ from: 'gammel', to: '/om' });
    expect(malformed.error?.issues[0]?.message).toBe(MALFORMED_PATH_MESSAGE);
    expect(RedirectCreateSchema.parse({ from: '/Gammel/', to: '/om' })).toEqual({ from: '/Gammel', to: '/om' });
  });
});
