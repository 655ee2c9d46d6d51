import type { LibraryImage, LibraryImagePatch } from '@rms/schema';
import { ConflictError, NotFoundError } from '../../errors';
import { recordAudit, type AuditActor } from '../shared/audit';
import type { ImageServiceDeps } from './image-actions';
import { imageLibrary } from './image-library';
import { patchCategoryImage, patchImage } from './image-lists';
import { isPicture } from '../shared/picture-scrub';
import { pictureOfKey } from './image-takedown';

/**
 * PATCH /api/images/{key}: the library edits a picture's alt text and focal point where
 * visitors see it, in every live and draft item that uses it, each with a version and an audit
 * entry. History keeps its own texts; settings pictures are edited in Innstillinger.
 */
export async function editLibraryImage(deps: ImageServiceDeps, actor: AuditActor, key: string, patch: LibraryImagePatch): Promise<LibraryImage> {
  const rawPath = pictureOfKey(key).storagePath;
  const find = async () => (await imageLibrary(deps, {})).find((i) => pictureOfKey(i.key).storagePath === rawPath);
  const entry = await find();
  if (!entry) throw new NotFoundError(`No picture "${key}"`);
  const uses = entry.usedIn.filter((u) => u.state === 'live' || u.state === 'draft');
  if (uses.some((u) => u.kind === 'settings')) throw new ConflictError('The site settings use this picture: its texts are edited in Innstillinger');
  if (uses.length === 0) throw new ConflictError('No live or draft item uses this picture: only its history or the bin keeps it');
  const [products, projects] = await Promise.all([deps.repos.products.all(), deps.repos.projects.all()]);
  const edit = { ...(patch.alt_text !== undefined ? { alt_text: patch.alt_text } : {}), ...(patch.focus !== undefined ? { focus: patch.focus } : {}) };
  for (const use of uses) {
    if (use.kind === 'category') {
      const image = await patchCategoryImage(deps.repos, actor, use.id, edit);
      await recordAudit(deps.repos, actor, 'category.image.update', use.id, { imageId: image.id, ...edit });
      continue;
    }
    const collection = use.kind === 'product' ? 'products' : 'projects';
    const owner = (collection === 'products' ? products : projects).find((o) => o.id === use.id);
    for (const image of owner?.images.filter((i) => isPicture(i, rawPath)) ?? []) {
      await patchImage(deps.repos, actor, collection, use.id, image.id, edit);
      await recordAudit(deps.repos, actor, collection === 'products' ? 'product.image.update' : 'project.image.update', use.id, { imageId: image.id, ...edit });
    }
  }
  return (await find())!;
}
