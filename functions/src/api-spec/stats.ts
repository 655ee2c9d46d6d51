import { CollectHitSchema, StatsQuerySchema, StatsSchema } from '@rms/schema';
import type { RouteSpec } from './registry';

/** Visit statistics without cookies (decision 095). */
export const statsRouteSpecs: RouteSpec[] = [
  {
    method: 'POST',
    path: '/api/collect',
    summary:
      "The visit beacon: one pageview as `{path, referrer, screen, campaign?}` (`navigator.sendBeacon`, JSON as text/plain or application/json, at most 1 kB). `referrer` is null for a page reached inside the site, '' for none, else the other site's host. `campaign` (optional, at most 200 characters) is the `utm_campaign` of the address a visit entered on; it is counted trimmed and in lower case (first 100 characters), only for an entry (a hit whose referrer is not null). Answered 204 with no body and no cookie, within 0.8 s, whether the hit was counted or not: nothing is counted with `Sec-GPC: 1` or `DNT: 1`, for a bot's User-Agent (isbot), for a request with an Authorization header (staff; a beacon never sends one), or for a path that is no public page now (nothing is stored then). When Firestore fails or stalls, the hit is dropped and the answer is still 204. A visitor is SHA-256 of the day's salt, the address, the User-Agent and the site, counted once a day; the address and User-Agent are never stored. Device class from the User-Agent, country from `X-Appengine-Country` where Google's front end adds it.",
    auth: 'public',
    body: CollectHitSchema,
    errors: [
      { status: 400, when: 'the body is not JSON, or not {path, referrer, screen, campaign?} (unknown keys too)' },
      { status: 413, when: 'the body is larger than 1 kB (nothing is counted)' },
      { status: 429, when: 'more than 60 beacons a minute from one client (RATE_LIMITED, Norwegian message)' },
    ],
  },
  {
    method: 'GET',
    path: '/api/stats',
    summary:
      "The visit statistics of the Norwegian days `from` to `to` (YYYY-MM-DD, both included, at most 400 days): each day's visitors and pageviews (every day listed), and over the range pages (title from the content, largest first), referrer hosts ('' = direct; '*' = the hosts beyond the first 200 an instance saw that day; top 50), campaigns (entries by `utm_campaign`; '*' = the names beyond the first 50 an instance saw that day; top 50), device classes, countries ('ZZ' = unknown) and per product its page's visits against the product enquiries that named it (spam left out). Visitors are unique per day: summed over several days, a visitor who came back counts again.",
    auth: 'staff',
    query: StatsQuerySchema,
    response: StatsSchema,
    errors: [
      { status: 400, when: 'from or to missing, not a real day written YYYY-MM-DD, from after to, or more than 400 days (VALIDATION_FAILED, Norwegian message naming the field)' },
      { status: 401, when: 'no token, or an invalid or expired one' },
      { status: 403, when: 'the user is neither an administrator nor an editor' },
    ],
  },
];
