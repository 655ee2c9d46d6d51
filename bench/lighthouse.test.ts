import { describe, expect, it } from 'vitest';
import { medianRun, summarizeLhr, type LighthouseSummary } from './lighthouse';

describe('summarizeLhr', () => {
  it("reads the four category scores on Lighthouse's 0–100 scale and the metrics", () => {
    const summary = summarizeLhr({
      finalDisplayedUrl: 'http://127.0.0.1:5000/',
      environment: { benchmarkIndex: 812.5 },
      categories: {
        performance: { score: 0.9 },
        accessibility: { score: 1, auditRefs: [{ id: 'color-contrast', weight: 7 }] },
        'best-practices': { score: 0.963, auditRefs: [{ id: 'errors-in-console', weight: 1 }, { id: 'inspector-issues', weight: 0 }] },
        seo: { score: 0.92, auditRefs: [{ id: 'meta-description', weight: 1 }] },
      },
      audits: {
        'largest-contentful-paint': { numericValue: 2918.6 },
        'cumulative-layout-shift': { numericValue: 0.0213 },
        'total-blocking-time': { numericValue: 146 },
        'first-contentful-paint': { numericValue: 2395 },
        'total-byte-weight': { numericValue: 456_000 },
        'color-contrast': { score: 1 },
        'errors-in-console': { score: 0 },
        'inspector-issues': { score: 0 },
        'meta-description': { score: 0 },
      },
    });
    expect(summary).toEqual({
      performance: 90,
      accessibility: 100,
      bestPractices: 96,
      seo: 92,
      lcpMs: 2918.6,
      cls: 0.0213,
      tbtMs: 146,
      fcpMs: 2395,
      totalBytes: 456_000,
      benchmarkIndex: 812.5,
      finalUrl: 'http://127.0.0.1:5000/',
      warnings: [],
      failedAudits: ['best-practices/errors-in-console', 'seo/meta-description'],
    });
  });

  it('leaves a figure out, rather than inventing one, when Lighthouse could not measure it', () => {
    const summary = summarizeLhr({
      runtimeError: { code: 'NO_FCP', message: 'The page did not paint any content.' },
      runWarnings: ['The page loaded too slowly.'],
      categories: { performance: { score: null } },
      audits: { 'largest-contentful-paint': {} },
    });
    expect(summary.performance).toBeNull();
    expect(summary.lcpMs).toBeNull();
    expect(summary.seo).toBeNull();
    expect(summary.warnings).toEqual(['NO_FCP: The page did not paint any content.', 'The page loaded too slowly.']);
  });
});

describe('medianRun', () => {
  const run = (performance: number | null, lcpMs: number): LighthouseSummary => ({ ...summarizeLhr({}), performance, lcpMs });

  it('keeps the whole run whose performance score is the median, so its figures belong together', () => {
    expect(medianRun([run(72, 3700), run(90, 2900), run(81, 3300)])).toMatchObject({ performance: 81, lcpMs: 3300 });
    expect(medianRun([run(90, 2900)])).toMatchObject({ performance: 90 });
  });

  it('among runs with the same score, keeps the one with the median LCP', () => {
    expect(medianRun([run(100, 1779), run(100, 1912), run(100, 1436)])).toMatchObject({ lcpMs: 1779 });
    expect(medianRun([run(99, 1200), run(100, 1900), run(100, 1300)])).toMatchObject({ performance: 100, lcpMs: 1900 });
  });

  it('takes the lower middle of an even number of runs, and ranks a run without a score lowest', () => {
    expect(medianRun([run(null, 0), run(80, 1), run(90, 2), run(70, 3)])).toMatchObject({ performance: 70 });
  });
});
