import {
  MAX_PRODUCT_LEVEL,
  type Campaign,
  SiteSettingsSchema,
  type DeletedItem,
  type DeletedItemKind,
  type DeletedRestoreResult,
  type Project,
  type SiteSettingsDoc,
  type VersionRestoreResult,
} from '@rms/schema';
import type { BlobStore } from '../../adapters/blob-store';
import { settingsWithoutMarkers } from '../shared/picture-scrub';
import { ConflictError, NotFoundError, ValidationError } from '../../errors';
import type { Repositories } from '../../repositories';
import { toProductDoc, type ProductDoc } from '../../repositories/products';
import { toCampaign } from '../../repositories/campaigns';
import { toProject } from '../../repositories/projects';
import { versionItemKey, type StoredVersion } from '../../repositories/versions';
import type { DocumentData, Transaction } from '../../repositories/writer';
import { auditEntry, type AuditActor } from '../shared/audit';
import { bringBackOriginals, originalsIn } from '../backups/backup-files';
import { assertNotStale, nextModifiedAt } from '../shared/concurrency';
import { buildProductTree, parentProblem, placeNode } from '../shared/product-tree';
import { productPaths } from '../redirects/redirect-rules';
import { recordPathChanges } from '../redirects/redirects';
import { sanitizeDescription } from '../shared/sanitize';
import { changedFields, modifiedAtOf, readHistory, recordVersion, type ItemRef } from '../history/versions';

/**
 * Bringing back one version of an item, or a deleted item. A restore is a change like
 * any other: checked against the screen's `modified_at` (409 when stale), written with its own
 * version ('gjenopprettet', so it can be undone), audited, and it marks the public content changed.
 * It restores content (title, description, images with order, main image and alt texts, draft
 * state), never a product's place in the tree. Image files come back from the backup copies when
 * they are gone from raw/; a file no store holds is named in the answer, its entry kept.
 */

export interface RestoreDeps {
  repos: Repositories;
  blobs: BlobStore;
}

const LABEL = { product: 'Product', project: 'Project', settings: 'The site settings', campaign: 'Campaign' } as const;

/** Puts back the originals `docs` refer to; answers the raw/ paths no store holds. */
async function ensureOriginals(blobs: BlobStore, docs: DocumentData[]): Promise<string[]> {
  return (await bringBackOriginals(blobs, originalsIn(docs))).unavailable;
}

async function storedItem(repos: Repositories, item: ItemRef, tx: Transaction): Promise<DocumentData | undefined> {
  if (item.kind === 'product') return repos.products.stored(item.id, tx);
  if (item.kind === 'project') return repos.projects.stored(item.id, tx);
  if (item.kind === 'campaign') return repos.campaigns.stored(item.id, tx);
  return repos.settings.site(tx);
}

/** The item with the version's content, its place (category, index) and creation time kept. */
function restoredItem(item: ItemRef, current: DocumentData, saved: DocumentData, modified_at: string): DocumentData {
  if (item.kind === 'product') {
    const v = toProductDoc(item.id, saved);
    return { ...current, title: v.title, description: sanitizeDescription(v.description), images: v.images, categoryImage: v.categoryImage ?? null, draft: v.draft === true, ...restoredWindow(v), modified_at };
  }
  if (item.kind === 'project') {
    const v = toProject(item.id, saved);
    return { ...current, title: v.title, description: sanitizeDescription(v.description), images: v.images, draft: v.draft, ...restoredWindow(v), modified_at };
  }
  if (item.kind === 'campaign') {
    const { id: _id, ...v } = toCampaign(item.id, saved);
    return { ...v, text: sanitizeDescription(v.text), created_at: current.created_at ?? v.created_at, modified_at };
  }
  const { modified_at: _old, ...facts } = saved;
  // A picture taken down for good left a marker in the version (decision 129): none comes back.
  const parsed = SiteSettingsSchema.safeParse(settingsWithoutMarkers(facts, current));
  if (!parsed.success) throw new ValidationError('This version of the site settings no longer satisfies the schema and cannot be restored');
  return { ...parsed.data, modified_at } satisfies SiteSettingsDoc;
}

/** A version's publishing window comes back with it: an edge it did not have is cleared (decision 134). */
function restoredWindow(v: { publishAt?: string | null; unpublishAt?: string | null }) {
  return { publishAt: v.publishAt ?? null, unpublishAt: v.unpublishAt ?? null };
}

