import type { ConfirmOptions } from '@/components/ui/confirm-dialog';
import { outOfGallery } from '@/lib/delete-words';

export const DELETE_IMAGE_QUESTION = 'Er du sikker på at du vil slette dette bildet?';
export const DELETE_CATEGORY_IMAGE_QUESTION = 'Er du sikker på at du vil slette kategori-bildet?';

/**
 * The questions before a picture leaves a gallery or a category. The item's earlier versions keep it
 * (Historikk brings it back), so none says 'for godt'; only a takedown in Bilder deletes a picture.
 */
export function deleteImageQuestion(title: string): ConfirmOptions {
  return { message: DELETE_IMAGE_QUESTION, detail: outOfGallery(`«${title || 'Bildet'}»`), confirmLabel: 'Slett bildet', danger: true };
}

export function deleteAllImagesQuestion(count: number): ConfirmOptions {
  return { message: 'Er du sikker på at du vil slette alle bildene?', detail: outOfGallery(`${count} ${count === 1 ? 'bilde' : 'bilder'}`, count !== 1), confirmLabel: 'Slett alle', danger: true };
}

export function deleteCategoryImageQuestion(): ConfirmOptions {
  return { message: DELETE_CATEGORY_IMAGE_QUESTION, detail: outOfGallery('Kategori-bildet'), confirmLabel: 'Slett kategori-bilde', danger: true };
}
