import {
  BACKUP_COLLECTIONS,
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  BackupFileSchema,
  NIGHTLY_BACKUPS_KEPT,
  RESTORE_APPEND_ONLY_COLLECTIONS,
  RESTORED_CONTENT_COLLECTIONS,
  type Backup,
  type BackupCollection,
  type BackupDocuments,
  type BackupKind,
  type BackupRestoreResult,
  slugify,
} from '@rms/schema';
import type { BlobStore } from '../../adapters/blob-store';
import { NotFoundError, UnavailableError, ValidationError, zodIssues } from '../../errors';
import type { Repositories } from '../../repositories';
import { bringBackOriginals, dropUnreferencedCopies, keepOriginals, referencedOriginals } from './backup-files';
import { bringBackEnquiryPhotos, dropUnheldEnquiryPhotoCopies, keepEnquiryPhotos } from './backup-enquiry-photos';
import { nextModifiedAt } from '../shared/concurrency';
import { sanitizeDescription } from '../shared/sanitize';

export const BACKUP_PREFIX = 'backups/';
/** Firestore allows 500 writes per batch; stay well under it. */
export const MAX_BATCH_WRITES = 400;

const STAMP = /(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})-(\d{3})Z/;

/** `2026-11-21T01:02:03.456Z` → `2026-11-21T01-02-03-456Z`: sortable and safe in a file name. */
export function fileStamp(at: Date): string {
  return at.toISOString().replace(/[:.]/g, '-');
}

/** A restore tag as it may appear in a file name: lower-case a–z, 0–9 and single dashes, 40 at most. */
export function sanitizeTag(tag: string): string {
  return slugify(tag, 40);
}

/** `backup-<stamp>.json`, `nightly-<stamp>.json`, `safety-<tag>-<stamp>.json` (no tag: `safety-<stamp>.json`). */
export function backupName(kind: BackupKind, at: Date, tag = ''): string {
  const prefix = kind === 'manual' ? 'backup' : kind;
  const safeTag = kind === 'safety' ? sanitizeTag(tag) : '';
  return `${prefix}-${safeTag ? `${safeTag}-` : ''}${fileStamp(at)}.json`;
}

/** The kind and creation time a backup's name carries; null for a name this code did not write. */
export function parseBackupName(name: string): { kind: BackupKind; createdAt: string } | null {
  const kind: BackupKind | null = name.startsWith('backup-') ? 'manual' : name.startsWith('nightly-') ? 'nightly' : name.startsWith('safety-') ? 'safety' : null;
  const m = STAMP.exec(name);
  if (!kind || !m) return null;
  return { kind, createdAt: `${m[1]}T${m[2]}:${m[3]}:${m[4]}.${m[5]}Z` };
}

/** Newest first; the time comes from the name when it carries one, else from the store. */
export function sortBackups(backups: Backup[]): Backup[] {
  return [...backups].sort((a, b) => b.timeCreated.localeCompare(a.timeCreated) || b.name.localeCompare(a.name));
}

/** Which nightly backups to delete so that only the newest `keep` remain. */
export function nightlyBackupsToPrune(backups: Backup[], keep = NIGHTLY_BACKUPS_KEPT): Backup[] {
  return sortBackups(backups.filter((b) => b.kind === 'nightly')).slice(keep);
}

/** Firestore Timestamps become ISO strings, so a backup is plain JSON (timestamps are ISO strings everywhere). */
function toPlain(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map(toPlain);
  const maybeTimestamp = value as { toDate?: unknown };
  if (typeof maybeTimestamp.toDate === 'function') return (maybeTimestamp.toDate as () => Date)().toISOString();
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, toPlain(v)]));
}

/** Every document of every backed-up collection, read in one read-only transaction (one consistent snapshot). */
export async function readCollections(repos: Repositories): Promise<BackupDocuments> {
  const all = await repos.backupCollections.readAll(BACKUP_COLLECTIONS);
  const out = {} as BackupDocuments;
  BACKUP_COLLECTIONS.forEach((name, i) => {
    const docs: Record<string, Record<string, unknown>> = {};
    for (const doc of all[i] ?? []) docs[doc.id] = toPlain(doc.data) as Record<string, unknown>;
    out[name] = docs;
  });
  return out;
}

export interface BackupOptions {
  kind: BackupKind;
  tag?: string;
  now?: Date;
}

