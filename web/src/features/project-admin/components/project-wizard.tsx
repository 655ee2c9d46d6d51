import { zodResolver } from '@hookform/resolvers/zod';
import type { Project, ProjectUpdateInput } from '@rms/schema';
import type { SeoFields } from '@rms/schema/seo-limits';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { ConflictNotice } from '@/components/ui/conflict-notice';
import { useLeaveGuard } from '@/components/ui/leave-guard';
import { Seo } from '@/components/ui/seo';
import { WizardSteps } from '@/components/ui/wizard-steps';
import { href, paths } from '@/config/paths';
import {
  DetailsFields,
  DetailsSchema,
  discardDraftQuestion,
  EditorActionBar,
  useWindowDraft,
  WindowFields,
  WizardDetailsFooter,
  WizardImagesFooter,
  WizardImagesStep,
  type Details,
  type DetailsInput,
} from '@/features/editor';
import { ImageManager } from '@/features/image-manager';
import { getProjectQueryOptions, getProjectsQueryOptions } from '@/features/projects';
import { CONFLICT_MESSAGE, isConflict, laterVersion } from '@/lib/conflict';
import { toast } from '@/lib/toast';
import { createProject, updateProject } from '../api/projects';
import { deleteProjectQuestion, useDeleteProject } from '../hooks/use-delete-project';
import { ProjectSearchShare } from './project-search-share';

const STEPS = ['Detaljer', 'Bilder'] as const;
export const DISCARD_PROJECT_QUESTION = 'Vil du forkaste det nye prosjektet?';
const TITLE_HINT = 'Gi prosjektet en beskrivende tittel, f.eks. «Terrassemarkiser på enebolig i Jessheim».';

function ProjectImages({ project, onBusy, onSaved }: { project: Project; onBusy: (busy: boolean) => void; onSaved: (version: string | undefined) => void }) {
  const { data } = useQuery({ ...getProjectQueryOptions(project.id), initialData: project });
  return <ImageManager owner={{ kind: 'projects', id: project.id }} images={data.images} version={data.modified_at} onBusyChange={onBusy} onSaved={onSaved} />;
}

/**
 * The add- and edit-project wizard: Detaljer (title, description), then Bilder with 'Søk og deling'.
 * The first 'Neste' saves a new project as a draft; images upload one by one with progress;
 * 'Ferdig' goes to the reference; 'Forkast' deletes a new project again. An existing project also has
 * the edit screens' one sticky 'Lagre', on both steps, which saves the details and the search and
 * share fields together. The details are one react-hook-form form checked by the shared DetailsSchema;
 * its dirty state is what the leave guard and a later 'Neste' (save the change first) go by.
 */
/** What the pictures step says of the project: its title, and whether it is saved as a draft or published. */
function ImagesIntro({ project }: { project: Project }) {
  return (
    <>
      Bilder for <strong>{project.title}</strong>. Prosjektet er lagret som {project.draft ? 'utkast' : 'publisert'}.
    </>
  );
}

