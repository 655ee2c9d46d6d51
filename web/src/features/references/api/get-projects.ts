import type { Project } from '@rms/schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, loadSchemas } from '@/lib/api-client';

/** Newest `modified_at` first (spec §2); the server sorts too, the client keeps the promise. */
export function sortNewestFirst(projects: Project[]): Project[] {
  return [...projects].sort((a, b) => Date.parse(b.modified_at) - Date.parse(a.modified_at));
}

/** GET /api/projects: published projects for visitors. */
export async function getProjects(signal?: AbortSignal): Promise<Project[]> {
  const projects = await apiRequest({ operation: 'getProjects', path: '/api/projects', schema: () => loadSchemas().then((m) => m.ProjectSchema.array()), signal });
  return sortNewestFirst(projects);
}

/**
 * The list's query. Its key, ['projects'], is also the prefix of every project query (one project is
 * ['projects', id]): invalidating it refreshes the list and every project.
 */
export function getProjectsQueryOptions() {
  return queryOptions({ queryKey: ['projects'] as const, queryFn: ({ signal }) => getProjects(signal) });
}

export function useProjects() {
  return useQuery(getProjectsQueryOptions());
}
