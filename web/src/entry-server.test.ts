import { describe, expect, it } from 'vitest';
import type { Campaign, SiteSettingsDoc } from '@rms/schema';
import { fillTemplate, renderPage, splitHead, type ContentApi } from './entry-server';
import type { EmbeddedData } from './lib/embedded-queries';
import { campaignFixture } from '../../test/campaign-fixture';
import { siteSettingsDoc } from '../../test/site-settings-fixture';
import { PAGE_TYPES, seoContentApi } from '../../test/web/seo-content';
import { structuredDataIssues } from '../../test/web/structured-data';

const PLAIN_TEMPLATE = '<html><head></head><body><div id="root"></div></body></html>';

/** A page of the sample content, rendered into a plain template, and its parsed document. */
async function renderedDoc(url: string) {
  const result = await renderPage(url, PLAIN_TEMPLATE, seoContentApi);
  if (result.kind !== 'page') throw new Error(`expected a page at ${url}`);
  return { result, doc: new DOMParser().parseFromString(result.html, 'text/html') };
}

describe('the server renderer’s HTML assembly', () => {
  it('moves the leading title, meta and link tags React emits into the head', () => {
    const { head, body } = splitHead('<title>T</title><meta name="description" content="D"/><link rel="canonical" href="/x"/><div id="app">x</div>');
    expect(head).toBe('<title>T</title><meta name="description" content="D"/><link rel="canonical" href="/x"/>');
    expect(body).toBe('<div id="app">x</div>');
  });

  it('drops the template’s default title and description and embeds the data as inert JSON', () => {
    const template = '<html><head><title data-default-head>Default</title>\n<meta data-default-head name="description" content="d" /></head><body><div id="root"></div></body></html>';
    const html = fillTemplate(template, { head: '<title>Own</title>', body: '<main>m</main>', data: { text: '</script><script>alert(1)</script>' } });
    expect(html).not.toContain('Default');
    expect(html).not.toContain('data-default-head');
    expect(html).toContain('<title>Own</title></head>');
    expect(html).toContain('<div id="root"><main>m</main></div><script type="application/json" id="rms-data">');
    expect(html).not.toContain('</script><script>alert(1)');
  });
});

