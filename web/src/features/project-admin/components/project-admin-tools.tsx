import type { Project } from '@rms/schema';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useConfirm } from '@/components/ui/confirm-dialog';
import { href, paths } from '@/config/paths';
import { InlineDescriptionEditor, InlineTitleEditor } from '@/features/editor';
import { ImageManager } from '@/features/image-manager';
import { getProjectQueryOptions, getProjectsQueryOptions } from '@/features/projects';
import { CONFLICT_MESSAGE, isConflict } from '@/lib/conflict';
import { toast } from '@/lib/toast';
import { deleteProject, isSavedProjectId, UNSAVED_PROJECT_MESSAGE, updateProject } from '../api/projects';
import { DELETE_PROJECT_QUESTION } from './project-wizard';

// The admin tools a reference screen shows to administrators (loaded with React.lazy from there).

function useInvalidateProjects() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: getProjectsQueryOptions().queryKey });
}

/** The admin-editable headline (spec §2): 'Prosjekt oppdatert' / 'Kunne ikke oppdatere prosjektet'. */
export function ProjectTitleAdmin({ project, className }: { project: Project; className?: string }) {
  const invalidate = useInvalidateProjects();
  return (
    <InlineTitleEditor
      title={project.title}
      version={project.modified_at}
      className={className}
      messages={{ success: 'Prosjekt oppdatert', failure: 'Kunne ikke oppdatere prosjektet' }}
      onSave={async (title, startedFrom) => {
        await updateProject(project.id, { title, modified_at: startedFrom });
        await invalidate();
      }}
      onConflict={invalidate}
    />
  );
}

export function ProjectDescriptionAdmin({ project, className }: { project: Project; className?: string }) {
  const invalidate = useInvalidateProjects();
  return (
    <InlineDescriptionEditor
      key={project.id}
      html={project.description}
      version={project.modified_at}
      className={className}
      onSave={async (description, startedFrom) => {
        await updateProject(project.id, { description, modified_at: startedFrom });
        await invalidate();
      }}
      onConflict={invalidate}
    />
  );
}

/** Publish / unpublish, edit, delete, and the image manager below the reference. */
export function ProjectAdminPanel({ project }: { project: Project }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const invalidate = useInvalidateProjects();
  const [dialog, confirm] = useConfirm();
  const [busy, setBusy] = useState(false);

  const togglePublished = async () => {
    setBusy(true);
    try {
      await updateProject(project.id, { draft: !project.draft, modified_at: project.modified_at });
      await invalidate();
      toast.success('Prosjekt oppdatert');
    } catch (e) {
      console.warn('Publishing failed', e);
      toast.error(isConflict(e) ? CONFLICT_MESSAGE : 'Kunne ikke oppdatere prosjektet');
      if (isConflict(e)) await invalidate();
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    if (!isSavedProjectId(project.id)) {
      toast.error(UNSAVED_PROJECT_MESSAGE);
      return;
    }
    if (!(await confirm({ message: DELETE_PROJECT_QUESTION, detail: `«${project.title}» og bildene slettes for godt.`, confirmLabel: 'Slett', danger: true }))) return;
    setBusy(true);
    try {
      await deleteProject(project.id);
      toast.success('Prosjekt slettet');
      navigate(paths.references);
      queryClient.removeQueries({ queryKey: getProjectQueryOptions(project.id).queryKey });
      await invalidate();
    } catch (e) {
      console.warn('Deleting the project failed', e);
      toast.error('Kunne ikke slette prosjektet. Prøv igjen.');
      setBusy(false);
    }
  };

  return (
    <div className="mt-10 space-y-6">
      <div role="toolbar" aria-label="Prosjektadministrasjon" className="flex flex-wrap items-center gap-2 rounded-lg bg-sand-100 p-2">
        <span className={project.draft ? 'rounded-full bg-amber-200 px-2.5 py-0.5 text-xs font-semibold text-amber-950' : 'rounded-full bg-green-100 px-2.5 py-0.5 text-xs font-semibold text-green-900'}>
          {project.draft ? 'Utkast' : 'Publisert'}
        </span>
        <button type="button" onClick={togglePublished} disabled={busy} className="btn-primary px-3 py-1.5">
          {project.draft ? 'Publiser' : 'Avpubliser'}
        </button>
        <Link to={href.referenceEdit(project.id)} className="btn-secondary px-3 py-1.5">
          Rediger
        </Link>
        <button type="button" onClick={remove} disabled={busy} aria-label="Slett prosjekt" title="Slett prosjekt" className="btn px-3 py-1.5 text-red-800 ring-1 ring-red-300 hover:bg-red-50">
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

/** 'Legg til nytt prosjekt' for the reference list (spec §2). */
export function ReferencesToolbar() {
  return (
    <Link to={paths.referenceNew} className="btn-primary px-3 py-1.5">
      + Legg til nytt prosjekt
    </Link>
  );
}
