import type { SiteSettingsInput } from '@rms/schema';

/**
 * The company's contact facts as the tests of the site settings use them (schema, API, admin form,
 * JSON-LD): each test spreads these and sets the team, partners and hours it is about.
 */
export const SAMPLE_COMPANY_FACTS = {
  companyName: 'RMS Solskjerming AS',
  street: 'Industrivegen 14',
  postalCode: '2069',
  city: 'Jessheim',
  phone: '63 97 41 20',
  email: 'post@rms-solskjerming.no',
  officeHours: [{ days: ['mo', 'tu', 'we', 'th', 'fr'], opens: '09:00', closes: '16:00' }],
} satisfies Partial<SiteSettingsInput>;
