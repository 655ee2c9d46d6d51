/** The report's tables of the server under load: API, rendered pages, heavy load, chaos, cold start. */
import { budgets, describeBudget } from './budgets';
import { chaosErrors } from './chaos';
import { errorRow, marked, type Tally } from './marks';
import type { BenchResults } from './results';
import { formatTable, kB, ms, num, pct, type Row } from './table';

export const HEAVY_LABEL = '200 connections for 20 s, asking as a browser does (Accept-Encoding: br, gzip)';

export function heavyTable(r: BenchResults, t: Tally): string {
  const rows: Row[] = [];
  if (!r.api.ok) rows.push(errorRow('heavy load', r.api.error));
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
export function chaosTable(r: BenchResults, t: Tally): string {
  const rows: Row[] = [];
  if (!r.chaos.ok) rows.push(errorRow('chaos', r.chaos.error));
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

export function apiTable(r: BenchResults, t: Tally, which: 'endpoints' | 'pages' = 'endpoints'): string {
  const rows: Row[] = [];
  if (!r.api.ok) rows.push(errorRow(which === 'pages' ? 'pages' : 'API', r.api.error));
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

export function coldStartTable(r: BenchResults): string {
  const c = r.coldStart;
  const rows: Row[] = c.ok
    ? [['functions/dist/index.js', kB(c.bundleBytes, 0), ms(c.medianMs), `${ms(c.minMs)} – ${ms(c.maxMs)}`, String(c.runs.length)]]
    : [errorRow('cold start', c.error)];
  return formatTable(
    [{ title: 'bundle' }, { title: 'size', align: 'right' }, { title: 'import median', align: 'right' }, { title: 'min – max', align: 'right' }, { title: 'runs', align: 'right' }],
    rows,
  );
}

/** A phone photo with an enquiry (decision 154): what is sent after the browser's scaling, and the server's processing of it. */
export function enquiryPhotoTable(r: BenchResults): string {
  const p = r.enquiryPhoto;
  const rows: Row[] = !p
    ? []
    : p.ok
      ? [
          [
            `${p.originalWidth} × ${p.originalHeight} (${kB(p.originalBytes, 0)})`,
            `${p.sentWidth} × ${p.sentHeight}`,
            kB(p.sentBytes, 0),
            ms(p.storeMedianMs),
            `${ms(Math.min(...p.storeRunsMs))} – ${ms(Math.max(...p.storeRunsMs))}`,
            kB(p.storedBytes, 0),
          ],
        ]
      : [errorRow('enquiry photo', p.error)];
  return formatTable(
    [
      { title: 'phone photo' },
      { title: 'sent as', align: 'right' },
      { title: 'sent', align: 'right' },
      { title: 'server median', align: 'right' },
      { title: 'min – max', align: 'right' },
      { title: 'stored (full + thumbnail)', align: 'right' },
    ],
    rows,
  );
}
