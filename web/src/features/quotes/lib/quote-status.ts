import { QUOTE_STATUS_LABELS, isQuoteExpired, type Quote } from '@rms/schema';

/** Whether staff may still change this version: never an accepted one (409) nor one already replaced by a newer. */
export function isEditable(quote: Pick<Quote, 'status'>): boolean {
  return quote.status !== 'accepted' && quote.status !== 'replaced';
}

/** Whether saving makes a new version with the same number: anything the customer got (sent, seen, declined, expired). */
export function makesNewVersion(quote: Pick<Quote, 'status'>): boolean {
  return isEditable(quote) && quote.status !== 'draft';
}

/** Whether the version can no longer be accepted because its last valid day (Oslo) has passed. */
export function isExpired(quote: Pick<Quote, 'status' | 'validUntil'>, now = new Date()): boolean {
  return quote.status === 'expired' || ((quote.status === 'sent' || quote.status === 'viewed') && isQuoteExpired(quote.validUntil, now));
}

/** The version's status in the editor's words: utkast, sendt, sett, akseptert, avslått, erstattet, utløpt. */
export function statusText(quote: Pick<Quote, 'status' | 'validUntil'>, now = new Date()): string {
  return (isExpired(quote, now) ? QUOTE_STATUS_LABELS.expired : QUOTE_STATUS_LABELS[quote.status]).toLocaleLowerCase('nb-NO');
}

/** Every version, newest first (for the versions list). */
export function versionsNewestFirst(quotes: readonly Quote[]): Quote[] {
  return [...quotes].sort((a, b) => (a.number === b.number ? b.version - a.version : b.number.localeCompare(a.number)));
}

/** The newest version of the newest quote number: the one the editor works on. */
export function currentQuote(quotes: readonly Quote[]): Quote | undefined {
  return versionsNewestFirst(quotes)[0];
}

/** A day or a moment as staff read it, in Oslo: '5. mars 2026' (a bare day is that Norwegian day). */
export function osloDate(iso: string): string {
  return new Date(iso.length === 10 ? `${iso}T12:00:00Z` : iso).toLocaleDateString('nb-NO', { dateStyle: 'long', timeZone: 'Europe/Oslo' });
}
