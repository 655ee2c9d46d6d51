import { PREVIEW_PATH_PREFIX, PreviewTokenSchema } from '@rms/schema';
import { byNewest } from './services/content/projects';
import { buildSnapshot, type ContentSnapshot } from './services/content/content-cache';
import type { PreviewItem, PreviewResolution } from './services/content/preview-links';

/**
 * Preview links on the page renderer (decision 108). A preview is the item's own public
 * page, rendered by the same components from the visitors' snapshot with the draft put in, and
 * answered to this one request: never kept in the page cache, never cacheable, never indexed.
 */

/** Every answer a valid token gets: nobody but this browser may keep it, and no search engine may index or follow it. */
export const PREVIEW_HEADERS = { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex, nofollow' } as const;

/** The token of a `/forhandsvisning/{token}` path, or undefined for any other path (or one that cannot be a token). */
export function previewTokenOf(path: string): string | undefined {
  if (!path.startsWith(PREVIEW_PATH_PREFIX)) return undefined;
  const token = path.slice(PREVIEW_PATH_PREFIX.length);
  return PreviewTokenSchema.safeParse(token).success ? token : undefined;
}

/** The visitors' snapshot with the draft in it, as it will stand once the item is published. */
export function previewSnapshot(snapshot: ContentSnapshot, item: PreviewItem): ContentSnapshot {
  const build = (tree: ContentSnapshot['tree'], projects: ContentSnapshot['projects']) =>
    buildSnapshot(`${snapshot.version}+preview`, tree, projects, snapshot.mapsKey, snapshot.siteSettings);
  if (item.kind === 'product') return build(item.tree, snapshot.projects);
  const project = { ...item.project, draft: false };
  return build(snapshot.tree, [project, ...snapshot.projects.filter((p) => p.id !== project.id)].sort(byNewest));
}

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The banner on top of every preview, in the visitors' language. */
export function previewBanner(expiresAt: string): string {
  const until = new Date(expiresAt).toLocaleString('nb-NO', { timeZone: 'Europe/Oslo', day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit' });
  return `<div role="note" data-preview-banner style="background:#fde68a;color:#10233f;padding:.75rem 1rem;text-align:center;font-family:system-ui,sans-serif;font-size:1rem;line-height:1.4;border-bottom:2px solid #b45309"><strong>Forhåndsvisning – denne siden er ikke publisert ennå.</strong> Lenken virker til ${escapeHtml(until)}.</div>`;
}

/**
 * The rendered page as a preview: the banner on top, `noindex, nofollow` instead of a canonical
 * address (the public one does not exist yet), and without the app's scripts. The browser's router
 * knows no /forhandsvisning route and would replace the page on hydrating; the server's HTML is
 * the whole page already (it is what crawlers get), and without scripts a preview is never counted
 * as a visit nor loads anything beyond it.
 */
export function previewHtml(html: string, expiresAt: string): string {
  return html
    // The entry loader and any script file; the JSON data blocks stay (they run nothing).
    .replace(/<script\b[^>]*\b(?:src|data-entry)=[^>]*>[^<]*<\/script>/g, '')
    .replace(/<link\b[^>]*\brel="(?:modulepreload|canonical)"[^>]*>/g, '')
    .replace(/<meta\b[^>]*\bname="robots"[^>]*>/g, '')
    .replace('</head>', '<meta name="robots" content="noindex, nofollow"></head>')
    .replace(/<body\b[^>]*>/, (body) => `${body}${previewBanner(expiresAt)}`);
}

/** What the render handler answers for a token: null means "not a preview", so the ordinary page flow answers (a 404). */
export type PreviewAnswer = { status: 302; location: string } | { status: 200; html: string } | null;

export async function previewAnswer(
  resolution: PreviewResolution,
  snapshot: ContentSnapshot,
  render: (path: string, content: ContentSnapshot) => Promise<{ kind: 'page'; status: number; html: string } | { kind: 'redirect' }>,
): Promise<PreviewAnswer> {
  if (resolution.kind === 'none') return null;
  // 302, not 301: what a token opens can change again (the item unpublished, the link revoked).
  if (resolution.kind === 'published') return { status: 302, location: resolution.location };
  const page = await render(resolution.item.publicPath, previewSnapshot(snapshot, resolution.item));
  if (page.kind !== 'page' || page.status !== 200) return null;
  return { status: 200, html: previewHtml(page.html, resolution.expiresAt) };
}
