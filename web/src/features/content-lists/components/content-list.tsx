import clsx from 'clsx';
import { useId, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ChoiceButtons } from '@/components/ui/choice-buttons';
import { LoadFailed } from '@/components/ui/load-failed';
import { ShowMore, usePaged } from '@/components/ui/show-more';
import { Spinner } from '@/components/ui/spinner';
import { href, paths } from '@/config/paths';
import { useProducts } from '@/features/products';
import { useProjects } from '@/features/projects';
import { CONTENT_STATUSES, STATUS_LABELS, STATUS_PARAMS, countStatuses, filterRows, productRows, projectRows, statusFromParam, type ContentRow, type ContentStatus } from '../lib/content-rows';
import { contentListParams, kindFromParam, type ContentKind, type ContentListView } from '../lib/content-list-address';

const KIND_OPTIONS = [
  { value: 'produkter', label: 'Produkter' },
  { value: 'prosjekter', label: 'Prosjekter' },
] as const satisfies readonly { value: ContentKind; label: string }[];

const STATUS_BADGE: Record<ContentStatus, string> = {
  draft: 'bg-amber-100 text-amber-900',
  scheduled: 'bg-sky-100 text-sky-900',
  published: 'bg-emerald-100 text-emerald-900',
  ended: 'bg-slate-200 text-slate-800',
};

const LEVEL_LABELS = ['Kategori', 'Produkt', 'Underprodukt'];

function useRows(kind: ContentKind) {
  const products = useProducts();
  const projects = useProjects();
  const query = kind === 'produkter' ? products : projects;
  // The moment the lists were read decides 'Planlagt' and 'Avsluttet', as the server decides them per answer.
  const [now] = useState(() => Date.now());
  const rows = useMemo(() => {
    if (kind === 'produkter') return products.data ? productRows(products.data.sub, now) : null;
    return projects.data ? projectRows(projects.data, now) : null;
  }, [kind, products.data, projects.data, now]);
  return { rows, isPending: query.isPending, isError: query.isError, refetch: () => void query.refetch() };
}

function Row({ row, kind }: { row: ContentRow; kind: ContentKind }) {
  const editHref = kind === 'produkter' ? href.productEdit(row.id) : href.referenceEdit(row.id);
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2.5">
      <div className="min-w-0 flex-1" style={{ paddingLeft: `${row.level * 1.25}rem` }}>
        <Link to={editHref} className="font-medium text-navy-900 underline-offset-2 hover:underline">
          {row.title}
        </Link>
        {kind === 'produkter' && (
          <p className="text-xs text-slate-600">
            {LEVEL_LABELS[row.level] ?? 'Underprodukt'}
            {row.place && ` i ${row.place}`}
          </p>
        )}
      </div>
      <span className={clsx('rounded-full px-2 py-0.5 text-xs font-semibold', STATUS_BADGE[row.status])}>{STATUS_LABELS[row.status]}</span>
      {row.hiddenByDraftAbove && <span className="text-xs text-slate-600">skjult: ligger under et utkast</span>}
    </li>
  );
}

/**
 * /admin/innhold's lists: every product (as the tree, with its categories) and every project, found by
 * search and by status, each row one click from its editor. The kind, status and search live in the
 * address, so a statistics tile links to the list it counts and the browser's back button returns to it.
 */
export function ContentList() {
  const ids = { heading: useId(), search: useId(), status: useId(), count: useId() };
  const [params, setParams] = useSearchParams();
  const kind = kindFromParam(params.get('vis'));
  const status = statusFromParam(params.get('status'));
  const search = params.get('q') ?? '';
  const { rows, isPending, isError, refetch } = useRows(kind);
  const counts = useMemo(() => (rows ? countStatuses(rows) : null), [rows]);
  const visible = useMemo(() => (rows ? filterRows(rows, status, search) : []), [rows, status, search]);
  const pages = usePaged(visible);

  const change = (next: Partial<ContentListView>) => {
    pages.reset();
    // Replace, not push: typing a search is not a new page for the back button.
    setParams(contentListParams({ kind, status, search, ...next }), { replace: true });
  };

  return (
    <section id="innholdsliste" aria-labelledby={ids.heading} className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-sand-200">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={ids.heading} className="text-lg font-semibold text-navy-950">
          Alt innhold
        </h2>
        <div className="flex flex-wrap gap-2">
          <Link to={paths.productNew} className="btn-primary px-3 py-1.5">
            Nytt produkt
          </Link>
          <Link to={paths.referenceNew} className="btn-secondary px-3 py-1.5">
            Nytt prosjekt
          </Link>
        </div>
      </div>

      <div className="mt-4 flex flex-wrap items-end gap-4">
        <ChoiceButtons label="Vis" options={KIND_OPTIONS} value={kind} onChange={(k) => change({ kind: k })} />
        <div className="min-w-48 flex-1">
          <label htmlFor={ids.search} className="field-label">
            Søk i titler
          </label>
          <input id={ids.search} type="search" value={search} onChange={(e) => change({ search: e.target.value })} className="field-input" />
        </div>
        <div>
          <label htmlFor={ids.status} className="field-label">
            Status
          </label>
          <select id={ids.status} value={status ? STATUS_PARAMS[status] : ''} onChange={(e) => change({ status: statusFromParam(e.target.value) })} className="field-input">
            <option value="">Alle{counts ? ` (${counts.total})` : ''}</option>
            {CONTENT_STATUSES.map((s) => (
              <option key={s} value={STATUS_PARAMS[s]}>
                {STATUS_LABELS[s]}
                {counts ? ` (${counts[s]})` : ''}
              </option>
            ))}
          </select>
        </div>
      </div>

      {isPending ? (
        <Spinner />
      ) : isError || !rows ? (
        <LoadFailed className="mt-4" onRetry={refetch}>
          Kunne ikke hente {kind === 'produkter' ? 'produktene' : 'prosjektene'}.
        </LoadFailed>
      ) : (
        <>
          <p id={ids.count} className="mt-4 text-sm text-slate-600" aria-live="polite">
            {visible.length === rows.length ? `${rows.length} ${kind}` : `${visible.length} av ${rows.length} ${kind}`}
          </p>
          {visible.length === 0 ? (
            <p className="mt-2 text-sm text-slate-700">Ingen {kind} passer søket og filteret.</p>
          ) : (
            <ul aria-describedby={ids.count} className="mt-2 divide-y divide-sand-200">
              {pages.visible.map((row) => (
                <Row key={row.id} row={row} kind={kind} />
              ))}
            </ul>
          )}
          <ShowMore {...pages} />
        </>
      )}
    </section>
  );
}
