import type { ApiResult, HeavyResult } from './api';
import { budgets, describeBudget, withinBudget, type Budget } from './budgets';
import { chaosErrors, type ChaosBench } from './chaos';
import { collectTable, type CollectBench } from './collect';
import type { AdminFinding } from './chunks';
import { median, type ColdStart } from './cold-start';
import type { ImageTally } from './image-bytes';
import type { LighthouseSummary } from './lighthouse';
import { FIRST_WINDOW_BYTES, phonePagesTable, type PhonePage } from './phone-pages';
import { formatTable, kB, ms, num, pct, type Row } from './table';

/** A measurement, or why it could not be taken. */
export type Measured<T> = ({ ok: true } & T) | { ok: false; error: string };

export interface FirstLoad {
  /** The HTML document (with its inline stylesheet). */
  htmlBytes: number;
  htmlGzipBytes: number;
  jsBytes: number;
  jsGzipBytes: number;
  cssBytes: number;
  cssGzipBytes: number;
  scripts: string[];
  styles: string[];
  adminFindings: AdminFinding[];
  /** Why the page looks missing or broken (the figures are still those of what loaded). */
  problems: string[];
}

export interface PageImages extends ImageTally {
  device: 'mobile' | 'desktop';
  problems: string[];
}

export interface BenchResults {
  startedAt: string;
  finishedAt: string;
  durationS: number;
  commit: string;
  machine: { cpus: number; node: string; loadavgStart: number[]; loadavgEnd: number[] };
  budgets: typeof budgets;
  pages: Record<string, string>;
  firstLoad: { label: string; path: string; result: Measured<FirstLoad> }[];
  /** Every measured page on a phone (#27); absent in results from before it. */
  phonePages?: { label: string; path: string; result: Measured<PhonePage> }[];
  lighthouse: { label: string; path: string; result: Measured<LighthouseSummary> }[];
  /** Lighthouse runs per page; the median run is reported. */
  lighthouseRuns: number;
  api: Measured<{ endpoints: ApiResult[]; pages?: ApiResult[]; heavy?: HeavyResult[]; connections: number; durationS: number }>;
  images: { label: string; path: string; result: Measured<PageImages> }[];
  /** The heavy run again with Firestore stalled (#28). */
  chaos: Measured<ChaosBench>;
  /** The visit beacon under a burst (#25); absent in results from before it. */
  collect?: Measured<CollectBench>;
  coldStart: Measured<ColdStart>;
  /** Sections that could not run at all (e.g. the stack did not start). */
  errors: string[];
  /** What may have disturbed the run (e.g. another build rewrote web/dist meanwhile). */
  warnings: string[];
}

export interface Tally {
  within: number;
  outside: number;
}

/** `value` with ✓ or ✗ against the budget; counts the mark. Nothing to judge: no mark. */
export function marked(text: string, value: number | boolean | null | undefined, budget: Budget, tally?: Tally): string {
  const ok = withinBudget(value, budget);
  if (ok === null) return text;
  if (tally) tally[ok ? 'within' : 'outside'] += 1;
  return `${text} ${ok ? '✓' : '✗'}`;
}

const error = (label: string, message: string): Row => ({ note: `  ${label}: ERROR ${message.split('\n')[0]?.slice(0, 200) ?? ''}` });
const problems = (label: string, list: string[]): Row[] => (list.length ? [{ note: `  ${label}: ${list.slice(0, 4).join('; ')}${list.length > 4 ? ` (+${list.length - 4} more)` : ''}` }] : []);

function firstLoadTable(r: BenchResults, t: Tally): string {
  const rows: Row[] = [];
  for (const { label, path, result } of r.firstLoad) {
    if (!result.ok) {
      rows.push([label, path], error(label, result.error));
      continue;
    }
    const admin = result.adminFindings.length;
    rows.push([
      label,
      path,
      kB(result.htmlBytes),
      kB(result.htmlGzipBytes),
      kB(result.jsBytes),
      marked(kB(result.jsGzipBytes), result.jsGzipBytes / 1000, budgets.firstLoadJsGzipKb, t),
      kB(result.cssBytes),
      kB(result.cssGzipBytes),
      `${result.scripts.length}/${result.styles.length}`,
      marked(admin ? `${admin} found` : 'none', admin, budgets.firstLoadAdminModules, t),
    ]);
    for (const f of result.adminFindings.slice(0, 5)) rows.push({ note: `  ${label}: admin code in ${f.asset}: ${f.reason}` });
    rows.push(...problems(label, result.problems));
  }
  return formatTable(
    [
      { title: 'page' },
      { title: 'path' },
      { title: 'HTML', align: 'right' },
      { title: 'HTML gzip', align: 'right' },
      { title: 'JS', align: 'right' },
      { title: `JS gzip (${describeBudget(budgets.firstLoadJsGzipKb)} kB)`, align: 'right' },
      { title: 'CSS files', align: 'right' },
      { title: 'CSS gzip', align: 'right' },
      { title: 'files js/css', align: 'right' },
      { title: 'admin/editor/Firebase code' },
    ],
    rows,
  );
}

