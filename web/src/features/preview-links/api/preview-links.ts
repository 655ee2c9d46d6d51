import { PreviewLinkCreatedSchema, PreviewLinkListSchema, PreviewLinkSchema, type PreviewLink, type PreviewLinkCreated, type PreviewLinkKind } from '@rms/schema';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** The product or project whose preview links a screen shows. */
export interface PreviewItem {
  kind: PreviewLinkKind;
  id: string;
}

const linksPath = (item: PreviewItem) => `/api/${item.kind === 'product' ? 'products' : 'projects'}/${encodeURIComponent(item.id)}/preview-links`;

/** GET …/preview-links: every link of the item, newest first, with its state (never the token). */
export function getPreviewLinks(item: PreviewItem, signal?: AbortSignal): Promise<PreviewLink[]> {
  return apiRequest({ operation: 'listPreviewLinks', path: linksPath(item), schema: PreviewLinkListSchema, signal });
}

/** The item's links; `draft` is in the key so publishing or unpublishing the item reloads their states. */
export function getPreviewLinksQueryOptions(item: PreviewItem, draft?: boolean) {
  return queryOptions({
    queryKey: ['preview-links', item.kind, item.id, ...(draft === undefined ? [] : [draft ? 'draft' : 'published'])] as const,
    queryFn: ({ signal }) => getPreviewLinks(item, signal),
  });
}

/** POST …/preview-links: a new link; its `url` (with the token) is in this answer only. */
export function createPreviewLink(item: PreviewItem): Promise<PreviewLinkCreated> {
  return apiRequest({ operation: 'createPreviewLink', path: linksPath(item), method: 'POST', schema: PreviewLinkCreatedSchema });
}

/** DELETE …/preview-links/{linkId}: the link answers 404 from now on. */
export function revokePreviewLink(item: PreviewItem, linkId: string): Promise<PreviewLink> {
  return apiRequest({ operation: 'revokePreviewLink', path: `${linksPath(item)}/${encodeURIComponent(linkId)}`, method: 'DELETE', schema: PreviewLinkSchema });
}
