import { describe, expect, it } from 'vitest';
import { budgets } from './budgets';
import type { ChaosRun } from './chaos';
import type { LighthouseSummary } from './lighthouse';
import { marked, type Tally } from './marks';
import { renderReport } from './report';
import type { BenchResults } from './results';

const lighthouse = (over: Partial<LighthouseSummary> = {}): LighthouseSummary => ({
  performance: 100,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpMs: 1100,
  cls: 0,
  tbtMs: 40,
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
    chaos: { ok: false, error: 'skipped (--skip)' },
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
    const { text, tally } = renderReport(results({ firstLoad: [], lighthouse: [], images: [], api: failed, chaos: failed, coldStart: failed, errors: ['Port 5000 is in use'] }));
    expect(text).toContain('ERROR Port 5000 is in use');
    expect(text).toContain('API: ERROR the local stack did not start');
    expect(text).toContain('chaos: ERROR the local stack did not start');
    expect(text).toContain('cold start: ERROR the local stack did not start');
    expect(tally).toEqual({ within: 0, outside: 0 });
  });
});

describe('the chaos section', () => {
  const healthy = { rps: 900, p50Ms: 40, p99Ms: 95, requests: 18_000, non2xx: 0, errors: 0 };
  const run = (over: Partial<ChaosRun>): ChaosRun => ({ path: '/produkter/a/b', server: 'render', connections: 80, healthy, rps: 800, p50Ms: 20, p99Ms: 90, requests: 16_000, non2xx: 0, timeouts: 0, socketErrors: 0, ...over });
  const chaos = (runs: ChaosRun[]): BenchResults['chaos'] => ({ ok: true, durationS: 20, timeoutS: 10, runs });
  // The path's row in the chaos table (the heavy-load table above has one too).
  const rowOf = (text: string, path: string) => text.slice(text.indexOf('\nChaos:')).split('\n').find((l) => l.startsWith(`${path} `)) ?? '';

  it('marks the stalled product page within budget: 0 errors and p99 ≤ 100 ms, beside the same load healthy', () => {
    const apiHealthy = { rps: 700, p50Ms: 50, p99Ms: 120, requests: 14_000, non2xx: 0, errors: 2 };
    const { text, tally } = renderReport(results({ chaos: chaos([run({}), run({ path: '/api/products', server: 'api', connections: 40, healthy: apiHealthy, p99Ms: 450 })]) }));
    expect(rowOf(text, '/produkter/a/b').split(/ {2,}/)).toEqual(['/produkter/a/b', 'render', '80', '900', '40/95 ms', '0', '800', '20/90 ms ✓', '16000', '0', '0', '0', '0 ✓']);
    // /api/products: the errors are budgeted, its p99 is not.
    expect(rowOf(text, '/api/products').split(/ {2,}/)).toEqual(['/api/products', 'api', '40', '700', '50/120 ms', '2', '800', '20/450 ms', '16000', '0', '0', '0', '0 ✓']);
    expect(text).toContain('Chaos: Firestore stalled (SIGSTOP');
    expect(text).toContain('as many connections as Cloud Functions gives one instance');
    expect(text).toContain('errors = non-2xx + timeouts + socket errors');
    // The marks of the default results and the chaos rows': page p99 and errors, /api/products errors.
    expect(tally.within + tally.outside).toBe(2 + 8 * 2 + 2 + 3);
  });

  it('counts non-2xx answers, timeouts and socket errors as errors, and a slow page as outside', () => {
    const { text } = renderReport(results({ chaos: chaos([run({ p99Ms: 101, non2xx: 3, timeouts: 40, socketErrors: 2 })]) }));
    expect(rowOf(text, '/produkter/a/b')).toMatch(/20\/101 ms ✗ +16000 +3 +40 +2 +45 ✗$/);
  });

  it('reads a page that never answered as no answers, outside the budget, not as a 0 ms p99', () => {
    const { text } = renderReport(results({ chaos: chaos([run({ rps: 0, requests: 0, p50Ms: 0, p99Ms: 0, timeouts: 400 })]) }));
    expect(rowOf(text, '/produkter/a/b')).toMatch(/ no answers ✗ +0 +0 +400 +0 +400 ✗$/);
  });
});

describe('the enquiry photo section', () => {
  it('shows what a 4,000 px phone photo costs to send after scaling and to store, and leaves the section out of older results', () => {
    const enquiryPhoto = { ok: true as const, originalWidth: 4000, originalHeight: 3000, originalBytes: 4_800_000, sentWidth: 2560, sentHeight: 1920, sentBytes: 1_050_000, storeRunsMs: [180, 150, 210], storeMedianMs: 180, storedBytes: 1_100_000 };
    const { text } = renderReport(results({ enquiryPhoto }));
    const row = text.split('\n').find((line) => line.includes('4000 × 3000'));
    expect(row).toMatch(/4000 × 3000 \(4800 kB\).*2560 × 1920.*1050 kB.*180 ms.*150 ms – 210 ms.*1100 kB/);
    expect(renderReport(results()).text).not.toContain('A phone photo with an enquiry');
  });
});
