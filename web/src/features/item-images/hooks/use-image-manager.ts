import type { Focus, Image, ProductNode } from '@rms/schema';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { MAX_IMAGE_BYTES } from '@rms/schema';
import { useCallback, useEffect, useRef, useState } from 'react';
import { getProductQueryOptions, getProductsQueryOptions } from '@/features/products';
import { getProjectQueryOptions, getProjectsQueryOptions } from '@/features/projects';
import { isConflict, laterVersion as later } from '@/lib/conflict';
import { toast } from '@/lib/toast';
import { patchImageFocus } from '../api/image-focus';
import { deleteOwnerImage, patchOwnerImage, reorderImages, setMainImage, uploadOwnerImage, type ImageOwner } from '../api/owner-images';
import {
  createPreview,
  isTempImage,
  markUploadFailed,
  mergeServerImages,
  moveImage,
  replaceTemp,
  storedImageIds,
  uploadSequentially,
  withMain,
  withoutImage,
  withProgress,
  type ManagedImage,
} from '../lib/image-list';
import { TOO_LARGE_REASON, uploadFailureReason } from '../lib/upload-errors';

/** A refused image change: someone else changed the owner's images since this screen loaded them. */
export const IMAGES_CONFLICT_MESSAGE = 'Bildene er endret av noen andre i mellomtiden. Den nyeste versjonen er lastet inn; prøv igjen.';


function mapTree(nodes: ProductNode[], id: string, images: Image[]): ProductNode[] {
  return nodes.map((n) => (n.id === id ? { ...n, images } : { ...n, sub: mapTree(n.sub, id, images) }));
}

/** The owner's keys, from the catalogue's and the references' query factories: its own, and the list's (a prefix of it). */
function ownerKeys(owner: ImageOwner) {
  return owner.kind === 'projects'
    ? { owner: getProjectQueryOptions(owner.id).queryKey, list: getProjectsQueryOptions().queryKey }
    : { owner: getProductQueryOptions(owner.id).queryKey, list: getProductsQueryOptions().queryKey };
}

/** Writes the owner's new image list into every cached copy (the optimistic part of set main). */
function patchCachedImages(queryClient: QueryClient, owner: ImageOwner, images: Image[]) {
  if (owner.kind === 'projects') {
    queryClient.setQueryData(getProjectQueryOptions(owner.id).queryKey, (p) => (p ? { ...p, images } : p));
    queryClient.setQueryData(getProjectsQueryOptions().queryKey, (list) => list?.map((p) => (p.id === owner.id ? { ...p, images } : p)));
  } else {
    queryClient.setQueryData(getProductQueryOptions(owner.id).queryKey, (n) => (n ? { ...n, images } : n));
    queryClient.setQueryData(getProductsQueryOptions().queryKey, (tree) => (tree ? { ...tree, sub: mapTree(tree.sub, owner.id, images) } : tree));
  }
}

function withoutFocus<T extends Image>({ focus: _removed, ...image }: T): Omit<T, 'focus'> {
  return image;
}

const toStored = (list: ManagedImage[]): Image[] =>
  list
    .filter((img) => !isTempImage(img) && !img.error)
    .map(({ id, src, title, alt_text, isMain, width, height, focus }) => ({ id, src, title, alt_text, isMain, width, height, ...(focus && { focus }) }));

/**
 * The image manager's state: previews at once, uploads one by one with
 * progress, temporary entries replaced by stored images, optimistic set-main and reorder with
 * rollback, delete one, delete all, alt text, focal point. `images` is the server's list; the local list follows
 * it whenever no upload is running. `version` is the owner's modified_at as loaded: every change
 * sends the newest one this screen knows (its own uploads included), so a change made meanwhile by
 * someone else is a 409, reported and reloaded, never overwritten. `onSaved` hears the owner's newest
 * known modified_at after every change this manager saved (an edit form then moves its own starting
 * point past it), at once for uploads, whose answers carry it.
 */
