import { zodResolver } from '@hookform/resolvers/zod';
import type { Project } from '@rms/schema';
import type { SeoFields } from '@rms/schema/seo-limits';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useConfirm } from '@/components/ui/confirm-dialog';
import { ConflictNotice } from '@/components/ui/conflict-notice';
import { useLeaveGuard } from '@/components/ui/leave-guard';
import { Seo } from '@/components/ui/seo';
import { WizardSteps } from '@/components/ui/wizard-steps';
import { href, paths } from '@/config/paths';
import { DetailsSchema, LazyRichTextEditor as RichTextEditor, type Details, type DetailsInput } from '@/features/editor';
import { ImageManager } from '@/features/image-manager';
import { getProjectQueryOptions, getProjectsQueryOptions } from '@/features/projects';
import { CONFLICT_MESSAGE, isConflict, laterVersion } from '@/lib/conflict';
import { toast } from '@/lib/toast';
import { createProject, deleteProject, updateProject } from '../api/projects';
import { ProjectSearchShare } from './project-search-share';

const STEPS = ['Detaljer', 'Bilder'] as const;
export const DELETE_PROJECT_QUESTION = 'Er du sikker på at du vil slette dette prosjektet?';
export const DISCARD_PROJECT_QUESTION = 'Vil du forkaste det nye prosjektet?';

function ProjectImages({ project, onBusy, onSaved }: { project: Project; onBusy: (busy: boolean) => void; onSaved: (version: string | undefined) => void }) {
  const { data } = useQuery({ ...getProjectQueryOptions(project.id), initialData: project });
  return <ImageManager owner={{ kind: 'projects', id: project.id }} images={data.images} version={data.modified_at} onBusyChange={onBusy} onSaved={onSaved} />;
}

/**
 * The add- and edit-project wizard (spec §2/§4): Detaljer (title, description), then Bilder.
 * The first 'Neste' saves a new project as a draft; images upload one by one with progress;
 * 'Ferdig' goes to the reference; 'Forkast' deletes a new project again. The details are one
 * react-hook-form form checked by the shared DetailsSchema; its dirty state is what the leave guard
 * and a later 'Neste' (save the change first) go by.
 */
