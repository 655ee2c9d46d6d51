import { zodResolver } from '@hookform/resolvers/zod';
import type { Project } from '@rms/schema';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { ConflictNotice } from '@/components/ui/conflict-notice';
import { Seo } from '@/components/ui/seo';
import { WizardSteps } from '@/components/ui/wizard-steps';
import { href, paths } from '@/config/paths';
import {
  DetailsFields,
  DetailsSchema,
  discardDraftQuestion,
  useItemEditor,
  WindowFields,
  WizardDetailsFooter,
  WizardImagesFooter,
  WizardImagesStep,
  type Details,
  type DetailsInput,
} from '@/features/editor';
import { getProjectQueryOptions, getProjectsQueryOptions } from '@/features/projects';
import { createProject, updateProject } from '../api/projects';
import { ProjectImages } from '../components/project-images';
import { ProjectSearchShare } from '../components/project-search-share';
import { useDeleteProject } from '../hooks/use-delete-project';
import { TITLE_HINT } from '../lib/project-details';

const STEPS = ['Detaljer', 'Bilder'] as const;
export const DISCARD_PROJECT_QUESTION = 'Vil du forkaste det nye prosjektet?';

/** What the pictures step says of the project: its title, and that it is saved as a draft. */
function ImagesIntro({ project }: { project: Project }) {
  return (
    <>
      Bilder for <strong>{project.title}</strong>. Prosjektet er lagret som {project.draft ? 'utkast' : 'publisert'}.
    </>
  );
}

/**
 * /referanser/ny, the add-project wizard: Detaljer (title, description), then Bilder with the window
 * and 'Søk og deling'. The first 'Neste' saves the project as a draft, so pictures upload against its
 * id; 'Ferdig' saves what changed on the pictures step and goes to the reference; 'Forkast' (after a
 * question) deletes the draft again. Saving, conflicts and the leave guard are the editors' one hook
 * (useItemEditor); an existing project has the one-page edit screen (project-edit.tsx).
 */
export function ProjectNewScreen() {
  const navigate = useNavigate();
  const deletion = useDeleteProject();
  const [step, setStep] = useState(0);
  const form = useForm<DetailsInput, unknown, Details>({ resolver: zodResolver(DetailsSchema), defaultValues: { title: '', description: '' } });
  const editor = useItemEditor({ form, stored: null, itemQuery: getProjectQueryOptions, listKey: getProjectsQueryOptions().queryKey });
  const { item: project, schedule } = editor;
  const busy = editor.saving || deletion.busy;

  /** 'Neste': creates the draft the first time, saves changed details after that. */
  const next = form.handleSubmit(async (details) => {
    const result = await editor.saveDraft(
      { send: () => createProject({ ...details, draft: true }), success: 'Project created successfully', failure: 'Kunne ikke opprette prosjekt. Prøv igjen.' },
      (current) => ({ send: (from) => updateProject(current.id, { ...details, modified_at: from }), success: 'Project updated successfully', failure: 'Failed to save project' }),
    );
    if (result) setStep(1);
  });

  /** 'Ferdig': saves the window and the search and share fields when they changed, then shows the reference. */
  const finish = async () => {
    if (!project || editor.uploading || schedule.problem) return;
    const patch = { ...(editor.seoChanged ? { seo: editor.seo } : {}), ...schedule.patch };
    const saved =
      Object.keys(patch).length > 0
        ? await editor.save({ send: (from) => updateProject(project.id, { ...patch, modified_at: from }), success: 'Project updated successfully', failure: 'Failed to save project' })
        : project;
    if (saved) editor.leave(() => navigate(href.reference(saved.id)))();
    // What went wrong (the version saved meanwhile, after a 409) shows beside the details.
    else setStep(0);
  };

  const discard = () => {
    if (!project) return navigate(paths.references);
    return deletion.remove(project, {
      question: discardDraftQuestion(DISCARD_PROJECT_QUESTION, 'prosjektet', project.title),
      success: 'Project deleted successfully',
      failure: 'Failed to delete project',
      leave: editor.leave(() => navigate(paths.references)),
    });
  };
  const discardButton = (
    <button type="button" className="btn-secondary" onClick={() => void discard()} disabled={busy}>
      Forkast
    </button>
  );

  return (
    <div className="container-page pt-10 pb-4">
      <Seo title="Legg til nytt prosjekt" noindex />
      <h1 className="text-3xl font-semibold tracking-tight text-navy-950">Legg til nytt prosjekt</h1>
      <div className="mt-4">
        <WizardSteps steps={STEPS} current={step} />
      </div>

      {step === 0 ? (
        <div className="mt-8 max-w-3xl space-y-5">
          <DetailsFields control={form.control} titleHint={TITLE_HINT} />
          {editor.conflict && <ConflictNotice title={editor.conflict.title} html={editor.conflict.description} />}
          <WizardDetailsFooter onNext={() => void next()} busy={busy} saving={editor.saving}>
            {discardButton}
          </WizardDetailsFooter>
        </div>
      ) : null}
      {project && (
        <WizardImagesStep hidden={step !== 1} intro={<ImagesIntro project={project} />}>
          <ProjectImages project={project} onBusy={editor.setUploading} onSaved={editor.noteVersion} />
          <WindowFields value={schedule.value} onChange={schedule.onChange} problem={schedule.problem} />
          <ProjectSearchShare project={project} value={editor.seo} onChange={editor.setSeo} />
          <WizardImagesFooter onBack={() => setStep(0)} onFinish={() => void finish()} busy={busy} uploading={editor.uploading}>
            {discardButton}
          </WizardImagesFooter>
        </WizardImagesStep>
      )}
      {deletion.dialog}
      {editor.leaveDialog}
    </div>
  );
}
