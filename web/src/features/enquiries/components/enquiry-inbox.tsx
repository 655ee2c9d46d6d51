import { PipelineStageSchema, SPAM_RETENTION_DAYS, STAGE_LABELS, type EnquiryFilter, type EnquiryPurgeResult, type PipelineStage } from '@rms/schema';
import clsx from 'clsx';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { useConfirm } from '@/components/ui/confirm-dialog';
import { LoadFailed } from '@/components/ui/load-failed';
import { ShowMore, usePaged } from '@/components/ui/show-more';
import { Spinner } from '@/components/ui/spinner';
import { useProducts } from '@/features/products';
import { useIsAdmin } from '@/lib/session';
import { toast } from '@/lib/toast';
import { useEnquiries, useEnquiryCount } from '../api/get-enquiries';
import { exportEnquiriesCsv } from '../api/export-enquiries';
import { usePurgeEnquiries } from '../api/purge-enquiries';
import { enquiryAnchor, productOptions } from '../lib/enquiry';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { ChoiceButtons } from '@/components/ui/choice-buttons';
import { EnquiryItem, type EnquiryPanel } from './enquiry-item';

/** How long the search box waits for the typing to pause before it asks the server. */
export const SEARCH_DEBOUNCE_MS = 300;

type View = 'inbox' | 'spam';
const VIEWS: { value: View; label: string }[] = [
  { value: 'inbox', label: 'Innboks' },
  { value: 'spam', label: 'Spam' },
];

/** The status filter: a stage (archived ones included), or the archive. */
type StatusFilter = PipelineStage | 'archived' | '';
const STATUS_OPTIONS: { value: Exclude<StatusFilter, ''>; label: string }[] = [...PipelineStageSchema.options.map((s) => ({ value: s, label: STAGE_LABELS[s] })), { value: 'archived', label: 'Arkivert' }];

/** What the status filter asks the server for: a stage, or the archive through the older handling filter. */
function statusQuery(status: StatusFilter): EnquiryFilter {
  if (status === 'archived') return { handling: 'archived' };
  return status ? { stage: status } : {};
}

interface Filters {
  status: StatusFilter;
  productId: string;
  from: string;
  to: string;
  /** Where the visit came from: utm_source or the other site's host, and the utm_campaign. */
  source: string;
  campaign: string;
}

const NO_FILTERS: Filters = { status: '', productId: '', from: '', to: '', source: '', campaign: '' };

/** How many of the search and the filters narrow the list: the phone's 'Filter' button shows it. */
export function activeFilterCount(search: string, filters: Filters, view: View): number {
  const used = [search, filters.productId, filters.from, filters.to, filters.source, filters.campaign, view === 'inbox' ? filters.status : ''];
  return used.filter((v) => v.trim() !== '').length;
}

const purgedText = (r: EnquiryPurgeResult) =>
  `Slettet ${r.deleted} ${r.deleted === 1 ? 'henvendelse' : 'henvendelser'} eldre enn ${r.retentionMonths} måneder og ${r.spamDeleted} spam eldre enn ${SPAM_RETENTION_DAYS} dager.`;

/**
 * The enquiry inbox: enquiries newest first, filtered by stage or archive, product, date
 * and where the visit came from (source, campaign), and searched over name, e-mail, phone and text on the server; a Spam view with 'Ikke spam';
 * export of what the filters select to CSV; and the retention's deletion run now.
 */