export function useImageManager(owner: ImageOwner, serverImages: Image[], version?: string, onSaved?: (version: string | undefined) => void) {
  const queryClient = useQueryClient();
  const [images, setImages] = useState<ManagedImage[]>(serverImages);
  const [synced, setSynced] = useState(serverImages);
  const busy = images.some((img) => img.uploading);
  if (synced !== serverImages && !busy) {
    setSynced(serverImages);
    setImages(mergeServerImages(serverImages, images));
  }

  const known = useRef(version);
  useEffect(() => {
    known.current = later(known.current, version);
  }, [version]);
  const saved = useRef(onSaved);
  useEffect(() => {
    saved.current = onSaved;
  });

  // The upload queue: batches dropped while another runs wait their turn (one file at a time).
  const queue = useRef<Promise<void>>(Promise.resolve());
  const objectUrls = useRef<string[]>([]);
  useEffect(() => {
    const urls = objectUrls.current;
    return () => urls.forEach((url) => URL.revokeObjectURL(url));
  }, []);

  const invalidate = useCallback(() => queryClient.invalidateQueries({ queryKey: ownerKeys(owner).list }), [queryClient, owner]);
  /** A newer owner version this screen caused: remember it and tell the screen. */
  const noteVersion = useCallback((next: string | undefined) => {
    known.current = later(known.current, next);
    saved.current?.(known.current);
  }, []);
  /** After a change this screen saved: reload, then take the reloaded owner's version. */
  const afterSave = useCallback(async () => {
    await invalidate();
    noteVersion(queryClient.getQueryData<{ modified_at?: string }>(ownerKeys(owner).owner)?.modified_at);
  }, [invalidate, noteVersion, queryClient, owner]);
  /** A change refused as stale: say so and show the current version. */
  const onConflict = useCallback(async () => {
    toast.error(IMAGES_CONFLICT_MESSAGE);
    await invalidate();
  }, [invalidate]);

  const addFiles = useCallback(
    (files: File[]) => {
      if (files.length === 0) return queue.current;
      const all = files.map((file) => {
        const url = URL.createObjectURL(file);
        objectUrls.current.push(url);
        return { file, preview: createPreview(file, url) };
      });
      // A file over the limit is refused here, on its own tile, instead of being sent for a 413.
      const tooLarge = all.filter((j) => j.file.size > MAX_IMAGE_BYTES);
      const jobs = all.filter((j) => j.file.size <= MAX_IMAGE_BYTES);
      setImages((list) => [
        ...list,
        ...all.map((j) => (j.file.size > MAX_IMAGE_BYTES ? { ...j.preview, uploading: false, error: true, errorReason: TOO_LARGE_REASON } : j.preview)),
      ]);
      if (tooLarge.length > 0 && jobs.length === 0) {
        toast.error('Failed to upload images');
        return queue.current;
      }
      queue.current = queue.current.then(async () => {
        const failures = await uploadSequentially(
          jobs.map((j) => ({ tempId: j.preview.id, file: j.file })),
          async (file, onProgress) => {
            const uploaded = await uploadOwnerImage(owner, file, onProgress);
            noteVersion(uploaded.modified_at);
            return uploaded.image;
          },
          {
            progress: (tempId, percent) => setImages((list) => withProgress(list, tempId, percent)),
            done: (tempId, image) => setImages((list) => replaceTemp(list, tempId, image)),
            failed: (tempId, error) => {
              console.warn('Image upload failed', error);
              setImages((list) => markUploadFailed(list, tempId, uploadFailureReason(error)));
            },
          },
        );
        if (failures + tooLarge.length > 0) toast.error('Failed to upload images');
        await afterSave();
      });
      return queue.current;
    },
    [owner, afterSave, noteVersion],
  );

  const setMain = useCallback(
    async (id: string) => {
      const previous = images;
      const optimistic = withMain(previous, id);
      setImages(optimistic);
      patchCachedImages(queryClient, owner, toStored(optimistic));
      try {
        const stored = await setMainImage(owner, id, known.current);
        setImages((list) => mergeServerImages(stored, list));
        patchCachedImages(queryClient, owner, stored);
        await afterSave();
      } catch (e) {
        // A failed set-main is only logged, not toasted; the previous order comes back.
        console.warn('Setting the main image failed', e);
        setImages(previous);
        patchCachedImages(queryClient, owner, toStored(previous));
        if (isConflict(e)) await onConflict();
        else await invalidate();
      }
    },
    [images, owner, queryClient, afterSave, onConflict, invalidate],
  );

  const reorder = useCallback(
    async (activeId: string, overId: string) => {
      const previous = images;
      const next = moveImage(previous, activeId, overId);
      if (next === previous) return;
      setImages(next);
      try {
        const stored = await reorderImages(owner, storedImageIds(next), known.current);
        setImages((list) => mergeServerImages(stored, list));
        patchCachedImages(queryClient, owner, stored);
        await afterSave();
      } catch (e) {
        console.warn('Reordering images failed', e);
        setImages(previous);
        if (isConflict(e)) await onConflict();
      }
    },
    [images, owner, queryClient, afterSave, onConflict],
  );

  const remove = useCallback(
    async (id: string) => {
      const image = images.find((img) => img.id === id);
      if (!image) return;
      if (isTempImage(image)) {
        setImages((list) => withoutImage(list, id));
        return;
      }
      try {
        await deleteOwnerImage(owner, id);
        setImages((list) => withoutImage(list, id));
        await afterSave();
      } catch (e) {
        // A failed single delete is only logged, not toasted.
        console.warn('Deleting the image failed', e);
      }
    },
    [images, owner, afterSave],
  );

  const removeAll = useCallback(async () => {
    const ids = storedImageIds(images);
    try {
      for (const id of ids) {
        await deleteOwnerImage(owner, id);
        setImages((list) => withoutImage(list, id));
      }
      setImages([]);
    } catch (e) {
      console.warn('Deleting all images failed', e);
      toast.error('Failed to delete all images');
    } finally {
      await afterSave();
    }
  }, [images, owner, afterSave]);

  const updateAltText = useCallback(
    async (id: string, altText: string) => {
      try {
        const stored = await patchOwnerImage(owner, id, { alt_text: altText, modified_at: known.current });
        setImages((list) => list.map((img) => (img.id === id ? { ...stored, preview: img.preview } : img)));
        await afterSave();
      } catch (e) {
        if (isConflict(e)) await onConflict();
        throw e;
      }
    },
    [owner, afterSave, onConflict],
  );

  /** The picture's focal point, set wherever it is used (the library's PATCH); then the owner reloads. */
  const updateFocus = useCallback(
    async (id: string, focus: Focus | null) => {
      const image = images.find((img) => img.id === id);
      if (!image) return;
      await patchImageFocus(image.src, focus);
      setImages((list) => list.map((img) => (img.id !== id ? img : focus ? { ...img, focus } : withoutFocus(img))));
      await afterSave();
    },
    [images, afterSave],
  );

  return { images, busy, addFiles, setMain, reorder, remove, removeAll, updateAltText, updateFocus };
}
