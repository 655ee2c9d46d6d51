import { FocusSchema, type ImageLibraryQuery, type ImageUse, type LibraryImage } from '@rms/schema';
import type { BlobStore } from '../../adapters/blob-store';
import type { Repositories } from '../../repositories';
import type { StoredVersion } from '../../repositories/versions';
import type { DocumentData } from '../../repositories/writer';
import { mediaPathOfSrc } from '../shared/media-paths';
import { recordsIn } from '../shared/picture-scrub';
import { UPLOAD_FOLDERS } from './image-visibility';

/**
 * The library of every picture: each original with where it is used, live, in a draft,
 * only in an older version, or in an item in the bin. Read whole: a few hundred pictures and their
 * items' versions, for staff only.
 */

type Record_ = Record<string, unknown>;
interface Entry {
  image: LibraryImage;
  /** Taken from a live or draft item (preferred over a version's record). */
  fromLive: boolean;
}

const EDIT_PATH = { product: (id: string) => `/produkter/endre/${encodeURIComponent(id)}`, project: (id: string) => `/referanser/endre/${encodeURIComponent(id)}`, campaign: () => '/admin/kampanjer' };
const SETTINGS_PATH = '/admin/innstillinger';
/** 'Slettet', the admin screen that brings deleted items back. */
const BIN_PATH = '/admin/slettet';

const keyOf = (relative: string) => relative.replaceAll('/', ',');
const text = (v: unknown) => (typeof v === 'string' ? v : '');
const size = (v: unknown) => (typeof v === 'number' && Number.isInteger(v) && v > 0 ? v : null);

class Library {
  readonly entries = new Map<string, Entry>();

  /** Notes one use of every picture in `doc`; `images` are the records of a use. */
  add(doc: unknown, use: ImageUse, live: boolean, only?: (record: Record_) => boolean): void {
    for (const record of recordsIn(doc)) {
      if (only && !only(record)) continue;
      const path = mediaPathOfSrc(text(record.src));
      if (!path || !UPLOAD_FOLDERS.test(path.storagePath)) continue;
      const existing = this.entries.get(path.storagePath);
      const entry = existing && (existing.fromLive || !live) ? existing : this.fresh(path.relative, record, live, existing);
      this.entries.set(path.storagePath, entry);
      if (!entry.image.usedIn.some((u) => u.kind === use.kind && u.id === use.id && u.state === use.state)) entry.image.usedIn.push(use);
    }
  }

  private fresh(relative: string, record: Record_, live: boolean, previous?: Entry): Entry {
    const focus = FocusSchema.safeParse(record.focus);
    return {
      image: {
        key: keyOf(relative),
        src: text(record.src),
        width: size(record.width),
        height: size(record.height),
        bytes: null,
        title: text(record.title),
        alt_text: text(record.alt_text),
        focus: focus.success ? focus.data : null,
        usedIn: previous?.image.usedIn ?? [],
      },
      fromLive: live,
    };
  }

  /** Whether a live or draft item already shows the picture at `src` in item `kind/id`. */
  shownLive(rawPath: string, id: string): boolean {
    return this.entries.get(rawPath)?.image.usedIn.some((u) => u.id === id && (u.state === 'live' || u.state === 'draft')) ?? false;
  }
}

const versionKind = (v: StoredVersion, record: Record_): ImageUse['kind'] =>
  v.itemKind === 'settings' ? 'settings' : v.itemKind === 'project' ? 'project' : v.item.categoryImage === record ? 'category' : 'product';

function versionUse(v: StoredVersion, record: Record_, state: 'version' | 'deleted'): ImageUse {
  const kind = versionKind(v, record);
  const path = state === 'deleted' ? BIN_PATH : v.itemKind === 'settings' ? SETTINGS_PATH : EDIT_PATH[v.itemKind](v.itemId);
  return { kind, id: v.itemId, title: v.itemKind === 'settings' ? 'Innstillinger' : text(v.item.title) || v.itemId, path, state };
}

/** GET /api/images: the library, filtered. */
export async function imageLibrary(deps: { repos: Repositories; blobs: BlobStore }, query: ImageLibraryQuery): Promise<LibraryImage[]> {
  const { repos } = deps;
  const [products, projects, campaigns, settings, versions, deleted, files] = await Promise.all([
    repos.products.all(),
    repos.projects.all(),
    repos.campaigns.all(),
    repos.settings.site(),
    repos.versions.all(),
    repos.deleted.all(),
    deps.blobs.list('raw/'),
  ]);
  const library = new Library();
  for (const p of products) {
    const state = p.draft ? 'draft' : 'live';
    library.add(p.images, { kind: 'product', id: p.id, title: p.title, path: EDIT_PATH.product(p.id), state }, true);
    if (p.categoryImage) library.add(p.categoryImage, { kind: 'category', id: p.id, title: p.title, path: EDIT_PATH.product(p.id), state }, true);
  }
  for (const p of projects) library.add(p.images, { kind: 'project', id: p.id, title: p.title, path: EDIT_PATH.project(p.id), state: p.draft ? 'draft' : 'live' }, true);
  if (settings) library.add(settings as DocumentData, { kind: 'settings', id: 'site', title: 'Innstillinger', path: SETTINGS_PATH, state: 'live' }, true);
  // A campaign names a picture of the site by its src: a use, the texts staying the item's own.
  for (const c of campaigns) if (c.imageId) library.add({ src: c.imageId }, { kind: 'campaign', id: c.id, title: c.title, path: EDIT_PATH.campaign(), state: c.draft ? 'draft' : 'live' }, false);

  const inBin = new Set(deleted.flatMap((d) => d.members.map((m) => m.versionId)));
  const existing = new Set([...products.map((p) => `product/${p.id}`), ...projects.map((p) => `project/${p.id}`), 'settings/site']);
  // Newest first, so a picture only history keeps takes its texts from its latest version.
  for (const v of [...versions].sort((x, y) => y.at.localeCompare(x.at))) {
    const state = inBin.has(v.id) ? 'deleted' : 'version';
    if (state === 'version' && !existing.has(v.itemKey)) continue;
    for (const record of recordsIn(v.item)) {
      const path = mediaPathOfSrc(text(record.src));
      if (!path || library.shownLive(path.storagePath, v.itemId)) continue;
      library.add(record, versionUse(v, record, state), false, (r) => r === record);
    }
  }
  // An original nothing refers to any more (before the nightly sweep) is listed too, used nowhere.
  for (const file of files) {
    const path = UPLOAD_FOLDERS.test(file.name) ? mediaPathOfSrc(file.name) : null;
    if (!path) continue;
    const entry = library.entries.get(path.storagePath);
    if (entry) entry.image.bytes = file.size;
    else library.entries.set(path.storagePath, { image: { key: keyOf(path.relative), src: keyOf(path.relative), width: null, height: null, bytes: file.size, title: '', alt_text: '', focus: null, usedIn: [] }, fromLive: false });
  }
  return [...library.entries.values()].filter((e) => matches(e, query)).map((e) => e.image).sort((a, b) => a.key.localeCompare(b.key));
}

function matches({ image }: Entry, query: ImageLibraryQuery): boolean {
  if (query.missingAlt && image.alt_text.trim() !== '') return false;
  if (query.unused && image.usedIn.some((u) => u.state === 'live' || u.state === 'draft')) return false;
  const q = query.q?.toLowerCase();
  if (!q) return true;
  const fileName = image.key.split(',').at(-1) ?? '';
  return [image.alt_text, image.title, fileName, ...image.usedIn.map((u) => u.title)].some((s) => s.toLowerCase().includes(q));
}
