import { siteSettingsDefaults, type SiteSettingsDoc, type SiteSettingsInput } from '@rms/schema';

/** Where a form starts when the settings were never saved: empty fields, the logo's default heights. */
export const EMPTY_SETTINGS: SiteSettingsInput = {
  ...siteSettingsDefaults(),
  companyName: '',
  street: '',
  postalCode: '',
  city: '',
  phone: '',
  email: '',
  officeHours: [],
  membership: { name: '', url: '', logo: { src: '', alt_text: '' }, height: 80, text: '' },
  map: { lat: 60.1419, lng: 11.1747 },
};

/** The form's values of a stored version (its `modified_at` is kept apart, as the edit's starting point). */
export function formValues(doc: SiteSettingsDoc | null | undefined): SiteSettingsInput {
  if (!doc) return EMPTY_SETTINGS;
  const { modified_at: _modifiedAt, ...settings } = doc;
  return settings;
}
