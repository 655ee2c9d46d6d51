/**
 * The budgets `npm run bench` marks every figure against (✓ within, ✗ outside). The one place to
 * change them; a change is a decision (docs/decisions/050-benchmarks.md).
 *
 * The Lighthouse figures ask for one round trip, stricter than the first budgets (performance
 * ≥ 95, LCP ≤ 1.8 s, TBT ≤ 150 ms) and than Lighthouse's own "good" bands (90+, LCP ≤ 2.5 s, CLS ≤ 0.1,
 * TBT ≤ 200 ms): performance 100 and the other three categories 100, LCP ≤ 1.2 s, TBT ≤ 50 ms and CLS 0
 * as the report shows it (three decimals); first-load JS ≤ 110 kB. FCP ≤ 1.8 s is Core Web Vitals' "good".
 */
export type Budget = { max: number } | { min: number } | { equals: boolean };

export const budgets = {
  /** JavaScript a visitor downloads before the page is usable (every script up to network idle), gzip. */
  firstLoadJsGzipKb: { max: 110 },
  /** A measured page's HTML with its inline CSS, gzip, on a phone (one round trip needs ≤ 14.6 kB). */
  pageHtmlGzipKb: { max: 16 },
  /** On a phone, the largest paint's picture is the smallest variant that covers it, never a larger one. */
  phonePictureFits: { equals: true },
  /** Admin, editor or Firebase modules among those scripts: none. */
  firstLoadAdminModules: { max: 0 },
  performance: { min: 100 },
  accessibility: { min: 100 },
  bestPractices: { min: 100 },
  seo: { min: 100 },
  lcpMs: { max: 1200 },
  cls: { max: 0.0005 },
  tbtMs: { max: 50 },
  fcpMs: { max: 1800 },
  /** A repeat GET with If-None-Match: <etag> answers 304 Not Modified. */
  revalidates: { equals: true },
  /** The app's (or the page renderer's) requests per second as a share of a plain server's with the same bytes. */
  throughputShare: { min: 0.3 },
  /** Connection errors and non-2xx answers in the 200-connection run. */
  heavyErrors: { max: 0 },
  /** With Firestore stalled: non-2xx answers, timeouts and socket errors in the same 200-connection run, product page and /api/products. */
  chaosErrors: { max: 0 },
  /** With Firestore stalled, the product page answers from the last good in-memory snapshot: p99 of its answers. */
  chaosPageP99Ms: { max: 100 },
} satisfies Record<string, Budget>;

export type BudgetName = keyof typeof budgets;

/** True when `value` is within `budget`; null when there is nothing to judge (no figure). */
export function withinBudget(value: number | boolean | null | undefined, budget: Budget): boolean | null {
  if (value === null || value === undefined) return null;
  if ('equals' in budget) return value === budget.equals;
  if (typeof value !== 'number' || Number.isNaN(value)) return null;
  return 'max' in budget ? value <= budget.max : value >= budget.min;
}

/** How a budget reads in the table: "≤ 120", "≥ 90", "yes". */
export function describeBudget(budget: Budget): string {
  if ('equals' in budget) return budget.equals ? 'yes' : 'no';
  return 'max' in budget ? `≤ ${budget.max}` : `≥ ${budget.min}`;
}
