import { describe, expect, it } from 'vitest';
import { totalsOf, type CountedHit, type WaitingHit } from './visit-counter';

const hit = (visitor: string, tag: string, over: Partial<CountedHit> = {}): WaitingHit => ({
  hit: { path: `/${tag}`, referrer: null, device: 'desktop', country: 'NO', ...over },
  visitor,
  tag,
  done: () => {},
});

describe('what a batch of hits adds to its day', () => {
  it('counts a visitor once a day and once a day per page', () => {
    const { totals, seen } = totalsOf('2025-03-10', [hit('a', 'om'), hit('a', 'om'), hit('a', 'kontakt'), hit('b', 'om', { referrer: '' })], new Map());
    expect(totals).toMatchObject({ pageviews: 4, visitors: 2 });
    expect(totals.pages.get('/om')).toEqual({ pageviews: 3, visitors: 2 });
    expect(totals.pages.get('/kontakt')).toEqual({ pageviews: 1, visitors: 1 });
    expect([...totals.referrers]).toEqual([['', 1]]);
    expect(seen.get('a')).toEqual(new Set(['om', 'kontakt']));
  });

  it('knows visitors already in the stored sets, and pairs this instance stored itself', () => {
    const before = new Map([['a', new Set(['om'])]]);
    const { totals, seen } = totalsOf('2025-03-10', [hit('a', 'om'), hit('a', 'kontakt'), hit('c', 'om')], before, new Set(['c', 'c:om']));
    expect(totals).toMatchObject({ pageviews: 3, visitors: 0 });
    expect(totals.pages.get('/om')).toEqual({ pageviews: 2, visitors: 0 });
    expect(totals.pages.get('/kontakt')).toEqual({ pageviews: 1, visitors: 1 });
    // A pair known here leaves that visitor's stored set alone (it was not read).
    expect([...seen.keys()]).toEqual(['a']);
  });
});
