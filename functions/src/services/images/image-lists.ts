import { ImageSchema, type Focus, type Image, type ImageOwnerCollection, type ImagePatch } from '@rms/schema';
import { NotFoundError, ValidationError } from '../../errors';
import type { Repositories } from '../../repositories';
import type { AuditActor } from '../shared/audit';
import { assertNotStale, nextModifiedAt } from '../shared/concurrency';
import { readHistory, recordVersion } from '../history/versions';

/**
 * The image lists on owner documents (`products/{id}.images[]`, `projects/{id}.images[]`,
 * `products/{id}.categoryImage`). Every change is a read-modify-write in one transaction, so two
 * uploads to one owner at once both land; each bumps the owner's `modified_at`.
 *
 * The transaction is what protects concurrent writers across instances in production. The offline
 * Firestore emulator accepts transactions but does not isolate them (a concurrent read-modify-write
 * loses an update there), so writes to one owner are also queued within the process.
 */

type Entry = Record<string, unknown>;

const OWNER_LABEL: Record<ImageOwnerCollection, string> = { products: 'Product', projects: 'Project' };
const ITEM_KIND = { products: 'product', projects: 'project' } as const;

/** Stored entries are kept as they are (an entry we cannot parse is never dropped by an image edit). */
function entriesOf(data: Record<string, unknown> | undefined): Entry[] {
  const images = data?.images;
  return Array.isArray(images) ? images.filter((i): i is Entry => typeof i === 'object' && i !== null) : [];
}

function toImages(entries: Entry[]): Image[] {
  return entries.flatMap((e) => {
    const parsed = ImageSchema.safeParse(e);
    return parsed.success ? [parsed.data] : [];
  });
}

/** An image matches a path id by its id or by its file name (the last part of its src). */
function matches(entry: Entry, imageId: string): boolean {
  if (entry.id === imageId) return true;
  return typeof entry.src === 'string' && entry.src.split(/[,/]/).at(-1) === imageId;
}

const ownerQueues = new Map<string, Promise<unknown>>();

/** Runs `work` after every earlier write to the same owner document in this process has settled. */
async function serialized<T>(key: string, work: () => Promise<T>): Promise<T> {
  const previous = ownerQueues.get(key) ?? Promise.resolve();
  const current = previous.catch(() => undefined).then(work);
  ownerQueues.set(key, current);
  try {
    return await current;
  } finally {
    if (ownerQueues.get(key) === current) ownerQueues.delete(key);
  }
}

const storedModifiedAt = (data: Record<string, unknown> | undefined): string | undefined =>
  typeof data?.modified_at === 'string' ? data.modified_at : typeof data?.created_at === 'string' ? data.created_at : undefined;

/**
 * One read-modify-write of an owner's image list. `startedFrom` is the owner's `modified_at` the
 * admin's screen had (409 when the owner changed since; absent = not checked). Answers the change's
 * result and the owner's new `modified_at`.
 */
async function updateImages<T>(
  repos: Repositories,
  actor: AuditActor,
  collection: ImageOwnerCollection,
  ownerId: string,
  change: (entries: Entry[]) => { entries: Entry[]; result: T },
  startedFrom?: string,
): Promise<{ result: T; modified_at: string }> {
  const owners = repos[collection];
  return serialized(`${collection}/${ownerId}`, () =>
    repos.transaction(async (tx) => {
      const data = await owners.stored(ownerId, tx);
      if (!data) throw new NotFoundError(`${OWNER_LABEL[collection]} ${ownerId} not found`);
      assertNotStale(`${OWNER_LABEL[collection]} "${ownerId}"`, storedModifiedAt(data), startedFrom);
      const item = { kind: ITEM_KIND[collection], id: ownerId };
      const history = await readHistory(repos, tx, item);
      const { entries, result } = change(entriesOf(data));
      const modified_at = nextModifiedAt(storedModifiedAt(data));
      owners.updateImages(tx, ownerId, entries, modified_at);
      // The version holds order, main image and alt texts: the whole list as stored.
      recordVersion(repos, tx, { item, actor, before: data, after: { ...data, images: entries, modified_at }, history });
      return { result, modified_at };
    }),
  );
}

