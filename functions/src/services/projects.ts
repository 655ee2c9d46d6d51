import {
  ImageSchema,
  NO_MATCH_MESSAGE,
  TEMP_ID_PREFIX,
  type Image,
  type Project,
  type ProjectCreate,
  type ProjectTitleMatch,
  type ProjectUpdate,
  type ServiceHealth,
} from '@rms/schema';
import type { BlobStore } from '../adapters/blob-store';
import type { Firestore } from '../adapters/firebase';
import { ConflictError, NotFoundError, ValidationError } from '../errors';
import { AUDIT, auditEntry, type AuditActor } from './audit';
import { assertNotStale, nextModifiedAt } from './concurrency';
import { bumpContentVersion } from './content-version';
import { deleteBlobPrefixes, ownerBlobPrefixes } from './owner-blobs';
import { sanitizeDescription } from './sanitize';
import { uniqueSlug } from './slug';

export const PROJECTS = 'projects';

/** Ids that would shadow a route under /api/projects. */
export const RESERVED_PROJECT_IDS = new Set(['health', 'by-title']);

const now = () => new Date().toISOString();

/** Reads a stored document defensively: a malformed image entry is dropped, a missing draft flag means draft. */
export function toProject(id: string, data: Record<string, unknown>): Project {
  const images: Image[] = Array.isArray(data.images)
    ? data.images.flatMap((i) => {
        const parsed = ImageSchema.safeParse(i);
        return parsed.success ? [parsed.data] : [];
      })
    : [];
  const created = typeof data.created_at === 'string' ? data.created_at : new Date(0).toISOString();
  return {
    id,
    title: typeof data.title === 'string' ? data.title : id,
    description: typeof data.description === 'string' ? data.description : '',
    images,
    draft: data.draft !== false,
    created_at: created,
    modified_at: typeof data.modified_at === 'string' ? data.modified_at : created,
  };
}

/** Newest change first; ties by id so the order is stable. */
export function byNewest(a: Project, b: Project): number {
  return b.modified_at.localeCompare(a.modified_at) || a.id.localeCompare(b.id);
}

/** Projects newest first: published ones only, or drafts too for admins. */
export async function listProjects(db: Firestore, includeDrafts: boolean): Promise<Project[]> {
  // Equality filter only, sorted here: needs no composite index, and the list is short.
  const col = db.collection(PROJECTS);
  const snap = includeDrafts ? await col.get() : await col.where('draft', '==', false).get();
  return snap.docs.map((d) => toProject(d.id, d.data())).sort(byNewest);
}

/** One project; a draft is 404 for anyone who may not see drafts. */
export async function getProject(db: Firestore, id: string, includeDrafts: boolean): Promise<Project> {
  const snap = await db.collection(PROJECTS).doc(id).get();
  const project = snap.exists ? toProject(id, snap.data() ?? {}) : null;
  if (!project || (project.draft && !includeDrafts)) throw new NotFoundError(`Project "${id}" not found`);
  return project;
}

export async function projectsHealth(db: Firestore): Promise<ServiceHealth> {
  const started = Date.now();
  try {
    const count = (await db.collection(PROJECTS).count().get()).data().count;
    return { status: true, message: 'Projects service is healthy', details: { projects: count, latencyMs: Date.now() - started } };
  } catch (e) {
    return { status: false, message: 'Projects service cannot reach Firestore', details: e instanceof Error ? e.message : String(e) };
  }
}

/**
 * Creates a project (a draft unless the body says otherwise). A client id is kept (existing → 409);
 * none, or the client's temporary `temp-...` placeholder, gives a readable slug of the title.
 */
export async function createProject(db: Firestore, actor: AuditActor, input: ProjectCreate): Promise<Project> {
  const col = db.collection(PROJECTS);
  const clientId = input.id !== undefined && !input.id.startsWith(TEMP_ID_PREFIX) ? input.id : undefined;
  if (clientId !== undefined && RESERVED_PROJECT_IDS.has(clientId)) {
    throw new ValidationError(`"${clientId}" is reserved; choose another id`, [{ path: 'id', message: 'Reserved id' }]);
  }
  try {
    return await db.runTransaction(async (tx) => {
      let id = clientId;
      if (id !== undefined) {
        if ((await tx.get(col.doc(id))).exists) throw new ConflictError(`A project with id "${id}" already exists`);
      } else {
        id = await uniqueSlug(input.title, 'prosjekt', async (c) => RESERVED_PROJECT_IDS.has(c) || (await tx.get(col.doc(c))).exists);
      }
      const at = now();
      const project: Project = {
        id,
        title: input.title,
        description: sanitizeDescription(input.description),
        images: input.images,
        draft: input.draft,
        created_at: at,
        modified_at: at,
      };
      const { id: _omit, ...data } = project;
      tx.create(col.doc(id), data);
      tx.set(db.collection(AUDIT).doc(), auditEntry(actor, 'project.create', id, { title: input.title, draft: input.draft }));
      bumpContentVersion(tx, db);
      return project;
    });
  } catch (e) {
    const code = (e as { code?: unknown }).code;
    if (code === 6 || code === 'already-exists') throw new ConflictError(`A project with id "${clientId ?? ''}" already exists`);
    throw e;
  }
}