/**
 * Writes one JSON file holding every collection and returns its list entry. First the image files
 * the content refers to are kept in the backup store (decision 047), so a restore can bring them back.
 */
export async function createBackup(repos: Repositories, blobs: BlobStore, { kind, tag = '', now = new Date() }: BackupOptions): Promise<Backup> {
  const collections = await readCollections(repos);
  await keepOriginals(blobs, referencedOriginals(collections));
  await keepEnquiryPhotos(blobs, collections.messages);
  const file = { format: BACKUP_FORMAT, version: BACKUP_FORMAT_VERSION, createdAt: now.toISOString(), kind, ...(tag ? { tag } : {}), collections };
  let name = backupName(kind, now, tag);
  // Two backups in the same millisecond must not overwrite each other.
  for (let n = 1; await blobs.exists(BACKUP_PREFIX + name); n++) name = backupName(kind, now, tag).replace(/\.json$/, `-${n}.json`);
  await blobs.put(BACKUP_PREFIX + name, Buffer.from(JSON.stringify(file)), 'application/json');
  return { name, timeCreated: now.toISOString(), kind };
}

/** Every backup in the store, newest first. */
export async function listBackups(blobs: BlobStore): Promise<Backup[]> {
  const backups: Backup[] = [];
  for (const blob of await blobs.list(BACKUP_PREFIX)) {
    const name = blob.name.slice(BACKUP_PREFIX.length);
    if (!name.endsWith('.json') || name.includes('/')) continue;
    const parsed = parseBackupName(name);
    backups.push(parsed ? { name, timeCreated: parsed.createdAt, kind: parsed.kind } : { name, timeCreated: blob.timeCreated });
  }
  return sortBackups(backups);
}

/** A backup file's collections as stored: each collection's documents by id. */
export type StoredBackupCollections = Partial<Record<string, Record<string, Record<string, unknown>>>>;

/**
 * Hands the collections of every backup file to `edit` and writes back each file it changed (it
 * answers true): how a record is taken out of every backup. A file that cannot be read is left as it
 * is and counted.
 */
export async function rewriteBackupFiles(blobs: BlobStore, edit: (collections: StoredBackupCollections) => boolean): Promise<{ files: number; unreadable: number }> {
  const outcome = { files: 0, unreadable: 0 };
  for (const backup of await listBackups(blobs)) {
    const path = BACKUP_PREFIX + backup.name;
    const blob = await blobs.get(path);
    let file: { collections?: StoredBackupCollections };
    try {
      file = JSON.parse(blob?.data.toString('utf8') ?? '') as typeof file;
    } catch {
      outcome.unreadable++;
      continue;
    }
    if (!file.collections || typeof file.collections !== 'object' || !edit(file.collections)) continue;
    await blobs.put(path, Buffer.from(JSON.stringify(file)), blob!.contentType || 'application/json');
    outcome.files++;
  }
  return outcome;
}

/** Reads and fully validates a backup file; nothing is written. Unknown → 404, corrupt or invalid → 400. */
export async function readBackupFile(blobs: BlobStore, filename: string): Promise<BackupDocuments> {
  const blob = await blobs.get(BACKUP_PREFIX + filename);
  if (!blob) throw new NotFoundError(`No backup named ${filename}`);
  let json: unknown;
  try {
    json = JSON.parse(blob.data.toString('utf8'));
  } catch {
    throw new ValidationError(`Backup ${filename} is not valid JSON`);
  }
  const parsed = BackupFileSchema.safeParse(json);
  if (!parsed.success) {
    const issues = zodIssues(parsed.error);
    const shown = issues.slice(0, 5).map((i) => `${i.path}: ${i.message}`).join('; ');
    throw new ValidationError(`Backup ${filename} is invalid (${issues.length} problem${issues.length === 1 ? '' : 's'}): ${shown}`, issues.slice(0, 50));
  }
  // Validation only: the documents are written exactly as the file holds them (no defaults added).
  return (json as { collections: BackupDocuments }).collections;
}

type Write = { kind: 'set'; id: string; data: Record<string, unknown> } | { kind: 'delete'; id: string };

