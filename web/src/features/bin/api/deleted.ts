import { DeletedListSchema, DeletedRestoreResultSchema, type DeletedItem, type DeletedItemKind, type DeletedRestoreResult } from '@rms/schema';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** GET /api/deleted: deleted products (with what went with them) and projects, newest first. */
export function getDeletedItems(signal?: AbortSignal): Promise<DeletedItem[]> {
  return apiRequest({ operation: 'listDeleted', path: '/api/deleted', schema: DeletedListSchema, signal });
}

export function getDeletedItemsQueryOptions() {
  return queryOptions({ queryKey: ['deleted'] as const, queryFn: ({ signal }) => getDeletedItems(signal) });
}

/** POST /api/deleted/{kind}/{id}/restore: back where it was, with its pictures. */
export function restoreDeletedItem(kind: DeletedItemKind, id: string): Promise<DeletedRestoreResult> {
  return apiRequest({ operation: 'restoreDeleted', path: `/api/deleted/${kind}/${encodeURIComponent(id)}/restore`, method: 'POST', schema: DeletedRestoreResultSchema });
}
