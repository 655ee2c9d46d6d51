import type { PageSeo, ProductNode, ProductTree, Project } from '@rms/schema';
import type { FixedPage } from '@rms/schema/seo-limits';
import { href, paths } from '@/config/paths';
import { absoluteUrl } from './seo';

/** What the sitemap is made of: what visitors may see (no drafts; the server filters). */
export interface SitemapContent {
  tree: ProductTree;
  projects: Project[];
  /** The fixed pages' 'Søk og deling' (for 'Skjul for søkemotorer'); absent before the settings are saved. */
  siteSettings?: { pageSeo?: PageSeo | undefined } | null | undefined;
}

interface Entry {
  path: string;
  lastmod?: string | undefined;
}

/** Product nodes carry `modified_at` once stored with it; older ones have none. */
const modifiedAt = (node: ProductNode) => (node as { modified_at?: unknown }).modified_at;

const newest = (dates: (string | undefined)[]) => dates.filter((d): d is string => !!d).sort().at(-1);

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * Every public page, product and published reference, with `lastmod` where the content knows it.
 * A page staff hid from search engines ('Skjul for søkemotorer') is left out; the pages under a hidden
 * product are not (each has its own setting).
 */
export function sitemapEntries({ tree, projects, siteSettings }: SitemapContent): Entry[] {
  const products: Entry[] = [];
  const walk = (nodes: ProductNode[]) => {
    for (const node of nodes) {
      const m = modifiedAt(node);
      if (!node.seo?.noindex) products.push({ path: href.productPath(node.metadata.path), lastmod: typeof m === 'string' ? m : undefined });
      walk(node.sub);
    }
  };
  walk(tree.sub);
  const references = projects.filter((p) => !p.seo?.noindex).map((p) => ({ path: href.reference(p.id), lastmod: p.modified_at }));
  const latestProduct = newest(products.map((p) => p.lastmod));
  const latestReference = newest(references.map((r) => r.lastmod));
  const fixed = (page: FixedPage, entry: Entry): Entry[] => (siteSettings?.pageSeo?.[page]?.noindex ? [] : [entry]);
  return [
    ...fixed('home', { path: paths.home, lastmod: newest([latestProduct, latestReference]) }),
    ...fixed('products', { path: paths.products, lastmod: latestProduct }),
    ...products,
    ...fixed('references', { path: paths.references, lastmod: latestReference }),
    ...references,
    ...fixed('about', { path: paths.about }),
    ...fixed('contact', { path: paths.contact }),
    ...fixed('booking', { path: paths.booking }),
    ...fixed('privacy', { path: paths.privacy }),
  ];
}

export function sitemapXml(content: SitemapContent): string {
  const urls = sitemapEntries(content).map(
    ({ path, lastmod }) => `  <url><loc>${escapeXml(absoluteUrl(path))}</loc>${lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : ''}</url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** robots.txt: everything but the sign-in and admin screens, and where the sitemap is. */
export function robotsTxt(): string {
  const disallow = ['/admin', '/login', '/profile', '/produkter/ny', '/produkter/endre/', '/referanser/ny', '/referanser/endre/'];
  return ['User-agent: *', 'Allow: /', ...disallow.map((p) => `Disallow: ${p}`), '', `Sitemap: ${absoluteUrl('/sitemap.xml')}`, ''].join('\n');
}
