import type { Focus, Image } from '@rms/schema';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useConfirm } from '@/components/ui/confirm-dialog';
import { Img } from '@/components/ui/img';
import { getProductsQueryOptions } from '@/features/products';
import { isConflict } from '@/lib/conflict';
import { toast } from '@/lib/toast';
import { patchImageFocus } from '../api/image-focus';
import { deleteCategoryImage, uploadCategoryImage } from '../api/owner-images';
import { IMAGES_CONFLICT_MESSAGE } from '../hooks/use-image-manager';
import { uploadFailureReason } from '../lib/upload-errors';
import { FocusDialog } from './focus-dialog';
import { ImageDropzone } from './image-dropzone';
import { deleteCategoryImageQuestion } from '../lib/delete-questions';


/**
 * A top-level category's one image: 'Administrer kategori-bilde', upload or replace
 * ('Last opp eller bytt bilde'), its 'Fokuspunkt', single-image only, without set-main and delete-all.
 */
export default function CategoryImageManager({ categoryId, image, version }: { categoryId: string; image: Image | null | undefined; version?: string | undefined }) {
  const queryClient = useQueryClient();
  const [dialog, confirm] = useConfirm();
  const [open, setOpen] = useState(false);
  const [preview, setPreview] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [failed, setFailed] = useState<{ name: string; reason: string } | null>(null);
  const [choosingFocus, setChoosingFocus] = useState(false);

  const invalidate = () => queryClient.invalidateQueries({ queryKey: getProductsQueryOptions().queryKey });
  const conflict = async () => {
    toast.error(IMAGES_CONFLICT_MESSAGE);
    await invalidate();
  };

  const upload = async (files: File[]) => {
    const file = files[0];
    if (!file) return;
    const url = URL.createObjectURL(file);
    setPreview(url);
    setFailed(null);
    setProgress(0);
    try {
      await uploadCategoryImage(categoryId, file, setProgress, version);
      await invalidate();
    } catch (e) {
      console.warn('Category image upload failed', e);
      if (isConflict(e)) await conflict();
      else setFailed({ name: file.name, reason: uploadFailureReason(e) });
    } finally {
      setProgress(null);
      setPreview(null);
      URL.revokeObjectURL(url);
    }
  };

  const remove = async () => {
    if (!(await confirm(deleteCategoryImageQuestion()))) return;
    try {
      await deleteCategoryImage(categoryId, version);
      await invalidate();
    } catch (e) {
      console.warn('Deleting the category image failed', e);
      if (isConflict(e)) await conflict();
    }
  };

  const saveFocus = async (focus: Focus | null) => {
    if (!image) return;
    await patchImageFocus(image.src, focus);
    await invalidate();
  };

  if (!open) {
    return (
      <button type="button" className="btn-secondary px-3 py-1.5" onClick={() => setOpen(true)}>
        Administrer kategori-bilde
      </button>
    );
  }

  return (
    <section aria-labelledby={`category-image-${categoryId}`} className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-sand-200">
      <div className="flex items-center justify-between gap-3">
        <h2 id={`category-image-${categoryId}`} className="text-lg font-semibold text-navy-950">
          Administrer kategori-bilde
        </h2>
        <button type="button" className="text-sm text-slate-700 underline" onClick={() => setOpen(false)}>
          Lukk
        </button>
      </div>
      <div className="mt-4 grid gap-4 sm:grid-cols-[12rem_minmax(0,1fr)]">
        <div className="relative aspect-square overflow-hidden rounded-md bg-sand-100">
          {preview || image ? (
            <Img image={preview ? { src: preview } : image} alt="Kategori-bilde" sizes="12rem" aspectRatio="1 / 1" className="h-full w-full" />
          ) : (
            <p className="flex h-full items-center justify-center p-2 text-center text-sm text-slate-600">Ingen kategori-bilde</p>
          )}
          {progress !== null && (
            <div className="absolute inset-0 flex items-center justify-center bg-navy-950/60 text-sm font-semibold text-white" role="progressbar" aria-valuenow={progress} aria-valuemin={0} aria-valuemax={100}>
              {progress}%
            </div>
          )}
          {failed && (
            <div role="alert" className="absolute inset-0 flex flex-col items-center justify-center gap-1 bg-red-900/80 p-2 text-center text-white">
              <span className="text-sm font-semibold">Upload Failed</span>
              <span className="max-w-full truncate text-xs font-medium">{failed.name}</span>
              <span className="text-xs">{failed.reason}</span>
            </div>
          )}
        </div>
        <div className="space-y-3">
          <ImageDropzone multiple={false} label="Last opp eller bytt bilde" onFiles={(files) => void upload(files)} disabled={progress !== null} />
          {image && (
            <div className="flex flex-wrap gap-4">
              <button type="button" className="text-sm text-navy-900 underline" onClick={() => setChoosingFocus(true)} disabled={progress !== null}>
                Fokuspunkt
              </button>
              <button type="button" className="text-sm text-red-800 underline" onClick={() => void remove()} disabled={progress !== null}>
                Slett kategori-bilde
              </button>
            </div>
          )}
        </div>
      </div>
      {choosingFocus && image && <FocusDialog image={image} name="kategori-bildet" onSave={saveFocus} onClose={() => setChoosingFocus(false)} />}
      {dialog}
    </section>
  );
}
