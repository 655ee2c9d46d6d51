import { DEFAULT_ANSWER_WITHIN_HOURS, DEFAULT_MESSAGE_RETENTION_MONTHS, DEFAULT_RECEIPT_INTRO, DEFAULT_RECEIPT_SUBJECT, type SiteSettingsDoc, type SiteSettingsInput } from '@rms/schema';

/** Where a form starts when the settings were never saved: empty fields, the logo's default heights. */
export const EMPTY_SETTINGS: SiteSettingsInput = {
  companyName: '',
  street: '',
  postalCode: '',
  city: '',
  phone: '',
  email: '',
  officeHours: [],
  phoneHours: [],
  team: [],
  partners: [],
  membership: { name: '', url: '', logo: { src: '', alt_text: '' }, height: 80, text: '' },
  profiles: [],
  map: { lat: 60.1419, lng: 11.1747 },
  messageRetentionMonths: DEFAULT_MESSAGE_RETENTION_MONTHS,
  answerWithinHours: DEFAULT_ANSWER_WITHIN_HOURS,
  privacyText: '',
  receiptSubject: DEFAULT_RECEIPT_SUBJECT,
  receiptIntro: DEFAULT_RECEIPT_INTRO,
  shareImages: [],
  pageSeo: {},
};

/** The form's values of a stored version (its `modified_at` is kept apart, as the edit's starting point). */
export function formValues(doc: SiteSettingsDoc | null | undefined): SiteSettingsInput {
  if (!doc) return EMPTY_SETTINGS;
  const { modified_at: _modifiedAt, ...settings } = doc;
  return settings;
}
