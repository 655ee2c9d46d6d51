import { DeleteResultSchema, ProjectSchema, TEMP_ID_PREFIX, type DeleteResult, type Project, type ProjectCreateInput, type ProjectUpdateInput } from '@rms/schema';
import { apiRequest } from '@/lib/api-client';

const projectPath = (id: string) => `/api/projects/${encodeURIComponent(id)}`;

/** POST /api/projects: a draft unless `draft: false` (a new project stays hidden from visitors until published). */
export function createProject(input: ProjectCreateInput): Promise<Project> {
  return apiRequest({ operation: 'createProject', path: '/api/projects', method: 'POST', body: { draft: true, ...input }, schema: ProjectSchema });
}

/** PUT /api/projects/{id}: title, description, images and draft (publish / unpublish). */
export function updateProject(id: string, input: ProjectUpdateInput): Promise<Project> {
  return apiRequest({ operation: 'updateProject', path: projectPath(id), method: 'PUT', body: { id, ...input }, schema: ProjectSchema });
}

/** A project that was never saved (no id, or a temporary 'temp-' one) cannot be deleted. */
export const UNSAVED_PROJECT_MESSAGE = 'Cannot delete a project that has not been saved.';

export function isSavedProjectId(id: string | null | undefined): id is string {
  return !!id && !id.startsWith(TEMP_ID_PREFIX);
}

/** DELETE /api/projects/{id}, then its stored images. */
export function deleteProject(id: string): Promise<DeleteResult> {
  if (!isSavedProjectId(id)) return Promise.reject(new Error(UNSAVED_PROJECT_MESSAGE));
  return apiRequest({ operation: 'deleteProject', path: projectPath(id), method: 'DELETE', schema: DeleteResultSchema });
}