/** Makes one collection equal to `docs`: sets every document in it and deletes the others, ≤ 400 writes a batch. */
export async function replaceCollection(repos: Repositories, name: BackupCollection, docs: Record<string, Record<string, unknown>>) {
  const current = await repos.backupCollections.list(name);
  const writes: Write[] = [
    ...Object.entries(docs).map(([id, data]): Write => ({ kind: 'set', id, data })),
    ...current.filter((d) => !Object.hasOwn(docs, d.id)).map((d): Write => ({ kind: 'delete', id: d.id })),
  ];
  for (let i = 0; i < writes.length; i += MAX_BATCH_WRITES) {
    const batch = repos.batch();
    for (const w of writes.slice(i, i + MAX_BATCH_WRITES)) {
      if (w.kind === 'set') repos.backupCollections.set(batch, name, w.id, w.data);
      else repos.backupCollections.delete(batch, name, w.id);
    }
    await batch.commit();
  }
  const deleted = writes.filter((w) => w.kind === 'delete').length;
  return { written: writes.length - deleted, deleted };
}

/** Adds the documents of `docs` that the collection lacks; never changes or removes one (append-only). */
export async function addMissingDocuments(repos: Repositories, name: BackupCollection, docs: Record<string, Record<string, unknown>>) {
  const current = new Set((await repos.backupCollections.list(name)).map((d) => d.id));
  const missing = Object.entries(docs).filter(([id]) => !current.has(id));
  for (let i = 0; i < missing.length; i += MAX_BATCH_WRITES) {
    const batch = repos.batch();
    for (const [id, data] of missing.slice(i, i + MAX_BATCH_WRITES)) repos.backupCollections.create(batch, name, id, data);
    await batch.commit();
  }
  return { written: missing.length, deleted: 0 };
}

/**
 * Quotes brought back by a restore hold their numbers again (`quote-numbers` are not backed up: they
 * hold nothing a quote does not), so a new quote never gets a number a restored one has (decision 152).
 */
async function reclaimQuoteNumbers(repos: Repositories, quotes: Record<string, Record<string, unknown>>, now: Date): Promise<void> {
  for (const [id, doc] of Object.entries(quotes)) {
    const m = typeof doc.number === 'string' ? /^(\d{4})-(\d+)$/.exec(doc.number) : null;
    if (m && doc.version === 1) await repos.quotes.holdNumber(Number(m[1]), Number(m[2]), id, now.toISOString());
  }
}

/**
 * A booking brought back by a restore takes its place again (`booking-claims` are not backed up:
 * they hold nothing a booking does not). A place taken since by another visit is left to that one;
 * both show in the staff's list, and only their number is logged (decision 149).
 */
async function reclaimPlaces(repos: Repositories, bookings: Record<string, Record<string, unknown>>, now: Date): Promise<void> {
  let clashes = 0;
  for (const [id, doc] of Object.entries(bookings)) {
    if (doc.status !== 'booked' || typeof doc.start !== 'string' || doc.start < now.toISOString() || !Array.isArray(doc.claims)) continue;
    for (const claim of doc.claims) {
      if (typeof claim !== 'string') continue;
      const held = await repos.bookings.claimHolder(claim);
      if (held === id) continue;
      if (held !== null || !(await repos.bookings.claim(claim, id, now.toISOString()))) clashes++;
    }
  }
  if (clashes > 0) console.warn(`[backups] ${clashes} restored booking place(s) were taken by other visits`);
}

/**
 * The content documents as a restore writes them: descriptions sanitized again (a backup file is
 * input like any other), and `modified_at` moved past the current one for every document that
 * exists now, so an edit screen opened before the restore gets a 409 instead of overwriting it.
 */
export async function restorableContent(repos: Repositories, name: BackupCollection, docs: Record<string, Record<string, unknown>>) {
  const current = new Map((await repos.backupCollections.list(name)).map((d) => [d.id, d.data]));
  return Object.fromEntries(
    Object.entries(docs).map(([id, doc]) => {
      const now = current.get(id)?.modified_at;
      // Rich text is input like any other; settings and redirect documents hold none.
      const restored: Record<string, unknown> = name === 'products' || name === 'projects' ? { ...doc, description: sanitizeDescription(typeof doc.description === 'string' ? doc.description : '') } : { ...doc };
      if (name === 'campaigns') restored.text = sanitizeDescription(typeof doc.text === 'string' ? doc.text : '');
      if (typeof now === 'string' && now > String(doc.modified_at ?? '')) restored.modified_at = nextModifiedAt(now);
      return [id, restored];
    }),
  );
}

