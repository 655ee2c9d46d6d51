import type { ProductNode } from '@rms/schema';
import type { ConfirmOptions } from '@/components/ui/confirm-dialog';
import { toBin } from '@/lib/delete-words';

export const DELETE_PRODUCT_QUESTION = 'Er du sikker på at du vil slette dette produktet?';

export function countBelow(node: ProductNode): number {
  return node.sub.reduce((n, child) => n + 1 + countBelow(child), 0);
}

/** The product delete question; a node with children says they go too (recursive delete), and the bin brings them back together. */
export function deleteConfirmation(node: ProductNode): ConfirmOptions {
  const below = countBelow(node);
  return {
    message: DELETE_PRODUCT_QUESTION,
    detail: below > 0 ? toBin(`«${node.title}» og ${below === 1 ? 'produktet' : `de ${below} produktene`} under det`, true) : toBin(`«${node.title}»`),
    confirmLabel: 'Slett',
    cancelLabel: 'Avbryt',
    danger: true,
  };
}
