import { siteSettingsDefaults, type SiteSettings, type SiteSettingsDoc, type SiteSettingsInput } from '@rms/schema';
import { SITE_SETTINGS } from '../emulators/seed/content/settings';

/**
 * The one site-settings fixture of every test (schema, API, admin form, pages and JSON-LD). The company's
 * contact facts are the seed's, so a test and the local stack show the same company.
 */
const { companyName, street, postalCode, city, phone, email, officeHours, map } = SITE_SETTINGS;
export const SAMPLE_COMPANY_FACTS: Pick<SiteSettings, 'companyName' | 'street' | 'postalCode' | 'city' | 'phone' | 'email' | 'officeHours'> = {
  companyName,
  street,
  postalCode,
  city,
  phone,
  email,
  officeHours,
};

/** When the fixture's settings were last saved. */
export const SETTINGS_MODIFIED_AT = '2026-01-10T10:00:00.000Z';

/**
 * Complete settings as stored in settings/site and answered by GET /api/settings/site: the company's
 * facts, no phone hours, team or partners, a membership with a placeholder logo and every optional
 * field at its default. A test overrides the part it is about.
 */
export function siteSettingsDoc(overrides: Partial<SiteSettingsDoc> = {}): SiteSettingsDoc {
  return {
    ...siteSettingsDefaults(),
    ...SAMPLE_COMPANY_FACTS,
    membership: { name: 'Forening', url: '', logo: { src: '/logos/x.svg', alt_text: 'Forening' }, height: 80, text: 'Medlem.' },
    map,
    modified_at: SETTINGS_MODIFIED_AT,
    ...overrides,
  };
}

/** The same settings as the body an administrator saves (PUT /api/settings/site): no modified_at. */
export function siteSettingsInput(overrides: Partial<SiteSettingsInput> = {}): SiteSettingsInput {
  const { modified_at: _stored, ...input } = siteSettingsDoc();
  return { ...input, ...overrides };
}