export async function assertOwnerExists(repos: Repositories, collection: ImageOwnerCollection, ownerId: string): Promise<void> {
  if (!(await repos[collection].stored(ownerId))) throw new NotFoundError(`${OWNER_LABEL[collection]} ${ownerId} not found`);
}

/**
 * Appends an image; the owner's first image becomes main. Returns the stored record and the owner's
 * new `modified_at`. Not checked for staleness: appends from two screens both land.
 */
export function appendImage(repos: Repositories, actor: AuditActor, collection: ImageOwnerCollection, ownerId: string, image: Omit<Image, 'isMain'>): Promise<{ result: Image; modified_at: string }> {
  return updateImages(repos, actor, collection, ownerId, (entries) => {
    const stored: Image = { ...image, isMain: entries.length === 0 };
    return { entries: [...entries, stored], result: stored };
  });
}

/** Removes one image; when it was main, the one after it (or the first) becomes main. Returns its id and src. */
export async function removeImage(repos: Repositories, actor: AuditActor, collection: ImageOwnerCollection, ownerId: string, imageId: string): Promise<{ id: string; src: string }> {
  const { result } = await updateImages(repos, actor, collection, ownerId, (entries) => {
    const index = entries.findIndex((e) => matches(e, imageId));
    if (index < 0) throw new NotFoundError(`Image ${imageId} not found`);
    const removed = entries[index]!;
    const rest = entries.filter((_, i) => i !== index);
    if (removed.isMain === true && rest.length > 0 && !rest.some((e) => e.isMain === true)) {
      const next = rest[index] ?? rest[0]!;
      rest.splice(rest.indexOf(next), 1, { ...next, isMain: true });
    }
    return { entries: rest, result: { id: String(removed.id ?? imageId), src: typeof removed.src === 'string' ? removed.src : '' } };
  });
  return result;
}

/** Marks one image main, every other not, and moves it to the front of the list. */
export async function setMainImage(repos: Repositories, actor: AuditActor, collection: ImageOwnerCollection, ownerId: string, imageId: string, startedFrom?: string): Promise<Image[]> {
  const { result } = await updateImages(
    repos,
    actor,
    collection,
    ownerId,
    (entries) => {
      const chosen = entries.find((e) => matches(e, imageId));
      if (!chosen) throw new NotFoundError(`Image ${imageId} not found`);
      const next = [{ ...chosen, isMain: true }, ...entries.filter((e) => e !== chosen).map((e) => ({ ...e, isMain: false }))];
      return { entries: next, result: toImages(next) };
    },
    startedFrom,
  );
  return result;
}

/** Puts the images in the given order; the list must name every current image exactly once. Main flags stay. */
export async function reorderImages(repos: Repositories, actor: AuditActor, collection: ImageOwnerCollection, ownerId: string, imageIds: string[], startedFrom?: string): Promise<Image[]> {
  const { result } = await updateImages(repos, actor, collection, ownerId, (entries) => {
    const byId = new Map(entries.map((e) => [String(e.id), e]));
    const unique = new Set(imageIds);
    if (unique.size !== imageIds.length || imageIds.length !== entries.length || imageIds.some((id) => !byId.has(id))) {
      throw new ValidationError(`imageIds must list each of the ${entries.length} current image ids exactly once`, [
        { path: 'imageIds', message: `Expected a permutation of: ${[...byId.keys()].join(', ')}` },
      ]);
    }
    const next = imageIds.map((id) => byId.get(id)!);
    return { entries: next, result: toImages(next) };
  }, startedFrom);
  return result;
}

/** What an image edit may change: title and alt text (the owner's screen), the focal point (the library; null removes it). */
export type ImageEdit = Omit<ImagePatch, 'focus'> & { focus?: Focus | null };

