import { createHash, randomBytes } from 'node:crypto';
import {
  PREVIEW_LINK_DAYS,
  PREVIEW_PATH_PREFIX,
  type PreviewLink,
  type PreviewLinkCreated,
  type PreviewLinkKind,
  type PreviewLinkState,
  type ProductTree,
  type Project,
  insideWindow,
} from '@rms/schema';
import { ConflictError, NotFoundError } from '../../errors';
import type { Repositories } from '../../repositories';
import type { PreviewLinkDoc } from '../../repositories/preview-links';
import { recordAudit, type AuditActor } from '../shared/audit';
import { buildProductTree, findNode, visibleProductTree } from '../shared/product-tree';
import { productTreeAt } from './visibility';

/**
 * Preview links (decision 108): 32 random bytes shown once as the link's token; only
 * their SHA-256 is stored, so neither the database nor a backup of it can open a draft.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

export type Clock = () => Date;

export const newPreviewToken = (): string => randomBytes(32).toString('base64url');
export const hashPreviewToken = (token: string): string => createHash('sha256').update(token).digest('base64url');

/** Revoked and expired links stop at once; a live link of a published item leads to its public page. */
export function previewLinkState(link: PreviewLinkDoc, published: boolean, now: Date): PreviewLinkState {
  if (link.revokedAt !== null) return 'trukket tilbake';
  if (Date.parse(link.expiresAt) <= now.getTime()) return 'utløpt';
  return published ? 'publisert' : 'aktiv';
}

/** The item a link shows, as it stands now. */
export type PreviewItem =
  | { kind: 'project'; published: boolean; publicPath: string; project: Project }
  /** `tree`: the visitors' tree with this product (and the drafts above it) shown, as it will look once published. */
  | { kind: 'product'; published: boolean; publicPath: string; tree: ProductTree };

/** The ids from the top of the tree down to `id` (inclusive); empty when it is not in the tree. */
function chainTo(nodes: ProductTree['sub'], id: string): string[] {
  for (const node of nodes) {
    if (node.id === id) return [id];
    const below = chainTo(node.sub, id);
    if (below.length > 0) return [node.id, ...below];
  }
  return [];
}

/**
 * The visitors' tree at `at` (ms), but with the drafts and not yet (or no longer) scheduled nodes on
 * the way to `id` shown: the page as it will look once published.
 */
export function previewProductTree(full: ProductTree, id: string, at = Date.now()): ProductTree {
  const chain = new Set(chainTo(full.sub, id));
  const keep = (nodes: ProductTree['sub']): ProductTree['sub'] =>
    nodes.filter((n) => (!n.draft && insideWindow(n, at)) || chain.has(n.id)).map((n) => ({ ...n, sub: keep(n.sub) }));
  return { ...full, sub: keep(full.sub) };
}

/**
 * Reads the item a link is for; null when it is gone. An item is published when visitors can reach
 * it at `at` (ms): a scheduled one is a draft until its window opens, and again after it closes.
 */
export async function readPreviewItem(repos: Repositories, kind: PreviewLinkKind, id: string, at = Date.now()): Promise<PreviewItem | null> {
  if (kind === 'project') {
    const project = await repos.projects.find(id);
    return project ? { kind, published: !project.draft && insideWindow(project, at), publicPath: `/referanser/${encodeURIComponent(id)}`, project } : null;
  }
  const full = buildProductTree(await repos.products.all());
  const node = findNode(full.sub, id);
  if (!node) return null;
  const published = findNode(productTreeAt(visibleProductTree(full), at).sub, id) !== undefined;
  return { kind, published, publicPath: `/${node.metadata.path}`, tree: previewProductTree(full, id, at) };
}

async function requireItem(repos: Repositories, kind: PreviewLinkKind, id: string, at: Date): Promise<PreviewItem> {
  const item = await readPreviewItem(repos, kind, id, at.getTime());
  if (!item) throw new NotFoundError(`${kind === 'product' ? 'Product' : 'Project'} "${id}" not found`);
  return item;
}

