import { describe, expect, it } from 'vitest';
import { budgets } from './budgets';
import type { LighthouseSummary } from './lighthouse';
import { marked, renderReport, type BenchResults, type Tally } from './report';

const lighthouse = (over: Partial<LighthouseSummary> = {}): LighthouseSummary => ({
  performance: 97,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpMs: 1400,
  cls: 0,
  tbtMs: 90,
  fcpMs: 1500,
  totalBytes: 300_000,
  benchmarkIndex: 800,
  finalUrl: null,
  warnings: [],
  failedAudits: [],
  ...over,
});

function results(over: Partial<BenchResults> = {}): BenchResults {
  return {
    startedAt: '2026-01-01T00:00:00.000Z',
    finishedAt: '2026-01-01T00:03:00.000Z',
    durationS: 180,
    commit: 'abc1234',
    machine: { cpus: 2, node: 'v20.20.2', loadavgStart: [1, 1, 1], loadavgEnd: [2, 2, 2] },
    budgets,
    pages: { home: '/' },
    firstLoad: [
      {
        label: 'home',
        path: '/',
        result: { ok: true, htmlBytes: 60_000, htmlGzipBytes: 14_000, jsBytes: 500_000, jsGzipBytes: 130_000, cssBytes: 40_000, cssGzipBytes: 8_000, scripts: ['/assets/a.js'], styles: ['/assets/a.css'], adminFindings: [], problems: [] },
      },
      { label: 'reference', path: '/referanser/x', result: { ok: false, error: 'page.goto: net::ERR_CONNECTION_REFUSED\nCall log: …' } },
    ],
    lighthouseRuns: 1,
    lighthouse: [
      { label: 'home', path: '/', result: { ok: true, ...lighthouse() } },
      { label: 'product', path: '/produkter/a/b', result: { ok: true, ...lighthouse({ performance: 44, cls: 0.53, failedAudits: ['best-practices/errors-in-console'] }) } },
    ],
    api: {
      ok: true,
      connections: 10,
      durationS: 5,
      endpoints: [
        {
          path: '/api/products',
          bytes: 57_900,
          express: { rps: 57.4, p50Ms: 146, p99Ms: 725, requests: 288, non2xx: 0, errors: 0 },
          plain: { rps: 5125, p50Ms: 1, p99Ms: 8, requests: 25_626, non2xx: 0, errors: 0 },
          ratio: 0.0112,
          revalidates: true,
          revalidatesViaSite: null,
        },
      ],
    },
    images: [{ label: 'home', path: '/', result: { ok: true, device: 'mobile', count: 8, bytes: 146_400, storedCount: 7, storedBytes: 145_900, originalsBytes: 1_079_000, missingOriginals: 0, assetBytes: 500, problems: [] } }],
    coldStart: { ok: true, runs: [545, 839, 1270], medianMs: 839, minMs: 545, maxMs: 1270, bundleBytes: 874_000 },
    errors: [],
    warnings: [],
    ...over,
  };
}

describe('marked', () => {
  it('marks a figure ✓ within its budget and ✗ outside, and counts both', () => {
    const tally: Tally = { within: 0, outside: 0 };
    expect(marked('162.0 kB', 162, budgets.firstLoadJsGzipKb, tally)).toBe('162.0 kB ✗');
    expect(marked('100', 100, budgets.bestPractices, tally)).toBe('100 ✓');
    expect(tally).toEqual({ within: 1, outside: 1 });
  });

  it('leaves a missing figure unmarked and uncounted', () => {
    const tally: Tally = { within: 0, outside: 0 };
    expect(marked('–', null, budgets.lcpMs, tally)).toBe('–');
    expect(tally).toEqual({ within: 0, outside: 0 });
  });
});

describe('renderReport', () => {
  it('marks every budgeted figure and counts the marks in the summary line', () => {
    const { text, tally } = renderReport(results());
    // first load: JS gzip and admin code; Lighthouse: 8 figures per page; API: the throughput share and the 304.
    expect(tally.within + tally.outside).toBe(2 + 8 * 2 + 2);
    // The API keeps 1.1 % of a plain server's throughput (budget ≥ 30 %).
    expect(tally.outside).toBe(4);
    expect(text).toContain('130.0 kB ✗');
    expect(text).toMatch(/home +\/ +60.0 kB +14.0 kB/);
    expect(text).toContain('none ✓');
    expect(text).toContain('44 ✗');
    expect(text).toContain('0.530 ✗');
    expect(text).toContain('yes ✓');
    expect(text).toContain('product: not passed: best-practices/errors-in-console');
    expect(text).toContain(`Budgets (bench/budgets.ts): ${tally.within} ✓ within, 4 ✗ outside`);
  });

  it('shows the spread of several Lighthouse runs behind the median', () => {
    const each = [
      { performance: 97, lcpMs: 1950 },
      { performance: 99, lcpMs: 1600 },
      { performance: 100, lcpMs: 1210 },
    ];
    const { text } = renderReport(results({ lighthouseRuns: 3, lighthouse: [{ label: 'products', path: '/produkter', result: { ok: true, ...lighthouse({ performance: 99, lcpMs: 1600, each }) } }] }));
    expect(text).toContain('products: each run: perf 97 / 99 / 100 · LCP 1950 ms / 1600 ms / 1210 ms');
  });

  it('prints a failed page as a row with its error, not a crash', () => {
    const { text } = renderReport(results());
    expect(text).toMatch(/reference\s+\/referanser\/x\n {2}reference: ERROR page\.goto: net::ERR_CONNECTION_REFUSED\n/);
  });

  it('names admin code found in a first-load chunk', () => {
    const r = results();
    r.firstLoad[0]!.result = { ...(r.firstLoad[0]!.result as Extract<BenchResults['firstLoad'][number]['result'], { ok: true }>), adminFindings: [{ asset: 'assets/shared-1.js', reason: 'firebase ("@firebase/")' }] };
    const { text } = renderReport(r);
    expect(text).toContain('1 found ✗');
    expect(text).toContain('home: admin code in assets/shared-1.js: firebase ("@firebase/")');
  });

  it('still prints every section when nothing could be measured', () => {
    const failed = { ok: false as const, error: 'the local stack did not start' };
    const { text, tally } = renderReport(results({ firstLoad: [], lighthouse: [], images: [], api: failed, coldStart: failed, errors: ['Port 5000 is in use'] }));
    expect(text).toContain('ERROR Port 5000 is in use');
    expect(text).toContain('API: ERROR the local stack did not start');
    expect(text).toContain('cold start: ERROR the local stack did not start');
    expect(tally).toEqual({ within: 0, outside: 0 });
  });
});
