import type { DocumentData } from '../../repositories/writer';
import { mediaPathOfSrc } from './image-paths';

/**
 * Taking one picture out of a stored product, category or project document (decision 129): the
 * live item and every backup lose it; a version keeps a marker in its place.
 */

/** What a version holds where a picture taken down for good was: no `src`, so nothing can bring it back. */
export const TAKEN_DOWN_NOTE = 'Bildet er slettet for godt';
export const takenDownMarker = () => ({ takenDown: true, note: TAKEN_DOWN_NOTE });

/** Whether a stored image entry is the original at `rawPath` (`raw/...`). */
export function isPicture(entry: unknown, rawPath: string): boolean {
  const src = entry && typeof entry === 'object' ? (entry as { src?: unknown }).src : undefined;
  return typeof src === 'string' && mediaPathOfSrc(src)?.storagePath === rawPath;
}

/**
 * The document without the picture: gone from `images` (the next one becomes main when it was
 * main), `categoryImage` null, a share image that named it unset. Null when the document does not
 * hold it.
 */
export function withoutPicture(doc: DocumentData, rawPath: string): DocumentData | null {
  const images: unknown[] = Array.isArray(doc.images) ? (doc.images as unknown[]) : [];
  const index = images.findIndex((e) => isPicture(e, rawPath));
  const inCategory = isPicture(doc.categoryImage, rawPath);
  if (index < 0 && !inCategory) return null;
  const next: DocumentData = { ...doc };
  if (index >= 0) {
    const removed = images[index] as { id?: unknown; isMain?: unknown };
    const rest = images.filter((e) => !isPicture(e, rawPath)) as DocumentData[];
    if (removed.isMain === true && rest.length > 0 && !rest.some((e) => e.isMain === true)) rest[Math.min(index, rest.length - 1)] = { ...rest[Math.min(index, rest.length - 1)], isMain: true };
    next.images = rest;
    const seo = doc.seo as { imageId?: unknown } | undefined;
    if (seo && typeof seo === 'object' && seo.imageId === removed.id) {
      const { imageId: _gone, ...keep } = seo;
      next.seo = keep;
    }
  }
  if (inCategory) next.categoryImage = null;
  return next;
}

/**
 * A version's item with the marker in the picture's place (order and the other pictures kept), and a
 * share image that named it unset; null when it does not hold it.
 */
export function withMarker(item: DocumentData, rawPath: string): DocumentData | null {
  const images: unknown[] = Array.isArray(item.images) ? (item.images as unknown[]) : [];
  const removedIds = images.filter((e) => isPicture(e, rawPath)).map((e) => (e as { id?: unknown }).id);
  const inCategory = isPicture(item.categoryImage, rawPath);
  if (removedIds.length === 0 && !inCategory) return null;
  const seo = item.seo as { imageId?: unknown } | undefined;
  const { imageId: _gone, ...seoKept } = seo && typeof seo === 'object' ? seo : {};
  return {
    ...item,
    ...(removedIds.length > 0 ? { images: images.map((e) => (isPicture(e, rawPath) ? takenDownMarker() : e)) } : {}),
    ...(inCategory ? { categoryImage: takenDownMarker() } : {}),
    ...(seo && removedIds.includes(seo.imageId) ? { seo: seoKept } : {}),
  };
}
