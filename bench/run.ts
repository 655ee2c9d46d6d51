/**
 * `npm run bench`: builds for production, starts the local stack on free ports with fresh seeded
 * data, measures (first-load JS/CSS, Lighthouse, API throughput, the heavy load again with Firestore
 * stalled, image bytes, functions cold start, a phone photo sent with an enquiry), stops the stack, prints one report and writes it as
 * JSON to bench/results/. Prints figures; asserts nothing. A page or section that fails becomes a
 * row with its error.
 *
 * Flags: --no-build (measure the current builds), --skip lighthouse,api,… (sections to leave out),
 * --lighthouse-runs N (N runs per page, the median run reported; default 1).
 */
import { execSync } from 'node:child_process';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { availableParallelism, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import type { Browser } from 'playwright-core';
import { ROOT } from '../emulators/stack-config';
import { benchApi, LOAD } from './api';
import { addBenchCampaign } from './campaign-page';
import { budgets } from './budgets';
import { benchChaos } from './chaos';
import { benchCollect } from './collect';
import { findAdminCode, firstLoadAssets, type ViteManifest } from './chunks';
import { measureColdStart } from './cold-start';
import { measureEnquiryPhoto } from './enquiry-photo';
import { originalsOf, tallyImages } from './image-bytes';
import { runLighthouseMedian } from './lighthouse';
import { pickProductPath, pickProjectPath } from './pages';
import { inlineCssGzipBytes, type PhonePage } from './phone-pages';
import type { Measured } from './marks';
import { renderReport } from './report';
import type { BenchResults, FirstLoad, PageImages } from './results';
import { buildAll, startStack, watchBuilds, type RunningStack } from './stack';
import { DESKTOP, launchChromium, MOBILE, visitPage, type PageVisit } from './visit';

const RESULTS_DIR = resolve(ROOT, 'bench/results');
const LIGHTHOUSE_REPORTS = join(RESULTS_DIR, 'lighthouse');
const SECTIONS = ['first-load', 'lighthouse', 'api', 'chaos', 'collect', 'images', 'cold-start', 'enquiry-photo'] as const;
type Section = (typeof SECTIONS)[number];

const { values: flags } = parseArgs({
  options: { 'no-build': { type: 'boolean', default: false }, skip: { type: 'string', default: '' }, 'lighthouse-runs': { type: 'string', default: '1' } },
});
const lighthouseRuns = Number(flags['lighthouse-runs']);
if (!Number.isInteger(lighthouseRuns) || lighthouseRuns < 1) throw new Error('--lighthouse-runs: a whole number ≥ 1');
const skip = new Set(flags.skip.split(',').filter(Boolean));
for (const s of skip) if (!SECTIONS.includes(s as Section)) throw new Error(`--skip: unknown section "${s}" (one of ${SECTIONS.join(', ')})`);
const runs = (s: Section) => !skip.has(s);

const t0 = performance.now();
const say = (line: string) => process.stderr.write(`[bench ${((performance.now() - t0) / 1000).toFixed(0).padStart(3)} s] ${line}\n`);
const failure = (e: unknown) => ({ ok: false as const, error: (e as Error).message ?? String(e) });
const skipped = { ok: false as const, error: 'skipped (--skip)' };

async function getJson(url: string): Promise<unknown> {
  const res = await fetch(url, { signal: AbortSignal.timeout(30_000) });
  if (!res.ok) throw new Error(`GET ${new URL(url).pathname} answered ${res.status}`);
  return ((await res.json()) as { data: unknown }).data;
}

async function readManifest(): Promise<ViteManifest | null> {
  return readFile(resolve(ROOT, 'web/dist/.vite/manifest.json'), 'utf8')
    .then((s) => JSON.parse(s) as ViteManifest)
    .catch(() => null);
}

function phonePageOf(visit: PageVisit, origin: string): PhonePage {
  const html = visit.responses.find((r) => r.type === 'document' && r.url.startsWith(origin));
  return { htmlGzipBytes: html?.gzipBytes ?? 0, ...(html?.wireBytes ? { htmlWireBytes: html.wireBytes } : {}), ...(html?.text ? { inlineCssGzipBytes: inlineCssGzipBytes(html.text) } : {}), lcp: visit.lcp };
}

function firstLoadOf(visit: PageVisit, origin: string, manifest: ViteManifest | null): FirstLoad {
  const { scripts, styles } = firstLoadAssets(visit.responses, origin);
  const sum = (list: typeof scripts, key: 'bytes' | 'gzipBytes') => list.reduce((n, r) => n + r[key], 0);
  const assets = [
    ...scripts.map((r) => ({ url: r.url, kind: 'script' as const, bytes: r.bytes, gzipBytes: r.gzipBytes, text: r.text })),
    ...styles.map((r) => ({ url: r.url, kind: 'stylesheet' as const, bytes: r.bytes, gzipBytes: r.gzipBytes })),
  ];
  const path = (u: string) => new URL(u).pathname;
  // The page itself: since decision 016's addendum it carries the stylesheet inline.
  const html = visit.responses.find((r) => r.type === 'document' && r.url.startsWith(origin));
  return {
    htmlBytes: html?.bytes ?? 0,
    htmlGzipBytes: html?.gzipBytes ?? 0,
    jsBytes: sum(scripts, 'bytes'),
    jsGzipBytes: sum(scripts, 'gzipBytes'),
    cssBytes: sum(styles, 'bytes'),
    cssGzipBytes: sum(styles, 'gzipBytes'),
    scripts: scripts.map((r) => path(r.url)),
    styles: styles.map((r) => path(r.url)),
    adminFindings: findAdminCode(assets, manifest),
    problems: visit.problems,
  };
}

/** Each original's size, fetched once per run. */
const originalSizes = new Map<string, number>();
async function imagesOf(visit: PageVisit, baseURL: string, device: PageImages['device']): Promise<PageImages> {
  for (const original of originalsOf(visit.responses)) {
    if (originalSizes.has(original)) continue;
    const res = await fetch(`${baseURL}${original}`).catch(() => null);
    if (res?.ok) originalSizes.set(original, (await res.arrayBuffer()).byteLength);
  }
  return { ...tallyImages(visit.responses, originalSizes), device, problems: visit.problems };
}

async function main() {
  const startedAt = new Date();
  const loadavgStart = loadavg();
  const commit = (() => {
    try {
      const sha = execSync('git rev-parse --short HEAD', { cwd: ROOT, encoding: 'utf8' }).trim();
      const dirty = execSync('git status --porcelain', { cwd: ROOT, encoding: 'utf8' }).trim() !== '';
      return `${sha}${dirty ? '+dirty' : ''}`;
    } catch {
      return 'unknown';
    }
  })();
  const errors: string[] = [];
  const warnings: string[] = [];
  const noStack = { ok: false as const, error: 'the local stack did not start' };
  const results: Omit<BenchResults, 'finishedAt' | 'durationS' | 'machine'> = {
    startedAt: startedAt.toISOString(),
    commit,
    budgets,
    pages: {},
    firstLoad: [],
    lighthouse: [],
    lighthouseRuns,
    api: runs('api') ? noStack : skipped,
    chaos: runs('chaos') ? noStack : skipped,
    collect: runs('collect') ? noStack : skipped,
    images: [],
    coldStart: skipped,
    enquiryPhoto: skipped,
    errors,
    warnings,
  };

  let built = true;
  if (!flags['no-build']) {
    say('building functions and web for production…');
    try {
      buildAll(say);
    } catch (e) {
      errors.push((e as Error).message);
      built = false;
    }
  }

  const builds = watchBuilds(t0);
  // Read once, right after the build: it describes the chunks of this build.
  const manifest = await readManifest();
  if (built && !manifest) warnings.push('web/dist/.vite/manifest.json is missing (build.manifest in web/vite.config.ts): chunks were checked by name and content only');

  if (built && runs('cold-start')) {
    say('functions cold start…');
    // Before the stack starts, so the emulators' own work does not weigh on it.
    results.coldStart = await measureColdStart(5).then((c) => ({ ok: true as const, ...c }), failure);
  }
  if (runs('enquiry-photo')) {
    say('a phone photo with an enquiry: scaled as the form does, then the server\'s processing…');
    // Before the stack starts too: sharp's time, not the emulators'.
    results.enquiryPhoto = await measureEnquiryPhoto(5).then((p) => ({ ok: true as const, ...p }), failure);
  }

  let stack: RunningStack | undefined;
  let browser: Browser | undefined;
  try {
    if (!built) throw new Error('nothing measured: the build failed');
    say('starting the local stack on free ports (fresh data, seeded)…');
    stack = await startStack(say);
    const { baseURL } = stack;
    const origin = new URL(baseURL).origin;

    const productPath = pickProductPath((await getJson(`${baseURL}/api/products`).catch(() => null)) as never);
    const referencePath = pickProjectPath((await getJson(`${baseURL}/api/projects`).catch(() => null)) as never);
    const pages: Record<string, string | null> = {
      home: '/',
      products: '/produkter',
      product: productPath,
      references: '/referanser',
      reference: referencePath,
      contact: '/kontakt',
      // The site visit booking (decision 150): the visitor budgets hold for it too.
      booking: '/befaring',
    };
    results.pages = Object.fromEntries(Object.entries(pages).filter(([, p]) => p !== null)) as Record<string, string>;
    const missing = (label: string) => `no ${label} to visit: GET /api/${label === 'product' ? 'products' : 'projects'} gave none`;

    browser = await launchChromium();
    const visits = new Map<string, PageVisit | Error>();
    const visit = async (path: string, device: typeof MOBILE, key: string) => {
      const v = await visitPage(browser!, baseURL, path, device).catch((e: Error) => e);
      visits.set(key, v);
      return v;
    };

    // One mobile visit of every page first: it measures first-load and images and, like the
    // storage trigger in production, leaves the image variants built before Lighthouse comes.
    say('visiting pages in Chromium (first load, images)…');
    for (const [label, path] of Object.entries(pages)) {
      if (path) await visit(path, MOBILE, `mobile ${label}`);
    }
    for (const label of ['home', 'reference']) {
      const path = pages[label];
      if (path && runs('images')) await visit(path, DESKTOP, `desktop ${label}`);
    }

    if (runs('first-load')) {
      results.phonePages = Object.entries(pages).map(([label, path]) => {
        const v = visits.get(`mobile ${label}`);
        const result: Measured<PhonePage> = !path ? { ok: false, error: missing(label) } : v instanceof Error || !v ? failure(v ?? new Error('not visited')) : { ok: true, ...phonePageOf(v, origin) };
        return { label, path: path ?? '–', result };
      });
      for (const label of ['home', 'product', 'reference', 'booking']) {
        const path = pages[label];
        const v = visits.get(`mobile ${label}`);
        const result: Measured<FirstLoad> = !path ? { ok: false, error: missing(label) } : v instanceof Error || !v ? failure(v ?? new Error('not visited')) : { ok: true, ...firstLoadOf(v, origin, manifest) };
        results.firstLoad.push({ label, path: path ?? '–', result });
      }
    }

    if (runs('images')) {
      for (const [device, label] of [['mobile', 'home'], ['desktop', 'home'], ['mobile', 'reference'], ['desktop', 'reference']] as const) {
        const path = pages[label];
        const v = visits.get(`${device} ${label}`);
        const result: Measured<PageImages> = !path ? { ok: false, error: missing(label) } : v instanceof Error || !v ? failure(v ?? new Error('not visited')) : await imagesOf(v, baseURL, device).then((x) => ({ ok: true as const, ...x }), failure);
        results.images.push({ label, path: path ?? '–', result });
      }
    }
    await browser.close();
    browser = undefined;

    if (runs('lighthouse')) {
      // The full reports of this run, for the why behind a figure (open one in the Lighthouse viewer).
      await rm(LIGHTHOUSE_REPORTS, { recursive: true, force: true });
      await mkdir(LIGHTHOUSE_REPORTS, { recursive: true });
      for (const [label, path] of Object.entries(pages)) {
        if (!path) {
          results.lighthouse.push({ label, path: '–', result: { ok: false, error: missing(label) } });
          continue;
        }
        say(`Lighthouse ${path}${lighthouseRuns > 1 ? ` (${lighthouseRuns} runs)` : ''}…`);
        const result = await runLighthouseMedian(`${baseURL}${path}`, lighthouseRuns, join(LIGHTHOUSE_REPORTS, `${label}.json`)).then((s) => ({ ok: true as const, ...s }), failure);
        results.lighthouse.push({ label, path, result });
      }
    }

    // The product page once more with a campaign on it: the row 'campaign'. Taken away
    // again before the load sections, which measure the pages as above.
    if (pages.product && (runs('first-load') || runs('lighthouse'))) {
      const path = pages.product;
      say('the product page with a campaign…');
      try {
        const campaign = await addBenchCampaign(stack, path);
        try {
          if (runs('first-load')) {
            browser = await launchChromium();
            const v = await visit(path, MOBILE, 'mobile campaign');
            await browser.close();
            browser = undefined;
            const ok = !(v instanceof Error);
            results.phonePages?.push({ label: 'campaign', path, result: ok ? { ok: true, ...phonePageOf(v, origin) } : failure(v) });
            results.firstLoad.push({ label: 'campaign', path, result: ok ? { ok: true, ...firstLoadOf(v, origin, manifest) } : failure(v) });
          }
          if (runs('lighthouse')) {
            say(`Lighthouse ${path} with a campaign…`);
            const result = await runLighthouseMedian(`${baseURL}${path}`, lighthouseRuns, join(LIGHTHOUSE_REPORTS, 'campaign.json')).then((s) => ({ ok: true as const, ...s }), failure);
            results.lighthouse.push({ label: 'campaign', path, result });
          }
        } finally {
          await campaign.remove();
        }
      } catch (e) {
        const result = failure(e);
        if (runs('first-load')) results.firstLoad.push({ label: 'campaign', path, result });
        if (runs('lighthouse')) results.lighthouse.push({ label: 'campaign', path, result });
      }
    }

    if (runs('api')) {
      say(`API load (${LOAD.connections} connections, ${LOAD.rounds} rounds of ${LOAD.durationS} s per server and endpoint, in turn)…`);
      // Three rendered pages beside the API: home, a product and a reference (the first-load pages).
      const pagePaths = [pages.home, pages.product, pages.reference].filter((p): p is string => !!p);
      results.api = await benchApi(stack, say, pagePaths, pages.product ?? undefined).then((bench) => ({ ok: true as const, ...bench, connections: LOAD.connections, durationS: LOAD.durationS }), failure);
    }

    if (runs('chaos')) {
      // After the healthy rows, so those never follow a stall; Firestore is resumed before this returns or throws.
      say('chaos: the heavy load again with Firestore stalled…');
      results.chaos = await benchChaos(stack, say, pages.product ?? null).then((bench) => ({ ok: true as const, ...bench }), failure);
    }

    if (runs('collect')) {
      say('visit beacon: a burst of POST /api/collect…');
      results.collect = await benchCollect(stack, say).then((bench) => ({ ok: true as const, ...bench }), failure);
    }
  } catch (e) {
    errors.push((e as Error).message);
  } finally {
    builds.close();
    warnings.push(...builds.changes());
    await browser?.close().catch(() => {});
    if (stack) {
      say('stopping the stack…');
      await stack.stop();
    }
  }

  const finishedAt = new Date();
  const full: BenchResults = {
    ...results,
    finishedAt: finishedAt.toISOString(),
    durationS: (finishedAt.getTime() - startedAt.getTime()) / 1000,
    machine: { cpus: availableParallelism(), node: process.version, loadavgStart, loadavgEnd: loadavg() },
  };
  const { text, tally } = renderReport(full);
  process.stdout.write(`\n${text}\n`);

  const dir = RESULTS_DIR;
  await mkdir(dir, { recursive: true });
  const json = JSON.stringify({ ...full, tally }, null, 2);
  const file = join(dir, `${full.startedAt.replace(/[:.]/g, '-')}.json`);
  await writeFile(file, json);
  await writeFile(join(dir, 'latest.json'), json);
  process.stdout.write(`\nWritten: ${file.replace(`${ROOT}/`, '')} and bench/results/latest.json\n`);
}

await main();
