/**
 * The company's facts as text: years of experience, phone numbers and opening hours. No zod here:
 * visitor pages import these (`@rms/schema/site-facts`) without downloading the schemas.
 */

/** The company was founded in 1987; years of experience = this year minus 1987. */
export const FOUNDED_YEAR = 1987;

export function yearsOfExperience(now: Date = new Date()): number {
  return now.getFullYear() - FOUNDED_YEAR;
}

/**
 * Stored texts (product and project descriptions) write the figure as this token, and the web
 * renders the current figure in its place, so a text never goes stale (decision 062).
 */
export const YEARS_OF_EXPERIENCE_TOKEN = '{{erfaringsår}}';

/** Replaces every years-of-experience token in a text with the current figure. */
export function withYearsOfExperience(text: string, now: Date = new Date()): string {
  return text.includes(YEARS_OF_EXPERIENCE_TOKEN) ? text.replaceAll(YEARS_OF_EXPERIENCE_TOKEN, String(yearsOfExperience(now))) : text;
}

/**
 * The company's phone number where the stored settings cannot be read (a 503 page, a contact
 * message that could not be saved); the site shows the stored one everywhere else.
 */
export const DEFAULT_COMPANY_PHONE = '63 97 41 20';

/** E.164 form for tel: links and structured data: '63 97 41 20' → '+4763974120'. */
export function phoneE164(value: string): string {
  const compact = value.replace(/[\s-]/g, '').replace(/^00/, '+');
  return compact.startsWith('+') ? compact : `+47${compact}`;
}

export const WEEKDAYS = ['mo', 'tu', 'we', 'th', 'fr', 'sa', 'su'] as const;
export type Weekday = (typeof WEEKDAYS)[number];
export const WEEKDAY_NAMES: Record<Weekday, string> = {
  mo: 'Mandag',
  tu: 'Tirsdag',
  we: 'Onsdag',
  th: 'Torsdag',
  fr: 'Fredag',
  sa: 'Lørdag',
  su: 'Søndag',
};
const SCHEMA_ORG_DAY: Record<Weekday, string> = { mo: 'Mo', tu: 'Tu', we: 'We', th: 'Th', fr: 'Fr', sa: 'Sa', su: 'Su' };
export const SCHEMA_ORG_DAY_NAME: Record<Weekday, string> = {
  mo: 'Monday',
  tu: 'Tuesday',
  we: 'Wednesday',
  th: 'Thursday',
  fr: 'Friday',
  sa: 'Saturday',
  su: 'Sunday',
};

/** One line of opening hours as stored (see HoursRowSchema in settings.ts). */
export interface HoursSpan {
  days: readonly Weekday[];
  opens: string;
  closes: string;
}

/** Consecutive days as ranges: [mo,tu,we,th,fr,sa] → [[mo,sa]]; [mo,we] → [[mo,mo],[we,we]]. */
export function dayRanges(days: readonly Weekday[]): [Weekday, Weekday][] {
  const sorted = WEEKDAYS.filter((d) => days.includes(d));
  const ranges: [Weekday, Weekday][] = [];
  for (const day of sorted) {
    const last = ranges.at(-1);
    if (last && WEEKDAYS.indexOf(day) === WEEKDAYS.indexOf(last[1]) + 1) last[1] = day;
    else ranges.push([day, day]);
  }
  return ranges;
}

/** 'Mandag–fredag', 'Lørdag', 'Mandag, onsdag' */
export function formatDays(days: readonly Weekday[]): string {
  const name = (d: Weekday) => WEEKDAY_NAMES[d].toLowerCase();
  const text = dayRanges(days)
    .map(([from, to]) => (from === to ? name(from) : `${name(from)}–${name(to)}`))
    .join(', ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** '09:00–16:00' */
export function formatTimes(row: Pick<HoursSpan, 'opens' | 'closes'>): string {
  return `${row.opens}–${row.closes}`;
}

/** Schema.org openingHours: 'Mo-Fr 09:00-16:00', 'Sa 10:00-14:00'. */
export function schemaOrgHours(row: HoursSpan): string {
  const days = dayRanges(row.days)
    .map(([from, to]) => (from === to ? SCHEMA_ORG_DAY[from] : `${SCHEMA_ORG_DAY[from]}-${SCHEMA_ORG_DAY[to]}`))
    .join(',');
  return `${days} ${row.opens}-${row.closes}`;
}
