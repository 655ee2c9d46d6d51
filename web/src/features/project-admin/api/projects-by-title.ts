import { DeleteResultSchema, ProjectTitleMatchSchema, type DeleteResult, type ProjectTitleMatch } from '@rms/schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { getProjectsQueryOptions } from '@/features/projects';
import { apiRequest } from '@/lib/api-client';
import { toast } from '@/lib/toast';

/** GET /api/projects/by-title/{pattern}/preview: the projects (drafts too) a delete would remove. */
export function previewProjectsByTitle(pattern: string): Promise<ProjectTitleMatch[]> {
  return apiRequest({
    operation: 'previewProjectsByTitle',
    path: `/api/projects/by-title/${encodeURIComponent(pattern)}/preview`,
    schema: z.array(ProjectTitleMatchSchema),
  });
}

/**
 * DELETE /api/projects/by-title/{pattern}?ids=…: deletes only the previewed projects (by id) whose
 * titles still match; a project created or renamed since the preview is untouched.
 */
export function deleteProjectsByTitle({ pattern, ids }: { pattern: string; ids: string[] }): Promise<DeleteResult> {
  return apiRequest({
    operation: 'deleteProjectsByTitle',
    path: `/api/projects/by-title/${encodeURIComponent(pattern)}?ids=${ids.map(encodeURIComponent).join(',')}`,
    method: 'DELETE',
    schema: DeleteResultSchema,
  });
}

export function useDeleteProjectsByTitle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProjectsByTitle,
    onSuccess: () => {
      toast.success('Projects deleted successfully');
      void queryClient.invalidateQueries({ queryKey: getProjectsQueryOptions().queryKey });
    },
    onError: (e) => toast.error(`Failed to delete projects: ${e.message}`),
  });
}
