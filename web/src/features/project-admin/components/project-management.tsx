import { zodResolver } from '@hookform/resolvers/zod';
import { NO_MATCH_MESSAGE, TitlePatternParamsSchema, type ProjectTitleMatch } from '@rms/schema';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useConfirm } from '@/components/ui/confirm-dialog';
import { isApiError } from '@/lib/api-client';
import { previewProjectsByTitle, useDeleteProjectsByTitle } from '../api/projects-by-title';

/**
 * Project Management: delete every project whose title matches a pattern, after a
 * preview of the matches and a confirmation that names how many go. The pattern is checked by the
 * API's own TitlePatternSchema (EMPTY_PATTERN_MESSAGE for a blank one) before anything is asked.
 */
export function ProjectManagement() {
  const inputId = useId();
  const form = useForm<z.input<typeof TitlePatternParamsSchema>, unknown, z.output<typeof TitlePatternParamsSchema>>({
    resolver: zodResolver(TitlePatternParamsSchema),
    defaultValues: { pattern: '' },
  });
  const error = form.formState.errors.pattern?.message;
  const previewing = form.formState.isSubmitting;
  const [matches, setMatches] = useState<{ pattern: string; projects: ProjectTitleMatch[] } | null>(null);
  const [dialog, confirm] = useConfirm();
  const remove = useDeleteProjectsByTitle();

  const preview = form.handleSubmit(async ({ pattern }) => {
    try {
      const projects = await previewProjectsByTitle(pattern);
      if (projects.length === 0) form.setError('pattern', { message: NO_MATCH_MESSAGE });
      else setMatches({ pattern, projects });
    } catch (err) {
      form.setError('pattern', { message: isApiError(err) && err.status === 404 ? NO_MATCH_MESSAGE : isApiError(err) ? err.message : 'Preview failed' });
    }
  });

  const deleteMatches = async () => {
    if (!matches) return;
    const n = matches.projects.length;
    const ok = await confirm({
      message: `Delete ${n} ${n === 1 ? 'project' : 'projects'} matching "${matches.pattern}"?`,
      detail: (
        <>
          <p>These projects and their images are deleted for good; nothing else is:</p>
          <ul aria-label="Projects to delete" className="mt-2 list-disc pl-5">
            {matches.projects.map((p) => (
              <li key={p.id}>{p.title}</li>
            ))}
          </ul>
        </>
      ),
      confirmLabel: `Delete ${n}`,
      cancelLabel: 'Cancel',
      danger: true,
    });
    if (!ok) return;
    // Only what the admin saw: the previewed ids (the server also skips any whose title no longer matches).
    remove.mutate({ pattern: matches.pattern, ids: matches.projects.map((p) => p.id) }, { onSuccess: () => setMatches(null) });
  };

  return (
    <section aria-labelledby="project-management-heading" className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-sand-200">
      <h2 id="project-management-heading" className="text-lg font-semibold text-navy-950">
        Project Management
      </h2>
      <p className="mt-1 text-sm text-slate-600">Delete projects by title pattern (case-insensitive; * matches anything).</p>
      <form
        onSubmit={(e) => {
          setMatches(null);
          void preview(e);
        }}
        className="mt-4 flex flex-wrap items-end gap-3"
        noValidate
      >
        <div className="min-w-0 flex-1">
          <label htmlFor={inputId} className="field-label">
            Title pattern
          </label>
          <input
            id={inputId}
            // A changed pattern is checked again as it is typed (react-hook-form's re-validation); its old matches go.
            {...form.register('pattern', { onChange: () => setMatches(null) })}
            aria-invalid={!!error}
            aria-describedby={error ? `${inputId}-error` : undefined}
            className="field-input"
            placeholder="e.g. Test*"
          />
        </div>
        <button type="submit" className="btn-secondary" disabled={previewing}>
          Preview
        </button>
      </form>
      {error && (
        <p id={`${inputId}-error`} role="alert" className="mt-3 text-sm text-red-800">
          {error}
        </p>
      )}
      {matches && (
        <div className="mt-4">
          <p className="text-sm font-medium text-navy-950" role="status">
            {matches.projects.length} {matches.projects.length === 1 ? 'project matches' : 'projects match'}
          </p>
          <ul aria-label="Matching projects" className="mt-2 divide-y divide-sand-200 rounded-md border border-sand-200 text-sm">
            {matches.projects.map((p) => (
              <li key={p.id} className="px-3 py-2">
                {p.title}
              </li>
            ))}
          </ul>
          <button type="button" onClick={deleteMatches} disabled={remove.isPending} className="btn mt-4 bg-red-700 text-white hover:bg-red-800">
            Delete matching projects
          </button>
        </div>
      )}
      {dialog}
    </section>
  );
}