export function ProjectWizard({ existing }: { existing?: Project }) {
  const ids = useId();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [dialog, confirm] = useConfirm();
  const [step, setStep] = useState(0);
  const form = useForm<DetailsInput, unknown, Details>({
    resolver: zodResolver(DetailsSchema),
    defaultValues: { title: existing?.title ?? '', description: existing?.description ?? '' },
  });
  const { isDirty, errors } = form.formState;
  const error = (errors.title ?? errors.description)?.message;
  const [project, setProject] = useState<Project | null>(existing ?? null);
  const [busy, setBusy] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [conflict, setConflict] = useState<Project | null>(null);
  const editing = !!existing;
  // The version the details form started from; moved on by this screen's own saves and uploads.
  const [startedFrom, setStartedFrom] = useState(existing?.modified_at);

  // 'Søk og deling', on the image step (the share image is one of the pictures); 'Ferdig' saves it.
  const [seo, setSeo] = useState<SeoFields>(existing?.seo ?? {});
  const seoChanged = JSON.stringify(seo) !== JSON.stringify(project?.seo ?? {});

  const invalidate = () => queryClient.invalidateQueries({ queryKey: getProjectsQueryOptions().queryKey });
  const { dialog: leaveDialog, allowLeaving } = useLeaveGuard(isDirty || seoChanged || uploading);

  /**
   * Saves the details: creates the draft the first time, updates it when they changed since. What is
   * saved (as typed) becomes the form's new starting point, so it is not dirty until changed again.
   */
  const saveDetails = async ({ title, description }: Details, typed: DetailsInput): Promise<Project | null> => {
    if (!project) {
      try {
        const created = await createProject({ title, description, draft: true });
        toast.success('Project created successfully');
        setProject(created);
        setStartedFrom(created.modified_at);
        form.reset(typed);
        await invalidate();
        return created;
      } catch (e) {
        console.warn('Creating the project failed', e);
        toast.error('Kunne ikke opprette prosjekt. Prøv igjen.');
        return null;
      }
    }
    if (!isDirty) return project;
    try {
      const updated = await updateProject(project.id, { title, description, modified_at: startedFrom });
      toast.success('Project updated successfully');
      setProject(updated);
      setStartedFrom(updated.modified_at);
      setConflict(null);
      form.reset(typed);
      await invalidate();
      return updated;
    } catch (e) {
      console.warn('Saving the project failed', e);
      if (isConflict(e)) {
        // Show the version saved meanwhile; the admin's text stays in the form. Saving again starts from it.
        toast.error(CONFLICT_MESSAGE);
        await invalidate();
        const current = await queryClient.fetchQuery(getProjectQueryOptions(project.id));
        setConflict(current);
        setStartedFrom(current.modified_at);
      } else toast.error('Failed to save project');
      return null;
    }
  };

  const next = form.handleSubmit(async (details) => {
    setBusy(true);
    const result = await saveDetails(details, form.getValues());
    setBusy(false);
    if (result) setStep(1);
  });

  const finish = async () => {
    if (uploading) return;
    setBusy(true);
    if (project && seoChanged) {
      try {
        setProject(await updateProject(project.id, { seo, modified_at: startedFrom }));
      } catch (e) {
        console.warn('Saving the search and share fields failed', e);
        toast.error(isConflict(e) ? CONFLICT_MESSAGE : 'Kunne ikke lagre søk og deling');
        setBusy(false);
        return;
      }
    }
    await invalidate();
    setBusy(false);
    allowLeaving();
    navigate(project ? href.reference(project.id) : paths.references);
  };

  const discard = async () => {
    if (!project) {
      navigate(paths.references);
      return;
    }
    const ok = await confirm({
      message: DISCARD_PROJECT_QUESTION,
      detail: `«${project.title}» er lagret som utkast. Forkaster du det, slettes prosjektet og bildene som er lastet opp.`,
      confirmLabel: 'Forkast prosjektet',
      cancelLabel: 'Fortsett å redigere',
      danger: true,
    });
    if (!ok) return;
    setBusy(true);
    try {
      await deleteProject(project.id);
      toast.success('Project deleted successfully');
      queryClient.removeQueries({ queryKey: getProjectQueryOptions(project.id).queryKey });
      await invalidate();
      allowLeaving();
      navigate(paths.references);
    } catch (e) {
      console.warn('Discarding the project failed', e);
      toast.error('Failed to delete project');
      setBusy(false);
    }
  };

  const remove = async () => {
    if (!project) return;
    if (!(await confirm({ message: DELETE_PROJECT_QUESTION, detail: `«${project.title}» og bildene slettes for godt.`, confirmLabel: 'Slett', danger: true }))) return;
    setBusy(true);
    try {
      await deleteProject(project.id);
      toast.success('Prosjekt slettet');
      queryClient.removeQueries({ queryKey: getProjectQueryOptions(project.id).queryKey });
      await invalidate();
      allowLeaving();
      navigate(paths.references);
    } catch (e) {
      console.warn('Deleting the project failed', e);
      toast.error('Kunne ikke slette prosjektet');
      setBusy(false);
    }
  };

  const heading = editing ? 'Endre prosjekt' : 'Legg til nytt prosjekt';
  const cancelButton = editing ? (
    <button type="button" className="btn-secondary" onClick={() => navigate(href.reference(existing.id))} disabled={busy}>
      Avbryt
    </button>
  ) : (
    <button type="button" className="btn-secondary" onClick={discard} disabled={busy}>
      Forkast
    </button>
  );

  return (
    <div className="container-page py-10">
      <Seo title={heading} noindex />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-semibold tracking-tight text-navy-950">{heading}</h1>
        {editing && (
          <button type="button" onClick={remove} disabled={busy} className="btn px-3 py-1.5 text-red-800 ring-1 ring-red-300 hover:bg-red-50">
            Slett prosjekt
          </button>
        )}
      </div>
      <div className="mt-4">
        <WizardSteps steps={STEPS} current={step} />
      </div>

      {step === 0 ? (
        <div className="mt-8 max-w-3xl space-y-5">
          <div>
            <label htmlFor={`${ids}-title`} className="field-label">
              Tittel
            </label>
            <input id={`${ids}-title`} {...form.register('title')} maxLength={200} aria-describedby={`${ids}-title-hint`} aria-invalid={!!errors.title} className="field-input" />
            <p id={`${ids}-title-hint`} className="mt-1 text-sm text-slate-600">
              Gi prosjektet en beskrivende tittel, f.eks. «Terrassemarkiser på enebolig i Jessheim».
            </p>
          </div>
          <div>
            <span className="field-label">Beskrivelse</span>
            <Controller
              control={form.control}
              name="description"
              render={({ field, fieldState }) => <RichTextEditor label="Beskrivelse" value={field.value} onChange={field.onChange} invalid={fieldState.invalid} />}
            />
          </div>
          {error && (
            <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
              {error}
            </p>
          )}
          {conflict && <ConflictNotice title={conflict.title} html={conflict.description} />}
          <div className="flex flex-wrap justify-between gap-3">
            {cancelButton}
            <button type="button" className="btn-primary" onClick={(e) => void next(e)} disabled={busy}>
              {busy ? 'Lagrer…' : 'Neste: Legg til bilder'}
            </button>
          </div>
        </div>
      ) : null}
      {project && (
          <div className="mt-8 space-y-6" hidden={step !== 1}>
            <p className="text-slate-700">
              Bilder for <strong>{project.title}</strong>. Prosjektet er lagret som {project.draft ? 'utkast' : 'publisert'}.
            </p>
            <ProjectImages project={project} onBusy={setUploading} onSaved={(version) => setStartedFrom((from) => laterVersion(from, version))} />
            <ProjectSearchShare project={project} value={seo} onChange={setSeo} />
            <div className="flex flex-wrap justify-between gap-3">
              <button type="button" className="btn-secondary" onClick={() => setStep(0)} disabled={busy}>
                <span className="sm:hidden">Tilbake</span>
                <span className="hidden sm:inline">Tilbake til detaljer</span>
              </button>
              <div className="flex gap-3">
                {cancelButton}
                <button type="button" className="btn-primary" onClick={finish} disabled={busy || uploading}>
                  {uploading ? 'Venter på opplasting…' : 'Ferdig'}
                </button>
              </div>
            </div>
          </div>
      )}
      {dialog}
      {leaveDialog}
    </div>
  );
}
