import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { categories } from '../emulators/seed/content/products';
import { PROJECTS } from '../emulators/seed/content/projects';
import { slugify } from '@rms/schema';
import { newContext, useBrowser, watchErrors } from './support/browser';

// Visitor pages against the seeded stack: every route renders, unknown ids give the 404 screen,
// axe finds nothing serious, and the mobile menu works at 375 px.

const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

const markiser = categories[0]!;
const terrasse = markiser.sub![0]!;
const subProduct = terrasse.sub![0]!;
const ids = { category: slugify(markiser.title), product: slugify(terrasse.title), sub: slugify(subProduct.title) };
const published = PROJECTS.filter((p) => !p.draft).sort((a, b) => a.ageDays - b.ageDays);
const newest = published[0]!;

const browser = await useBrowser();

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });

async function visit(path: string, width = 1280) {
  const context = await newContext(browser, { width, height: width < 600 ? 812 : 900 });
  await context.addInitScript({ path: AXE });
  const page = await context.newPage();
  const errors = watchErrors(page);
  await page.goto(path);
  return { context, page, errors };
}

const PUBLIC_PAGES: { path: string; check: (page: Page) => Promise<void> }[] = [
  {
    path: '/',
    check: async (page) => {
      await page.getByRole('heading', { name: 'Våre tjenester' }).waitFor();
      await page.getByRole('heading', { name: 'Profesjonell solskjerming' }).waitFor();
      for (const name of ['Lang erfaring', 'Trygghet for kunden', 'Smarte løsninger']) await page.getByRole('heading', { name }).waitFor();
      const services = page.locator('section', { has: page.getByRole('heading', { name: 'Våre tjenester' }) });
      expect(await services.getByRole('listitem').count()).toBe(6); // five categories and 'Se alle produkter'
      await services.getByRole('link', { name: /Se alle produkter/ }).waitFor();
      const references = page.locator('section', { has: page.getByRole('heading', { name: 'Våre referanser' }) });
      expect(await references.getByRole('listitem').count()).toBe(3);
      await references.getByRole('link', { name: newest.title }).waitFor();
    },
  },
  {
    path: '/produkter',
    check: async (page) => {
      await page.getByRole('heading', { name: 'Interessert? Kontakt oss' }).waitFor();
      expect(await page.getByRole('list', { name: 'Utvalgte produkter' }).getByRole('link').count()).toBe(2);
      expect(await page.getByRole('list', { name: 'Flere produkter' }).getByRole('link').count()).toBe(3);
    },
  },
  {
    path: `/produkter/${ids.category}`,
    check: async (page) => {
      expect(await h1(page).textContent()).toBe('Våre produkter og tjenester');
      await page.getByRole('link', { name: 'Tilbake til produkter' }).waitFor();
      await page.getByRole('main').getByRole('link', { name: new RegExp(terrasse.title) }).first().waitFor();
    },
  },
  {
    path: `/produkter/${ids.category}/${ids.product}`,
    check: async (page) => {
      expect(await h1(page).textContent()).toBe(terrasse.title);
      await page.getByRole('link', { name: `Tilbake til ${markiser.title}` }).waitFor();
      await page.getByRole('region', { name: `Bilder av ${terrasse.title}` }).waitFor();
      await page.getByText(`Gjelder: ${terrasse.title}`).waitFor();
    },
  },
  {
    // The landing grid links by id alone.
    path: `/produkter/${ids.product}`,
    check: async (page) => expect(await h1(page).textContent()).toBe(terrasse.title),
  },
  {
    path: `/produkter/${ids.category}/${ids.product}/${ids.sub}`,
    check: async (page) => {
      expect(await h1(page).textContent()).toBe(subProduct.title);
      await page.getByRole('link', { name: `Tilbake til ${terrasse.title}` }).waitFor();
    },
  },
  {
    path: '/referanser',
    check: async (page) => {
      expect(await h1(page).textContent()).toBe('Våre referanser');
      await page.getByRole('heading', { name: 'Referanser', exact: true }).waitFor();
      const cards = page.getByRole('main').locator('ul.grid > li');
      expect(await cards.count()).toBe(published.length);
      expect(await cards.first().textContent()).toBe(newest.title);
    },
  },
  {
    path: `/referanser/${slugify(newest.title)}`,
    check: async (page) => {
      expect(await h1(page).textContent()).toBe(newest.title);
      await page.getByText('Prosjekt', { exact: true }).waitFor();
      await page.getByRole('link', { name: 'Tilbake til referanser' }).waitFor();
    },
  },
  {
    path: '/om',
    check: async (page) => {
      await page.getByRole('heading', { name: 'Vår historie' }).waitFor();
      const section = page.locator('section', { has: page.getByRole('heading', { name: 'Partnere' }) });
      // Four partners and the membership (site settings); the seed knows no public site for them, so none links out.
      await expect.poll(() => section.locator('img').count()).toBe(5);
      for (const logo of await section.locator('img').all()) expect(['60', '80']).toContain(await logo.getAttribute('height'));
      expect(await section.locator('a[href*="example.com"]').count()).toBe(0);
    },
  },
  {
    path: '/befaring',
    check: async (page) => {
      expect(await h1(page).textContent()).toBe('Bestill gratis befaring');
      await page.getByLabel('Postnummer').waitFor();
    },
  },
  {
    path: '/kontakt',
    check: async (page) => {
      expect(await h1(page).textContent()).toBe('Kontakt Oss');
      const team = page.locator('section', { has: page.getByRole('heading', { name: 'Våre ansatte' }) });
      // The team comes with the site settings; three placeholder cards hold the space until then.
      await expect.poll(() => team.locator('a[href^="mailto:"]').count()).toBe(3);
      expect(await team.getByRole('listitem').count()).toBe(3);
      await page.getByRole('button', { name: 'Send melding' }).waitFor();
    },
  },
];

