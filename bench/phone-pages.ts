import { gzipSync } from 'node:zlib';
import { VARIANT_WIDTHS } from '../schema/src/image-widths';
import { budgets, describeBudget } from './budgets';
import { marked, type Measured, type Tally } from './marks';
import { formatTable, kB, type Row } from './table';

/**
 * What a phone gets first on each measured page: the compressed HTML, whether what the
 * server sent (its encoded body with the headers) fits in TCP's first window (then the document
 * arrives in one round trip), the page's largest paint, which picture variant the browser chose for
 * it against the one it needs, and how much of the HTML is its inline CSS.
 */

/** The inline `<style>` elements of a page, compressed together as they travel in it. */
export function inlineCssGzipBytes(html: string): number {
  const css = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join('');
  return gzipSync(css, { level: 9 }).length;
}

/** TCP's initial window: 10 segments of 1,460 bytes. */
export const FIRST_WINDOW_BYTES = 14_600;

/** The largest contentful paint of a page, as the browser reported it. */
export interface LargestPaint {
  /** e.g. `img`, `h1`, `p.lead` */
  element: string;
  /** The picture's address (currentSrc), empty for text. */
  url: string;
  /** The picture's rendered width in CSS pixels (0 for text). */
  cssWidth: number;
  devicePixelRatio: number;
}

export interface PhonePage {
  htmlGzipBytes: number;
  /**
   * The document as it crossed the wire: the body as the server encoded it (brotli) and the response
   * headers. This is what the first window must hold; the gzip figure is kept for comparison over time.
   */
  htmlWireBytes?: number;
  /** The page's inline `<style>` alone, gzip -9 (decision 110: only the page's own rules). */
  inlineCssGzipBytes?: number;
  lcp: LargestPaint | null;
}

/** Runs in the page: the last largest-contentful-paint entry, described. Self-contained (it is serialised). */
export function largestPaintInPage(): Promise<LargestPaint | null> {
  return new Promise((resolve) => {
    let last: (PerformanceEntry & { element?: Element | null; url?: string }) | undefined;
    const observer = new PerformanceObserver((list) => {
      last = list.getEntries().at(-1) ?? last;
    });
    observer.observe({ type: 'largest-contentful-paint', buffered: true });
    // Buffered entries are delivered in a task of their own.
    setTimeout(() => {
      observer.disconnect();
      const el = last?.element ?? null;
      if (!last) return resolve(null);
      const tag = el ? el.tagName.toLowerCase() + (el.classList.length ? `.${[...el.classList].slice(0, 2).join('.')}` : '') : '(removed)';
      const img = el instanceof HTMLImageElement ? el : null;
      resolve({ element: tag, url: img?.currentSrc ?? last.url ?? '', cssWidth: img ? img.getBoundingClientRect().width : 0, devicePixelRatio: window.devicePixelRatio });
    }, 200);
  });
}

export interface PictureFit {
  /** The width asked of the optimizer (`w=`), or null for an original or another file. */
  chosen: number | null;
  /** Device pixels the picture covers. */
  needed: number;
  /** The smallest variant at least that wide (the largest there is when none is). */
  best: number;
}

/** How well the chosen variant fits the picture's rendered size; null when the largest paint is text. */
export function pictureFit(lcp: LargestPaint, widths: readonly number[] = VARIANT_WIDTHS): PictureFit | null {
  if (!lcp.url || lcp.cssWidth <= 0) return null;
  const needed = Math.ceil(lcp.cssWidth * lcp.devicePixelRatio);
  const asked = new URL(lcp.url, 'http://x').searchParams.get('w');
  const sorted = [...widths].sort((a, b) => a - b);
  return { chosen: asked ? Number(asked) : null, needed, best: sorted.find((w) => w >= needed) ?? sorted.at(-1)! };
}

export function phonePagesTable(pages: { label: string; path: string; result: Measured<PhonePage> }[], t: Tally): string {
  const rows: Row[] = [];
  for (const { label, path, result } of pages) {
    if (!result.ok) {
      rows.push([label, path], { note: `  ${label}: ERROR ${result.error.split('\n')[0]?.slice(0, 200) ?? ''}` });
      continue;
    }
    const fit = result.lcp ? pictureFit(result.lcp) : null;
    rows.push([
      label,
      path,
      marked(kB(result.htmlGzipBytes), result.htmlGzipBytes / 1000, budgets.pageHtmlGzipKb, t),
      result.htmlWireBytes === undefined ? '–' : kB(result.htmlWireBytes),
      (result.htmlWireBytes ?? result.htmlGzipBytes) <= FIRST_WINDOW_BYTES ? 'yes' : 'no',
      result.lcp?.element ?? '–',
      !fit ? '–' : marked(`${fit.chosen === null ? 'original' : `${fit.chosen} w`} (needs ${fit.needed} px)`, fit.chosen !== null && fit.chosen <= fit.best, budgets.phonePictureFits, t),
      fit ? `${fit.best} w` : '–',
      result.inlineCssGzipBytes === undefined ? '–' : kB(result.inlineCssGzipBytes),
    ]);
  }
  return formatTable(
    [
      { title: 'page' },
      { title: 'path' },
      { title: `HTML gzip (${describeBudget(budgets.pageHtmlGzipKb)} kB)`, align: 'right' },
      { title: 'sent (body as encoded + headers)', align: 'right' },
      { title: `fits ${FIRST_WINDOW_BYTES / 1000} kB` },
      { title: 'LCP element' },
      { title: 'its picture' },
      { title: 'right variant' },
      { title: 'inline CSS gzip', align: 'right' },
    ],
    rows,
  );
}
