import { ProjectSchema, type Project } from '@rms/schema';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { projectsQueryKey } from './get-projects';

/** GET /api/projects/{project_id}. */
export function getProject(id: string, signal?: AbortSignal): Promise<Project> {
  return apiRequest({ operation: 'getProject', path: `/api/projects/${encodeURIComponent(id)}`, schema: ProjectSchema, signal });
}

export function getProjectQueryOptions(id: string) {
  return queryOptions({ queryKey: [...projectsQueryKey, id] as const, queryFn: ({ signal }) => getProject(id, signal) });
}

/** The project, shown at once from the list already loaded while its own request runs. */
export function useProject(id: string) {
  const queryClient = useQueryClient();
  return useQuery({
    ...getProjectQueryOptions(id),
    placeholderData: () => queryClient.getQueryData<Project[]>(projectsQueryKey)?.find((p) => p.id === id),
  });
}