function listed(link: PreviewLinkDoc, published: boolean, now: Date): PreviewLink {
  const { tokenHash: _secret, ...shown } = link;
  return { ...shown, state: previewLinkState(link, published, now) };
}

/** Makes a link for a draft; the token is in the answer's `url` only. Published items are shared by their own address. */
export async function createPreviewLink(repos: Repositories, actor: AuditActor, kind: PreviewLinkKind, itemId: string, now: Clock): Promise<PreviewLinkCreated> {
  const item = await requireItem(repos, kind, itemId, now());
  if (item.published) throw new ConflictError('Published items are shared by their public address; a preview link is for drafts');
  const token = newPreviewToken();
  const at = now();
  const link: PreviewLinkDoc = {
    id: randomBytes(10).toString('hex'),
    kind,
    itemId,
    tokenHash: hashPreviewToken(token),
    createdAt: at.toISOString(),
    createdBy: { uid: actor.uid, email: actor.email },
    expiresAt: new Date(at.getTime() + PREVIEW_LINK_DAYS * DAY_MS).toISOString(),
    revokedAt: null,
  };
  await repos.previewLinks.create(link);
  await recordAudit(repos, actor, 'previewLink.create', link.id, { kind, itemId, expiresAt: link.expiresAt });
  return { url: `${PREVIEW_PATH_PREFIX}${token}`, expiresAt: link.expiresAt, link: listed(link, false, at) };
}

/** Every link made for the item, newest first, with its state now. */
export async function listPreviewLinks(repos: Repositories, kind: PreviewLinkKind, itemId: string, now: Clock): Promise<PreviewLink[]> {
  const [item, links] = await Promise.all([requireItem(repos, kind, itemId, now()), repos.previewLinks.ofItem(kind, itemId)]);
  const at = now();
  return links.sort((a, b) => b.createdAt.localeCompare(a.createdAt) || a.id.localeCompare(b.id)).map((l) => listed(l, item.published, at));
}

/** Revokes one link of the item; revoking a revoked link changes nothing. */
export async function revokePreviewLink(repos: Repositories, actor: AuditActor, kind: PreviewLinkKind, itemId: string, linkId: string, now: Clock): Promise<PreviewLink> {
  const link = await repos.previewLinks.find(linkId);
  if (!link || link.kind !== kind || link.itemId !== itemId) throw new NotFoundError(`Preview link "${linkId}" not found`);
  const at = now();
  const item = await readPreviewItem(repos, kind, itemId, at.getTime());
  if (link.revokedAt !== null) return listed(link, item?.published ?? false, at);
  const revoked = { ...link, revokedAt: at.toISOString() };
  await repos.previewLinks.revoke(linkId, revoked.revokedAt);
  await recordAudit(repos, actor, 'previewLink.revoke', linkId, { kind, itemId });
  return listed(revoked, item?.published ?? false, at);
}

/** What a token opens now: the draft, the public page of the published item, or nothing (unknown, expired, revoked, gone). */
export type PreviewResolution = { kind: 'none' } | { kind: 'published'; location: string } | { kind: 'draft'; item: PreviewItem; expiresAt: string };

export async function resolvePreviewToken(repos: Repositories, token: string, now: Clock): Promise<PreviewResolution> {
  const link = await repos.previewLinks.byTokenHash(hashPreviewToken(token));
  if (!link) return { kind: 'none' };
  const at = now();
  if (link.revokedAt !== null || Date.parse(link.expiresAt) <= at.getTime()) return { kind: 'none' };
  const item = await readPreviewItem(repos, link.kind, link.itemId, at.getTime());
  if (!item) return { kind: 'none' };
  return item.published ? { kind: 'published', location: item.publicPath } : { kind: 'draft', item, expiresAt: link.expiresAt };
}