/** Changes any of title, description, images and draft (publish/unpublish); bumps modified_at. */
export async function updateProject(db: Firestore, actor: AuditActor, id: string, input: ProjectUpdate): Promise<Project> {
  if (input.id !== undefined && input.id !== id) {
    throw new ValidationError(`Body id "${input.id}" differs from the path's id "${id}"; ids cannot be changed`, [{ path: 'id', message: 'Must equal the id in the path' }]);
  }
  const ref = db.collection(PROJECTS).doc(id);
  return db.runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists) throw new NotFoundError(`Project "${id}" not found`);
    const before = toProject(id, snap.data() ?? {});
    assertNotStale(`Project "${id}"`, before.modified_at, input.modified_at);
    const changes = {
      ...(input.title !== undefined ? { title: input.title } : {}),
      ...(input.description !== undefined ? { description: sanitizeDescription(input.description) } : {}),
      ...(input.images !== undefined ? { images: input.images } : {}),
      ...(input.draft !== undefined ? { draft: input.draft } : {}),
      // Strictly later than before, even within the same millisecond, so the list order follows edits.
      modified_at: nextModifiedAt(before.modified_at),
    };
    tx.update(ref, changes);
    const action = input.draft === undefined || input.draft === before.draft ? 'project.update' : input.draft ? 'project.unpublish' : 'project.publish';
    tx.set(db.collection(AUDIT).doc(), auditEntry(actor, action, id, { fields: Object.keys(changes).filter((k) => k !== 'modified_at') }));
    bumpContentVersion(tx, db);
    return { ...before, ...changes };
  });
}

/** Deletes a project, then its stored images. */
export async function deleteProject(db: Firestore, blobs: BlobStore, actor: AuditActor, id: string): Promise<{ deleted: string[] }> {
  const ref = db.collection(PROJECTS).doc(id);
  await db.runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists) throw new NotFoundError(`Project "${id}" not found`);
    tx.delete(ref);
    tx.set(db.collection(AUDIT).doc(), auditEntry(actor, 'project.delete', id, { title: toProject(id, snap.data() ?? {}).title }));
    bumpContentVersion(tx, db);
  });
  await deleteBlobPrefixes(blobs, ownerBlobPrefixes('projects', id));
  return { deleted: [id] };
}

/**
 * A title pattern as a test: case-insensitive substring, `*` matches any run of characters
 * (so `*` alone matches every title). Everything else is literal.
 */
export function titleMatcher(pattern: string): (title: string) => boolean {
  const source = pattern
    .split('*')
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*');
  const re = new RegExp(source, 'iu');
  return (title) => re.test(title);
}

/** Every project (drafts too) whose title matches; 404 when none does. */
export async function matchProjectsByTitle(db: Firestore, pattern: string): Promise<ProjectTitleMatch[]> {
  const test = titleMatcher(pattern);
  const matches = (await listProjects(db, true)).filter((p) => test(p.title)).map((p) => ({ id: p.id, title: p.title }));
  if (matches.length === 0) throw new NotFoundError(NO_MATCH_MESSAGE);
  return matches;
}

/**
 * Deletes what the admin previewed: only the listed `ids` whose titles still match the pattern
 * (a project created or renamed since the preview is spared), in batches, then their images.
 * 404 when none of them matches any more.
 */
export async function deleteProjectsByTitle(db: Firestore, blobs: BlobStore, actor: AuditActor, pattern: string, ids: string[]): Promise<{ deleted: string[] }> {
  const listed = new Set(ids);
  const matches = (await matchProjectsByTitle(db, pattern)).filter((m) => listed.has(m.id));
  if (matches.length === 0) throw new NotFoundError(NO_MATCH_MESSAGE);
  const col = db.collection(PROJECTS);
  for (let i = 0; i < matches.length; i += 400) {
    const batch = db.batch();
    for (const m of matches.slice(i, i + 400)) batch.delete(col.doc(m.id));
    batch.set(
      db.collection(AUDIT).doc(),
      auditEntry(actor, 'project.delete-by-title', pattern, { deleted: matches.slice(i, i + 400).map((m) => m.id) }),
    );
    bumpContentVersion(batch, db);
    await batch.commit();
  }
  await deleteBlobPrefixes(blobs, matches.flatMap((m) => ownerBlobPrefixes('projects', m.id)));
  return { deleted: matches.map((m) => m.id) };
}
