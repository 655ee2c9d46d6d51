import type { BlobStore } from '../../adapters/blob-store';
import type { Repositories } from '../../repositories';
import { originalsIn } from '../backups/backup-files';
import type { MediaPath } from '../shared/media-paths';

/**
 * Which originals a visitor may fetch (decision 129). A picture the API uploaded is public only
 * while a live or draft item, a category or the site settings refer to it: once it leaves them all
 * (removed from a gallery, its item deleted, a category, team or share picture replaced) its /raw
 * and /optimize addresses answer 404 to everyone but staff. The file itself stays while a version
 * or the bin refers to it, so restoring that version makes it public again.
 */

/**
 * The folders the API uploads into. Anything else under raw/ (the site's own photos, named by the
 * web app's static content rather than by a document) is always public.
 */
export const UPLOAD_FOLDERS = /^raw\/((products|projects|categories)\/[^/]+|site\/(team|partners|membership|share))\/[^/]+$/;

/**
 * A settings picture is uploaded before the settings that name it are saved, and the admin's form
 * shows it meanwhile: such an upload stays public this long unless something refers to it.
 */
export const SETTINGS_UPLOAD_GRACE_MS = 60 * 60 * 1000;
const SETTINGS_UPLOADS = /^raw\/site\/(team|partners|membership|share)\//;

/** The raw/ paths the content refers to: every product and category (drafts too), every project (drafts too), the site settings. */
export function publicImageKeys(products: readonly unknown[], projects: readonly unknown[], siteSettings: unknown): ReadonlySet<string> {
  return new Set(originalsIn([products, projects, siteSettings]));
}

/** publicImageKeys read from Firestore: for an app without the in-memory content snapshot. */
export async function readPublicImageKeys(repos: Repositories): Promise<ReadonlySet<string>> {
  const [products, projects, siteSettings] = await Promise.all([
    repos.products.all(),
    repos.projects.all(),
    // As stored, valid or not: the pictures it names are the site's either way.
    repos.settings.site(),
  ]);
  return publicImageKeys(products, projects, siteSettings);
}

/**
 * How old an upload may be for a visitor's request to read the content itself when the snapshot does
 * not name it yet. An instance's snapshot follows a save within a second or two (longer on a busy
 * instance), so a picture just uploaded through another instance, shown at once on the admin's
 * screen, would otherwise answer 404 there and stay 'Image not available' in that browser.
 */
export const RECENT_UPLOAD_MS = 60 * 1000;

/**
 * Whether a visitor may fetch the original at `path` (and its variants). `publicKeys` answers the set
 * of the moment (from the content snapshot, or read); it is asked only for an upload folder, so the
 * site's own photos never wait for the content. `storedKeys` reads the set from the database: asked
 * only for an upload younger than RECENT_UPLOAD_MS that `publicKeys` does not name.
 */
export async function isPublicImage(
  path: MediaPath,
  publicKeys: () => Promise<ReadonlySet<string>>,
  blobs: BlobStore,
  now = Date.now(),
  storedKeys?: () => Promise<ReadonlySet<string>>,
): Promise<boolean> {
  if (!UPLOAD_FOLDERS.test(path.storagePath) || (await publicKeys()).has(path.storagePath)) return true;
  const isSettingsUpload = SETTINGS_UPLOADS.test(path.storagePath);
  if (!isSettingsUpload && !storedKeys) return false;
  const [info] = (await blobs.list(path.storagePath)).filter((b) => b.name === path.storagePath);
  if (!info) return false;
  const age = now - Date.parse(info.timeCreated);
  if (isSettingsUpload && age < SETTINGS_UPLOAD_GRACE_MS) return true;
  return storedKeys !== undefined && age < RECENT_UPLOAD_MS && (await storedKeys()).has(path.storagePath);
}
