import { z } from 'zod';
import { DEFAULT_ANSWER_WITHIN_HOURS, DEFAULT_QUOTE_TERMS, DEFAULT_MESSAGE_RETENTION_MONTHS, MAX_ANSWER_WITHIN_HOURS, MAX_MESSAGE_RETENTION_MONTHS, MIN_MESSAGE_RETENTION_MONTHS } from './contact-texts';
import { IsoDateSchema } from './common';
import { WEEKDAYS } from './site-facts';
import { FIXED_PAGES, SeoSchema, foreignSeoImage } from './seo';

export * from './site-facts';

/**
 * `settings/site`: the company's own facts (contact details, hours, team, partners, membership, map
 * position), edited by administrators in 'Innstillinger' and read by the footer, the about and
 * contact pages, the maps and the business JSON-LD. Messages are Norwegian: the admin form shows them.
 */

export const MAX_TEAM_MEMBERS = 12;

/** The receipt's texts until an administrator writes their own in 'Innstillinger'. */
export const DEFAULT_RECEIPT_SUBJECT = 'Vi har mottatt henvendelsen din';
export const DEFAULT_RECEIPT_INTRO = 'Takk for at du tok kontakt med oss! Dette er en bekreftelse på at vi har mottatt henvendelsen din.';
export const MAX_PARTNERS = 8;
export const MAX_PROFILE_LINKS = 8;

export const PHONE_MESSAGE = 'Ugyldig telefonnummer: skriv 8 sifre, f.eks. 63 97 41 20 (gjerne med +47 foran)';
export const EMAIL_MESSAGE = 'Ugyldig e-postadresse, f.eks. post@firma.no';
export const URL_MESSAGE = 'Adressen må begynne med https:// eller http://';
export const TIME_MESSAGE = 'Skriv klokkeslett som TT:MM, f.eks. 09:00';

const required = (label: string, max: number) =>
  z
    .string({ error: `${label} må fylles ut` })
    .trim()
    .min(1, `${label} må fylles ut`)
    .max(max, `${label} kan ha høyst ${max} tegn`);

/** Norwegian numbers (8 digits, optionally +47/0047 first) or another country's +<8–15 digits>. */
export function isValidPhone(value: string): boolean {
  const compact = value.replace(/[\s-]/g, '').replace(/^00/, '+');
  return /^(\+47)?\d{8}$/.test(compact) || /^\+(?!47)\d{8,15}$/.test(compact);
}

export const PhoneSchema = z
  .string({ error: 'Telefonnummer må fylles ut' })
  .trim()
  .min(1, 'Telefonnummer må fylles ut')
  .max(30, PHONE_MESSAGE)
  .refine(isValidPhone, PHONE_MESSAGE);

const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)*\.[^\s@.]{2,}$/;
export const EmailSchema = z
  .string({ error: 'E-postadresse må fylles ut' })
  .trim()
  .min(1, 'E-postadresse må fylles ut')
  .max(254, EMAIL_MESSAGE)
  .regex(EMAIL_PATTERN, EMAIL_MESSAGE);

