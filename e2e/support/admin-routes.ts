import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { BrowserContext, Page } from 'playwright-core';
import { paths } from '../../web/src/config/paths';

/**
 * Every address of the admin area, in menu order, as web/src/app/admin-routes.ts lists them: read
 * from that module's source (its screens' imports need the web app's bundler, which the browser tests
 * do not run), so a screen added there is checked by every test that walks the admin area.
 */
export function adminRoutePaths(): string[] {
  const source = readFileSync(new URL('../../web/src/app/admin-routes.ts', import.meta.url), 'utf8');
  const names = [...source.matchAll(/\{\s*path:\s*paths\.(\w+)\s*,/g)].map((m) => m[1]!);
  const known = paths as Record<string, string>;
  const unknown = names.filter((name) => !(name in known));
  if (names.length === 0 || unknown.length > 0) throw new Error(`admin-routes.ts could not be read: ${unknown.join(', ') || 'no routes'}`);
  return names.map((name) => known[name]!);
}

const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/** Puts axe into every document `context` opens from now on. */
export async function injectAxe(context: BrowserContext): Promise<void> {
  await context.addInitScript({ path: AXE });
}

/**
 * axe's serious and critical violations in the page as it stands, one line each ('rule: targets').
 * 'label-content-name-mismatch' (what a speech-input user says must be in the name a screen reader
 * announces) is experimental in axe, so off by default: it is switched on here.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    type Result = { violations: { id: string; impact: string; nodes: { target: string[] }[] }[] };
    const axe = (globalThis as unknown as { axe: { run: (context: Document, options: object) => Promise<Result> } }).axe;
    const { violations } = await axe.run(document, { rules: { 'label-content-name-mismatch': { enabled: true } } });
    return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  });
}

/**
 * The elements of the page that scroll inside themselves (overflow auto or scroll) and hold more than
 * they show: a list in a box shorter than its content. The page itself (html, body) does not count.
 */
export function boxedLists(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((el) => {
        const style = getComputedStyle(el);
        const scrolls = ['auto', 'scroll'].includes(style.overflowY) || ['auto', 'scroll'].includes(style.overflow);
        return scrolls && el.clientHeight > 0 && el.scrollHeight > el.clientHeight + 1;
      })
      .map((el) => `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${el.getAttribute('aria-label') ? `[${el.getAttribute('aria-label')}]` : ''} ${el.clientHeight}/${el.scrollHeight} px`),
  );
}
