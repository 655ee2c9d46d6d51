import type { Project } from '@rms/schema';
import { useQueryClient } from '@tanstack/react-query';
import type { ConfirmOptions } from '@/components/ui/confirm-dialog';
import { toBin } from '@/lib/delete-words';
import { useDestructiveAction } from '@/features/editor';
import { getProjectQueryOptions, getProjectsQueryOptions } from '@/features/projects';
import { deleteProject } from '../api/projects';

export const DELETE_PROJECT_QUESTION = 'Er du sikker på at du vil slette dette prosjektet?';

/** The question before a project is deleted (to the bin, with its pictures). */
export function deleteProjectQuestion(project: Project): ConfirmOptions {
  return { message: DELETE_PROJECT_QUESTION, detail: toBin(`«${project.title}» og bildene`, true), confirmLabel: 'Slett', danger: true };
}

interface DeleteProjectOptions {
  question: ConfirmOptions;
  success: string;
  failure: string;
  leave: () => void;
}

/** Deletes a project (its editor's delete and discard, the reference page's delete): then its cached copies go. */
export function useDeleteProject() {
  const queryClient = useQueryClient();
  const { run, busy, dialog } = useDestructiveAction();
  const remove = (project: Project, { question, success, failure, leave }: DeleteProjectOptions) =>
    run({
      question,
      perform: () => deleteProject(project.id),
      success,
      failure,
      leave,
      refresh: async () => {
        queryClient.removeQueries({ queryKey: getProjectQueryOptions(project.id).queryKey });
        await queryClient.invalidateQueries({ queryKey: getProjectsQueryOptions().queryKey });
      },
    });
  return { remove, busy, dialog };
}
