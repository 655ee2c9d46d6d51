import { describe, expect, it } from 'vitest';
import { categories } from '../emulators/seed/content/products';
import { slugify } from '@rms/schema';
import { baseURL, newContext, useBrowser, watchErrors } from './support/browser';

const browser = await useBrowser();

describe('the seeded stack, as a visitor', () => {
  it('serves the three-level product tree with metadata on every node', async () => {
    const res = await fetch(`${baseURL()}/api/products`);
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as { data: { id: string; sub: Node[] } };
    interface Node { id: string; metadata: { level: number; path: string }; sub: Node[] }
    const levels = new Set<number>();
    const walk = (nodes: Node[], depth: number) => {
      for (const node of nodes) {
        expect(node.metadata.level).toBe(depth);
        expect(node.metadata.path.startsWith('produkter/')).toBe(true);
        levels.add(depth);
        walk(node.sub, depth + 1);
      }
    };
    walk(data.sub, 0);
    expect([...levels].sort()).toEqual([0, 1, 2]);
    expect(data.sub.map((c) => c.id)).toEqual(categories.map((c) => slugify(c.title)));
  });

  it('serves the page frame in the HTML itself, so the first paint needs no script', async () => {
    const html = await (await fetch(`${baseURL()}/referanser`)).text();
    expect(html).toMatch(/<div id="root"><div[^>]*>[\s\S]*?<header/);
    expect(html).toContain('aria-label="Hovedmeny"');
    // The hero picture is preloaded on the home page only, where it is the largest content.
    expect(html).not.toMatch(/rel="preload" as="image"[^>]*hero-1\.jpg/i);
    const home = await (await fetch(`${baseURL()}/`)).text();
    expect(home).toMatch(/rel="preload" as="image" imagesrcset="\/optimize\/site\/hero-1\.jpg/i);
  });

  it('shows every seeded category on /produkter', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const errors = watchErrors(page);
    // The CSP forbids eval; a library probing for it shows up as a violation in every visitor's console.
    await page.addInitScript("window.__csp = []; document.addEventListener('securitypolicyviolation', (e) => window.__csp.push(e.violatedDirective + ' ' + e.blockedURI))");
    await page.goto('/produkter');
    for (const category of categories) {
      await page.getByText(category.title, { exact: true }).first().waitFor({ state: 'visible', timeout: 15_000 });
    }
    expect(errors).toEqual([]);
    expect(await page.evaluate('window.__csp')).toEqual([]);
    await context.close();
  });
});
