import type { ProductNode } from '@rms/schema';
import { describe, expect, it } from 'vitest';
import { projectFixture } from '../../../test/project-fixture';
import { productNodeAt } from '../../../test/web/product-node';
import { robotsTxt, sitemapEntries, sitemapXml } from './sitemap';

// Only the nodes given a modified_at have one: the sitemap's lastmod comes from them.
const node = (id: string, path: string, sub: ProductNode[] = [], modified_at?: string) =>
  productNodeAt(id, id, 0, path.slice(0, path.lastIndexOf('/')), sub, { categoryImage: null, modified_at });

const tree = { id: 'root' as const, sub: [node('markiser', 'produkter/markiser', [node('terrasse', 'produkter/markiser/terrasse', [], '2025-03-01T00:00:00.000Z')])] };
const projects = [projectFixture('hytta', 'Hytta', { created_at: '2025-01-01T00:00:00.000Z', modified_at: '2025-05-01T00:00:00.000Z' })];

describe('sitemap', () => {
  it('lists the public pages, every product path and every given reference, with lastmod where known', () => {
    expect(sitemapEntries({ tree, projects })).toEqual([
      { path: '/', lastmod: '2025-05-01T00:00:00.000Z' },
      { path: '/produkter', lastmod: '2025-03-01T00:00:00.000Z' },
      { path: '/produkter/markiser', lastmod: undefined },
      { path: '/produkter/markiser/terrasse', lastmod: '2025-03-01T00:00:00.000Z' },
      { path: '/referanser', lastmod: '2025-05-01T00:00:00.000Z' },
      { path: '/referanser/hytta', lastmod: '2025-05-01T00:00:00.000Z' },
      { path: '/om' },
      { path: '/kontakt' },
      { path: '/befaring' },
      { path: '/personvern' },
    ]);
  });

  it('leaves out the products, references and fixed pages hidden from search engines, not the pages under them', () => {
    const hiddenCategory = { ...node('markiser', 'produkter/markiser', [node('terrasse', 'produkter/markiser/terrasse')]), seo: { noindex: true } };
    const hiddenProject = { ...projects[0]!, id: 'skjult', seo: { noindex: true } };
    const paths = sitemapEntries({
      tree: { id: 'root', sub: [hiddenCategory] },
      projects: [...projects, hiddenProject],
      siteSettings: { pageSeo: { about: { noindex: true }, contact: { title: 'Kontakt' }, booking: { noindex: true } } },
    }).map((e) => e.path);
    expect(paths).toEqual(['/', '/produkter', '/produkter/markiser/terrasse', '/referanser', '/referanser/hytta', '/kontakt', '/personvern']);
    expect(sitemapXml({ tree, projects: [hiddenProject], siteSettings: { pageSeo: { home: { noindex: true } } } })).not.toContain('skjult');
  });

  it('writes absolute, escaped URLs', () => {
    const xml = sitemapXml({ tree: { id: 'root', sub: [node('a&b', 'produkter/a&b')] }, projects: [] });
    expect(xml).toContain('<loc>https://www.rms-solskjerming.no/produkter/a&amp;b</loc>');
    expect(xml.startsWith('<?xml')).toBe(true);
  });

  it('robots.txt names the sitemap and keeps crawlers out of the admin screens', () => {
    expect(robotsTxt()).toContain('Sitemap: https://www.rms-solskjerming.no/sitemap.xml');
    expect(robotsTxt()).toContain('Disallow: /admin');
  });
});