function writeItem(repos: Repositories, tx: Transaction, item: ItemRef, next: DocumentData): void {
  if (item.kind === 'product') {
    const { title, description, images, categoryImage, draft, publishAt, unpublishAt, modified_at } = next;
    repos.products.update(tx, item.id, { title, description, images, categoryImage, draft, publishAt, unpublishAt, modified_at } as Partial<ProductDoc>);
  } else if (item.kind === 'project') {
    const { title, description, images, draft, publishAt, unpublishAt, modified_at } = next;
    repos.projects.update(tx, item.id, { title, description, images, draft, publishAt, unpublishAt, modified_at } as Partial<Omit<Project, 'id'>>);
  } else if (item.kind === 'campaign') repos.campaigns.set(tx, { ...(next as Omit<Campaign, 'id'>), id: item.id });
  else repos.settings.saveSite(tx, next as SiteSettingsDoc);
}

/** POST …/versions/{versionId}/restore. */
export async function restoreVersion(deps: RestoreDeps, actor: AuditActor, item: ItemRef, versionId: string, startedFrom: string | undefined): Promise<VersionRestoreResult> {
  const { repos } = deps;
  const version = await repos.versions.find(versionId);
  if (!version || version.itemKey !== versionItemKey(item.kind, item.id)) throw new NotFoundError(`Version ${versionId} of ${item.kind} "${item.id}" not found`);
  if (version.kind === 'slettet') throw new ValidationError('That version records the deletion; bring the item back from the deleted items instead');
  const missingFiles = await ensureOriginals(deps.blobs, [version.item]);
  const answer = await repos.transaction(async (tx) => {
    const current = await storedItem(repos, item, tx);
    if (!current) throw new NotFoundError(`${LABEL[item.kind]} "${item.id}" not found (a deleted item is brought back from the deleted items)`);
    assertNotStale(`${LABEL[item.kind]} "${item.id}"`, modifiedAtOf(current), startedFrom);
    const history = await readHistory(repos, tx, item);
    const next = restoredItem(item, current, version.item, nextModifiedAt(modifiedAtOf(current)));
    const audit = { versionId, from: version.at, missingFiles };
    if (changedFields(item.kind, current, next).length === 0) {
      repos.audit.add(tx, auditEntry(actor, `${item.kind}.version.restore`, item.id, { ...audit, unchanged: true }));
      return { item: current, version: null };
    }
    writeItem(repos, tx, item, next);
    const written = recordVersion(repos, tx, { item, actor, before: current, after: next, kind: 'gjenopprettet', restoredFrom: version.at, history });
    repos.audit.add(tx, auditEntry(actor, `${item.kind}.version.restore`, item.id, { ...audit, fields: written?.changedFields }));
    repos.contentVersion.bump(tx);
    return { item: next, version: written };
  });
  return { ...answer, missingFiles };
}

/**
 * GET /api/deleted: newest deletion first. An entry whose item exists again (a backup restore
 * brought it back) is left out: there is nothing to bring back.
 */
export async function listDeleted(repos: Repositories): Promise<DeletedItem[]> {
  const [entries, products, projects, campaigns] = await Promise.all([repos.deleted.all(), repos.products.all(), repos.projects.all(), repos.campaigns.all()]);
  const ids = (items: { id: string }[]) => new Set(items.map((item) => item.id));
  const existing = { product: ids(products), project: ids(projects), campaign: ids(campaigns) };
  return entries
    .filter((d) => !existing[d.kind].has(d.id))
    .map((d) => ({ kind: d.kind, id: d.id, title: d.title, at: d.at, by: d.by, parent: d.parent, children: d.members.slice(1).map(({ id, title }) => ({ id, title })) }))
    .sort((a, b) => b.at.localeCompare(a.at) || a.id.localeCompare(b.id));
}

/**
 * POST /api/deleted/{kind}/{id}/restore: a deleted project or campaign, or a deleted product with its
 * sub-tree, comes back where it was (a product under its parent at its old position; the siblings move up).
 * 409 when its id has been taken since, or when its parent is gone (bring that back first).
 */
