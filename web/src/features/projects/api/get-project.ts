import type { Project } from '@rms/schema';
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { apiRequest, loadSchemas } from '@/lib/api-client';
import { useQueryWhileNavigating } from '@/lib/use-query-while-navigating';
import { getProjectsQueryOptions } from './get-projects';

/** GET /api/projects/{project_id}. */
export function getProject(id: string, signal?: AbortSignal): Promise<Project> {
  return apiRequest({ operation: 'getProject', path: `/api/projects/${encodeURIComponent(id)}`, schema: () => loadSchemas().then((m) => m.ProjectSchema), signal });
}

export function getProjectQueryOptions(id: string) {
  return queryOptions({ queryKey: [...getProjectsQueryOptions().queryKey, id] as const, queryFn: ({ signal }) => getProject(id, signal) });
}

/**
 * The project: at once when the page carried it or the whole list is loaded (an admin's), else loaded
 * while the previous screen stays up; `enabled: false` asks nothing.
 */
export function useProject(id: string, { enabled = true }: { enabled?: boolean } = {}) {
  const queryClient = useQueryClient();
  return useQueryWhileNavigating({
    ...getProjectQueryOptions(id),
    enabled,
    placeholderData: () => queryClient.getQueryData(getProjectsQueryOptions().queryKey)?.find((p) => p.id === id),
  });
}
