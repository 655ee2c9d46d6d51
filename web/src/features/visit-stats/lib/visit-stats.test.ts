import { describe, expect, it } from 'vitest';
import { conversion, countryName, formatCount, formatShare, isSummedPerDay, lastDays, referrerSources } from './visit-stats';

describe('the visit statistics on the dashboard', () => {
  it('asks for Norwegian calendar days ending today, also just after midnight and across a new year', () => {
    expect(lastDays(7, new Date('2026-03-29T22:30:00Z'))).toEqual({ from: '2026-03-24', to: '2026-03-30' });
    expect(lastDays(30, new Date('2026-01-01T00:30:00+01:00'))).toEqual({ from: '2025-12-03', to: '2026-01-01' });
    expect(lastDays(1, new Date('2026-06-30T21:59:00Z'))).toEqual({ from: '2026-06-30', to: '2026-06-30' });
  });

  it('says visitors are summed per day only for a range longer than a day', () => {
    expect(isSummedPerDay({ from: '2026-03-30', to: '2026-03-30' })).toBe(false);
    expect(isSummedPerDay({ from: '2026-03-29', to: '2026-03-30' })).toBe(true);
  });

  it('writes numbers and shares the Norwegian way', () => {
    expect(formatCount(1234567)).toBe('1\u00a0234\u00a0567');
    expect(formatShare(34, 1000)).toBe('3,4\u00a0%');
    expect(formatShare(1, 3)).toBe('33,3\u00a0%');
    expect(formatShare(0, 0)).toBe('–');
  });

  it('adds up the hosts of one source and puts the largest first', () => {
    expect(referrerSources([
      { host: 'bing.com', pageviews: 5 },
      { host: 'www.google.no', pageviews: 3 },
      { host: 'google.com', pageviews: 4 },
      { host: '', pageviews: 6 },
    ])).toEqual([
      { label: 'Google', pageviews: 7 },
      { label: '(direkte)', pageviews: 6 },
      { label: 'Bing', pageviews: 5 },
    ]);
  });

  it('names countries in Norwegian, and an unknown one as such', () => {
    expect(['NO', 'SE', 'ZZ'].map(countryName)).toEqual(['Norge', 'Sverige', 'Ukjent']);
  });
});

describe('conversion', () => {
  it('is the share of visits that led to a product enquiry, never more than 100 %, and marked when requests outnumber visits', () => {
    expect(conversion(34, 1000)).toEqual({ text: '3,4\u00a0%', capped: false });
    expect(conversion(1, 1)).toEqual({ text: '100,0\u00a0%', capped: false });
    expect(conversion(3, 1)).toEqual({ text: '100,0\u00a0%', capped: true });
    expect(conversion(0, 0)).toEqual({ text: '–', capped: false });
    for (const [quotes, visits] of [[3, 1], [7, 2], [1000, 999], [5, 5]]) {
      expect(Number(conversion(quotes!, visits!).text.replace(/[^\d,]/g, '').replace(',', '.'))).toBeLessThanOrEqual(100);
    }
  });
});
