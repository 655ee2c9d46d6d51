/*
 * Where a visit came from, read once on the page the visit entered on: the other site's
 * host, the address's utm_source, utm_medium and utm_campaign, and the page itself. It is kept in
 * this module's memory for the rest of the visit (client-side navigations keep it; a reload or a new
 * tab reads again) and sent only with an enquiry the visitor chooses to send. No cookie, nothing in
 * localStorage or sessionStorage.
 */

/** As POST /api/email/send takes it (`source`); each text at most MAX_SOURCE_TEXT characters. */
export interface VisitSource {
  referrerHost?: string;
  utmSource?: string;
  utmMedium?: string;
  utmCampaign?: string;
  landingPath: string;
}

/** The server refuses a longer text; a longer one is cut here. */
export const MAX_SOURCE_TEXT = 200;

let landing: VisitSource | undefined;

const text = (value: string | null | undefined) => {
  const trimmed = value?.trim().slice(0, MAX_SOURCE_TEXT);
  return trimmed ? trimmed : undefined;
};

function referrerHostOf(win: Window): string | undefined {
  try {
    const host = win.document.referrer ? new URL(win.document.referrer).hostname : '';
    return host && host !== win.location.hostname ? text(host) : undefined;
  } catch {
    return undefined;
  }
}

/** Reads where this visit came from; only the first call of a page load reads, later ones keep it. */
export function rememberLanding(win: Window = window): VisitSource {
  if (landing) return landing;
  const query = new URLSearchParams(win.location.search);
  const found: VisitSource = {
    referrerHost: referrerHostOf(win),
    utmSource: text(query.get('utm_source')),
    utmMedium: text(query.get('utm_medium')),
    utmCampaign: text(query.get('utm_campaign')),
    landingPath: text(win.location.pathname) ?? '/',
  };
  landing = Object.fromEntries(Object.entries(found).filter(([, value]) => value !== undefined)) as unknown as VisitSource;
  return landing;
}

/** Where this visit came from, once the app has started (rememberLanding). */
export function visitSource(): VisitSource | undefined {
  return landing;
}

/** Tests only: forget the visit, as a new page load would. */
export function forgetLanding(): void {
  landing = undefined;
}
