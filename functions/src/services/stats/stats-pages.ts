import { PRIVACY_PATH } from '@rms/schema';
import type { ContentSnapshot } from '../content/content-cache';

/** The site's pages that are not content, with the names the statistics show. */
export const STATIC_PAGES: ReadonlyMap<string, string> = new Map([
  ['/', 'Forside'],
  ['/produkter', 'Produkter'],
  ['/referanser', 'Referanser'],
  ['/om', 'Om oss'],
  ['/kontakt', 'Kontakt oss'],
  [PRIVACY_PATH, 'Personvernerklæring'],
]);

/** A public page of the site: its one address, its title, and the product it shows (if any). */
export interface PublicPage {
  path: string;
  title: string;
  productId: string | null;
}

/**
 * The public page at `rawPath` as visitors can see it now, or null: only these are counted, so a
 * made-up address adds nothing to storage. A product reached by its id alone
 * (`/produkter/<id>`, the landing grid's links) counts under its address in the tree.
 */
export function publicPage(snapshot: ContentSnapshot, rawPath: string): PublicPage | null {
  const path = rawPath.length > 1 ? rawPath.replace(/\/+$/, '') : rawPath;
  const name = STATIC_PAGES.get(path);
  if (name) return { path, title: name, productId: null };
  const parts = path.split('/').slice(1);
  if (parts[0] === 'produkter' && parts.length >= 2) {
    const id = parts.at(-1)!;
    const node = snapshot.productById.get(id);
    if (!node) return null;
    const canonical = `/${node.metadata.path}`;
    if (path !== canonical && parts.length !== 2) return null;
    return { path: canonical, title: node.title, productId: node.id };
  }
  if (parts[0] === 'referanser' && parts.length === 2) {
    const project = snapshot.projectById.get(parts[1]!);
    return project ? { path, title: project.title, productId: null } : null;
  }
  return null;
}

/** Every public page of the snapshot by its address: what GET /api/stats names pages with. */
export function publicPages(snapshot: ContentSnapshot): Map<string, PublicPage> {
  const pages = new Map<string, PublicPage>();
  for (const [path, title] of STATIC_PAGES) pages.set(path, { path, title, productId: null });
  for (const node of snapshot.productById.values()) pages.set(`/${node.metadata.path}`, { path: `/${node.metadata.path}`, title: node.title, productId: node.id });
  for (const project of snapshot.projects) pages.set(`/referanser/${project.id}`, { path: `/referanser/${project.id}`, title: project.title, productId: null });
  return pages;
}
