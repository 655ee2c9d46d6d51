import type { LibraryImage } from '@rms/schema';
import { useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useConfirm } from '@/components/ui/confirm-dialog';
import { Spinner } from '@/components/ui/spinner';
import { isApiError } from '@/lib/api-client';
import { useIsAdmin } from '@/lib/session';
import { toast } from '@/lib/toast';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useImages } from '../api/get-images';
import { useTakeDownImage } from '../api/take-down-image';
import { FILTER_LABELS, FILTER_PARAMS, type Filter } from '../lib/filters';
import { fileName, takedownSummary } from '../lib/usage';
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
 * 'Bilder': every picture of the site with where it is used, filtered by missing alt text, by use
 * (only history or the bin keeps it) and by a search over alt text, titles and file name. Staff edit
 * the alt text in place; an administrator takes a picture down for good after a confirmation that
 * lists every place it is used (decision 130).
 */
export function ImageLibrary() {
  const id = useId();
  const [params, setParams] = useSearchParams();
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const on = (filter: Filter) => params.get(FILTER_PARAMS[filter]) === '1';
  const { data, isPending, isError, isFetching } = useImages({ q, missingAlt: on('missingAlt'), unused: on('unused') });
  const isAdmin = useIsAdmin();
  const takeDown = useTakeDownImage();
  const [dialog, confirm] = useConfirm();

  const toggle = (filter: Filter, checked: boolean) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (checked) next.set(FILTER_PARAMS[filter], '1');
        else next.delete(FILTER_PARAMS[filter]);
        return next;
      },
      { replace: true },
    );

  const askTakeDown = async (image: LibraryImage) => {
    const name = fileName(image);
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
    <section aria-labelledby={`${id}-heading`} className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-sand-200 sm:p-6">
      <h2 id={`${id}-heading`} className="text-lg font-semibold text-navy-950">
        Alle bilder
      </h2>
      <div role="search" className="mt-3 flex flex-wrap items-end gap-x-6 gap-y-3">
        <div className="min-w-0 flex-1 basis-60">
          <label htmlFor={`${id}-q`} className="field-label">
            Søk i alt-tekst, tittel og filnavn
          </label>
          <input id={`${id}-q`} type="search" className="field-input" value={search} onChange={(e) => setSearch(e.target.value)} autoComplete="off" />
        </div>
        {(Object.keys(FILTER_PARAMS) as Filter[]).map((filter) => (
          <label key={filter} className="flex items-center gap-2 py-2 text-sm text-navy-950">
            <input type="checkbox" checked={on(filter)} onChange={(e) => toggle(filter, e.target.checked)} className="h-4 w-4" />
            {FILTER_LABELS[filter]}
          </label>
        ))}
      </div>
      {isPending ? (
        <Spinner className="mt-4" />
      ) : isError ? (
        <p role="alert" className="mt-4 text-sm text-red-800">
          Kunne ikke hente bildene.
        </p>
      ) : (
        <>
          <p className="mt-4 text-sm text-slate-700" aria-live="polite" aria-busy={isFetching}>
            {data.length === 1 ? '1 bilde' : `${data.length} bilder`}
          </p>
          {data.length > 0 && (
            <ul aria-label="Bilder" className="divide-y divide-sand-200">
              {data.map((image) => (
                <ImageRow key={image.key} image={image} busy={takeDown.isPending} onTakeDown={isAdmin ? (i) => void askTakeDown(i) : undefined} />
              ))}
            </ul>
          )}
        </>
      )}
      {dialog}
    </section>
  );
}
