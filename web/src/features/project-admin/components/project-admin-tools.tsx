import type { Project } from '@rms/schema';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { href, paths } from '@/config/paths';
import { InlineDescriptionEditor, InlineTitleEditor, PublishState, useItemUpdate } from '@/features/editor';
import { ImageManager } from '@/features/item-images';
import { getProjectsQueryOptions } from '@/features/projects';
import { toast } from '@/lib/toast';
import { isSavedProjectId, UNSAVED_PROJECT_MESSAGE, updateProject } from '../api/projects';
import { deleteProjectQuestion, useDeleteProject } from '../hooks/use-delete-project';

// The admin tools a reference screen shows to administrators (loaded with React.lazy from there).

function useInvalidateProjects() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: getProjectsQueryOptions().queryKey });
}

/** The admin-editable headline: 'Prosjekt oppdatert' / 'Kunne ikke oppdatere prosjektet'. */
export function ProjectTitleAdmin({ project, className }: { project: Project; className?: string }) {
  const save = (patch: { title: string }) => updateProject(project.id, patch);
  const messages = { success: 'Prosjekt oppdatert', failure: 'Kunne ikke oppdatere prosjektet' };
  return <InlineTitleEditor title={project.title} version={project.modified_at} className={className} messages={messages} save={save} reload={useInvalidateProjects()} />;
}

export function ProjectDescriptionAdmin({ project, className }: { project: Project; className?: string }) {
  const save = (patch: { description: string }) => updateProject(project.id, patch);
  return <InlineDescriptionEditor key={project.id} html={project.description} version={project.modified_at} className={className} save={save} reload={useInvalidateProjects()} />;
}

/** Publish / unpublish, edit, delete, and the image manager below the reference. */
export function ProjectAdminPanel({ project }: { project: Project }) {
  const navigate = useNavigate();
  const { busy: updating, update } = useItemUpdate(useInvalidateProjects(), { success: 'Prosjekt oppdatert', failure: 'Kunne ikke oppdatere prosjektet' });
  const { remove, busy: deleting, dialog } = useDeleteProject();
  const busy = updating || deleting;

  const togglePublished = () => update(() => updateProject(project.id, { draft: !project.draft, modified_at: project.modified_at }));

  const onDelete = () => {
    if (!isSavedProjectId(project.id)) toast.error(UNSAVED_PROJECT_MESSAGE);
    else void remove(project, { question: deleteProjectQuestion(project), success: 'Prosjekt slettet', failure: 'Kunne ikke slette prosjektet. Prøv igjen.', leave: () => navigate(paths.references) });
  };

  return (
    <div className="mt-10 space-y-6">
      <div role="toolbar" aria-label="Prosjektadministrasjon" className="flex flex-wrap items-center gap-2 rounded-lg bg-sand-100 p-2">
        <PublishState draft={project.draft} window={project} />
        <button type="button" onClick={() => void togglePublished()} disabled={busy} className="btn-primary px-3 py-1.5">
          {project.draft ? 'Publiser' : 'Avpubliser'}
        </button>
        <Link to={href.referenceEdit(project.id)} className="btn-secondary px-3 py-1.5">
          Rediger
        </Link>
        <button type="button" onClick={onDelete} disabled={busy} aria-label="Slett prosjekt" title="Slett prosjekt" className="btn px-3 py-1.5 text-red-800 ring-1 ring-red-300 hover:bg-red-50">
          <svg viewBox="0 0 24 24" width={16} height={16} fill="none" stroke="currentColor" strokeWidth={1.8} aria-hidden="true" focusable="false">
            <path d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3" />
          </svg>
        </button>
      </div>
      <ImageManager key={project.id} owner={{ kind: 'projects', id: project.id }} images={project.images} version={project.modified_at} title="Administrer bilder" />
      {dialog}
    </div>
  );
}

/** 'Legg til nytt prosjekt' for the reference list. */
export function ReferencesToolbar() {
  return (
    <Link to={paths.referenceNew} className="btn-primary px-3 py-1.5">
      + Legg til nytt prosjekt
    </Link>
  );
}