function lighthouseTable(r: BenchResults, t: Tally): string {
  const rows: Row[] = [];
  for (const { label, path, result } of r.lighthouse) {
    if (!result.ok) {
      rows.push([label, path], error(label, result.error));
      continue;
    }
    rows.push([
      label,
      path,
      marked(num(result.performance), result.performance, budgets.performance, t),
      marked(num(result.accessibility), result.accessibility, budgets.accessibility, t),
      marked(num(result.bestPractices), result.bestPractices, budgets.bestPractices, t),
      marked(num(result.seo), result.seo, budgets.seo, t),
      marked(ms(result.lcpMs), result.lcpMs, budgets.lcpMs, t),
      marked(num(result.cls, 3), result.cls, budgets.cls, t),
      marked(ms(result.tbtMs), result.tbtMs, budgets.tbtMs, t),
      marked(ms(result.fcpMs), result.fcpMs, budgets.fcpMs, t),
      kB(result.totalBytes, 0),
    ]);
    if (result.each && result.each.length > 1) {
      const each = result.each;
      rows.push({ note: `  ${label}: each run: perf ${each.map((e) => num(e.performance)).join(' / ')} · LCP ${each.map((e) => ms(e.lcpMs)).join(' / ')}` });
    }
    rows.push(...problems(label, result.warnings));
    if (result.failedAudits.length) rows.push({ note: `  ${label}: not passed: ${result.failedAudits.join(', ')}` });
  }
  const b = (title: string, budget: Budget) => `${title} ${describeBudget(budget)}`;
  return formatTable(
    [
      { title: 'page' },
      { title: 'path' },
      { title: b('perf', budgets.performance), align: 'right' },
      { title: b('a11y', budgets.accessibility), align: 'right' },
      { title: b('best pr.', budgets.bestPractices), align: 'right' },
      { title: b('SEO', budgets.seo), align: 'right' },
      { title: b('LCP', budgets.lcpMs), align: 'right' },
      { title: b('CLS', budgets.cls), align: 'right' },
      { title: b('TBT', budgets.tbtMs), align: 'right' },
      { title: b('FCP', budgets.fcpMs), align: 'right' },
      { title: 'bytes', align: 'right' },
    ],
    rows,
  );
}

const HEAVY_LABEL = '200 connections for 20 s, asking as a browser does (Accept-Encoding: br, gzip)';

function heavyTable(r: BenchResults, t: Tally): string {
  const rows: Row[] = [];
  if (!r.api.ok) rows.push(error('heavy load', r.api.error));
  else
    for (const h of r.api.heavy ?? []) {
      rows.push([h.path, h.server, num(h.rps), `${num(h.p50Ms)}/${num(h.p99Ms)} ms`, num(h.requests), marked(num(h.errors + h.non2xx), h.errors + h.non2xx, budgets.heavyErrors, t)]);
    }
  return formatTable(
    [
      { title: 'path' },
      { title: 'server' },
      { title: 'rps', align: 'right' },
      { title: 'p50/p99', align: 'right' },
      { title: '2xx answers', align: 'right' },
      { title: 'errors (= 0)', align: 'right' },
    ],
    rows,
  );
}

