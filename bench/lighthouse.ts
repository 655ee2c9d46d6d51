import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { ROOT } from '../emulators/stack-config';
import { CHROMIUM_FLAGS } from '../test/chromium';
import { CHROMIUM } from './visit';

const LIGHTHOUSE_CLI = resolve(ROOT, 'node_modules/lighthouse/cli/index.js');
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

export interface LighthouseSummary {
  performance: number | null;
  accessibility: number | null;
  bestPractices: number | null;
  seo: number | null;
  lcpMs: number | null;
  cls: number | null;
  tbtMs: number | null;
  fcpMs: number | null;
  totalBytes: number | null;
  /** Lighthouse's own measure of this machine's CPU speed at the time (higher is faster). */
  benchmarkIndex: number | null;
  finalUrl: string | null;
  /** Lighthouse's runtime error or warnings (e.g. the page did not paint). */
  warnings: string[];
  /** Weighted audits of accessibility, best practices and SEO that did not pass: what keeps a score under 100. */
  failedAudits: string[];
  /** With several runs: each run's performance and LCP, in the order they ran (the spread behind the median). */
  each?: { performance: number | null; lcpMs: number | null }[];
}

/** The part of a Lighthouse result (LHR) this reads. */
export interface Lhr {
  finalDisplayedUrl?: string;
  runtimeError?: { code: string; message: string };
  runWarnings?: string[];
  environment?: { benchmarkIndex?: number };
  categories?: Record<string, { score: number | null; auditRefs?: { id: string; weight: number }[] } | undefined>;
  audits?: Record<string, { numericValue?: number; score?: number | null } | undefined>;
}

/** Scores on Lighthouse's 0–100 scale and the metrics in ms (CLS unitless, bytes in bytes). */
export function summarizeLhr(lhr: Lhr): LighthouseSummary {
  const score = (id: (typeof CATEGORIES)[number]) => {
    const s = lhr.categories?.[id]?.score;
    return typeof s === 'number' ? Math.round(s * 100) : null;
  };
  const metric = (id: string) => {
    const v = lhr.audits?.[id]?.numericValue;
    return typeof v === 'number' && Number.isFinite(v) ? v : null;
  };
  const warnings = [...(lhr.runtimeError ? [`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`] : []), ...(lhr.runWarnings ?? [])];
  const failedAudits = (['accessibility', 'best-practices', 'seo'] as const).flatMap((category) =>
    (lhr.categories?.[category]?.auditRefs ?? []).flatMap((ref) => {
      const s = lhr.audits?.[ref.id]?.score;
      return ref.weight > 0 && typeof s === 'number' && s < 1 ? [`${category}/${ref.id}`] : [];
    }),
  );
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: metric('largest-contentful-paint'),
    cls: metric('cumulative-layout-shift'),
    tbtMs: metric('total-blocking-time'),
    fcpMs: metric('first-contentful-paint'),
    totalBytes: metric('total-byte-weight'),
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
    finalUrl: lhr.finalDisplayedUrl ?? null,
    warnings,
    failedAudits,
  };
}

/**
 * Of several runs of one page, the one whose performance score is the median (Lighthouse's own
 * advice against run-to-run variance), and among equal scores the one with the median LCP: its
 * figures belong together, unlike per-metric medians.
 */
export function medianRun(runs: LighthouseSummary[]): LighthouseSummary {
  if (runs.length === 0) throw new Error('no Lighthouse runs');
  // Worst first: the lower score, and among equal scores (every run at 100) the slower LCP.
  const sorted = [...runs].sort((a, b) => (a.performance ?? -1) - (b.performance ?? -1) || (b.lcpMs ?? Infinity) - (a.lcpMs ?? Infinity));
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

/** `runs` runs of one page, one after another; the median run, whose full report is kept at `saveTo`. */
export async function runLighthouseMedian(url: string, runs: number, saveTo: string): Promise<LighthouseSummary> {
  const results: { summary: LighthouseSummary; report: string }[] = [];
  for (let i = 0; i < runs; i++) results.push(await runLighthouse(url));
  const median = medianRun(results.map((r) => r.summary));
  await writeFile(saveTo, results.find((r) => r.summary === median)!.report);
  return { ...median, each: results.map(({ summary }) => ({ performance: summary.performance, lcpMs: summary.lcpMs })) };
}

/**
 * One Lighthouse run through its CLI (its own Chromium, so a crash stays in that run): mobile form
 * factor and simulated throttling, Lighthouse's defaults.
 */
export async function runLighthouse(url: string, timeoutMs = 150_000): Promise<{ summary: LighthouseSummary; report: string }> {
  const dir = await mkdtemp(join(tmpdir(), 'rms-lighthouse-'));
  const out = join(dir, 'report.json');
  try {
    const args = [
      LIGHTHOUSE_CLI,
      url,
      '--output=json',
      `--output-path=${out}`,
      '--quiet',
      `--only-categories=${CATEGORIES.join(',')}`,
      `--chrome-flags=--headless=new ${CHROMIUM_FLAGS.join(' ')}`,
    ];
    const stderr = await new Promise<string>((res, rej) => {
      // Its own process group: a timeout stops Lighthouse and the Chromium it launched together.
      const child = spawn(process.execPath, args, { cwd: ROOT, env: { ...process.env, CHROME_PATH: CHROMIUM }, stdio: ['ignore', 'ignore', 'pipe'], detached: true });
      let err = '';
      child.stderr.setEncoding('utf8').on('data', (c: string) => (err += c));
      const timer = setTimeout(() => {
        try {
          process.kill(-child.pid!, 'SIGKILL');
        } catch {
          /* already gone */
        }
      }, timeoutMs);
      child.once('error', rej);
      child.once('exit', (code, signal) => {
        clearTimeout(timer);
        if (code === 0) res(err);
        else rej(new Error(signal === 'SIGKILL' ? `Lighthouse timed out after ${timeoutMs / 1000} s` : `Lighthouse exited with ${code}: ${err.trim().split('\n').slice(-3).join(' ')}`));
      });
    });
    const report = await readFile(out, 'utf8').catch(() => {
      throw new Error(`Lighthouse wrote no report: ${stderr.slice(-400)}`);
    });
    return { summary: summarizeLhr(JSON.parse(report) as Lhr), report };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
