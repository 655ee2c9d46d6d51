import type { VersionedItemKind } from '@rms/schema';

/** The item whose history a screen shows. */
export interface HistoryItem {
  kind: VersionedItemKind;
  /** A product, project or campaign id; the settings have one document, `site`. */
  id: string;
}

const COLLECTION = { product: 'products', project: 'projects', campaign: 'campaigns' } as const;

/** The API path of an item: `/api/products/{id}`, `/api/projects/{id}`, `/api/campaigns/{id}`, `/api/settings/site`. */
export function itemPath(item: HistoryItem): string {
  if (item.kind === 'settings') return '/api/settings/site';
  return `/api/${COLLECTION[item.kind]}/${encodeURIComponent(item.id)}`;
}
