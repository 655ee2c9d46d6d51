import { VersionListSchema, VersionRestoreResultSchema, VersionSchema, VERSION_PAGE_SIZE, type Version, type VersionRestoreResult, type VersionSummary } from '@rms/schema';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { itemPath, type HistoryItem } from '../lib/item';

/** One page of an item's history: the screen asks for one more than it shows, to know whether there are older ones. */
export interface VersionPage {
  versions: VersionSummary[];
  /** The `at` to ask older ones with; null on the last page. */
  next: string | null;
}

/** GET …/versions?limit&before: newest first. */
export async function getVersions(item: HistoryItem, before: string | null, signal?: AbortSignal): Promise<VersionPage> {
  const query = new URLSearchParams({ limit: String(VERSION_PAGE_SIZE + 1) });
  if (before) query.set('before', before);
  const list = await apiRequest({ operation: 'listVersions', path: `${itemPath(item)}/versions?${query.toString()}`, schema: VersionListSchema, signal });
  const versions = list.slice(0, VERSION_PAGE_SIZE);
  return { versions, next: list.length > VERSION_PAGE_SIZE ? versions.at(-1)!.at : null };
}

/** Every page of an item's history shares the item's key, so a restore refreshes them all. */
export function getVersionsQueryOptions(item: HistoryItem, before: string | null = null) {
  return queryOptions({ queryKey: ['versions', item.kind, item.id, before ?? 'newest'] as const, queryFn: ({ signal }) => getVersions(item, before, signal) });
}

/** The key prefix of all of an item's history: invalidate it after any change of the item. */
export function getItemHistoryQueryOptions(item: HistoryItem) {
  return queryOptions({ queryKey: ['versions', item.kind, item.id] as const, queryFn: ({ signal }) => getVersions(item, null, signal) });
}

/** GET …/versions/{versionId}: the whole item as that change saved it. A version never changes. */
export function getVersion(item: HistoryItem, versionId: string, signal?: AbortSignal): Promise<Version> {
  return apiRequest({ operation: 'getVersion', path: `${itemPath(item)}/versions/${encodeURIComponent(versionId)}`, schema: VersionSchema, signal });
}

export function getVersionQueryOptions(item: HistoryItem, versionId: string) {
  return queryOptions({ queryKey: ['versions', item.kind, item.id, 'version', versionId] as const, queryFn: ({ signal }) => getVersion(item, versionId, signal), staleTime: Infinity });
}

/** POST …/versions/{versionId}/restore {modified_at}: 409 when the item changed since the screen loaded it. */
export function restoreVersion(item: HistoryItem, versionId: string, modifiedAt: string | undefined): Promise<VersionRestoreResult> {
  return apiRequest({
    operation: 'restoreVersion',
    path: `${itemPath(item)}/versions/${encodeURIComponent(versionId)}/restore`,
    method: 'POST',
    body: modifiedAt ? { modified_at: modifiedAt } : {},
    schema: VersionRestoreResultSchema,
  });
}