describe('public pages, as a visitor', () => {
  it('renders every public route with its content, title and canonical link', async () => {
    const { context, page, errors } = await visit('/');
    for (const { path, check } of PUBLIC_PAGES) {
      await page.goto(path);
      await check(page);
      expect(await page.title(), path).toMatch(/RMS Solskjerming/);
      expect(await page.locator('link[rel="canonical"]').count(), path).toBe(1);
      expect(await h1(page).count(), path).toBe(1);
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it('leads /prosjekter to the reference list', async () => {
    const { context, page } = await visit('/prosjekter');
    await page.waitForURL('**/referanser');
    expect(await h1(page).textContent()).toBe('Våre referanser');
    await context.close();
  });

  it('shows the 404 screen for unknown product, sub-product and project ids', async () => {
    const { context, page, errors } = await visit('/');
    const unknown = [
      '/produkter/finnes-ikke',
      `/produkter/${ids.category}/finnes-ikke`,
      `/produkter/${ids.category}/${ids.product}/finnes-ikke`,
      // A subId is valid only for a sub-product: a product in the third place is not one.
      `/produkter/${ids.category}/${slugify(markiser.sub![1]!.title)}/${ids.product}`,
      `/produkter/${ids.category}/${ids.product}/${ids.sub}/enda-dypere`,
      '/referanser/finnes-ikke',
      '/helt/ukjent/side',
    ];
    for (const path of unknown) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1, name: 'Denne siden finnes ikke.' }).waitFor();
      await page.getByText('404', { exact: true }).waitFor();
    }
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('accessibility', () => {
  for (const width of [1280, 375]) {
    it(`axe finds no serious or critical violation at ${width} px`, async () => {
      const { context, page } = await visit('/', width);
      const found: string[] = [];
      for (const { path, check } of [...PUBLIC_PAGES, { path: '/produkter/finnes-ikke', check: async () => {} }]) {
        await page.goto(path);
        // The app has taken the page over (goto waits for it); the heading is there at every width.
        await h1(page).first().waitFor({ state: 'attached' });
        if (width >= 1024) await check(page);
        // axe reads the document, not the network: the page's own pictures are enough, not quiet for 500 ms.
        await page.waitForLoadState('load');
        const violations = await page.evaluate(async () => {
          const axe = (globalThis as unknown as { axe: { run: () => Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }> } }).axe;
          return (await axe.run()).violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
        });
        found.push(...violations.map((v) => `${path} ${v}`));
      }
      expect(found).toEqual([]);
      await context.close();
    });
  }
});

describe('the mobile menu at 375 px', () => {
  it("slides out with 'Navigasjon', navigates and closes", async () => {
    const { context, page, errors } = await visit('/om', 375);
    // The top bar's links are hidden; the menu button stands in for them.
    expect(await page.getByRole('navigation', { name: 'Hovedmeny' }).isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Åpne meny' }).click();
    const menu = page.getByRole('dialog', { name: 'Navigasjon' });
    await menu.waitFor();
    for (const name of ['Hjem', 'Referanser', 'Produkter', 'Om', 'Befaring', 'Kontakt']) expect(await menu.getByRole('link', { name, exact: true }).isVisible()).toBe(true);
    expect(await page.evaluate(() => (globalThis as unknown as { document: { documentElement: { scrollWidth: number } } }).document.documentElement.scrollWidth)).toBe(375);

    await menu.getByRole('link', { name: 'Kontakt', exact: true }).click();
    await page.waitForURL('**/kontakt');
    await menu.waitFor({ state: 'hidden' });
    // The previous page stays up while the next one's code and data load (decision 118).
    await expect.poll(() => h1(page).textContent()).toBe('Kontakt Oss');

    await page.getByRole('button', { name: 'Åpne meny' }).click();
    await menu.waitFor();
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });
    expect(errors).toEqual([]);
    await context.close();
  });
});