/** Each stalled run beside the same load just before the stall. */
function chaosTable(r: BenchResults, t: Tally): string {
  const rows: Row[] = [];
  if (!r.chaos.ok) rows.push(error('chaos', r.chaos.error));
  else
    for (const c of r.chaos.runs) {
      const healthy = c.healthy;
      const errors = chaosErrors(c);
      // No 2xx answer at all leaves autocannon's latency at 0: that is no answer, not a fast one.
      const p99 = c.requests > 0 ? `${num(c.p50Ms)}/${num(c.p99Ms)} ms` : 'no answers';
      rows.push([
        c.path,
        c.server,
        num(c.connections),
        num(healthy.rps),
        `${num(healthy.p50Ms)}/${num(healthy.p99Ms)} ms`,
        num(healthy.errors + healthy.non2xx),
        num(c.rps),
        c.server === 'render' ? marked(p99, c.requests > 0 ? c.p99Ms : Infinity, budgets.chaosPageP99Ms, t) : p99,
        num(c.requests),
        num(c.non2xx),
        num(c.timeouts),
        num(c.socketErrors),
        marked(num(errors), errors, budgets.chaosErrors, t),
      ]);
    }
  return formatTable(
    [
      { title: 'path' },
      { title: 'server' },
      { title: 'conn.', align: 'right' },
      { title: 'healthy rps', align: 'right' },
      { title: 'p50/p99', align: 'right' },
      { title: 'errors', align: 'right' },
      { title: 'stalled rps', align: 'right' },
      { title: `p50/p99 (page ${describeBudget(budgets.chaosPageP99Ms)} ms)`, align: 'right' },
      { title: '2xx', align: 'right' },
      { title: 'non-2xx', align: 'right' },
      { title: 'timeouts', align: 'right' },
      { title: 'socket err.', align: 'right' },
      { title: `errors (${describeBudget(budgets.chaosErrors).replace('≤ ', '= ')})`, align: 'right' },
    ],
    rows,
  );
}

function apiTable(r: BenchResults, t: Tally, which: 'endpoints' | 'pages' = 'endpoints'): string {
  const rows: Row[] = [];
  if (!r.api.ok) rows.push(error(which === 'pages' ? 'pages' : 'API', r.api.error));
  else
    for (const e of r.api[which] ?? []) {
      const yesNo = (v: boolean | null) => (v === null ? '–' : v ? 'yes' : 'no');
      rows.push([
        e.path,
        kB(e.bytes),
        num(e.express.rps),
        `${num(e.express.p50Ms)}/${num(e.express.p99Ms)} ms`,
        num(e.plain.rps),
        `${num(e.plain.p50Ms)}/${num(e.plain.p99Ms)} ms`,
        marked(pct(e.ratio), e.ratio, budgets.throughputShare, t),
        marked(yesNo(e.revalidates), e.revalidates, budgets.revalidates, t),
        yesNo(e.revalidatesViaSite),
      ]);
      for (const [server, x] of [['Express', e.express], ['plain', e.plain]] as const) {
        if (x.non2xx || x.errors) rows.push({ note: `  ${e.path} (${server}): ${x.non2xx} non-2xx answers, ${x.errors} connection errors` });
      }
    }
  return formatTable(
    [
      { title: 'endpoint' },
      { title: 'body', align: 'right' },
      { title: 'Express rps', align: 'right' },
      { title: 'p50/p99', align: 'right' },
      { title: 'plain rps', align: 'right' },
      { title: 'p50/p99', align: 'right' },
      { title: 'Express/plain', align: 'right' },
      { title: '304 (app)', align: 'right' },
      { title: '304 via Hosting emu.', align: 'right' },
    ],
    rows,
  );
}

function imagesTable(r: BenchResults): string {
  const rows: Row[] = [];
  for (const { label, path, result } of r.images) {
    if (!result.ok) {
      rows.push([label, path], error(label, result.error));
      continue;
    }
    rows.push([
      label,
      path,
      result.device,
      String(result.count),
      kB(result.bytes),
      String(result.storedCount),
      kB(result.storedBytes),
      kB(result.originalsBytes),
      pct(result.originalsBytes ? result.storedBytes / result.originalsBytes : null),
      kB(result.assetBytes),
    ]);
    if (result.missingOriginals) rows.push({ note: `  ${label}: ${result.missingOriginals} originals could not be fetched (not counted)` });
    rows.push(...problems(label, result.problems));
  }
  return formatTable(
    [
      { title: 'page' },
      { title: 'path' },
      { title: 'device' },
      { title: 'images', align: 'right' },
      { title: 'downloaded', align: 'right' },
      { title: 'stored', align: 'right' },
      { title: 'stored bytes', align: 'right' },
      { title: 'their originals', align: 'right' },
      { title: 'share', align: 'right' },
      { title: 'site assets', align: 'right' },
    ],
    rows,
  );
}

