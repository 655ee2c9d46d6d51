import type { VersionedItemKind } from '@rms/schema';

/** The item whose history a screen shows. */
export interface HistoryItem {
  kind: VersionedItemKind;
  /** A product or project id; the settings have one document, `site`. */
  id: string;
}

/** The API path of an item: `/api/products/{id}`, `/api/projects/{id}`, `/api/settings/site`. */
export function itemPath(item: HistoryItem): string {
  if (item.kind === 'settings') return '/api/settings/site';
  return `/api/${item.kind === 'product' ? 'products' : 'projects'}/${encodeURIComponent(item.id)}`;
}
