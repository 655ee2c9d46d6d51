import {
  SiteSettingsSchema,
  type DeletedItemKind,
  type Version,
  type VersionedItemKind,
  type VersionKind,
  type VersionListQuery,
  type VersionSummary,
} from '@rms/schema';
import { NotFoundError } from '../../errors';
import type { Repositories } from '../../repositories';
import type { StoredVersion } from '../../repositories/versions';
import { versionItemKey } from '../../repositories/versions';
import type { DocumentData, Transaction, Writer } from '../../repositories/writer';
import type { AuditActor } from '../shared/audit';
import { originalsIn } from '../backups/backup-files';
import { nextModifiedAt } from '../shared/concurrency';

/**
 * Item history (decision 094): every change of a product node, a project, a campaign or
 * the site settings writes a version, the whole item as saved, in the change's own transaction or batch.
 * A change that changes nothing writes none. The first change of an item that has no history yet
 * (content from before history existed) also keeps the state before it, so it can be undone too.
 */

export interface ItemRef {
  kind: VersionedItemKind;
  id: string;
}

/** The fields a version's `changedFields` can name, in the order a screen lists them. */
const PRODUCT_FIELDS = ['title', 'description', 'images', 'categoryImage', 'draft', 'publishAt', 'unpublishAt', 'category', 'seo'] as const;
const PROJECT_FIELDS = ['title', 'description', 'images', 'draft', 'publishAt', 'unpublishAt', 'seo'] as const;
const CAMPAIGN_FIELDS = ['title', 'text', 'imageId', 'link', 'startsAt', 'endsAt', 'placements', 'draft'] as const;
const SETTINGS_FIELDS = Object.keys(SiteSettingsSchema.shape);

function fieldsOf(kind: VersionedItemKind): readonly string[] {
  if (kind === 'campaign') return CAMPAIGN_FIELDS;
  return kind === 'product' ? PRODUCT_FIELDS : kind === 'project' ? PROJECT_FIELDS : SETTINGS_FIELDS;
}

/** A project or campaign without the flag is a draft (toProject, toCampaign); a product is one only with `draft: true`. */
export function isDraft(kind: VersionedItemKind, doc: DocumentData): boolean {
  return kind === 'project' || kind === 'campaign' ? doc.draft !== false : doc.draft === true;
}

/** JSON with sorted keys: Firestore does not promise the key order of a map. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b))) : v,
  );
}

function comparable(kind: VersionedItemKind, field: string, doc: DocumentData): unknown {
  if (field === 'draft') return isDraft(kind, doc);
  const value: unknown = doc[field];
  if (field === 'category') return typeof value === 'string' && value ? value : null;
  return value ?? null;
}

/** The content fields that differ between two stored states (all present ones for a new item). Position among siblings is not content. */
export function changedFields(kind: VersionedItemKind, before: DocumentData | undefined, after: DocumentData): string[] {
  const fields = fieldsOf(kind);
  if (!before) return fields.filter((f) => after[f] !== undefined);
  return fields.filter((f) => canonical(comparable(kind, f, before)) !== canonical(comparable(kind, f, after)));
}

/** What an update was, from what it changed: a publish or unpublish, only pictures, or an edit. */
export function kindOfChange(kind: VersionedItemKind, after: DocumentData, fields: string[]): VersionKind {
  if (fields.includes('draft')) return isDraft(kind, after) ? 'avpublisert' : 'publisert';
  if (fields.length > 0 && fields.every((f) => f === 'images' || f === 'categoryImage')) return 'bilder';
  return 'endret';
}

const EPOCH = new Date(0).toISOString();

export function modifiedAtOf(doc: DocumentData | undefined): string | undefined {
  return typeof doc?.modified_at === 'string' ? doc.modified_at : typeof doc?.created_at === 'string' ? doc.created_at : undefined;
}

/** Whether an item's history has begun; read inside the change's transaction, before its writes. */
export interface ItemHistory {
  started: boolean;
}

export async function readHistory(repos: Repositories, tx: Transaction, item: ItemRef): Promise<ItemHistory> {
  return { started: await repos.versions.exists(versionItemKey(item.kind, item.id), tx) };
}

export interface ItemChange {
  item: ItemRef;
  actor: AuditActor;
  /** The item as stored before; absent for a new item. */
  before?: DocumentData | undefined;
  /** The item as this change stores it (its `modified_at` is the version's time). */
  after: DocumentData;
  /** Given for a create or a restore; an update's kind follows from what it changed. */
  kind?: 'opprettet' | 'gjenopprettet';
  restoredFrom?: string;
  /** From readHistory; without it no state before the change is kept (a create has none). */
  history?: ItemHistory;
}

