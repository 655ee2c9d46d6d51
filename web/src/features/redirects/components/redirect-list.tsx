import { zodResolver } from '@hookform/resolvers/zod';
import { RedirectCreateSchema, type Redirect } from '@rms/schema';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useConfirm } from '@/components/ui/confirm-dialog';
import { Spinner } from '@/components/ui/spinner';
import { useProducts } from '@/features/products';
import { useProjects } from '@/features/projects';
import { isApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { createRedirect, deleteRedirect, getRedirectsQueryOptions, useRedirects } from '../api/redirects';
import { pageChoices } from '../lib/page-choices';
import { LoadFailed } from '@/components/ui/load-failed';
import { ShowMore, usePaged } from '@/components/ui/show-more';

type FormInput = z.input<typeof RedirectCreateSchema>;
type FormOutput = z.output<typeof RedirectCreateSchema>;

const REASONS: Record<string, string> = { 'product.move': 'flyttet produkt eller kategori' };

function madeBy(r: Redirect): string {
  const when = new Date(r.created_at).toLocaleString('nb-NO', { dateStyle: 'medium', timeStyle: 'short' });
  return r.created_by === 'auto' ? `Automatisk (${REASONS[r.reason] ?? r.reason}) · ${when}` : `Lagt til av ${r.created_by} · ${when}`;
}

/**
 * 'Omdirigeringer' on the dashboard: old addresses that answer 301 to a page of the site.
 * Moves write them on their own; here an admin adds one by hand (say a link of the company's old
 * site) or deletes one. The form checks with the API's own schema; the server refuses loops, pages as
 * old addresses and targets that are no page, and its message is shown at the field it names.
 */
export function RedirectList() {
  const formId = useId();
  const queryClient = useQueryClient();
  const { data, isPending, isError, refetch } = useRedirects();
  const pages = usePaged(data ?? []);
  const products = useProducts();
  const projects = useProjects();
  const choices = useMemo(() => pageChoices(products.data, projects.data), [products.data, projects.data]);
  const [dialog, confirm] = useConfirm();
  const [busy, setBusy] = useState<string | null>(null);
  const form = useForm<FormInput, unknown, FormOutput>({ resolver: zodResolver(RedirectCreateSchema), defaultValues: { from: '', to: '' } });
  const { errors, isSubmitting } = form.formState;

  const refresh = () => queryClient.invalidateQueries({ queryKey: getRedirectsQueryOptions().queryKey });

  const add = form.handleSubmit(async (input) => {
    try {
      await createRedirect(input);
      toast.success(`Omdirigering lagret: ${input.from} → ${input.to}`);
      form.reset();
      await refresh();
    } catch (e) {
      const issue = isApiError(e) ? e.issues?.find((i) => i.path === 'from' || i.path === 'to') : undefined;
      if (issue) form.setError(issue.path as 'from' | 'to', { message: issue.message });
      else form.setError('root', { message: isApiError(e) ? e.message : 'Kunne ikke lagre omdirigeringen' });
    }
  });

  const remove = async (r: Redirect) => {
    const ok = await confirm({ message: `Slette omdirigeringen fra ${r.from}?`, detail: `Adressen ${r.from} gir «Finner ikke siden» igjen.`, confirmLabel: 'Slett', danger: true });
    if (!ok) return;
    setBusy(r.id);
    try {
      await deleteRedirect(r.id);
      toast.success(`Omdirigeringen fra ${r.from} er slettet`);
      await refresh();
    } catch (e) {
      console.warn('Deleting the redirect failed', e);
      toast.error('Kunne ikke slette omdirigeringen');
    } finally {
      setBusy(null);
    }
  };

  const fieldError = (name: 'from' | 'to') => errors[name]?.message;
  return (
    <section aria-labelledby={`${formId}-heading`} className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-sand-200">
      <h2 id={`${formId}-heading`} className="text-lg font-semibold text-navy-950">
        Omdirigeringer
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        Gamle adresser som sender besøkende videre til en side på nettstedet. Når et produkt eller en kategori flyttes, lages de av seg selv, så lenker i Google og hos
        andre fortsetter å virke.
      </p>
      <form onSubmit={(e) => void add(e)} className="mt-4 grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-start" noValidate aria-label="Ny omdirigering">
        {(['from', 'to'] as const).map((name) => (
          <div key={name} className="min-w-0">
            <label htmlFor={`${formId}-${name}`} className="field-label">
              {name === 'from' ? 'Gammel adresse' : 'Ny side'}
            </label>
            <input
              id={`${formId}-${name}`}
              {...form.register(name)}
              list={name === 'to' ? `${formId}-pages` : undefined}
              aria-invalid={!!fieldError(name)}
              aria-describedby={fieldError(name) ? `${formId}-${name}-error` : undefined}
              className="field-input"
              placeholder={name === 'from' ? '/produkter.html' : '/produkter'}
              autoComplete="off"
            />
            {fieldError(name) && (
              <p id={`${formId}-${name}-error`} role="alert" className="mt-1 text-sm text-red-800">
                {fieldError(name)}
              </p>
            )}
          </div>
        ))}
        <datalist id={`${formId}-pages`}>
          {choices.map((c) => (
            <option key={c.path} value={c.path} label={c.label} />
          ))}
        </datalist>
        <button type="submit" className="btn-primary sm:mt-6" disabled={isSubmitting}>
          Legg til
        </button>
      </form>
      {errors.root?.message && (
        <p role="alert" className="mt-2 text-sm text-red-800">
          {errors.root.message}
        </p>
      )}
      {isPending ? (
        <Spinner className="mt-4" />
      ) : isError ? (
        <LoadFailed className="mt-4" onRetry={() => void refetch()}>
          Kunne ikke hente omdirigeringene.
        </LoadFailed>
      ) : data.length === 0 ? (
        <p className="mt-4 text-sm text-slate-700">Ingen omdirigeringer ennå.</p>
      ) : (
        <>
          <ul aria-label="Omdirigeringer" className="mt-4 divide-y divide-sand-200">
            {pages.visible.map((r) => (
              <li key={r.id} className="flex flex-wrap items-start justify-between gap-3 py-3">
                <div className="min-w-0">
                  <p className="break-all font-mono text-sm text-navy-950">
                    {r.from} → {r.to}
                  </p>
                  <p className="text-xs text-slate-600">{madeBy(r)}</p>
                </div>
                <button type="button" className="btn-secondary px-3 py-1 text-sm" disabled={busy !== null} onClick={() => void remove(r)} aria-label={`Slett omdirigeringen fra ${r.from}`}>
                  Slett
                </button>
              </li>
            ))}
          </ul>
          <ShowMore {...pages} />
        </>
      )}
      {dialog}
    </section>
  );
}
