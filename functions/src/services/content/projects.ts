import {
  NO_MATCH_MESSAGE,
  compactSeo,
  TEMP_ID_PREFIX,
  type Project,
  type ProjectCreate,
  type ProjectTitleMatch,
  type ProjectUpdate,
} from '@rms/schema';
import { ConflictError, NotFoundError, ValidationError } from '../../errors';
import type { Repositories } from '../../repositories';
import { auditEntry, type AuditActor } from '../shared/audit';
import { assertNotStale, nextModifiedAt } from '../shared/concurrency';
import { recordPathChanges } from '../redirects/redirects';
import { sanitizeDescription } from '../shared/sanitize';
import { assertOwnSeoImage } from './seo-fields';
import { uniqueSlug } from './slug';
import { readHistory, recordDeletion, recordVersion } from '../history/versions';
import { projectsAt } from './visibility';
import { assertWindow, windowChanges } from './window-input';

/** Ids that would shadow a route under /api/projects. */
export const RESERVED_PROJECT_IDS = new Set(['health', 'by-title']);

const now = () => new Date().toISOString();

/** Newest change first; ties by id so the order is stable. */
export function byNewest(a: Project, b: Project): number {
  return b.modified_at.localeCompare(a.modified_at) || a.id.localeCompare(b.id);
}

/**
 * Projects newest first: drafts and projects outside their window (at `at`, ms) too for staff, or
 * only what visitors see then.
 */
export async function listProjects(repos: Repositories, includeDrafts: boolean, at = Date.now()): Promise<Project[]> {
  // Equality filter only, sorted here: needs no composite index, and the list is short.
  return includeDrafts ? (await repos.projects.all()).sort(byNewest) : projectsAt(await repos.projects.published(), at).sort(byNewest);
}

/** One project; a draft, or one outside its window, is 404 for anyone who may not see drafts. */
export async function getProject(repos: Repositories, id: string, includeDrafts: boolean, at = Date.now()): Promise<Project> {
  const project = await repos.projects.find(id);
  if (!project || (!includeDrafts && (project.draft || projectsAt([project], at).length === 0))) throw new NotFoundError(`Project "${id}" not found`);
  return project;
}

/**
 * Creates a project (a draft unless the body says otherwise). A client id is kept (existing → 409);
 * none, or the client's temporary `temp-...` placeholder, gives a readable slug of the title.
 */
export async function createProject(repos: Repositories, actor: AuditActor, input: ProjectCreate): Promise<Project> {
  const clientId = input.id !== undefined && !input.id.startsWith(TEMP_ID_PREFIX) ? input.id : undefined;
  if (clientId !== undefined && RESERVED_PROJECT_IDS.has(clientId)) {
    throw new ValidationError(`"${clientId}" is reserved; choose another id`, [{ path: 'id', message: 'Reserved id' }]);
  }
  assertOwnSeoImage(input.seo, input.images);
  try {
    return await repos.transaction(async (tx) => {
      let id = clientId;
      if (id !== undefined) {
        if (await repos.projects.exists(id, tx)) throw new ConflictError(`A project with id "${id}" already exists`);
      } else {
        // A deleted project's id stays free for bringing it back.
        const deletedIds = new Set((await repos.deleted.ofKind('project', tx)).map((d) => d.id));
        id = await uniqueSlug(input.title, 'prosjekt', async (c) => RESERVED_PROJECT_IDS.has(c) || deletedIds.has(c) || (await repos.projects.exists(c, tx)));
      }
      const redirects = await repos.redirects.all(tx);
      const at = now();
      const project: Project = {
        id,
        title: input.title,
        description: sanitizeDescription(input.description),
        images: input.images,
        draft: input.draft,
        ...(input.seo && Object.keys(compactSeo(input.seo)).length ? { seo: compactSeo(input.seo) } : {}),
        ...(input.publishAt ? { publishAt: input.publishAt } : {}),
        ...(input.unpublishAt ? { unpublishAt: input.unpublishAt } : {}),
        created_at: at,
        modified_at: at,
      };
      repos.projects.create(tx, project);
      // A page at an old address retires the redirect from it.
      recordPathChanges(repos, tx, redirects, { moves: [], newPages: [`/referanser/${id}`], reason: 'project.create' });
      // A new project under a deleted one's id: that one can no longer come back (its history stays).
      repos.deleted.delete(tx, 'project', id);
      recordVersion(repos, tx, { item: { kind: 'project', id }, actor, after: project, kind: 'opprettet' });
      repos.audit.add(tx, auditEntry(actor, 'project.create', id, { title: input.title, draft: input.draft }));
      repos.contentVersion.bump(tx);
      return project;
    });
  } catch (e) {
    const code = (e as { code?: unknown }).code;
    if (code === 6 || code === 'already-exists') throw new ConflictError(`A project with id "${clientId ?? ''}" already exists`);
    throw e;
  }
}

