import { MAX_PRODUCT_LEVEL, compactSeo, type AuditAction, type ProductCreate, type ProductCreateResult, type ProductNode, type ProductTree, type ProductUpdate, type Redirect } from '@rms/schema';
import { ConflictError, NotFoundError, ValidationError } from '../../errors';
import type { Repositories } from '../../repositories';
import type { Transaction } from '../../repositories/writer';
import type { ProductDoc } from '../../repositories/products';
import { auditEntry, type AuditActor } from '../shared/audit';
import { assertNotStale, nextModifiedAt } from '../shared/concurrency';
import { buildProductTree, closeGap, findNode, parentProblem, placeNode, subtreeIds, visibleProductTree } from '../shared/product-tree';
import { movedPaths, productPaths } from '../redirects/redirect-rules';
import { recordPathChanges } from '../redirects/redirects';
import { sanitizeDescription } from '../shared/sanitize';
import { assertOwnSeoImage } from './seo-fields';
import { uniqueSlug } from './slug';
import { readHistory, recordDeletion, recordVersion } from '../history/versions';
import { productTreeAt } from './visibility';
import { assertWindow, windowChanges } from './window-input';

/** Ids that would shadow a route under /api/products (or the tree's synthetic root). */
export const RESERVED_PRODUCT_IDS = new Set(['root', 'health', 'categories']);

const now = () => new Date().toISOString();

/**
 * The whole product tree, built from the flat documents in one read; drafts and items outside their
 * window (at `at`, ms) only for staff.
 */
export async function getProductTree(repos: Repositories, includeDrafts = true, at = Date.now()): Promise<ProductTree> {
  const tree = buildProductTree(await repos.products.all());
  return includeDrafts ? tree : productTreeAt(visibleProductTree(tree), at);
}

/** One node of the tree, with its sub-tree and metadata; 404 when it is not (reachable, or visible) in the tree. */
export async function getProductNode(repos: Repositories, id: string, includeDrafts = true, at = Date.now()): Promise<ProductNode> {
  const node = findNode((await getProductTree(repos, includeDrafts, at)).sub, id);
  if (!node) throw new NotFoundError(`Product "${id}" not found`);
  return node;
}

/**
 * Creates a node (category, product or sub-product) and returns the new tree and the node.
 * Client ids are kept (an existing one is a 409); otherwise a readable slug of the title.
 */
export async function createProduct(repos: Repositories, actor: AuditActor, input: ProductCreate): Promise<ProductCreateResult> {
  const { docs, id } = await repos.transaction(async (tx) => {
    const docs = await repos.products.all(tx);
    const taken = new Set(docs.map((d) => d.id));
    // A deleted product's id stays free for bringing it back, unless the admin's screen chose it.
    const deletedIds = new Set((await repos.deleted.ofKind('product', tx)).map((d) => d.id));
    assertOwnSeoImage(input.seo, input.images);
    if (input.id !== undefined && RESERVED_PRODUCT_IDS.has(input.id)) throw new ValidationError(`"${input.id}" is reserved; choose another id`, [{ path: 'id', message: 'Reserved id' }]);
    if (input.id !== undefined && taken.has(input.id)) throw new ConflictError(`A product with id "${input.id}" already exists`);
    const id = input.id ?? (await uniqueSlug(input.title, 'produkt', (c) => taken.has(c) || deletedIds.has(c) || RESERVED_PRODUCT_IDS.has(c)));

    const problem = parentProblem(docs, id, input.category, MAX_PRODUCT_LEVEL);
    if (problem) throw new ValidationError(problem, [{ path: 'category', message: problem }]);
    const redirects = await repos.redirects.all(tx);

    const placements = placeNode(docs, id, input.category, input.index);
    const at = now();
    const created: ProductDoc = {
      id,
      title: input.title,
      description: sanitizeDescription(input.description),
      images: input.images,
      category: input.category,
      index: placements.get(id)?.index ?? 0,
      ...(input.draft ? { draft: true } : {}),
      ...(input.seo && Object.keys(compactSeo(input.seo)).length ? { seo: compactSeo(input.seo) } : {}),
      ...(input.publishAt ? { publishAt: input.publishAt } : {}),
      ...(input.unpublishAt ? { unpublishAt: input.unpublishAt } : {}),
      created_at: at,
      modified_at: at,
    };
    placements.delete(id);
    repos.products.create(tx, created);
    applyPlacements(repos, tx, placements);
    // A page at an old address retires the redirect from it.
    const path = productPaths(buildProductTree([...docs, created])).get(id);
    recordPathChanges(repos, tx, redirects, { moves: [], newPages: [`/produkter/${id}`, ...(path ? [path] : [])], reason: 'product.create' });
    // A new product under a deleted one's id: that one can no longer come back (its history stays).
    repos.deleted.delete(tx, 'product', id);
    recordVersion(repos, tx, { item: { kind: 'product', id }, actor, after: created, kind: 'opprettet' });
    repos.audit.add(tx, auditEntry(actor, 'product.create', id, { category: input.category, title: input.title, draft: input.draft }));
    repos.contentVersion.bump(tx);
    return { docs: withPlacements([...docs, created], placements), id };
  }).catch(rethrowAlreadyExists(input.id));

  const tree = buildProductTree(docs);
  const created = findNode(tree.sub, id);
  if (!created) throw new Error(`created product ${id} is missing from the tree`);
  return { ...tree, created };
}

