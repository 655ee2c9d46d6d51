import { APP_ROUTE_PREFIXES, FIXED_PAGE_PATHS, type ProductNode, type ProductTree, type Project, type Redirect } from '@rms/schema';

/** An address that moved: visitors of `from` go to `to`. */
export interface PathMove {
  from: string;
  to: string;
}

/** The site's pages: `live` answers with a page (drafts included: they become pages when published); `public` is what a visitor sees now. */
export interface SitePages {
  live: ReadonlySet<string>;
  public: ReadonlySet<string>;
}

const productPathsOf = (nodes: ProductNode[], into: Map<string, string> = new Map()) => {
  for (const node of nodes) {
    into.set(node.id, `/${node.metadata.path}`);
    productPathsOf(node.sub, into);
  }
  return into;
};

/** Every product node's address by id (`/produkter/<ids from the root>`). */
export function productPaths(tree: ProductTree): Map<string, string> {
  return productPathsOf(tree.sub);
}

/** The addresses a product node answers on: its full path and the short `/produkter/<id>`. */
const productAddresses = (id: string, path: string) => [path, `/produkter/${id}`];

/** The pages of the site, from the whole tree and every project (drafts too) and what visitors see. */
export function sitePages(all: { tree: ProductTree; projects: Project[] }, visible: { tree: ProductTree; projects: Project[] }): SitePages {
  const pagesOf = (content: { tree: ProductTree; projects: Project[] }) =>
    new Set<string>([
      ...FIXED_PAGE_PATHS,
      ...[...productPaths(content.tree)].flatMap(([id, path]) => productAddresses(id, path)),
      ...content.projects.map((p) => `/referanser/${p.id}`),
    ]);
  return { live: pagesOf(all), public: pagesOf(visible) };
}

/** Whether the app itself answers `path` (an admin screen, sign-in, the API, …). */
export function isAppRoute(path: string): boolean {
  return APP_ROUTE_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

/**
 * The addresses that change when the tree goes from `before` to `after` (one per moved node,
 * children included). Only nodes visitors could reach before: a draft's path was never public.
 */
export function movedPaths(visibleBefore: ProductTree, after: ProductTree): PathMove[] {
  const now = productPaths(after);
  return [...productPaths(visibleBefore)].flatMap(([id, from]) => {
    const to = now.get(id);
    return to !== undefined && to !== from ? [{ from, to }] : [];
  });
}

/** What a change of paths writes to `redirects`: documents to set (keyed by `from`) and ids to delete. */
export interface RedirectWrites {
  set: Omit<Redirect, 'id'>[];
  delete: string[];
}

/**
 * The redirects after `moves`, and pages now living at `newPages`: a redirect from a path that is a
 * page again is retired; one that led to a moved path leads to its new place (A→B, B→C gives A→C);
 * each move adds its own. A redirect that would lead to itself is dropped.
 */
export function redirectWrites(existing: readonly Redirect[], moves: readonly PathMove[], newPages: Iterable<string>, author: { by: string; reason: string; at: string }): RedirectWrites {
  const target = new Map(moves.map((m) => [m.from, m.to]));
  const pages = new Set([...newPages, ...moves.map((m) => m.to)]);
  const writes: RedirectWrites = { set: [], delete: [] };
  for (const r of existing) {
    const to = target.get(r.to);
    if (pages.has(r.from) || to === r.from) writes.delete.push(r.id);
    else if (to !== undefined && !target.has(r.from)) writes.set.push({ from: r.from, to, created_at: r.created_at, created_by: r.created_by, reason: r.reason });
  }
  for (const m of moves) if (!pages.has(m.from)) writes.set.push({ from: m.from, to: m.to, created_at: author.at, created_by: author.by, reason: author.reason });
  return writes;
}

/** Why an admin's redirect is refused (a Norwegian message and the field), or null when it may be saved. */
export function manualRedirectProblem(input: PathMove, existing: readonly Redirect[], pages: SitePages): { field: 'from' | 'to'; message: string } | null {
  if (input.from === input.to) return { field: 'to', message: 'En adresse kan ikke sende videre til seg selv.' };
  if (pages.live.has(input.from) || isAppRoute(input.from)) {
    return { field: 'from', message: `«${input.from}» er en side på nettstedet. En omdirigering kan ikke skjule en side som finnes.` };
  }
  const final = finalTarget(input.to, existing, input.from);
  if (final === null || final === input.from) {
    return { field: 'to', message: `Dette gir en sløyfe: «${input.to}» sender allerede besøkende tilbake til «${input.from}».` };
  }
  if (!pages.public.has(final)) return { field: 'to', message: `Finner ingen side på «${input.to}». Velg en side som finnes på nettstedet.` };
  return null;
}

/**
 * Where `to` leads once the existing redirects are followed, stopping at `from` (the redirect being
 * made, whose old target no longer counts); null when they go round in a circle.
 */
export function finalTarget(to: string, existing: readonly Redirect[], from?: string): string | null {
  const next = new Map(existing.map((r) => [r.from, r.to]));
  const seen = new Set<string>();
  let at = to;
  while (next.has(at) && at !== from) {
    if (seen.has(at)) return null;
    seen.add(at);
    at = next.get(at)!;
  }
  return at;
}