export async function restoreDeleted(deps: RestoreDeps, actor: AuditActor, kind: DeletedItemKind, id: string): Promise<DeletedRestoreResult> {
  const { repos } = deps;
  const entry = await repos.deleted.find(kind, id);
  if (!entry) throw new NotFoundError(`No deleted ${kind} "${id}"`);
  const versions = await Promise.all(entry.members.map((m) => repos.versions.find(m.versionId)));
  const missingVersion = entry.members.find((_, i) => !versions[i]);
  if (missingVersion) throw new NotFoundError(`The history no longer holds the deleted ${kind} "${missingVersion.id}"`);
  const saved = versions as StoredVersion[];
  const missingFiles = await ensureOriginals(deps.blobs, saved.map((v) => v.item));

  const restored = await repos.transaction(async (tx) => {
    if (!(await repos.deleted.find(kind, id, tx))) throw new NotFoundError(`No deleted ${kind} "${id}"`);
    const redirects = await repos.redirects.all(tx);
    const { ids, pages } =
      kind === 'project' ? await restoreProject(repos, tx, actor, saved[0]!) : kind === 'campaign' ? await restoreCampaign(repos, tx, actor, saved[0]!) : await restoreProductTree(repos, tx, actor, entry.parent, saved);
    // Its addresses are pages again: the redirects from them are retired.
    recordPathChanges(repos, tx, redirects, { moves: [], newPages: pages, reason: `${kind}.restore-deleted` });
    repos.deleted.delete(tx, kind, id);
    repos.audit.add(tx, auditEntry(actor, `${kind}.restore-deleted`, id, { restored: ids, missingFiles }));
    repos.contentVersion.bump(tx);
    return ids;
  });
  return { kind, id, restored, missingFiles };
}

async function restoreProject(repos: Repositories, tx: Transaction, actor: AuditActor, deletion: StoredVersion): Promise<RestoredItems> {
  const id = deletion.itemId;
  if (await repos.projects.exists(id, tx)) throw new ConflictError(`A project with id "${id}" exists again; the deleted one cannot come back under its id`);
  const saved = toProject(id, deletion.item);
  const project = { ...saved, description: sanitizeDescription(saved.description), modified_at: nextModifiedAt(deletion.at) };
  repos.projects.create(tx, project);
  recordVersion(repos, tx, { item: { kind: 'project', id }, actor, after: project, kind: 'gjenopprettet', restoredFrom: deletion.at });
  return { ids: [id], pages: [`/referanser/${id}`] };
}

/** A campaign comes back as it was (times, placements, link); it has no page of its own. */
async function restoreCampaign(repos: Repositories, tx: Transaction, actor: AuditActor, deletion: StoredVersion): Promise<RestoredItems> {
  const id = deletion.itemId;
  if (await repos.campaigns.stored(id, tx)) throw new ConflictError(`A campaign with id "${id}" exists again; the deleted one cannot come back under its id`);
  const saved = toCampaign(id, deletion.item);
  const campaign = { ...saved, text: sanitizeDescription(saved.text), modified_at: nextModifiedAt(deletion.at) };
  repos.campaigns.set(tx, campaign);
  recordVersion(repos, tx, { item: { kind: 'campaign', id }, actor, after: campaign, kind: 'gjenopprettet', restoredFrom: deletion.at });
  return { ids: [id], pages: [] };
}

async function restoreProductTree(repos: Repositories, tx: Transaction, actor: AuditActor, parent: string | null, deletions: StoredVersion[]): Promise<RestoredItems> {
  const docs = await repos.products.all(tx);
  const taken = deletions.filter((v) => docs.some((d) => d.id === v.itemId)).map((v) => v.itemId);
  if (taken.length > 0) throw new ConflictError(`Product id(s) ${taken.map((t) => `"${t}"`).join(', ')} exist again; the deleted products cannot come back under their ids`);
  const nodes: ProductDoc[] = deletions.map((v) => {
    const doc = toProductDoc(v.itemId, v.item);
    return { ...doc, description: sanitizeDescription(doc.description), modified_at: nextModifiedAt(v.at) };
  });
  const root = nodes[0]!;
  if (parent && !docs.some((d) => d.id === parent)) {
    throw new ConflictError(`«${root.title}» lå under «${parent}», som ikke finnes lenger. Gjenopprett det først.`);
  }
  const problem = parentProblem([...docs, ...nodes.slice(1)], root.id, parent, MAX_PRODUCT_LEVEL);
  if (problem) throw new ConflictError(problem);
  // Back at its old position among its siblings; they are renumbered around it.
  const placements = placeNode(docs, root.id, parent, root.index);
  const own = placements.get(root.id);
  placements.delete(root.id);
  nodes[0] = { ...root, category: parent, index: own?.index ?? root.index };
  for (const node of nodes) {
    repos.products.create(tx, node);
    recordVersion(repos, tx, { item: { kind: 'product', id: node.id }, actor, after: node, kind: 'gjenopprettet', restoredFrom: deletions.find((v) => v.itemId === node.id)!.at });
  }
  for (const [sid, p] of placements) repos.products.update(tx, sid, { category: p.category, index: p.index });
  const paths = productPaths(buildProductTree([...docs, ...nodes]));
  return { ids: nodes.map((n) => n.id), pages: nodes.flatMap((n) => [`/produkter/${n.id}`, paths.get(n.id) ?? []].flat()) };
}

/** The ids brought back and the addresses that are pages again. */
interface RestoredItems {
  ids: string[];
  pages: string[];
}