/**
 * Restores a backup. The whole file is validated before anything is touched; then a safety backup
 * of the current state is written (named with the tag). Then the content (RESTORED_CONTENT_COLLECTIONS)
 * is made equal to the file and the image files it refers to are put back; messages and audit
 * entries the file has and the store lacks are added (none removed); users and roles are untouched.
 * Batches are not one transaction: if a write fails midway, the safety backup is the way back.
 */
export async function restoreBackup(repos: Repositories, blobs: BlobStore, filename: string, tag = '', now = new Date()): Promise<BackupRestoreResult> {
  const collections = await readBackupFile(blobs, filename);
  const safetyBackup = await createBackup(repos, blobs, { kind: 'safety', tag, now });
  const counts: BackupRestoreResult['counts'] = {};
  let step = 'the image files';
  try {
    await bringBackOriginals(blobs, referencedOriginals(collections));
    for (const name of RESTORED_CONTENT_COLLECTIONS) {
      // A backup made before the site settings (or the redirects) existed leaves today's as they are.
      const docs = collections[name];
      step = name;
      if (docs) counts[name] = await replaceCollection(repos, name, await restorableContent(repos, name, docs));
    }
    for (const name of RESTORE_APPEND_ONLY_COLLECTIONS) {
      step = name;
      // A backup made before bookings existed has none to add.
      const docs = collections[name] ?? {};
      counts[name] = await addMissingDocuments(repos, name, docs);
      if (name === 'bookings') await reclaimPlaces(repos, docs, now);
      if (name === 'quotes') await reclaimQuoteNumbers(repos, docs, now);
      // A restored enquiry comes back with its photos (decision 154); one still here keeps its own.
      if (name === 'messages') await bringBackEnquiryPhotos(blobs, docs);
    }
  } catch (e) {
    throw new RestoreIncompleteError(filename, safetyBackup.name, counts, step, e);
  }
  return { restored: filename, safetyBackup, counts };
}

/**
 * A restore that stopped part-way says what it did, where it stopped and why. Running
 * it again is safe: each collection is made equal to the file again, and the append-only ones only
 * get what they lack. The safety backup holds the state from before the first attempt.
 */
export class RestoreIncompleteError extends UnavailableError {
  constructor(filename: string, safetyBackup: string, counts: BackupRestoreResult['counts'], step: string, cause: unknown) {
    const done = Object.entries(counts).map(([name, c]) => `${name} (${c?.written ?? 0} written, ${c?.deleted ?? 0} deleted)`);
    const why = cause instanceof Error ? cause.message : String(cause);
    super(
      `The restore of ${filename} stopped at ${step}: ${why}. Done: ${done.length > 0 ? done.join(', ') : 'nothing yet'}. ` +
        `Run the restore again to finish it; the safety backup ${safetyBackup} holds the state from before.`,
      30,
    );
  }
}

/**
 * Deletes nightly backups beyond the newest `keep`, then the kept image files no remaining backup
 * refers to; returns the names deleted.
 */
export async function pruneNightlyBackups(blobs: BlobStore, keep = NIGHTLY_BACKUPS_KEPT): Promise<string[]> {
  const doomed = nightlyBackupsToPrune(await listBackups(blobs), keep);
  for (const b of doomed) await blobs.delete(BACKUP_PREFIX + b.name);
  if (doomed.length > 0) {
    const referenced = new Set<string>();
    const enquiries = new Set<string>();
    let unreadable = 0;
    for (const b of await listBackups(blobs)) {
      const collections = await readBackupFile(blobs, b.name).catch(() => null);
      if (collections) {
        for (const path of referencedOriginals(collections)) referenced.add(path);
        for (const id of Object.keys(collections.messages ?? {})) enquiries.add(id);
      } else unreadable++;
    }
    // A backup this code cannot read might need any file: then nothing is dropped.
    if (unreadable === 0) {
      await dropUnreferencedCopies(blobs, referenced);
      await dropUnheldEnquiryPhotoCopies(blobs, enquiries);
    }
  }
  return doomed.map((b) => b.name);
}

/** What the nightly trigger runs: one backup, then retention. */
export async function runNightlyBackup(repos: Repositories, blobs: BlobStore, now = new Date()) {
  const backup = await createBackup(repos, blobs, { kind: 'nightly', now });
  const pruned = await pruneNightlyBackups(blobs);
  return { backup, pruned };
}