/** An absolute http(s) address; anything else (javascript:, data:, relative) is refused. */
const HTTP_URL = /^https?:\/\/(?:[\p{L}\p{N}-]+\.)+\p{L}{2,}(?::\d{1,5})?(?:[/?#]\S*)?$/iu;
export function isHttpUrl(value: string): boolean {
  return HTTP_URL.test(value);
}

export const HttpUrlSchema = z.string().trim().max(500, 'Adressen kan ha høyst 500 tegn').refine(isHttpUrl, URL_MESSAGE);
/** A link that may be left empty: an empty partner or membership url is simply not linked. */
export const OptionalHttpUrlSchema = z
  .string()
  .trim()
  .max(500, 'Adressen kan ha høyst 500 tegn')
  .refine((v) => v === '' || isHttpUrl(v), URL_MESSAGE)
  .default('');

/**
 * Where an image comes from: a stored image (`site,team,<id>.jpg`, commas as folders), a file of the
 * site itself (`/logos/x.svg`) or an absolute http(s) address. Never a script or data address.
 */
export function isImageSource(value: string): boolean {
  if (/^\/(?!\/)[\w./-]+$/.test(value)) return !value.includes('..');
  if (/^https?:\/\//i.test(value)) return isHttpUrl(value);
  return /^[\w-]+(,[\w.-]+)+$/.test(value) && !value.includes('..');
}

export const SettingsImageSchema = z.object({
  src: z.string().trim().min(1, 'Last opp et bilde').max(2000).refine(isImageSource, 'Ugyldig bildeadresse'),
  alt_text: required('Alternativ tekst (beskrivelse av bildet)', 500),
  width: z.number().int().positive().optional(),
  height: z.number().int().positive().optional(),
});
export type SettingsImage = z.infer<typeof SettingsImageSchema>;

/** A share image for the fixed pages, uploaded in 'Innstillinger' (slot `share`); `id` is what `pageSeo.*.imageId` names. */
export const ShareImageSchema = SettingsImageSchema.extend({ id: z.string().trim().min(1).max(200) });
export type ShareImage = z.infer<typeof ShareImageSchema>;
export const MAX_SHARE_IMAGES = 12;

/** Search and share fields of the fixed pages (home, /produkter, /referanser, /om, /kontakt, /personvern). */
export const PageSeoSchema = z.object(Object.fromEntries(FIXED_PAGES.map((page) => [page, SeoSchema.optional()])) as Record<(typeof FIXED_PAGES)[number], z.ZodOptional<typeof SeoSchema>>);
export type PageSeo = z.infer<typeof PageSeoSchema>;

export const WeekdaySchema = z.enum(WEEKDAYS);

const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;
export const TimeSchema = z.string().trim().regex(TIME_PATTERN, TIME_MESSAGE);

/** One line of opening hours: the days it covers and one time span, e.g. Mon–Fri 09:00–16:00. */
export const HoursRowSchema = z
  .object({
    days: z.array(WeekdaySchema).min(1, 'Velg minst én dag').max(7),
    opens: TimeSchema,
    closes: TimeSchema,
  })
  // Only once both times are well-formed: a bad time has its own message.
  .refine((row) => !TIME_PATTERN.test(row.opens) || !TIME_PATTERN.test(row.closes) || row.opens < row.closes, { path: ['closes'], message: 'Stengetid må være etter åpningstid' });
export type HoursRow = z.infer<typeof HoursRowSchema>;
export const HoursSchema = z.array(HoursRowSchema).max(7, 'Høyst 7 linjer');

export const TeamMemberSchema = z.object({
  name: required('Navn', 100),
  title: required('Stilling', 100),
  email: EmailSchema,
  phone: PhoneSchema,
  /** null: no photo yet; the page shows the initials instead. */
  photo: SettingsImageSchema.nullable().default(null),
});
export type TeamMember = z.infer<typeof TeamMemberSchema>;

export const LogoHeightSchema = z
  .number({ error: 'Skriv høyden som et tall' })
  .int('Skriv høyden som et helt tall')
  .min(20, 'Høyden må være minst 20 px')
  .max(200, 'Høyden kan være høyst 200 px');

export const PartnerSchema = z.object({
  name: required('Navn', 100),
  url: OptionalHttpUrlSchema,
  description: z.string().trim().max(200, 'Beskrivelsen kan ha høyst 200 tegn').default(''),
  logo: SettingsImageSchema,
  height: LogoHeightSchema.default(60),
});
export type Partner = z.infer<typeof PartnerSchema>;

export const MembershipSchema = z.object({
  name: required('Navn', 100),
  url: OptionalHttpUrlSchema,
  logo: SettingsImageSchema,
  height: LogoHeightSchema.default(80),
  text: required('Tekst', 1000),
});
export type Membership = z.infer<typeof MembershipSchema>;

export const MapPositionSchema = z.object({
  lat: z.number({ error: 'Skriv breddegrad som et tall' }).min(-90, 'Breddegrad må være mellom -90 og 90').max(90, 'Breddegrad må være mellom -90 og 90'),
  lng: z.number({ error: 'Skriv lengdegrad som et tall' }).min(-180, 'Lengdegrad må være mellom -180 og 180').max(180, 'Lengdegrad må være mellom -180 og 180'),
});

/** The facts themselves: what the admin form edits and PUT /api/settings/site stores. */
export const SiteSettingsSchema = z.object({
  companyName: required('Firmanavn', 120),
  /** The organisation number printed on quotes (nine digits, spaces allowed); '' until it is filled in. */
  orgNumber: z
    .string()
    .trim()
    .transform((value) => value.replace(/\s/g, ''))
    .refine((value) => value === '' || /^\d{9}$/.test(value), 'Organisasjonsnummeret må ha ni sifre')
    .default(''),
  street: required('Gateadresse', 120),
  postalCode: z.string({ error: 'Postnummer må fylles ut' }).trim().regex(/^\d{4}$/, 'Postnummer må være fire sifre'),
  city: required('Poststed', 80),
  phone: PhoneSchema,
  email: EmailSchema,
  officeHours: HoursSchema,
  phoneHours: HoursSchema,
  team: z.array(TeamMemberSchema).max(MAX_TEAM_MEMBERS, `Høyst ${MAX_TEAM_MEMBERS} ansatte`),
  partners: z.array(PartnerSchema).max(MAX_PARTNERS, `Høyst ${MAX_PARTNERS} partnere`),
  membership: MembershipSchema,
  /** The company's own pages elsewhere (Facebook, the Google business profile…): JSON-LD `sameAs`. */
  profiles: z.array(HttpUrlSchema).max(MAX_PROFILE_LINKS, `Høyst ${MAX_PROFILE_LINKS} lenker`).default([]),
  map: MapPositionSchema,
  /** How many months enquiries are kept before the nightly job deletes them. */
  messageRetentionMonths: z
    .number({ error: 'Skriv antall måneder som et tall' })
    .int('Skriv antall måneder som et helt tall')
    .min(MIN_MESSAGE_RETENTION_MONTHS, `Minst ${MIN_MESSAGE_RETENTION_MONTHS} måned`)
    .max(MAX_MESSAGE_RETENTION_MONTHS, `Høyst ${MAX_MESSAGE_RETENTION_MONTHS} måneder`)
    .default(DEFAULT_MESSAGE_RETENTION_MONTHS),
  /** The answer time of a new enquiry, in working hours counted inside the opening hours (decision 132). */
  answerWithinHours: z
    .number({ error: 'Skriv svarfristen som et tall' })
    .int('Skriv svarfristen som et helt antall timer')
    .min(1, 'Svarfristen må være minst 1 time')
    .max(MAX_ANSWER_WITHIN_HOURS, `Svarfristen kan være høyst ${MAX_ANSWER_WITHIN_HOURS} arbeidstimer`)
    .default(DEFAULT_ANSWER_WITHIN_HOURS),
  /** The privacy statement's own words, shown beside the parts the law requires (which cannot be removed). */
  privacyText: z.string().trim().max(5000, 'Teksten kan ha høyst 5000 tegn').default(''),
  /** The subject of the receipt a visitor gets by mail after sending an enquiry (decision 133). */
  receiptSubject: z.string().trim().min(1, 'Emnet må fylles ut').max(200, 'Emnet kan ha høyst 200 tegn').default(DEFAULT_RECEIPT_SUBJECT),
  /** The receipt's opening words, before the copy of the enquiry, the answer time and the contact facts. */
  receiptIntro: z.string().trim().min(1, 'Teksten må fylles ut').max(2000, 'Teksten kan ha høyst 2000 tegn').default(DEFAULT_RECEIPT_INTRO),
  /** Pictures staff uploaded for sharing the fixed pages. */
  shareImages: z.array(ShareImageSchema).max(MAX_SHARE_IMAGES, `Høyst ${MAX_SHARE_IMAGES} delingsbilder`).default([]),
  /** 'Søk og deling' of each fixed page; a page left out keeps today's head. */
  pageSeo: PageSeoSchema.default({}),
  /** The terms printed on every quote under the price type's wording (decision 152). */
  quoteTerms: z.string().trim().min(1, 'Vilkårene må fylles ut').max(5000, 'Vilkårene kan ha høyst 5000 tegn').default(DEFAULT_QUOTE_TERMS),
});
export type SiteSettingsInput = z.input<typeof SiteSettingsSchema>;
export type SiteSettings = z.infer<typeof SiteSettingsSchema>;

/**
 * The fields staff may leave as they are, at the defaults the schema gives them (new arrays and objects
 * on each call): where the admin form starts, the seed and the tests' settings build on them.
 */
export function siteSettingsDefaults(): Pick<SiteSettings, 'phoneHours' | 'team' | 'partners' | 'profiles' | 'messageRetentionMonths' | 'answerWithinHours' | 'privacyText' | 'receiptSubject' | 'receiptIntro' | 'shareImages' | 'pageSeo' | 'orgNumber' | 'quoteTerms'> {
  return {
    phoneHours: [],
    team: [],
    partners: [],
    profiles: [],
    messageRetentionMonths: DEFAULT_MESSAGE_RETENTION_MONTHS,
    answerWithinHours: DEFAULT_ANSWER_WITHIN_HOURS,
    privacyText: '',
    receiptSubject: DEFAULT_RECEIPT_SUBJECT,
    receiptIntro: DEFAULT_RECEIPT_INTRO,
    shareImages: [],
    pageSeo: {},
    orgNumber: '',
    quoteTerms: DEFAULT_QUOTE_TERMS,
  };
}

/** GET /api/settings/site: the stored facts and when they last changed. */
export const SiteSettingsDocSchema = SiteSettingsSchema.extend({ modified_at: IsoDateSchema });
export type SiteSettingsDoc = z.infer<typeof SiteSettingsDocSchema>;

/** A fixed page's share image must be one uploaded in 'Innstillinger' (one of `shareImages`). */
export function refineSharedImages(settings: Pick<SiteSettings, 'shareImages' | 'pageSeo'>, ctx: z.RefinementCtx): void {
  const ids = settings.shareImages.map((image) => image.id);
  for (const page of FIXED_PAGES) {
    const problem = foreignSeoImage(settings.pageSeo[page], ids);
    if (problem) ctx.addIssue({ code: 'custom', path: ['pageSeo', page, 'imageId'], message: problem });
  }
}

/** The admin form's rules: the facts, and share images that exist. */
export const SiteSettingsFormSchema = SiteSettingsSchema.superRefine(refineSharedImages);

/** PUT /api/settings/site: every field, plus the `modified_at` the edit started from (409 when stale). */
export const SiteSettingsUpdateSchema = SiteSettingsSchema.extend({ modified_at: IsoDateSchema.optional() }).superRefine(refineSharedImages);
export type SiteSettingsUpdateInput = z.input<typeof SiteSettingsUpdateSchema>;

/** Where an uploaded settings image belongs; its file is stored at raw/site/<slot>/<id>.<ext>. */
export const SETTINGS_IMAGE_SLOTS = ['team', 'partners', 'membership', 'share'] as const;
export const SettingsImageSlotSchema = z.enum(SETTINGS_IMAGE_SLOTS, { error: 'slot må være team, partners, membership eller share' });
export type SettingsImageSlot = z.infer<typeof SettingsImageSlotSchema>;