export function ProjectWizard({ existing }: { existing?: Project }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const deletion = useDeleteProject();
  const [step, setStep] = useState(0);
  const form = useForm<DetailsInput, unknown, Details>({
    resolver: zodResolver(DetailsSchema),
    defaultValues: { title: existing?.title ?? '', description: existing?.description ?? '' },
  });
  const { isDirty } = form.formState;
  const [project, setProject] = useState<Project | null>(existing ?? null);
  const [saving, setSaving] = useState(false);
  const busy = saving || deletion.busy;
  const [uploading, setUploading] = useState(false);
  const [conflict, setConflict] = useState<Project | null>(null);
  const editing = !!existing;
  // The version the details form started from; moved on by this screen's own saves and uploads.
  const [startedFrom, setStartedFrom] = useState(existing?.modified_at);

  // 'Søk og deling', on the image step (the share image is one of the pictures).
  const [seo, setSeo] = useState<SeoFields>(existing?.seo ?? {});
  const seoChanged = JSON.stringify(seo) !== JSON.stringify(project?.seo ?? {});
  // 'Publiser fra' / 'Avpubliser fra', on the image step beside 'Søk og deling', saved with them.
  const schedule = useWindowDraft(project ?? {});

  const invalidate = () => queryClient.invalidateQueries({ queryKey: getProjectsQueryOptions().queryKey });
  const { dialog: leaveDialog, allowLeaving } = useLeaveGuard(isDirty || seoChanged || schedule.changed || uploading);

  /** What is saved (as typed) becomes the form's new starting point, so it is not dirty until changed again. */
  const saved = async (next: Project, typed: DetailsInput) => {
    setProject(next);
    setStartedFrom(next.modified_at);
    setConflict(null);
    form.reset(typed);
    setSeo(next.seo ?? {});
    schedule.reset(next);
    await invalidate();
    return next;
  };

  const create = async ({ title, description }: Details, typed: DetailsInput): Promise<Project | null> => {
    try {
      const created = await createProject({ title, description, draft: true });
      toast.success('Project created successfully');
      return await saved(created, typed);
    } catch (e) {
      console.warn('Creating the project failed', e);
      toast.error('Kunne ikke opprette prosjekt. Prøv igjen.');
      return null;
    }
  };

  /** Saves a change of the stored project, from the version the form started from. */
  const update = async (current: Project, patch: ProjectUpdateInput, typed: DetailsInput): Promise<Project | null> => {
    try {
      const updated = await updateProject(current.id, { ...patch, modified_at: startedFrom });
      toast.success('Project updated successfully');
      return await saved(updated, typed);
    } catch (e) {
      console.warn('Saving the project failed', e);
      if (isConflict(e)) {
        // Show the version saved meanwhile; the admin's text stays in the form. Saving again starts from it.
        toast.error(CONFLICT_MESSAGE);
        await invalidate();
        const latest = await queryClient.fetchQuery(getProjectQueryOptions(current.id));
        setConflict(latest);
        setStartedFrom(latest.modified_at);
        setStep(0);
      } else toast.error('Failed to save project');
      return null;
    }
  };

  /** 'Neste': creates the draft the first time, saves changed details after that. */
  const next = form.handleSubmit(async (details) => {
    setSaving(true);
    const typed = form.getValues();
    const result = !project ? await create(details, typed) : isDirty ? await update(project, details, typed) : project;
    setSaving(false);
    if (result) setStep(1);
  });

  /**
   * 'Lagre', 'Lagre og vis' and 'Ferdig': saves whatever changed (details, search and share). 'Lagre'
   * keeps the editor open; the others then show the reference.
   */
  const finish = (view: boolean) =>
    form.handleSubmit(
      async (details) => {
        if (uploading || schedule.problem) return;
        setSaving(true);
        const patch: ProjectUpdateInput = { ...(isDirty ? details : {}), ...(seoChanged ? { seo } : {}), ...schedule.patch };
        const changed = project && Object.keys(patch).length > 0;
        const result = changed ? await update(project, patch, form.getValues()) : project;
        setSaving(false);
        if (project && !result) return;
        if (!view) {
          if (!changed) toast.success('Ingen endringer å lagre');
          return;
        }
        allowLeaving();
        navigate(project ? href.reference(project.id) : paths.references);
      },
      // The details are on the first step: show what is wrong there.
      () => setStep(0),
    )();

  const leaveTo = (path: string) => () => {
    allowLeaving();
    navigate(path);
  };

  const discard = () => {
    if (!project) return navigate(paths.references);
    return deletion.remove(project, {
      question: discardDraftQuestion(DISCARD_PROJECT_QUESTION, 'prosjektet', project.title),
      success: 'Project deleted successfully',
      failure: 'Failed to delete project',
      leave: leaveTo(paths.references),
    });
  };

  const remove = () =>
    project && deletion.remove(project, { question: deleteProjectQuestion(project), success: 'Prosjekt slettet', failure: 'Kunne ikke slette prosjektet', leave: leaveTo(paths.references) });

  const heading = editing ? 'Endre prosjekt' : 'Legg til nytt prosjekt';
  // A new project is discarded from either step; an existing one is left with the action bar's 'Avbryt'.
  const discardButton = editing ? null : (
    <button type="button" className="btn-secondary" onClick={() => void discard()} disabled={busy}>
      Forkast
    </button>
  );

  return (
    <div className="container-page pt-10 pb-4">
      <Seo title={heading} noindex />
      <h1 className="text-3xl font-semibold tracking-tight text-navy-950">{heading}</h1>
      <div className="mt-4">
        <WizardSteps steps={STEPS} current={step} />
      </div>

      {step === 0 ? (
        <div className="mt-8 max-w-3xl space-y-5">
          <DetailsFields control={form.control} titleHint={TITLE_HINT} />
          {conflict && <ConflictNotice title={conflict.title} html={conflict.description} />}
          <WizardDetailsFooter onNext={() => void next()} busy={busy} saving={saving}>
            {discardButton}
          </WizardDetailsFooter>
        </div>
      ) : null}
      {project && (
        <WizardImagesStep hidden={step !== 1} intro={<ImagesIntro project={project} />}>
          <ProjectImages project={project} onBusy={setUploading} onSaved={(version) => setStartedFrom((from) => laterVersion(from, version))} />
          <WindowFields value={schedule.value} onChange={schedule.onChange} problem={schedule.problem} />
          <ProjectSearchShare project={project} value={seo} onChange={setSeo} />
          <WizardImagesFooter onBack={() => setStep(0)} onFinish={() => void finish(true)} busy={busy} uploading={uploading}>
            {discardButton}
          </WizardImagesFooter>
        </WizardImagesStep>
      )}
      {editing && (
        <EditorActionBar
          onSave={() => void finish(false)}
          onSaveAndView={() => void finish(true)}
          onCancel={() => navigate(href.reference(existing.id))}
          saving={saving}
          busy={deletion.busy || uploading}
          more={[{ label: 'Slett prosjekt', onSelect: () => void remove(), disabled: busy }]}
        />
      )}
      {deletion.dialog}
      {leaveDialog}
    </div>
  );
}
