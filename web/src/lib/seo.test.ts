import { afterEach, describe, expect, it, vi } from 'vitest';
import { SiteSettingsSchema, YEARS_OF_EXPERIENCE_TOKEN, type SiteSettings } from '@rms/schema';
import { businessJsonLd, summarize } from './seo';
import { yearsOfExperience } from '@/content/company';
import { SAMPLE_COMPANY_FACTS } from '../../../test/site-settings-fixture';

const logo = { src: '/logos/x.svg', alt_text: 'Logo' };
const settings: SiteSettings = SiteSettingsSchema.parse({
  ...SAMPLE_COMPANY_FACTS,
  phoneHours: [],
  team: [],
  partners: [
    { name: 'Med side', url: 'https://partner.no', logo, height: 60 },
    { name: 'Uten side', url: '', logo, height: 60 },
  ],
  membership: { name: 'Forening', url: '', logo, height: 80, text: 'Medlem.' },
  map: { lat: 60.1, lng: 11.2 },
});

afterEach(() => vi.useRealTimers());

describe('business structured data', () => {
  it('states the company facts (founded 1987, address, hours) from the site settings', () => {
    const ld = businessJsonLd(settings)!;
    expect(ld.foundingDate).toBe('1987');
    expect(ld.telephone).toBe('+4763974120');
    expect(ld.openingHours).toEqual(['Mo-Fr 09:00-16:00']);
    expect(ld.openingHoursSpecification[0]).toMatchObject({ dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '09:00', closes: '16:00' });
    expect(ld.address).toMatchObject({ '@type': 'PostalAddress', streetAddress: 'Industrivegen 14', postalCode: '2069', addressLocality: 'Jessheim', addressCountry: 'NO' });
    expect(ld.geo).toMatchObject({ '@type': 'GeoCoordinates', latitude: 60.1, longitude: 11.2 });
    expect(ld.areaServed.map((a) => a.name)).toContain('Øvre Romerike');
    expect(ld.makesOffer.length).toBeGreaterThan(0);
  });

  it('leaves out empty links: no url for an unlinked partner or association, no sameAs without profiles', () => {
    const ld = businessJsonLd(settings)!;
    expect(ld.brand).toEqual([
      { '@type': 'Brand', name: 'Med side', url: 'https://partner.no' },
      { '@type': 'Brand', name: 'Uten side' },
    ]);
    expect(ld.memberOf).toEqual({ '@type': 'Organization', name: 'Forening' });
    expect(ld).not.toHaveProperty('sameAs');
    expect(JSON.stringify(ld)).not.toContain('example.com');
    expect(businessJsonLd({ ...settings, profiles: ['https://www.facebook.com/rms'] })!.sameAs).toEqual(['https://www.facebook.com/rms']);
  });
});

describe('years of experience', () => {
  it('is the current year minus 1987', () => {
    expect(yearsOfExperience(new Date('2026-05-01'))).toBe(39);
    expect(yearsOfExperience(new Date('2030-01-01'))).toBe(43);
  });
});

describe('summarize', () => {
  it('writes the current years of experience where a stored text has the token', () => {
    expect(summarize(`<p>Over ${YEARS_OF_EXPERIENCE_TOKEN} års erfaring.</p>`)).toBe(`Over ${yearsOfExperience()} års erfaring.`);
  });

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