describe('a rendered page', () => {
  it('arrives whole: no Suspense boundary left to a script the CSP would block', async () => {
    const api: ContentApi = (path) => ({ status: 200, body: { data: path === '/api/maps/key' ? { key: '' } : null } });
    const result = await renderPage('/om', PLAIN_TEMPLATE, api);
    if (result.kind !== 'page') throw new Error('expected a page');
    expect(result.html).toContain('<h1');
    // React outlines a large boundary (the page under the layout's Suspense) unless told not to.
    expect(result.html.length).toBeGreaterThan(12_800);
    expect(result.html).not.toMatch(/<!--\$\?-->|<template id="B:|\$RC/);
  });
});

describe('the privacy statement', () => {
  const settings: SiteSettingsDoc = siteSettingsDoc({ messageRetentionMonths: 18 });

  it('is rendered on the server with its own head, the retention and the contact facts from the settings', async () => {
    const api: ContentApi = (path) => ({ status: 200, body: { data: path === '/api/settings/site' ? settings : path === '/api/maps/key' ? { key: '' } : null } });
    const result = await renderPage('/personvern', PLAIN_TEMPLATE, api);
    if (result.kind !== 'page') throw new Error('expected a page');
    expect(result.status).toBe(200);
    expect(result.html).toContain('<title>Personvernerklæring | RMS Solskjerming</title>');
    expect(result.html).toContain('<link rel="canonical" href="https://www.rms-solskjerming.no/personvern"/>');
    expect(result.html).toContain('<h1 class="mt-2 text-3xl font-semibold tracking-tight text-navy-950 sm:text-4xl">Personvernerklæring</h1>');
    expect(result.html).toContain('<strong>18 måneder</strong>');
    expect(result.html).toContain('Industrivegen 14');
    expect(result.html).toContain('href="/personvern"');
  });
});

describe('search and share fields and complete heads', () => {
  async function page(url: string) {
    const { result, doc } = await renderedDoc(url);
    const meta = (key: string) => doc.head.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute('content') ?? null;
    const jsonLd = [...doc.querySelectorAll('script[type="application/ld+json"]')].map((s) => JSON.parse(s.textContent ?? '') as Record<string, unknown>);
    return { status: result.status, html: result.html, doc, meta, title: doc.title, jsonLd };
  }

  it('a product’s meta title, description and share image replace the ones made from its text and first picture', async () => {
    const p = await page(PAGE_TYPES.product);
    expect(p.title).toBe('Terrassemarkiser med montering');
    expect(p.meta('og:title')).toBe('Terrassemarkiser med montering');
    expect(p.meta('twitter:title')).toBe('Terrassemarkiser med montering');
    for (const key of ['description', 'og:description', 'twitter:description']) expect(p.meta(key)).toBe('Terrassemarkiser målt, levert og montert av RMS.');
    expect(p.meta('og:image')).toContain('valgt.jpg');
    expect(p.meta('twitter:image')).toContain('valgt.jpg');
    expect(p.meta('og:image:alt')).toBe('Markise over en terrasse i kveldssol');
    expect(p.meta('twitter:image:alt')).toBe('Markise over en terrasse i kveldssol');
    // The 1500-px variant of a 1200-px picture is the picture itself: never enlarged.
    expect([p.meta('og:image:width'), p.meta('og:image:height')]).toEqual(['1200', '800']);
    expect(p.meta('robots')).toBeNull();
  });

  it('a product with empty fields keeps today’s head: title with the site name, its text, its first picture', async () => {
    const p = await page('/produkter/markiser/vindusmarkise');
    expect(p.title).toBe('Vindusmarkise | RMS Solskjerming');
    expect(p.meta('og:title')).toBe('Vindusmarkise | RMS Solskjerming');
    expect(p.meta('description')).toBe('Vindusmarkise fra RMS, levert og montert på Øvre Romerike.');
    expect(p.meta('og:image')).toContain('vindu.jpg');
    expect(p.meta('og:image:alt')).toBe('Vindusmarkise på et gult hus');
    expect([p.meta('og:image:width'), p.meta('og:image:height')]).toEqual(['1500', '1125']);
    expect(p.doc.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe('https://www.rms-solskjerming.no/produkter/markiser/vindusmarkise');
  });

  it('a picture without alt text is described by the item’s title', async () => {
    const p = await page(PAGE_TYPES.reference);
    expect(p.meta('og:image')).toContain('hytte.jpg');
    expect(p.meta('og:image:alt')).toBe('Hytte på Nes');
    expect(p.meta('twitter:image:alt')).toBe('Hytte på Nes');
    expect([p.meta('og:image:width'), p.meta('og:image:height')]).toEqual(['800', '600']);
  });

  it('a fixed page takes its fields and its share image from the site settings', async () => {
    const p = await page(PAGE_TYPES.home);
    expect(p.title).toBe('Markiser og screens på Romerike');
    expect(p.meta('og:title')).toBe('Markiser og screens på Romerike');
    expect(p.meta('twitter:description')).toBe('Solskjerming målt og montert av RMS siden 1987.');
    expect(p.meta('og:image')).toContain('butikken.jpg');
    expect(p.meta('og:image:alt')).toBe('Butikken vår i Jessheim');
    expect([p.meta('og:image:width'), p.meta('og:image:height')]).toEqual(['1500', '788']);
  });

  it.each([
    ['a product', '/produkter/markiser/gammel-markise'],
    ['a reference', '/referanser/kontorbygg'],
    ['a fixed page', PAGE_TYPES.about],
  ])('%s hidden from search engines carries robots noindex and no canonical link', async (_name, url) => {
    const p = await page(url);
    expect(p.status).toBe(200);
    expect(p.html).toContain('<meta name="robots" content="noindex"/>');
    expect(p.doc.head.querySelector('link[rel="canonical"]')).toBeNull();
  });

  it.each(Object.entries(PAGE_TYPES))('%s: its share picture has alt text and its real size for og and twitter', async (_name, url) => {
    const p = await page(url);
    expect(p.meta('og:image')).toMatch(/^https:\/\//);
    expect(p.meta('og:image:alt')).toBeTruthy();
    expect(p.meta('twitter:image:alt')).toBe(p.meta('og:image:alt'));
    expect(Number(p.meta('og:image:width'))).toBeGreaterThan(0);
    expect(Number(p.meta('og:image:height'))).toBeGreaterThan(0);
  });

  it.each([
    [PAGE_TYPES.products, 'Produkter', [['Markiser', 'https://www.rms-solskjerming.no/produkter/markiser']]],
    [
      PAGE_TYPES.references,
      'Referanser',
      [
        ['Hytte på Nes', 'https://www.rms-solskjerming.no/referanser/hytte-pa-nes'],
        ['Kontorbygg', 'https://www.rms-solskjerming.no/referanser/kontorbygg'],
      ],
    ],
  ])('%s carries a BreadcrumbList and an ItemList of its entries', async (url, name, entries) => {
    const p = await page(url);
    const crumbs = p.jsonLd.find((d) => d['@type'] === 'BreadcrumbList') as { itemListElement: { name: string; position: number }[] } | undefined;
    expect(crumbs?.itemListElement.map((c) => [c.position, c.name])).toEqual([
      [1, 'Hjem'],
      [2, name],
    ]);
    const list = p.jsonLd.find((d) => d['@type'] === 'ItemList') as { itemListElement: { position: number; name: string; url: string }[] } | undefined;
    expect(list?.itemListElement.map((e) => [e.name, e.url])).toEqual(entries);
    expect(list?.itemListElement.map((e) => e.position)).toEqual(entries.map((_, i) => i + 1));
  });

  it.each(Object.entries(PAGE_TYPES))('%s: its JSON-LD meets Google’s rules for the types it uses', async (_name, url) => {
    const p = await page(url);
    expect(p.jsonLd.length).toBeGreaterThan(0);
    const issues = await structuredDataIssues(p.jsonLd);
    expect(issues.filter((i) => i.severity === 'ERROR')).toEqual([]);
  });
});

describe('the data a page embeds: only what it shows', () => {
  async function embedded(url: string) {
    const { doc } = await renderedDoc(url);
    const json = doc.getElementById('rms-data')?.textContent ?? '';
    const { queries } = JSON.parse(json) as EmbeddedData;
    return { json, keys: queries.map(([key]) => JSON.stringify(key)) };
  }
  // A description as embedded: its HTML, with `<` escaped.
  const descriptionOf = (title: string) => `\\u003cp>${title} fra RMS, levert og montert`;

  it('carries each query as its key and data, without TanStack’s bookkeeping', async () => {
    const { json } = await embedded(PAGE_TYPES.product);
    for (const word of ['dehydratedAt', 'queryHash', 'errorUpdateCount', 'fetchFailureReason']) expect(json).not.toContain(word);
  });

  it('a product page carries its own description and no other product’s, and never the whole tree', async () => {
    const { json, keys } = await embedded(PAGE_TYPES.product);
    expect(json).toContain(descriptionOf('Terrassemarkise'));
    for (const other of ['Vindusmarkise', 'Markiser', 'Gammel markise']) expect(json).not.toContain(descriptionOf(other));
    // Every title stays, for the sidebar and the way back.
    for (const title of ['Vindusmarkise', 'Markiser', 'Gammel markise']) expect(json).toContain(`"title":"${title}"`);
    expect(keys).not.toContain('["products"]');
    expect(keys).toEqual(expect.arrayContaining(['["products",{"view":"outline"}]', '["products",{"view":"page","id":"terrassemarkise"}]', '["products",{"view":"cards","parentId":"terrassemarkise"}]']));
  });

  it('a category page carries its products as cards: picture and summary, not their descriptions or other pictures', async () => {
    const { json } = await embedded(PAGE_TYPES.category);
    expect(json).toContain(descriptionOf('Markiser'));
    expect(json).not.toContain(descriptionOf('Vindusmarkise'));
    expect(json).toContain('"summary":"Vindusmarkise fra RMS, levert og montert på Øvre Romerike."');
    // The product's card shows its main or first picture: the second one is not embedded.
    expect(json).toContain('"id":"forst"');
    expect(json).not.toContain('"id":"valgt"');
  });

  it('the home page and the reference list carry no description at all', async () => {
    for (const url of [PAGE_TYPES.home, PAGE_TYPES.references]) {
      const { json, keys } = await embedded(url);
      expect(json).not.toContain('\\u003cp>');
      expect(keys).not.toContain('["projects"]');
      expect(keys).not.toContain('["products"]');
    }
  });

  it('a reference carries its own description and no other reference’s', async () => {
    const { json } = await embedded(PAGE_TYPES.reference);
    // Both references have this text: the list's cards carry neither.
    expect(json.match(/\\u003cp>Terrassemarkise og screens på en hytte\./g)).toHaveLength(1);
  });

  it('every page carries the company’s facts but not the texts only staff and the server use (quote terms, receipt texts, organisation number)', async () => {
    for (const url of Object.values(PAGE_TYPES)) {
      const { json } = await embedded(url);
      expect(json).toContain('"street":"Industrivegen 14"');
      for (const key of ['quoteTerms', 'receiptSubject', 'receiptIntro', 'orgNumber']) expect(json, `${url}: ${key}`).not.toContain(`"${key}"`);
    }
  });

  it('a product page’s HTML holds the product tree once, in the sidebar; the phones’ fold makes it when opened', async () => {
    const { doc } = await renderedDoc(PAGE_TYPES.product);
    const links = [...doc.querySelectorAll('a')].filter((a) => a.textContent === 'Vindusmarkise');
    expect(links).toHaveLength(1);
    expect(links[0]!.closest('aside')?.getAttribute('aria-label')).toBe('Produktkategorier');
    expect(doc.querySelector('details summary')?.textContent).toBe('Alle produkter');
  });

  it('a product page arrives with its quote form whole, though the browser loads the form’s code only when it is seen', async () => {
    const { doc } = await renderedDoc(PAGE_TYPES.product);
    const form = doc.querySelector('section[aria-labelledby] form');
    expect(form?.textContent).toContain('Gjelder: Terrassemarkise');
    expect(form?.querySelector('button[type="submit"]')?.textContent).toBe('Be om tilbud');
  });
});

describe('the inline stylesheet of a rendered page (decision 110)', () => {
  // A stylesheet as finish-build.mjs inlines it: the contact form's field, its invalid state, and
  // `font-mono`, which only admin screens use.
  const css = '@layer utilities{.field-input{border:1px solid}.field-input[aria-invalid=true]{border-color:red}.font-mono{font-family:monospace}}';
  const template = `<html><head><style>${css}</style><link rel="stylesheet" href="/assets/index-1.css" disabled></head><body><div id="root"></div></body></html>`;

  it('holds the rules of the classes the page uses, their states included, and not an admin screen’s', async () => {
    const result = await renderPage(PAGE_TYPES.contact, template, seoContentApi);
    if (result.kind !== 'page') throw new Error('expected a page');
    expect(result.html).toContain('class="field-input');
    const inline = /<style>([^<]*)<\/style>/.exec(result.html)?.[1];
    expect(inline).toBe('@layer utilities{.field-input{border:1px solid}.field-input[aria-invalid=true]{border-color:red}}');
  });

  it('links the full stylesheet without blocking the first paint, for the entry to enable', async () => {
    const result = await renderPage(PAGE_TYPES.contact, template, seoContentApi);
    if (result.kind !== 'page') throw new Error('expected a page');
    const doc = new DOMParser().parseFromString(result.html, 'text/html');
    const links = [...doc.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')];
    expect(links.map((l) => [l.getAttribute('href'), l.hasAttribute('disabled'), l.hasAttribute('data-deferred')])).toEqual([['/assets/index-1.css', true, true]]);
  });

  it('stays whole on the sign-in and admin screens, which the browser renders', async () => {
    const result = await renderPage('/admin', template, seoContentApi);
    if (result.kind !== 'page') throw new Error('expected a page');
    expect(result.html).toContain(`<style>${css}</style><link rel="stylesheet" href="/assets/index-1.css" disabled>`);
  });
});

describe('campaigns in the server-rendered page', () => {
  const campaign = (id: string, title: string, startsAt: string, placements: Campaign['placements']) =>
    campaignFixture(id, startsAt, '2099-01-01T00:00:00.000Z', { title, text: `<p>${title}: 20 % på terrassemarkiser</p>`, link: { kind: 'product', id: 'terrassemarkise' }, placements });
  // As the API answers visitors: running ones only, the one that started last first.
  const newer = campaign('nyere', 'Vårkampanje', '2026-04-01T00:00:00.000Z', [{ kind: 'home' }, { kind: 'product', id: 'markiser' }]);
  const older = campaign('eldre', 'Vinterkampanje', '2026-01-01T00:00:00.000Z', [{ kind: 'home' }, { kind: 'product', id: 'terrassemarkise' }]);
  const withCampaigns =
    (running: Campaign[]): ContentApi =>
    (path) =>
      path === '/api/campaigns' ? { status: 200, body: { data: running } } : seoContentApi(path);

  async function rendered(url: string, running: Campaign[]) {
    const result = await renderPage(url, PLAIN_TEMPLATE, withCampaigns(running));
    if (result.kind !== 'page') throw new Error(`expected a page at ${url}`);
    return { html: result.html, doc: new DOMParser().parseFromString(result.html, 'text/html') };
  }

  it('is a region named by its heading in the raw HTML of the home page, with its text and link', async () => {
    const { doc } = await rendered(PAGE_TYPES.home, [older]);
    const region = doc.querySelector('section[data-campaign="eldre"]');
    expect(region).not.toBeNull();
    const heading = doc.getElementById(region!.getAttribute('aria-labelledby')!);
    expect(heading?.tagName).toBe('H2');
    expect(heading?.textContent).toBe('Vinterkampanje');
    expect(region!.textContent).toContain('20 % på terrassemarkiser');
    expect(region!.querySelector('a')?.getAttribute('href')).toBe('/produkter/terrassemarkise');
  });

  it('shows the one that started last where two overlap, on the home page and under a chosen category', async () => {
    for (const url of [PAGE_TYPES.home, PAGE_TYPES.category, PAGE_TYPES.product]) {
      const { html } = await rendered(url, [newer, older]);
      expect(html, url).toContain('data-campaign="nyere"');
      expect(html, url).not.toContain('Vinterkampanje');
    }
  });

  it('shows on a chosen product only below the placement, and on no other page', async () => {
    expect((await rendered(PAGE_TYPES.product, [older])).html).toContain('data-campaign="eldre"');
    expect((await rendered(PAGE_TYPES.category, [older])).html).not.toContain('data-campaign');
    for (const url of [PAGE_TYPES.about, PAGE_TYPES.references, PAGE_TYPES.contact]) expect((await rendered(url, [newer, older])).html, url).not.toContain('data-campaign');
  });

  it('is absent when none runs (the API answers the running ones only)', async () => {
    expect((await rendered(PAGE_TYPES.home, [])).html).not.toContain('data-campaign');
  });

  it('embeds the one campaign the page shows, not the list; the list only when none runs', async () => {
    const embedded = async (running: Campaign[]) => {
      const { doc } = await rendered(PAGE_TYPES.home, running);
      return (JSON.parse(doc.getElementById('rms-data')!.textContent!) as EmbeddedData).queries;
    };
    const json = JSON.stringify(await embedded([newer, older]));
    expect(json).toContain('Vårkampanje');
    expect(json).not.toContain('Vinterkampanje');
    expect((await embedded([newer, older])).map(([key]) => JSON.stringify(key))).not.toContain('["campaigns"]');
    // None runs: the next page knows it without asking.
    expect(await embedded([])).toContainEqual([['campaigns'], []]);
  });
});
