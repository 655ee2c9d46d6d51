import { describe, expect, it } from 'vitest';
import {
  SiteSettingsSchema,
  formatDays,
  isValidPhone,
  phoneE164,
  schemaOrgHours,
  withYearsOfExperience,
  YEARS_OF_EXPERIENCE_TOKEN,
  type SiteSettingsInput,
} from './settings';
import { SAMPLE_COMPANY_FACTS } from '../../test/site-settings-fixture';

const photo = { src: 'site,team-1.jpg', alt_text: 'Portrett av Kari' };
export const validSettings: SiteSettingsInput = {
  ...SAMPLE_COMPANY_FACTS,
  phoneHours: [
    { days: ['mo', 'tu', 'we', 'th', 'fr'], opens: '08:00', closes: '20:00' },
    { days: ['sa'], opens: '10:00', closes: '14:00' },
  ],
  team: [{ name: 'Kari Haugen', title: 'Salg', email: 'kari@rms-solskjerming.no', phone: '922 18 744', photo }],
  partners: [{ name: 'Solvia', url: '', logo: { src: '/logos/solvia-motors.svg', alt_text: 'Solvia' }, height: 60 }],
  membership: { name: 'Forening', url: '', logo: { src: '/logos/x.svg', alt_text: 'Forening' }, height: 80, text: 'Medlem.' },
  map: { lat: 60.14, lng: 11.17 },
};

function issuesOf(input: unknown) {
  const r = SiteSettingsSchema.safeParse(input);
  return r.success ? [] : r.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
}

describe('SiteSettingsSchema', () => {
  it('accepts the seeded facts and fills the defaults', () => {
    const parsed = SiteSettingsSchema.parse(validSettings);
    expect(parsed.profiles).toEqual([]);
    expect(parsed.partners[0]?.description).toBe('');
  });

  it('names the field and says in Norwegian what is wrong', () => {
    expect(issuesOf({ ...validSettings, phone: '12 34' })).toEqual([{ path: 'phone', message: expect.stringContaining('Ugyldig telefonnummer') }]);
    expect(issuesOf({ ...validSettings, email: 'post@firma' })).toEqual([{ path: 'email', message: expect.stringContaining('Ugyldig e-postadresse') }]);
    expect(issuesOf({ ...validSettings, postalCode: '206' })).toEqual([{ path: 'postalCode', message: 'Postnummer må være fire sifre' }]);
    expect(issuesOf({ ...validSettings, companyName: '  ' })).toEqual([{ path: 'companyName', message: 'Firmanavn må fylles ut' }]);
  });

  it('refuses javascript: and other non-http addresses for links and images', () => {
    const partner = { ...validSettings.partners[0]!, url: 'javascript:alert(1)' };
    expect(issuesOf({ ...validSettings, partners: [partner] })).toEqual([{ path: 'partners.0.url', message: 'Adressen må begynne med https:// eller http://' }]);
    const logo = { src: 'javascript:alert(1)', alt_text: 'x' };
    expect(issuesOf({ ...validSettings, membership: { ...validSettings.membership, logo } })[0]?.path).toBe('membership.logo.src');
    expect(issuesOf({ ...validSettings, profiles: ['data:text/html,hei'] })[0]?.path).toBe('profiles.0');
  });

  it('allows 12 team members and 8 partners, not more', () => {
    const member = validSettings.team[0]!;
    const partner = validSettings.partners[0]!;
    expect(issuesOf({ ...validSettings, team: Array(12).fill(member), partners: Array(8).fill(partner) })).toEqual([]);
    expect(issuesOf({ ...validSettings, team: Array(13).fill(member) })).toEqual([{ path: 'team', message: 'Høyst 12 ansatte' }]);
    expect(issuesOf({ ...validSettings, partners: Array(9).fill(partner) })).toEqual([{ path: 'partners', message: 'Høyst 8 partnere' }]);
  });

  it('wants hours as days and a time span that closes after it opens', () => {
    expect(issuesOf({ ...validSettings, officeHours: [{ days: [], opens: '9', closes: '08:00' }] }).map((i) => i.path)).toEqual(['officeHours.0.days', 'officeHours.0.opens']);
    expect(issuesOf({ ...validSettings, officeHours: [{ days: ['mo'], opens: '16:00', closes: '09:00' }] })).toEqual([
      { path: 'officeHours.0.closes', message: 'Stengetid må være etter åpningstid' },
    ]);
  });

  it('needs alt text on every image', () => {
    const member = { ...validSettings.team[0]!, photo: { src: 'site,team,abc.jpg', alt_text: '' } };
    expect(issuesOf({ ...validSettings, team: [member] })[0]?.path).toBe('team.0.photo.alt_text');
  });
});

describe('phone numbers', () => {
  it('takes Norwegian numbers with or without +47 and gives their E.164 form', () => {
    for (const ok of ['63 97 41 20', '+47 63 97 41 20', '0047 63974120', '913-45-210', '+46 8 123 456 78']) expect(isValidPhone(ok), ok).toBe(true);
    for (const bad of ['12345', '+47 1234', 'ring oss', '63 97 41 20 1', '']) expect(isValidPhone(bad), bad).toBe(false);
    expect(phoneE164('63 97 41 20')).toBe('+4763974120');
    expect(phoneE164('+47 913 45 210')).toBe('+4791345210');
  });
});

describe('hours', () => {
  it('writes days in Norwegian and in schema.org form', () => {
    expect(formatDays(['mo', 'tu', 'we', 'th', 'fr'])).toBe('Mandag–fredag');
    expect(formatDays(['sa'])).toBe('Lørdag');
    expect(formatDays(['we', 'mo'])).toBe('Mandag, onsdag');
    expect(schemaOrgHours({ days: ['mo', 'tu', 'we', 'th', 'fr'], opens: '09:00', closes: '16:00' })).toBe('Mo-Fr 09:00-16:00');
    expect(schemaOrgHours({ days: ['mo', 'we', 'th'], opens: '10:00', closes: '14:00' })).toBe('Mo,We-Th 10:00-14:00');
  });
});

describe('years of experience', () => {
  it('is computed wherever the token stands in a text', () => {
    const text = `<p>Over ${YEARS_OF_EXPERIENCE_TOKEN} års erfaring.</p>`;
    expect(withYearsOfExperience(text, new Date('2026-05-01'))).toBe('<p>Over 39 års erfaring.</p>');
    expect(withYearsOfExperience(text, new Date('2030-01-01'))).toBe('<p>Over 43 års erfaring.</p>');
  });
});