/** Changes any of title, description, images and draft (publish/unpublish); bumps modified_at. */
export async function updateProject(repos: Repositories, actor: AuditActor, id: string, input: ProjectUpdate): Promise<Project> {
  if (input.id !== undefined && input.id !== id) {
    throw new ValidationError(`Body id "${input.id}" differs from the path's id "${id}"; ids cannot be changed`, [{ path: 'id', message: 'Must equal the id in the path' }]);
  }
  return repos.transaction(async (tx) => {
    const before = await repos.projects.find(id, tx);
    if (!before) throw new NotFoundError(`Project "${id}" not found`);
    assertNotStale(`Project "${id}"`, before.modified_at, input.modified_at);
    if (input.seo !== undefined) assertOwnSeoImage(input.seo, input.images ?? before.images);
    assertWindow(before, input);
    const history = await readHistory(repos, tx, { kind: 'project', id });
    const changes = {
      ...(input.title !== undefined ? { title: input.title } : {}),
      ...(input.description !== undefined ? { description: sanitizeDescription(input.description) } : {}),
      ...(input.images !== undefined ? { images: input.images } : {}),
      ...(input.draft !== undefined ? { draft: input.draft } : {}),
      ...(input.seo !== undefined ? { seo: compactSeo(input.seo) } : {}),
      ...windowChanges(input),
      // Strictly later than before, even within the same millisecond, so the list order follows edits.
      modified_at: nextModifiedAt(before.modified_at),
    };
    repos.projects.update(tx, id, changes);
    recordVersion(repos, tx, { item: { kind: 'project', id }, actor, before, after: { ...before, ...changes }, history });
    const action = input.draft === undefined || input.draft === before.draft ? 'project.update' : input.draft ? 'project.unpublish' : 'project.publish';
    repos.audit.add(tx, auditEntry(actor, action, id, { fields: Object.keys(changes).filter((k) => k !== 'modified_at') }));
    repos.contentVersion.bump(tx);
    return { ...before, ...changes };
  });
}

/**
 * Deletes a project. It gets a 'slettet' version and the dashboard lists it, so it can be brought
 * back with its pictures: their files stay (the nightly sweep deletes them once no kept version refers to them).
 */
export async function deleteProject(repos: Repositories, actor: AuditActor, id: string): Promise<{ deleted: string[] }> {
  await repos.transaction(async (tx) => {
    const project = await repos.projects.find(id, tx);
    if (!project) throw new NotFoundError(`Project "${id}" not found`);
    repos.projects.delete(tx, id);
    recordDeletion(repos, tx, 'project', actor, [project]);
    repos.audit.add(tx, auditEntry(actor, 'project.delete', id, { title: project.title }));
    repos.contentVersion.bump(tx);
  });
  return { deleted: [id] };
}

/**
 * A title pattern as a test: case-insensitive substring, `*` matches any run of characters except
 * a line break (so `*` alone matches every title). Everything else is literal.
 *
 * Walked as a set of pattern positions, one title character at a time, so a pattern of m characters
 * costs at most m steps per title character whatever its stars: a regular expression built from the
 * pattern backtracked through every way of splitting the title between the stars, and a few stars
 * held the instance for seconds (decision 148).
 */
