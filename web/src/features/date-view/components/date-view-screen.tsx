import { zodResolver } from '@hookform/resolvers/zod';
import { fromOsloInput, osloMoment, type ProductNode } from '@rms/schema';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { getCampaignsQueryOptions } from '@/features/campaigns';
import { useProducts } from '@/features/products';
import { useProjects } from '@/features/projects';
import { href, paths } from '@/config/paths';
import { startDateView } from '../lib/date-view';
import { dateViewFormSchema, tomorrowMorning, type DateViewFormValues } from '../lib/form';
import { plannedChanges } from '../lib/planned-changes';

const currentTime = () => new Date();

const PAGES = [
  { path: paths.home, label: 'Forsiden' },
  { path: paths.products, label: 'Produkter' },
  { path: paths.references, label: 'Referanser' },
  { path: paths.about, label: 'Om oss' },
  { path: paths.contact, label: 'Kontakt' },
];

function productChoices(nodes: readonly ProductNode[], depth = 0): { path: string; label: string }[] {
  return nodes.flatMap((n) => [{ path: href.productPath(n.metadata.path), label: `${'– '.repeat(depth + 1)}${n.title}` }, ...productChoices(n.sub, depth + 1)]);
}

/**
 * 'Fram i tid': staff pick a moment and a page, and browse the public site as visitors
 * will see it then, with every publishing window and campaign applied. The pages are the visitors'
 * own components, fed with the API's `?at=` answers (staff only, never cached); nothing is stored
 * and no visitor sees any of it. Below, what changes on its own from now on, each a click away.
 */
export function DateViewScreen({ now = currentTime }: { now?: () => Date }) {
  const id = useId();
  const client = useQueryClient();
  const navigate = useNavigate();
  const products = useProducts();
  const projects = useProjects();
  const campaigns = useQuery(getCampaignsQueryOptions());
  const schema = useMemo(() => dateViewFormSchema(now), [now]);
  const form = useForm<DateViewFormValues>({ resolver: zodResolver(schema), defaultValues: { at: tomorrowMorning(now()), path: paths.home } });
  const { errors } = form.formState;

  const show = (at: Date, path: string) => {
    startDateView(client, at);
    void navigate(path);
  };
  const submit = form.handleSubmit(({ at, path }) => show(new Date(fromOsloInput(at) ?? ''), path));

  const loading = products.isPending || projects.isPending || campaigns.isPending;
  const failed = products.isError || projects.isError || campaigns.isError;
  const changes = useMemo(() => plannedChanges(products.data, projects.data, campaigns.data, now()), [products.data, projects.data, campaigns.data, now]);
  const choices = useMemo(() => [...PAGES, ...productChoices(products.data?.sub ?? []), ...(projects.data ?? []).filter((p) => !p.draft).map((p) => ({ path: href.reference(p.id), label: `Referanse: ${p.title}` }))], [products.data, projects.data]);

  const error = (name: keyof DateViewFormValues) =>
    errors[name]?.message ? (
      <p id={`${id}-${name}-error`} role="alert" className="mt-1 text-sm text-red-800">
        {errors[name].message}
      </p>
    ) : null;

  return (
    <>
      <section aria-labelledby={`${id}-heading`} className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-sand-200">
        <h2 id={`${id}-heading`} className="text-lg font-semibold text-navy-950">
          Se nettstedet på en dato
        </h2>
        <form onSubmit={(e) => void submit(e)} noValidate aria-label="Se nettstedet på en dato" className="mt-4 grid gap-4 sm:grid-cols-[auto_1fr_auto] sm:items-start">
          <div>
            <label htmlFor={`${id}-at`} className="field-label">
              Tidspunkt (norsk tid)
            </label>
            <input id={`${id}-at`} type="datetime-local" {...form.register('at')} className="field-input" aria-invalid={!!errors.at} aria-describedby={errors.at ? `${id}-at-error` : undefined} />
            {error('at')}
          </div>
          <div className="min-w-0">
            <label htmlFor={`${id}-path`} className="field-label">
              Side
            </label>
            <select id={`${id}-path`} {...form.register('path')} className="field-input" aria-invalid={!!errors.path} aria-describedby={errors.path ? `${id}-path-error` : undefined}>
              {choices.map((c) => (
                <option key={c.path} value={c.path}>
                  {c.label}
                </option>
              ))}
            </select>
            {error('path')}
          </div>
          <button type="submit" className="btn-primary sm:mt-6">
            Vis nettstedet
          </button>
        </form>
      </section>

      <section aria-labelledby={`${id}-planned`} className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-sand-200">
        <h2 id={`${id}-planned`} className="text-lg font-semibold text-navy-950">
          Planlagte endringer
        </h2>
        <p className="mt-1 text-sm text-slate-700">Det som endres av seg selv fra nå av: sider som publiseres eller avpubliseres, og kampanjer som starter eller slutter.</p>
        {loading ? (
          <Spinner className="mt-4" />
        ) : failed ? (
          <p role="alert" className="mt-4 text-sm text-red-800">
            Kunne ikke hente det som er planlagt. Prøv igjen senere.
          </p>
        ) : changes.length === 0 ? (
          <p className="mt-4 text-sm text-slate-700">Ingenting er planlagt.</p>
        ) : (
          <ul className="mt-4 divide-y divide-sand-200">
            {changes.map((c) => (
              <li key={`${c.at}${c.what}`} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <span className="min-w-0 break-words">
                  <span className="font-medium text-navy-950">{osloMoment(c.at, now())}</span>: {c.what}
                </span>
                <button type="button" className="btn-secondary px-3 py-1 text-sm" onClick={() => show(new Date(c.at), c.path)} aria-label={`Se siden da: ${c.what}`}>
                  Se siden da
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
