import type { LibraryImage } from '@rms/schema';
import { useId, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useConfirm } from '@/components/ui/confirm-dialog';
import { LoadFailed } from '@/components/ui/load-failed';
import { LIST_PAGE_SIZE, ShowMore } from '@/components/ui/show-more';
import { Spinner } from '@/components/ui/spinner';
import { isApiError } from '@/lib/api-client';
import { useIsAdmin } from '@/lib/session';
import { toast } from '@/lib/toast';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useImages } from '../api/get-images';
import { useTakeDownImage } from '../api/take-down-image';
import { FILTER_LABELS, FILTER_PARAMS, USE_FILTER_LABELS, USE_PARAMS, paramsOfView, usedInKind, viewFromParams, type Filter, type LibraryView } from '../lib/filters';
import { displayName, takedownSummary } from '../lib/usage';
import { ImageRow, UsageList } from './image-row';

/** How long the search box waits for the typing to pause before it asks the server. */
export const SEARCH_DEBOUNCE_MS = 300;

const TAKEDOWN_FAILED = 'Kunne ikke slette bildet';

/**
 * What a refused takedown tells the admin: the server's own Norwegian reason for a 409 (a partner's or
 * the membership's logo the live settings need, to be replaced in Innstillinger first), and that the
 * picture is gone when someone took it down meanwhile (404).
 */
function takedownRefusal(e: unknown): string {
  if (!isApiError(e)) return TAKEDOWN_FAILED;
  if (e.status === 409) return e.message;
  return e.status === 404 ? 'Bildet finnes ikke lenger' : TAKEDOWN_FAILED;
}

/**
 * 'Bilder': every picture of the site with where it is used, in pages of 50, filtered by a search over
 * alt text, titles and file name, by the kind of item it is used in, by missing alt text and by use
 * (only history or the bin keeps it). The search, the filters and the pages shown live in the address
 * (`?q=&bruk=&mangler-alt=1&ikke-i-bruk=1&side=`), so a link opens the library as it was and the back
 * button returns to it. Staff edit the alt text and the focal point in a picture's details; an
 * administrator takes a picture down for good from there, after a confirmation that lists every place
 * it is used (decision 129).
 */
export function ImageLibrary() {
  const id = useId();
  const [params, setParams] = useSearchParams();
  const view = viewFromParams(params);
  const q = useDebouncedValue(view.q.trim(), SEARCH_DEBOUNCE_MS);
  const { data, isPending, isError, isFetching, refetch } = useImages({ q, missingAlt: view.missingAlt, unused: view.unused });
  const isAdmin = useIsAdmin();
  const takeDown = useTakeDownImage();
  const [dialog, confirm] = useConfirm();
  const listed = useMemo(() => (data ?? []).filter((image) => usedInKind(image, view.use)), [data, view.use]);
  const shown = Math.min(listed.length, view.pages * LIST_PAGE_SIZE);

  /** A new search or filter starts again at the first page; replace, not push: typing is not a new page for the back button. */
  const change = (next: Partial<LibraryView>) => setParams(paramsOfView({ ...view, pages: 1, ...next }), { replace: true });

  const askTakeDown = async (image: LibraryImage) => {
    const name = displayName(image);
    const ok = await confirm({
      message: `Slette ${name} for godt?`,
      detail: (
        <>
          <p>Bildet fjernes fra alle steder det brukes:</p>
          <div className="my-2">
            <UsageList image={image} />
          </div>
          <p>Det fjernes også fra historikken, papirkurven og alle sikkerhetskopier, og filene slettes. Dette kan ikke angres.</p>
        </>
      ),
      confirmLabel: 'Slett for godt',
      danger: true,
    });
    if (!ok) return;
    try {
      toast.success(takedownSummary(await takeDown.mutateAsync(image.key)));
    } catch (e) {
      console.warn('Taking the picture down failed', e);
      toast.error(takedownRefusal(e));
    }
  };

  return (
    <section aria-labelledby={`${id}-heading`} className="max-w-4xl rounded-xl bg-white p-4 shadow-sm ring-1 ring-sand-200 sm:p-6">
      <h2 id={`${id}-heading`} className="text-lg font-semibold text-navy-950">
        Alle bilder
      </h2>
      <div role="search" className="mt-3 flex flex-wrap items-end gap-x-6 gap-y-3">
        <div className="min-w-0 flex-1 basis-60">
          <label htmlFor={`${id}-q`} className="field-label">
            Søk i alt-tekst, tittel og filnavn
          </label>
          <input id={`${id}-q`} type="search" className="field-input" value={view.q} onChange={(e) => change({ q: e.target.value })} autoComplete="off" />
        </div>
        <div>
          <label htmlFor={`${id}-use`} className="field-label">
            Brukt i
          </label>
          <select id={`${id}-use`} className="field-input" value={view.use ? USE_PARAMS[view.use] : ''} onChange={(e) => change({ use: viewFromParams(new URLSearchParams({ bruk: e.target.value })).use })}>
            <option value="">Alle</option>
            {(Object.keys(USE_PARAMS) as (keyof typeof USE_PARAMS)[]).map((kind) => (
              <option key={kind} value={USE_PARAMS[kind]}>
                {USE_FILTER_LABELS[kind]}
              </option>
            ))}
          </select>
        </div>
        {(Object.keys(FILTER_PARAMS) as Filter[]).map((filter) => (
          <label key={filter} className="flex items-center gap-2 py-2 text-sm text-navy-950">
            <input type="checkbox" checked={view[filter]} onChange={(e) => change({ [filter]: e.target.checked })} className="h-4 w-4" />
            {FILTER_LABELS[filter]}
          </label>
        ))}
      </div>
      {isPending ? (
        <Spinner className="mt-4" />
      ) : isError ? (
        <LoadFailed className="mt-4" onRetry={() => void refetch()}>
          Kunne ikke hente bildene.
        </LoadFailed>
      ) : (
        <>
          <p className="mt-4 text-sm text-slate-700" aria-live="polite" aria-busy={isFetching}>
            {listed.length === 1 ? '1 bilde' : `${listed.length} bilder`}
          </p>
          {listed.length > 0 && (
            <ul aria-label="Bilder" className="divide-y divide-sand-200">
              {listed.slice(0, shown).map((image) => (
                <ImageRow key={image.key} image={image} busy={takeDown.isPending} onTakeDown={isAdmin ? (i) => void askTakeDown(i) : undefined} />
              ))}
            </ul>
          )}
          <ShowMore shown={shown} total={listed.length} more={() => setParams(paramsOfView({ ...view, pages: view.pages + 1 }), { replace: true })} />
        </>
      )}
      {dialog}
    </section>
  );
}
