import type { Image, ProductNode, ProductTree, Project } from '@rms/schema';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from '@/lib/toast';
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

function mapTree(nodes: ProductNode[], id: string, images: Image[]): ProductNode[] {
  return nodes.map((n) => (n.id === id ? { ...n, images } : { ...n, sub: mapTree(n.sub, id, images) }));
}

/** Writes the owner's new image list into every cached copy (the optimistic part of set main). */
function patchCachedImages(queryClient: QueryClient, owner: ImageOwner, images: Image[]) {
  if (owner.kind === 'projects') {
    queryClient.setQueryData<Project>(['projects', owner.id], (p) => (p ? { ...p, images } : p));
    queryClient.setQueryData<Project[]>(['projects'], (list) => list?.map((p) => (p.id === owner.id ? { ...p, images } : p)));
  } else {
    queryClient.setQueryData<ProductNode>(['products', owner.id], (n) => (n ? { ...n, images } : n));
    queryClient.setQueryData<ProductTree>(['products'], (tree) => (tree ? { ...tree, sub: mapTree(tree.sub, owner.id, images) } : tree));
  }
}

const toStored = (list: ManagedImage[]): Image[] =>
  list.filter((img) => !isTempImage(img) && !img.error).map(({ id, src, title, alt_text, isMain, width, height }) => ({ id, src, title, alt_text, isMain, width, height }));

/**
 * The image manager's state (spec §4 image upload): previews at once, uploads one by one with
 * progress, temporary entries replaced by stored images, optimistic set-main and reorder with
 * rollback, delete one, delete all, alt text. `images` is the server's list; the local list follows
 * it whenever no upload is running.
 */
export function useImageManager(owner: ImageOwner, serverImages: Image[]) {
  const queryClient = useQueryClient();
  const [images, setImages] = useState<ManagedImage[]>(serverImages);
  const [synced, setSynced] = useState(serverImages);
  const busy = images.some((img) => img.uploading);
  if (synced !== serverImages && !busy) {
    setSynced(serverImages);
    setImages(mergeServerImages(serverImages, images));
  }

  // The upload queue: batches dropped while another runs wait their turn (one file at a time).
  const queue = useRef<Promise<void>>(Promise.resolve());
  const objectUrls = useRef<string[]>([]);
  useEffect(() => {
    const urls = objectUrls.current;
    return () => urls.forEach((url) => URL.revokeObjectURL(url));
  }, []);

  const invalidate = useCallback(() => queryClient.invalidateQueries({ queryKey: [owner.kind] }), [queryClient, owner.kind]);

  const addFiles = useCallback(
    (files: File[]) => {
      if (files.length === 0) return queue.current;
      const jobs = files.map((file) => {
        const url = URL.createObjectURL(file);
        objectUrls.current.push(url);
        return { file, preview: createPreview(file, url) };
      });
      setImages((list) => [...list, ...jobs.map((j) => j.preview)]);
      queue.current = queue.current.then(async () => {
        const failures = await uploadSequentially(
          jobs.map((j) => ({ tempId: j.preview.id, file: j.file })),
          async (file, onProgress) => (await uploadOwnerImage(owner, file, onProgress)).image,
          {
            progress: (tempId, percent) => setImages((list) => withProgress(list, tempId, percent)),
            done: (tempId, image) => setImages((list) => replaceTemp(list, tempId, image)),
            failed: (tempId, error) => {
              console.warn('Image upload failed', error);
              setImages((list) => markUploadFailed(list, tempId));
            },
          },
        );
        if (failures > 0) toast.error('Failed to upload images');
        await invalidate();
      });
      return queue.current;
    },
    [owner, invalidate],
  );

  const setMain = useCallback(
    async (id: string) => {
      const previous = images;
      const optimistic = withMain(previous, id);
      setImages(optimistic);
      patchCachedImages(queryClient, owner, toStored(optimistic));
      try {
        const saved = await setMainImage(owner, id);
        setImages((list) => mergeServerImages(saved, list));
        patchCachedImages(queryClient, owner, saved);
      } catch (e) {
        // Spec §8: a failed set-main is only logged; the previous order comes back.
        console.warn('Setting the main image failed', e);
        setImages(previous);
        patchCachedImages(queryClient, owner, toStored(previous));
      } finally {
        await queryClient.invalidateQueries({ queryKey: [owner.kind] });
      }
    },
    [images, owner, queryClient],
  );

  const reorder = useCallback(
    async (activeId: string, overId: string) => {
      const previous = images;
      const next = moveImage(previous, activeId, overId);
      if (next === previous) return;
      setImages(next);
      try {
        const saved = await reorderImages(owner, storedImageIds(next));
        setImages((list) => mergeServerImages(saved, list));
        patchCachedImages(queryClient, owner, saved);
        await invalidate();
      } catch (e) {
        console.warn('Reordering images failed', e);
        setImages(previous);
      }
    },
    [images, owner, queryClient, invalidate],
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
        await invalidate();
      } catch (e) {
        // Spec §8: a failed single delete is only logged.
        console.warn('Deleting the image failed', e);
      }
    },
    [images, owner, invalidate],
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
      await invalidate();
    }
  }, [images, owner, invalidate]);

  const updateAltText = useCallback(
    async (id: string, altText: string) => {
      const saved = await patchOwnerImage(owner, id, { alt_text: altText });
      setImages((list) => list.map((img) => (img.id === id ? { ...saved, preview: img.preview } : img)));
      await invalidate();
    },
    [owner, invalidate],
  );

  return { images, busy, addFiles, setMain, reorder, remove, removeAll, updateAltText };
}