function edited(entry: Entry, patch: ImageEdit): Entry {
  const { focus: _old, ...rest } = entry;
  return {
    ...(patch.focus === null ? rest : entry),
    ...(patch.title !== undefined ? { title: patch.title } : {}),
    ...(patch.alt_text !== undefined ? { alt_text: patch.alt_text } : {}),
    ...(patch.focus ? { focus: patch.focus } : {}),
  };
}

/** Changes an image's title, alt text and/or focal point. */
export async function patchImage(repos: Repositories, actor: AuditActor, collection: ImageOwnerCollection, ownerId: string, imageId: string, patch: ImageEdit): Promise<Image> {
  const { result } = await updateImages(repos, actor, collection, ownerId, (entries) => {
    const index = entries.findIndex((e) => matches(e, imageId));
    if (index < 0) throw new NotFoundError(`Image ${imageId} not found`);
    const updated = edited(entries[index]!, patch);
    const next = entries.map((e, i) => (i === index ? updated : e));
    return { entries: next, result: ImageSchema.parse(updated) };
  }, patch.modified_at);
  return result;
}

/** Changes the category picture's alt text and/or focal point. */
export async function patchCategoryImage(repos: Repositories, actor: AuditActor, categoryId: string, patch: ImageEdit): Promise<Image> {
  const { result } = await categoryTransaction(repos, actor, categoryId, (current) => {
    if (!current) throw new NotFoundError(`Category ${categoryId} has no image`);
    const next = ImageSchema.parse(edited(current, patch));
    return { next, result: next };
  });
  return result;
}

/** The category image lives on a top-level product document (level 0 = category). */
async function categoryTransaction<T>(
  repos: Repositories,
  actor: AuditActor,
  categoryId: string,
  change: (current: Image | null) => { next: Image | null; result: T },
  startedFrom?: string,
): Promise<{ result: T; modified_at: string }> {
  return serialized(`products/${categoryId}`, () =>
    repos.transaction(async (tx) => {
      const data = await repos.products.stored(categoryId, tx);
      if (!data) throw new NotFoundError(`Category ${categoryId} not found`);
      if (typeof data.category === 'string' && data.category) throw new NotFoundError(`${categoryId} is not a top-level category`);
      assertNotStale(`Category "${categoryId}"`, storedModifiedAt(data), startedFrom);
      const item = { kind: 'product' as const, id: categoryId };
      const history = await readHistory(repos, tx, item);
      const parsed = ImageSchema.safeParse(data.categoryImage);
      const { next, result } = change(parsed.success ? parsed.data : null);
      const modified_at = nextModifiedAt(storedModifiedAt(data));
      repos.products.updateCategoryImage(tx, categoryId, next, modified_at);
      recordVersion(repos, tx, { item, actor, before: data, after: { ...data, categoryImage: next, modified_at }, history });
      return { result, modified_at };
    }),
  );
}

export async function assertCategoryExists(repos: Repositories, categoryId: string): Promise<void> {
  const data = await repos.products.stored(categoryId);
  if (!data) throw new NotFoundError(`Category ${categoryId} not found`);
  if (typeof data.category === 'string' && data.category) throw new NotFoundError(`${categoryId} is not a top-level category`);
}

/** Sets the category image; returns the one it replaced (its files are the caller's to delete) and the new modified_at. */
export function replaceCategoryImage(repos: Repositories, actor: AuditActor, categoryId: string, image: Image, startedFrom?: string): Promise<{ result: Image | null; modified_at: string }> {
  return categoryTransaction(repos, actor, categoryId, (current) => ({ next: { ...image, isMain: true }, result: current }), startedFrom);
}

/** Clears the category image; returns it (404 when there is none). */
export async function clearCategoryImage(repos: Repositories, actor: AuditActor, categoryId: string, startedFrom?: string): Promise<Image> {
  const { result } = await categoryTransaction(
    repos,
    actor,
    categoryId,
    (current) => {
      if (!current) throw new NotFoundError(`Category ${categoryId} has no image`);
      return { next: null, result: current };
    },
    startedFrom,
  );
  return result;
}
