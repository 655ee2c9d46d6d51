import type { ProductNode } from '@rms/schema';
import type { ConfirmOptions } from '@/components/ui/confirm-dialog';

export const DELETE_PRODUCT_QUESTION = 'Er du sikker på at du vil slette dette produktet?';

export function countBelow(node: ProductNode): number {
  return node.sub.reduce((n, child) => n + 1 + countBelow(child), 0);
}

/** The product delete question; a node with children says they go too (recursive delete). */
export function deleteConfirmation(node: ProductNode): ConfirmOptions {
  const below = countBelow(node);
  return {
    message: DELETE_PRODUCT_QUESTION,
    detail: below > 0 ? `«${node.title}» har ${below} ${below === 1 ? 'produkt' : 'produkter'} under seg som også slettes.` : `«${node.title}» slettes for godt.`,
    confirmLabel: 'Slett',
    cancelLabel: 'Avbryt',
    danger: true,
  };
}