export function titleMatcher(pattern: string): (title: string) => boolean {
  const parts = [...pattern].map((c) => (c === '*' ? STAR : foldCase(c)));
  const m = parts.length;
  return (title) => {
    // at[i]: the first i parts of the pattern match a run of the title ending here.
    let at = new Uint8Array(m + 1);
    const starts = (set: Uint8Array) => {
      set[0] = 1;
      // A star matches the empty run too: reaching it reaches the part after it.
      for (let i = 0; i < m; i++) if (set[i] && parts[i] === STAR) set[i + 1] = 1;
      return set[m] === 1;
    };
    if (starts(at)) return true;
    for (const raw of title) {
      const c = foldCase(raw);
      const next = new Uint8Array(m + 1);
      for (let i = 0; i < m; i++) {
        if (!at[i]) continue;
        if (parts[i] === STAR) {
          if (!LINE_BREAKS.has(c)) next[i] = 1;
        } else if (parts[i] === c) next[i + 1] = 1;
      }
      at = next;
      if (starts(at)) return true;
    }
    return false;
  };
}

const STAR = Symbol('star');
/** What `.` of a regular expression does not match: the line breaks a star stops at. */
const LINE_BREAKS = new Set(['\n', '\r', '\u2028', '\u2029']);

/**
 * One character in the form that compares equal to every way of writing it in another case, as a
 * case-insensitive Unicode regular expression compares them (simple case folding: σ and ς, K and the
 * Kelvin sign, ß and ẞ). The dotless ı has no simple folding, so it stays itself.
 */
function foldCase(c: string): string {
  if (c === 'ı') return c;
  const upper = c.toUpperCase();
  if (isOneCharacter(upper)) {
    const lower = upper.toLowerCase();
    return isOneCharacter(lower) ? lower : upper;
  }
  const lower = c.toLowerCase();
  return isOneCharacter(lower) ? lower : c;
}

function isOneCharacter(s: string): boolean {
  const cp = s.codePointAt(0);
  return cp !== undefined && s.length === (cp > 0xffff ? 2 : 1);
}

/** Every project (drafts too) whose title matches; 404 when none does. */
export async function matchProjectsByTitle(repos: Repositories, pattern: string): Promise<ProjectTitleMatch[]> {
  const test = titleMatcher(pattern);
  const matches = (await listProjects(repos, true)).filter((p) => test(p.title)).map((p) => ({ id: p.id, title: p.title }));
  if (matches.length === 0) throw new NotFoundError(NO_MATCH_MESSAGE);
  return matches;
}

/**
 * Deletes what the admin previewed: only the listed `ids` whose titles still match the pattern
 * (a project created or renamed since the preview is spared), in batches, each with its 'slettet'
 * version and 'Slettet' entry (deleteProject). 404 when none of them matches any more.
 */
export async function deleteProjectsByTitle(repos: Repositories, actor: AuditActor, pattern: string, ids: string[]): Promise<{ deleted: string[] }> {
  const listed = new Set(ids);
  const test = titleMatcher(pattern);
  const matches = (await listProjects(repos, true)).filter((p) => listed.has(p.id) && test(p.title));
  if (matches.length === 0) throw new NotFoundError(NO_MATCH_MESSAGE);
  // Three writes a project (delete, version, 'Slettet' entry); a batch takes 500.
  for (let i = 0; i < matches.length; i += 150) {
    const batch = repos.batch();
    const chunk = matches.slice(i, i + 150);
    for (const p of chunk) {
      repos.projects.delete(batch, p.id);
      recordDeletion(repos, batch, 'project', actor, [p]);
    }
    repos.audit.add(batch, auditEntry(actor, 'project.delete-by-title', pattern, { deleted: chunk.map((m) => m.id) }));
    repos.contentVersion.bump(batch);
    await batch.commit();
  }
  return { deleted: matches.map((m) => m.id) };
}