/**
 * Changes a node's fields; a new `category` and/or `index` moves it (and its sub-tree), re-numbering
 * the siblings it leaves and joins, all in one transaction. Returns the updated node.
 */
export async function updateProduct(repos: Repositories, actor: AuditActor, id: string, input: ProductUpdate): Promise<ProductNode> {
  if (input.id !== undefined && input.id !== id) {
    throw new ValidationError(`Body id "${input.id}" differs from the path's id "${id}"; ids cannot be changed`, [{ path: 'id', message: 'Must equal the id in the path' }]);
  }
  const docs = await repos.transaction(async (tx) => {
    const docs = await repos.products.all(tx);
    const node = docs.find((d) => d.id === id);
    if (!node) throw new NotFoundError(`Product "${id}" not found`);
    assertNotStale(`Product "${id}"`, node.modified_at ?? undefined, input.modified_at);
    if (input.seo !== undefined) assertOwnSeoImage(input.seo, input.images ?? node.images);
    assertWindow(node, input);
    const history = await readHistory(repos, tx, { kind: 'product', id });

    const parent = input.category === undefined ? node.category : input.category;
    const moves = parent !== node.category || input.index !== undefined;
    // Only a new parent changes addresses (the node's and everything's under it): then the redirects are rewritten.
    const redirects = parent !== node.category ? await repos.redirects.all(tx) : null;
    let placements = new Map<string, { category: string | null; index: number }>();
    if (moves) {
      if (parent !== node.category) {
        const problem = parentProblem(docs, id, parent, MAX_PRODUCT_LEVEL);
        if (problem) throw new ValidationError(problem, [{ path: 'category', message: problem }]);
      }
      placements = placeNode(docs, id, parent, input.index);
    }
    const own = placements.get(id);
    placements.delete(id);
    const changes: Partial<ProductDoc> = {
      ...(input.title !== undefined ? { title: input.title } : {}),
      ...(input.description !== undefined ? { description: sanitizeDescription(input.description) } : {}),
      ...(input.images !== undefined ? { images: input.images } : {}),
      ...(input.draft !== undefined ? { draft: input.draft } : {}),
      ...(input.seo !== undefined ? { seo: compactSeo(input.seo) } : {}),
      ...windowChanges(input),
      ...(own ? { category: own.category, index: own.index } : {}),
      modified_at: nextModifiedAt(node.modified_at ?? undefined),
    };
    repos.products.update(tx, id, changes);
    applyPlacements(repos, tx, placements);
    const after = withPlacements(
      docs.map((d) => (d.id === id ? { ...d, ...changes } : d)),
      placements,
    );
    const moved = redirects ? movedAddresses(repos, tx, redirects, docs, after, id) : [];
    recordVersion(repos, tx, { item: { kind: 'product', id }, actor, before: node, after: { ...node, ...changes }, history });
    repos.audit.add(
      tx,
      auditEntry(actor, updateAction(node, input, moves), id, {
        fields: Object.keys(changes).filter((k) => k !== 'modified_at'),
        ...(own ? { category: own.category, index: own.index } : {}),
        ...(moved.length > 0 ? { redirects: moved } : {}),
      }),
    );
    repos.contentVersion.bump(tx);
    return after;
  });
  const node = findNode(buildProductTree(docs).sub, id);
  if (!node) throw new NotFoundError(`Product "${id}" is not attached to the product tree`);
  return node;
}