function coldStartTable(r: BenchResults): string {
  const c = r.coldStart;
  const rows: Row[] = c.ok
    ? [['functions/dist/index.js', kB(c.bundleBytes, 0), ms(c.medianMs), `${ms(c.minMs)} – ${ms(c.maxMs)}`, String(c.runs.length)]]
    : [error('cold start', c.error)];
  return formatTable(
    [{ title: 'bundle' }, { title: 'size', align: 'right' }, { title: 'import median', align: 'right' }, { title: 'min – max', align: 'right' }, { title: 'runs', align: 'right' }],
    rows,
  );
}

/** Lighthouse's CPU measure of this machine over the run (median): low when other work loaded it. */
function benchmarkIndex(r: BenchResults): string {
  const values = r.lighthouse.flatMap(({ result }) => (result.ok && result.benchmarkIndex !== null ? [result.benchmarkIndex] : []));
  return values.length ? num(median(values)) : '–';
}

/** The whole report as printed: one section per measurement, each figure marked against its budget. */
export function renderReport(r: BenchResults): { text: string; tally: Tally } {
  const t: Tally = { within: 0, outside: 0 };
  const load = (l: number[]) => l.map((x) => x.toFixed(1)).join(' ');
  const sections = [
    `RMS benchmarks · ${r.startedAt} · ${r.commit} · Node ${r.machine.node} · ${r.machine.cpus} cores · load ${load(r.machine.loadavgStart)} → ${load(r.machine.loadavgEnd)}`,
    ...r.errors.map((e) => `ERROR ${e}`),
    ...r.warnings.map((w) => `WARNING ${w}`),
    '',
    'First load (mobile, fresh cache): the HTML with its inline stylesheet, and every same-origin script/stylesheet file up to network idle; gzip -9; kB = 1000 bytes',
    firstLoadTable(r, t),
    '',
    ...(r.phonePages
      ? [
          `Pages on a phone (Lighthouse's 412 px at DPR 1.75, fresh cache): the HTML with its inline CSS, gzip -9, and as sent (the server's brotli with the response headers); fits = what was sent is within TCP's first window (${FIRST_WINDOW_BYTES / 1000} kB), one round trip; the largest paint and the picture variant it got`,
          phonePagesTable(r.phonePages, t),
          '',
        ]
      : []),
    `Lighthouse 12 (mobile, simulated throttling, Debian Chromium headless; scores 0–100; ${r.lighthouseRuns > 1 ? `median of ${r.lighthouseRuns} runs` : 'one run'} per page; BenchmarkIndex ${benchmarkIndex(r)})`,
    lighthouseTable(r, t),
    '',
    r.api.ok
      ? `API (autocannon, ${r.api.connections} connections, app and plain server in turn, rounds of ${r.api.durationS} s each after a warm-up, the round with the median share shown; Express app in-process vs a plain node:http server with the same bytes)`
      : 'API',
    apiTable(r, t),
    '',
    'Rendered pages (the render function\'s handler behind Express, in-process, vs a plain node:http server with the same HTML; same load as the API)',
    apiTable(r, t, 'pages'),
    '',
    `Heavy load (autocannon, ${HEAVY_LABEL}; errors = connection errors + non-2xx answers)`,
    heavyTable(r, t),
    '',
    r.chaos.ok
      ? `Chaos: Firestore stalled (SIGSTOP to the emulator's process), autocannon for ${r.chaos.durationS} s with as many connections as Cloud Functions gives one instance (onRequest concurrency), ${r.chaos.timeoutS} s request timeout, on the heavy load's servers after a warm-up; healthy = the same load just before the stall; errors = non-2xx + timeouts + socket errors`
      : 'Chaos: Firestore stalled',
    chaosTable(r, t),
    '',
    ...(r.collect
      ? [
          r.collect.ok
            ? `Visit beacon (autocannon, ${r.collect.connections} connections for ${r.collect.durationS} s, ${r.collect.visitors} visitors in turn; the Express app against the stack's Firestore; writes = documents written by the counter, per 1,000 stored hits)`
            : 'Visit beacon',
          collectTable(r.collect),
          '',
        ]
      : []),
    'Images (fresh cache, up to network idle, no scrolling; stored = /optimize and /raw; share = stored bytes / their originals)',
    imagesTable(r),
    '',
    'Functions cold start (import() of the bundle in a fresh node process)',
    coldStartTable(r),
  ];
  // Marks are counted while the sections render, so the summary comes last.
  sections.push('', `Budgets (bench/budgets.ts): ${t.within} ✓ within, ${t.outside} ✗ outside · run took ${r.durationS.toFixed(0)} s`);
  return { text: sections.join('\n'), tally: t };
}
