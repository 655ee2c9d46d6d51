import { collectTable } from './collect';
import { median } from './cold-start';
import type { Tally } from './marks';
import { FIRST_WINDOW_BYTES, phonePagesTable } from './phone-pages';
import { firstLoadTable, imagesTable, lighthouseTable } from './report-pages';
import { apiTable, chaosTable, coldStartTable, enquiryPhotoTable, heavyTable, HEAVY_LABEL } from './report-server';
import type { BenchResults } from './results';
import { num } from './table';

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
    ...(r.enquiryPhoto
      ? [
          '',
          "A phone photo with an enquiry (decision 154): a 4,000 × 3,000 photo scaled as the form does (inside 2,560 px, JPEG 0.85; computed with sharp at those settings, not Chromium's canvas encoder), and the server's processing of what arrives (content check, re-encoding without metadata, 320 px thumbnail; storage writes not counted; 5 runs)",
          enquiryPhotoTable(r),
        ]
      : []),
  ];
  // Marks are counted while the sections render, so the summary comes last.
  sections.push('', `Budgets (bench/budgets.ts): ${t.within} ✓ within, ${t.outside} ✗ outside · run took ${r.durationS.toFixed(0)} s`);
  return { text: sections.join('\n'), tally: t };
}