/** Each deleted node costs three writes (delete, version, and the sub-tree's one 'Slettet' entry); a transaction takes 500. */
const MAX_DELETED_AT_ONCE = 150;

/**
 * Deletes a node. With children it is a 409 unless `recursive`, which deletes the whole sub-tree.
 * The remaining siblings are re-numbered. Every node gets a 'slettet' version and the dashboard
 * lists the deletion, so it can be brought back with its pictures: their files stay (the nightly
 * sweep deletes them once no kept version refers to them).
 */
export async function deleteProduct(repos: Repositories, actor: AuditActor, id: string, recursive: boolean): Promise<{ deleted: string[] }> {
  const deleted = await repos.transaction(async (tx) => {
    const docs = await repos.products.all(tx);
    const node = docs.find((d) => d.id === id);
    if (!node) throw new NotFoundError(`Product "${id}" not found`);
    const ids = subtreeIds(docs, id);
    if (ids.length > 1 && !recursive) {
      throw new ConflictError(`Product "${id}" has ${ids.length - 1} product(s) below it; delete those first or use ?recursive=true`);
    }
    if (ids.length > MAX_DELETED_AT_ONCE) throw new ConflictError(`Product "${id}" has too many products below it to delete at once`);
    for (const d of ids) repos.products.delete(tx, d);
    const byId = new Map(docs.map((d) => [d.id, d]));
    recordDeletion(repos, tx, 'product', actor, ids.map((d) => byId.get(d)!), node.category);
    applyPlacements(repos, tx, closeGap(docs, node.category, new Set(ids)));
    repos.audit.add(tx, auditEntry(actor, 'product.delete', id, { deleted: ids, recursive }));
    repos.contentVersion.bump(tx);
    return ids;
  });
  return { deleted };
}

/**
 * The redirects a move writes: every address visitors could reach before that changed (the node's
 * and its sub-tree's) leads to its new place, and no redirect is left on the sub-tree's new addresses.
 */
function movedAddresses(repos: Repositories, tx: Transaction, redirects: Redirect[], before: ProductDoc[], after: ProductDoc[], id: string) {
  const tree = buildProductTree(after);
  const now = productPaths(tree);
  const newPages = subtreeIds(after, id).flatMap((sid) => now.get(sid) ?? []);
  return recordPathChanges(repos, tx, redirects, { moves: movedPaths(visibleProductTree(buildProductTree(before)), tree), newPages, reason: 'product.move' });
}

/** product.move, product.publish / product.unpublish, or product.update. */
function updateAction(node: ProductDoc, input: ProductUpdate, moves: boolean): AuditAction {
  if (moves) return 'product.move';
  if (input.draft === undefined || input.draft === (node.draft === true)) return 'product.update';
  return input.draft ? 'product.unpublish' : 'product.publish';
}

function applyPlacements(repos: Repositories, tx: Transaction, placements: Map<string, { category: string | null; index: number }>) {
  for (const [sid, p] of placements) repos.products.update(tx, sid, { category: p.category, index: p.index });
}

function withPlacements(docs: ProductDoc[], placements: Map<string, { category: string | null; index: number }>): ProductDoc[] {
  return docs.map((d) => {
    const p = placements.get(d.id);
    return p ? { ...d, ...p } : d;
  });
}

/** A create that lost a race with another create of the same id is a 409 too. */
function rethrowAlreadyExists(id: string | undefined) {
  return (e: unknown): never => {
    const code = (e as { code?: unknown }).code;
    if (code === 6 || code === 'already-exists' || code === 'ALREADY_EXISTS') throw new ConflictError(`A product with id "${id ?? ''}" already exists`);
    throw e;
  };
}