export function EnquiryInbox({ quotePanel }: { quotePanel?: EnquiryPanel } = {}) {
  const ids = { heading: useId(), handling: useId(), product: useId(), from: useId(), to: useId(), search: useId(), tools: useId() };
  // On a phone the search, the filters and the admin's tools fold behind one button, so the first enquiry is on the first screen.
  const [toolsOpen, setToolsOpen] = useState(false);
  const [view, setView] = useState<View>('inbox');
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  // A link may bring a search along (?q=): the dashboard's expiring quotes, and the notification mail with the enquiry's id (decision 154).
  const [params] = useSearchParams();
  const [search, setSearch] = useState(() => params.get('q') ?? '');
  const q = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const source = useDebouncedValue(filters.source.trim(), SEARCH_DEBOUNCE_MS);
  const campaign = useDebouncedValue(filters.campaign.trim(), SEARCH_DEBOUNCE_MS);
  const query: EnquiryFilter = { ...(view === 'spam' ? { status: 'spam' } : statusQuery(filters.status)), productId: filters.productId, from: filters.from, to: filters.to, source, campaign, q };
  const { data, isPending, isError, isPlaceholderData, refetch } = useEnquiries(query);
  // The server's unfiltered list holds spam too; the inbox view leaves it to the Spam view.
  const messages = useMemo(() => (view === 'spam' ? data : data?.filter((m) => m.status !== 'spam')), [data, view]);
  const pages = usePaged(messages ?? []);
  const active = activeFilterCount(search, filters, view);
  const products = useProducts();
  const options = useMemo(() => (products.data ? productOptions(products.data.sub) : []), [products.data]);
  const [exporting, setExporting] = useState(false);
  const purge = usePurgeEnquiries();
  // Export and the early deletion run are the administrators' (an editor reads, handles and notes).
  const isAdmin = useIsAdmin();
  const [dialog, confirm] = useConfirm();
  // The server decides what waits past its answer time (working hours inside the opening hours).
  const count = useEnquiryCount();
  const overdue = useMemo(() => new Set(count.data?.overdueIds), [count.data]);

  const set = (change: Partial<Filters>) => setFilters((f) => ({ ...f, ...change }));

  // A link to one enquiry (#henvendelse-<id>, from the Befaring screen): once the list holds it, show it and move focus there.
  const { hash } = useLocation();
  const linked = messages?.find((m) => `#${enquiryAnchor(m.id)}` === hash);
  const linkedIndex = linked && messages ? messages.indexOf(linked) : -1;
  const { shown, more } = pages;
  const shownLink = useRef('');
  useEffect(() => {
    if (linkedIndex < 0 || shownLink.current === hash) return;
    if (linkedIndex >= shown) return more();
    shownLink.current = hash;
    const item = document.getElementById(hash.slice(1));
    item?.scrollIntoView?.({ block: 'start' });
    item?.focus({ preventScroll: true });
  }, [hash, linkedIndex, shown, more]);

  const onExport = async () => {
    setExporting(true);
    try {
      await exportEnquiriesCsv(query);
    } catch (e) {
      toast.error(`Kunne ikke eksportere: ${e instanceof Error ? e.message : String(e)}`);
    } finally {
      setExporting(false);
    }
  };

  const onPurge = async () => {
    const ok = await confirm({
      message: 'Slette gamle henvendelser nå?',
      detail: `Henvendelser eldre enn lagringstiden i Innstillinger og spam eldre enn ${SPAM_RETENTION_DAYS} dager slettes for godt, også fra sikkerhetskopiene, slik nattjobben ellers gjør.`,
      confirmLabel: 'Slett gamle henvendelser',
      danger: true,
    });
    if (ok) purge.mutate(undefined, { onSuccess: (result) => toast.success(purgedText(result)) });
  };

  return (
    <section id="henvendelser" aria-labelledby={ids.heading} className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-sand-200">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={ids.heading} className="text-lg font-semibold text-navy-950">
          Henvendelser
        </h2>
        <div className="flex flex-wrap items-center gap-2">
          <ChoiceButtons label="Visning" options={VIEWS} value={view} onChange={setView} />
          <button type="button" className="btn-secondary sm:hidden" aria-expanded={toolsOpen} aria-controls={ids.tools} onClick={() => setToolsOpen((o) => !o)}>
            Filter{active > 0 ? ` (${active})` : ''}
          </button>
        </div>
      </div>

      <div id={ids.tools} className={clsx(!toolsOpen && 'max-sm:hidden')}>
        <div role="search" aria-label="Filtrer henvendelser" className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
          <div className="sm:col-span-2 lg:col-span-5">
            <label htmlFor={ids.search} className="field-label">
              Søk i henvendelser
            </label>
            <input id={ids.search} type="search" value={search} onChange={(e) => setSearch(e.target.value)} placeholder="Navn, e-post, telefon eller tekst" className="field-input" />
          </div>
          {view === 'inbox' && (
            <div>
              <label htmlFor={ids.handling} className="field-label">
                Status
              </label>
              <select id={ids.handling} value={filters.status} onChange={(e) => set({ status: STATUS_OPTIONS.find((o) => o.value === e.target.value)?.value ?? '' })} className="field-input">
                <option value="">Alle</option>
                {STATUS_OPTIONS.map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </select>
            </div>
          )}
          <div className={clsx(view === 'inbox' ? 'lg:col-span-2' : 'sm:col-span-2 lg:col-span-3')}>
            <label htmlFor={ids.product} className="field-label">
              Produkt
            </label>
            <select id={ids.product} value={filters.productId} onChange={(e) => set({ productId: e.target.value })} className="field-input">
              <option value="">Alle produkter</option>
              {options.map((o) => (
                <option key={o.id} value={o.id}>
                  {o.label}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor={ids.from} className="field-label">
              Fra dato
            </label>
            <input id={ids.from} type="date" value={filters.from} max={filters.to || undefined} onChange={(e) => set({ from: e.target.value })} className="field-input" />
          </div>
          <div>
            <label htmlFor={ids.to} className="field-label">
              Til dato
            </label>
            <input id={ids.to} type="date" value={filters.to} min={filters.from || undefined} onChange={(e) => set({ to: e.target.value })} className="field-input" />
          </div>
          <TextFilter className="lg:col-span-2" label="Kilde" value={filters.source} onChange={(source) => set({ source })} placeholder="utm_source eller nettsted, f.eks. facebook" />
          <TextFilter className="lg:col-span-3" label="Kampanje" value={filters.campaign} onChange={(campaign) => set({ campaign })} placeholder="utm_campaign" />
        </div>

        {isAdmin && (
          <div className="mt-4 flex flex-wrap gap-2">
            <button type="button" className="btn-secondary" disabled={exporting} onClick={() => void onExport()}>
              {exporting ? 'Eksporterer…' : 'Eksporter til CSV'}
            </button>
            <button type="button" className="btn text-red-800 ring-1 ring-red-300 hover:bg-red-50" disabled={purge.isPending} onClick={() => void onPurge()}>
              {purge.isPending ? 'Sletter…' : 'Slett gamle henvendelser nå'}
            </button>
          </div>
        )}
      </div>
      {purge.isSuccess && (
        <p role="status" className="mt-3 text-sm text-slate-700">
          {purgedText(purge.data)}
        </p>
      )}

      {isPending ? (
        <Spinner className="mt-4" />
      ) : isError ? (
        <LoadFailed className="mt-4" onRetry={() => void refetch()}>
          Kunne ikke hente henvendelsene
        </LoadFailed>
      ) : !messages || messages.length === 0 ? (
        <p className="mt-4 text-sm text-slate-600">{view === 'spam' ? 'Ingen spam.' : 'Ingen henvendelser.'}</p>
      ) : (
        <>
          <ul aria-label={view === 'spam' ? 'Spam' : 'Henvendelser'} aria-busy={isPlaceholderData || undefined} className={clsx('mt-4 divide-y divide-sand-200', isPlaceholderData && 'opacity-60')}>
            {pages.visible.map((m) => (
              <EnquiryItem key={m.id} message={m} overdue={overdue.has(m.id)} answerWithinHours={count.data?.answerWithinHours} quotePanel={quotePanel} />
            ))}
          </ul>
          <ShowMore {...pages} />
        </>
      )}
      {dialog}
    </section>
  );
}

/** A filter typed as text (sent once the typing pauses). */
function TextFilter({ label, value, onChange, placeholder, className }: { label: string; value: string; onChange: (value: string) => void; placeholder: string; className: string }) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <input id={id} type="search" value={value} onChange={(e) => onChange(e.target.value)} placeholder={placeholder} className="field-input" />
    </div>
  );
}
