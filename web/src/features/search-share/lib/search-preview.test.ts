import { describe, expect, it } from 'vitest';
import { effectiveSeo, googleBreadcrumb, truncateLikeGoogle } from './search-preview';

describe('the search result preview', () => {
  it('keeps a text that fits, and cuts a longer one at a word with an ellipsis', () => {
    expect(truncateLikeGoogle('Terrassemarkiser', 60)).toBe('Terrassemarkiser');
    const long = 'Terrassemarkiser med motor og vindsensor, levert og montert på hele Øvre Romerike';
    const cut = truncateLikeGoogle(long, 60);
    expect(cut.endsWith(' …')).toBe(true);
    expect(cut.length).toBeLessThanOrEqual(61);
    expect(long.startsWith(cut.slice(0, -2))).toBe(true);
    expect(cut).toBe('Terrassemarkiser med motor og vindsensor, levert og montert …');
  });

  it('shows the address as Google does: the domain, then the path after ›', () => {
    expect(googleBreadcrumb('https://www.rms-solskjerming.no', '/produkter/markiser/terrassemarkise')).toBe('www.rms-solskjerming.no › produkter › markiser › terrassemarkise');
    expect(googleBreadcrumb('https://www.rms-solskjerming.no', '/')).toBe('www.rms-solskjerming.no');
  });

  it('shows the page’s own title and text where staff left a field empty', () => {
    const fallback = { title: 'Markiser | RMS Solskjerming', description: 'Markiser fra RMS.' };
    expect(effectiveSeo({}, fallback)).toEqual(fallback);
    expect(effectiveSeo({ title: '  ', description: 'Egen tekst' }, fallback)).toEqual({ title: 'Markiser | RMS Solskjerming', description: 'Egen tekst' });
  });
});
