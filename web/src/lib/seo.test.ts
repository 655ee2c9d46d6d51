import { afterEach, describe, expect, it, vi } from 'vitest';
import { businessJsonLd, summarize } from './seo';
import { yearsOfExperience } from '@/content/company';

afterEach(() => vi.useRealTimers());

describe('business structured data', () => {
  it('states the spec §1 facts', () => {
    const ld = businessJsonLd();
    expect(ld.foundingDate).toBe('1987');
    expect(ld.openingHours).toEqual(['Mo-Fr 09:00-16:00']);
    expect(ld.address).toMatchObject({ '@type': 'PostalAddress', addressCountry: 'NO' });
    expect(ld.geo).toMatchObject({ '@type': 'GeoCoordinates' });
    expect(ld.areaServed.map((a) => a.name)).toContain('Øvre Romerike');
    expect(ld.makesOffer.length).toBeGreaterThan(0);
    expect(ld.brand).toHaveLength(4);
  });
});

describe('years of experience', () => {
  it('is the current year minus 1987', () => {
    expect(yearsOfExperience(new Date('2026-05-01'))).toBe(39);
    expect(yearsOfExperience(new Date('2030-01-01'))).toBe(43);
  });
});

describe('summarize', () => {
  it('strips tags and shortens at a word boundary', () => {
    expect(summarize('<p>Hei <strong>der</strong></p>')).toBe('Hei der');
    const long = summarize(`<p>${'ord '.repeat(100)}</p>`, 20);
    expect(long.length).toBeLessThanOrEqual(20);
    expect(long.endsWith('…')).toBe(true);
  });
});

describe('summarize with headings', () => {
  it('prefers paragraph text over headings', () => {
    expect(summarize('<h2>Overskrift</h2><p>Første avsnitt.</p><ul><li>punkt</li></ul><p>Andre.</p>')).toBe('Første avsnitt. Andre.');
  });
});
