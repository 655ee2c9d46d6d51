import type { SeoFields } from '@rms/schema/seo-limits';
import { SEO_DESCRIPTION_MAX, SEO_TITLE_MAX } from '@rms/schema/seo-limits';

/**
 * Google cuts a result's title and snippet at a width, not a count; these are the usual character
 * counts for that width, as the editors' own guides use. A cut ends at a word and gets '…'.
 */
export const GOOGLE_TITLE_CHARS = SEO_TITLE_MAX;
export const GOOGLE_DESCRIPTION_CHARS = SEO_DESCRIPTION_MAX;

export function truncateLikeGoogle(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  // A cut that falls between two words keeps the whole last word.
  const atWord = /\s/.test(clean.charAt(max - 1)) ? cut.trimEnd() : cut.replace(/\s+\S*$/, '');
  return `${atWord.length > max / 2 ? atWord : cut} …`;
}

/** The address line of a Google result: the domain, then the path's segments after '›'. */
export function googleBreadcrumb(siteUrl: string, path: string): string {
  const host = new URL(siteUrl).host;
  const segments = path.split('/').filter(Boolean).map(decodeURIComponent);
  return [host, ...segments].join(' › ');
}

/** What a page shows when staff leave a field empty (today's head). */
export interface SeoFallback {
  title: string;
  description: string;
}

/** The title and description the page will have: staff's where set, else the fallback. */
export function effectiveSeo(value: SeoFields, fallback: SeoFallback): SeoFallback {
  return { title: value.title?.trim() || fallback.title, description: value.description?.trim() || fallback.description };
}