const authorOf = (actor: AuditActor) => ({ uid: actor.uid, email: actor.email });

/** Drops the document id a domain object may carry: a version holds the stored fields. */
function storedFields(doc: DocumentData): DocumentData {
  const { id: _id, ...rest } = doc;
  return rest;
}

/**
 * Writes the version of one change through `writer` (the change's transaction or batch) and answers
 * it; null when the change changes no content (then nothing is written).
 */
export function recordVersion(repos: Repositories, writer: Writer, change: ItemChange): VersionSummary | null {
  const { item, before, after } = change;
  const changed = changedFields(item.kind, before, after);
  if (before && changed.length === 0) return null;
  const itemKey = versionItemKey(item.kind, item.id);
  if (before && change.history && !change.history.started) {
    repos.versions.add(writer, { itemKind: item.kind, itemId: item.id, itemKey, at: modifiedAtOf(before) ?? EPOCH, by: null, kind: 'endret', changedFields: [], item: storedFields(before), baseline: true });
  }
  const kind = change.kind ?? kindOfChange(item.kind, after, changed);
  const version = {
    itemKind: item.kind,
    itemId: item.id,
    itemKey,
    at: modifiedAtOf(after) ?? new Date().toISOString(),
    by: authorOf(change.actor),
    kind,
    changedFields: changed,
    item: storedFields(after),
    ...(change.restoredFrom ? { restoredFrom: change.restoredFrom } : {}),
  };
  const id = repos.versions.add(writer, version);
  return toSummary({ id, ...version });
}

/**
 * A delete: a 'slettet' version of every node that goes (the whole item as it was), and the entry
 * the dashboard's 'Slettet' list shows, through `writer`. `docs` start with the item itself,
 * then what goes with it (a product's sub-tree, top down).
 */
export function recordDeletion(repos: Repositories, writer: Writer, kind: DeletedItemKind, actor: AuditActor, docs: DocumentData[], parent: string | null = null): void {
  const members = docs.map((doc) => {
    const id = String(doc.id);
    const versionId = repos.versions.add(writer, {
      itemKind: kind,
      itemId: id,
      itemKey: versionItemKey(kind, id),
      at: nextModifiedAt(modifiedAtOf(doc)),
      by: authorOf(actor),
      kind: 'slettet',
      changedFields: [],
      item: storedFields(doc),
    });
    return { id, title: typeof doc.title === 'string' ? doc.title : id, versionId };
  });
  const root = members[0];
  if (!root) return;
  repos.deleted.set(writer, { kind, id: root.id, title: root.title, at: new Date().toISOString(), by: authorOf(actor), parent, members });
}

export function toSummary(v: Pick<StoredVersion, 'id' | 'at' | 'by' | 'kind' | 'changedFields' | 'restoredFrom' | 'baseline'>): VersionSummary {
  return {
    id: v.id,
    at: v.at,
    by: v.by,
    kind: v.kind,
    changedFields: v.changedFields,
    ...(v.restoredFrom ? { restoredFrom: v.restoredFrom } : {}),
    ...(v.baseline ? { baseline: true } : {}),
  };
}

/** GET …/versions: newest first, `limit` a page, older than `before`. */
export async function listVersions(repos: Repositories, item: ItemRef, query: VersionListQuery): Promise<VersionSummary[]> {
  return (await repos.versions.page(versionItemKey(item.kind, item.id), query.limit, query.before)).map(toSummary);
}

/** GET …/versions/{versionId}: the whole stored item; 404 when the version is not this item's. */
export async function getVersion(repos: Repositories, item: ItemRef, versionId: string): Promise<Version> {
  const v = await repos.versions.find(versionId);
  if (!v || v.itemKey !== versionItemKey(item.kind, item.id)) throw new NotFoundError(`Version ${versionId} of ${item.kind} "${item.id}" not found`);
  return { ...toSummary(v), itemKind: v.itemKind, itemId: v.itemId, item: v.item };
}

/**
 * Whether a kept version of the item refers to the original at `rawPath`: then a gallery edit
 * leaves the file for the nightly sweep, so restoring that version brings the picture back.
 */
export async function historyRefersTo(repos: Repositories, item: ItemRef, rawPath: string): Promise<boolean> {
  const versions = await repos.versions.ofItem(versionItemKey(item.kind, item.id));
  return versions.some((v) => originalsIn(v.item).includes(rawPath));
}
