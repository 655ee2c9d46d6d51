import { zodResolver } from '@hookform/resolvers/zod';
import type { Project, ProjectUpdateInput } from '@rms/schema';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router';
import { href, paths } from '@/config/paths';
import { DetailsFields, DetailsSchema, EditScreen, ItemEditPage, useItemEditor, type Details, type DetailsInput } from '@/features/editor';
import { getProjectQueryOptions, getProjectsQueryOptions } from '@/features/projects';
import { toast } from '@/lib/toast';
import { updateProject } from '../api/projects';
import { ProjectImages } from '../components/project-images';
import { ProjectSearchShare } from '../components/project-search-share';
import { deleteProjectQuestion, useDeleteProject } from '../hooks/use-delete-project';
import { TITLE_HINT } from '../lib/project-details';

/**
 * The project editor, on one page as the product's: title, description, window, pictures and 'Søk og
 * deling', all but the pictures saved by the one 'Lagre' (which keeps the editor open; 'Lagre og vis'
 * then shows the reference). 'Slett prosjekt' waits in the bar's 'Mer'. Saving, conflicts and the
 * leave guard are the editors' one hook (useItemEditor).
 */
function ProjectEditor({ project }: { project: Project }) {
  const navigate = useNavigate();
  const deletion = useDeleteProject();
  const form = useForm<DetailsInput, unknown, Details>({
    resolver: zodResolver(DetailsSchema),
    defaultValues: { title: project.title, description: project.description },
  });
  const editor = useItemEditor({ form, stored: project, itemQuery: getProjectQueryOptions, listKey: getProjectsQueryOptions().queryKey });
  const { schedule } = editor;
  const busy = editor.saving || deletion.busy;

  /** Saves whatever changed (details, window, search and share); 'Lagre og vis' then shows the reference. */
  const save = (view: boolean) =>
    form.handleSubmit(async (details) => {
      if (editor.uploading || schedule.problem) return;
      const patch: ProjectUpdateInput = { ...(editor.dirty ? details : {}), ...(editor.seoChanged ? { seo: editor.seo } : {}), ...schedule.patch };
      const changed = Object.keys(patch).length > 0;
      const saved = changed
        ? await editor.save({ send: (from) => updateProject(project.id, { ...patch, modified_at: from }), success: 'Project updated successfully', failure: 'Failed to save project' })
        : project;
      if (!saved) return;
      if (view) editor.leave(() => navigate(href.reference(project.id)))();
      else if (!changed) toast.success('Ingen endringer å lagre');
    })();

  const remove = () =>
    deletion.remove(project, {
      question: deleteProjectQuestion(project),
      success: 'Prosjekt slettet',
      failure: 'Kunne ikke slette prosjektet',
      leave: editor.leave(() => navigate(paths.references)),
    });

  return (
    <ItemEditPage
      heading="Endre prosjekt"
      tabTitle="Endre prosjekt"
      editor={editor}
      details={<DetailsFields control={form.control} titleHint={TITLE_HINT} />}
      images={<ProjectImages project={project} onBusy={editor.setUploading} onSaved={editor.noteVersion} />}
      searchShare={<ProjectSearchShare project={project} value={editor.seo} onChange={editor.setSeo} />}
      onSave={(view) => void save(view)}
      onCancel={() => navigate(href.reference(project.id))}
      remove={{ label: 'Slett prosjekt', onSelect: () => void remove(), disabled: busy }}
      busy={deletion.busy || editor.uploading}
      dialogs={deletion.dialog}
    />
  );
}

/** /referanser/endre/:id: the project's one-page editor, once its current version has loaded. */
export function ProjectEditScreen() {
  const { id = '' } = useParams();
  const queryClient = useQueryClient();
  const query = useQuery({ ...getProjectQueryOptions(id), refetchOnMount: 'always' });
  const reload = () => queryClient.invalidateQueries({ queryKey: getProjectsQueryOptions().queryKey });
  return (
    <EditScreen kind="project" query={query} loadingLabel="Laster prosjekt…" reload={reload}>
      {(project) => <ProjectEditor project={project} />}
    </EditScreen>
  );
}
