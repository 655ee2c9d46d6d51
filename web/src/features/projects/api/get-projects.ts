import type { Project } from '@rms/schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, loadSchemas } from '@/lib/api-client';
import { NOT_EMBEDDED } from '@/lib/embedded-queries';
import { useQueryWhileNavigating } from '@/lib/use-query-while-navigating';

/** Newest `modified_at` first; the server sorts too, the client keeps the promise. */
export function sortNewestFirst(projects: Project[]): Project[] {
  return [...projects].sort((a, b) => Date.parse(b.modified_at) - Date.parse(a.modified_at));
}

/** GET /api/projects: published projects for visitors. */
export async function getProjects(signal?: AbortSignal): Promise<Project[]> {
  const projects = await apiRequest({ operation: 'getProjects', path: '/api/projects', schema: () => loadSchemas().then((m) => m.ProjectSchema.array()), signal });
  return sortNewestFirst(projects);
}

/**
 * The list's query, whole: the admin's screens read it; the visitors' cards below are made from it.
 * Its key, ['projects'], is also the prefix of every project query (one project is ['projects', id],
 * the cards ['projects', {…}]): invalidating it refreshes the list, every project and the cards.
 * A page never embeds it (it embeds the cards).
 */
export function getProjectsQueryOptions() {
  return queryOptions({ queryKey: ['projects'] as const, queryFn: ({ signal }) => getProjects(signal), meta: NOT_EMBEDDED });
}

export function useProjects() {
  return useQuery(getProjectsQueryOptions());
}

/**
 * A project as the lists show it: title, state, date and the pictures the cards use, the
 * first (the list) and the main one (the home page) when it is another; no description.
 */
export type ProjectCard = Pick<Project, 'id' | 'title' | 'draft' | 'modified_at' | 'images'>;

export function projectCardOf({ id, title, draft, modified_at, images }: Project): ProjectCard {
  const main = images.find((image) => image.isMain);
  const pictures = images.slice(0, 1);
  if (main && main !== images[0]) pictures.push(main);
  return { id, title, draft, modified_at, images: pictures };
}

/** The lists' query: every project the visitor may see, newest first, as cards. */
export function getProjectCardsQueryOptions() {
  return queryOptions({
    queryKey: ['projects', { view: 'cards' }] as const,
    // The whole list's query retries; a view made from it does not again (that would multiply the waits).
    retry: false,
    queryFn: async ({ client }) => (await client.fetchQuery(getProjectsQueryOptions())).map(projectCardOf),
  });
}

/** The cards: those the page's HTML carried at once, else loaded while the previous screen stays up. */
export const useProjectCards = () => useQueryWhileNavigating(getProjectCardsQueryOptions());
