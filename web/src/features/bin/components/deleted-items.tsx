import type { DeletedItem } from '@rms/schema';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useConfirm } from '@/components/ui/confirm-dialog';
import { Spinner } from '@/components/ui/spinner';
import { getCampaignsQueryOptions } from '@/features/campaigns';
import { getProductsQueryOptions } from '@/features/products';
import { getProjectsQueryOptions } from '@/features/projects';
import { isApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { getDeletedItemsQueryOptions, restoreDeletedItem } from '../api/deleted';
import { fullTime, relativeTime } from '@/features/history';
import { LoadFailed } from '@/components/ui/load-failed';
import { ShowMore, usePaged } from '@/components/ui/show-more';

/** Each kind in Norwegian: its name, with the definite article, 'a new one' and 'the new one' of it, and what a restore brings back. */
const KIND = {
  product: { name: 'Produkt', the: 'Produktet', aNew: 'et nytt produkt', theNew: 'det nye', comesBack: 'kommer tilbake der det var, med bildene sine, og som utkast eller publisert slik det var.' },
  project: { name: 'Prosjekt', the: 'Prosjektet', aNew: 'et nytt prosjekt', theNew: 'det nye', comesBack: 'kommer tilbake der det var, med bildene sine, og som utkast eller publisert slik det var.' },
  campaign: { name: 'Kampanje', the: 'Kampanjen', aNew: 'en ny kampanje', theNew: 'den nye', comesBack: 'kommer tilbake slik den var, med tider, plasseringer og lenke.' },
} as const;

/**
 * Why the server refused a restore, in Norwegian: the API says that a parent is gone in Norwegian
 * already ('… Gjenopprett det først.'), but an id taken by a new item (the ids in quotes) and a
 * place in the tree that no longer fits in English.
 */
export function restoreRefusal(item: DeletedItem, message: string): string {
  if (message.includes('Gjenopprett det først')) return `Kunne ikke gjenopprette: ${message}`;
  const kind = KIND[item.kind];
  if (!/exists? again/.test(message)) return `Kunne ikke gjenopprette: ${kind.the.toLowerCase()} passer ikke lenger inn der det lå i produkttreet.`;
  const ids = [...message.matchAll(/"([^"]+)"/g)].map((m) => `«${m[1]}»`);
  return `Kunne ikke gjenopprette: ${kind.aNew} har tatt id-en ${ids.join(', ') || `«${item.id}»`}. Slett ${kind.theNew} først.`;
}

/** The list a restored item is back in. */
const RESTORED_QUERY = { product: getProductsQueryOptions, project: getProjectsQueryOptions, campaign: getCampaignsQueryOptions } as const;

/**
 * 'Slettet' on the dashboard: deleted projects, and deleted products with what went
 * with them, newest first; each comes back where it was, with its pictures.
 */
export function DeletedItems() {
  const queryClient = useQueryClient();
  // A delete anywhere else since this list was cached is shown at once.
  const { data, isPending, isError, refetch } = useQuery({ ...getDeletedItemsQueryOptions(), refetchOnMount: 'always' });
  const pages = usePaged(data ?? []);
  const [dialog, confirm] = useConfirm();
  const [busy, setBusy] = useState<string | null>(null);

  const restore = async (item: DeletedItem) => {
    const children = item.children.length > 0 ? ` Med det kommer ${item.children.map((c) => `«${c.title}»`).join(', ')}.` : '';
    const ok = await confirm({
      message: `Gjenopprette «${item.title}»?`,
      detail: `${KIND[item.kind].the} ${KIND[item.kind].comesBack}${children}`,
      confirmLabel: 'Gjenopprett',
    });
    if (!ok) return;
    setBusy(`${item.kind}/${item.id}`);
    try {
      const result = await restoreDeletedItem(item.kind, item.id);
      toast.success(`Gjenopprettet: ${item.title}`);
      if (result.missingFiles.length > 0) toast.error(`Disse bildefilene finnes ikke lenger: ${result.missingFiles.join(', ')}`);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: getDeletedItemsQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: RESTORED_QUERY[item.kind]().queryKey }),
      ]);
    } catch (e) {
      console.warn('Restoring the deleted item failed', e);
      toast.error(isApiError(e) && e.status === 409 ? restoreRefusal(item, e.message) : 'Kunne ikke gjenopprette');
    } finally {
      setBusy(null);
    }
  };

  return (
    <section aria-labelledby="deleted-heading" className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-sand-200">
      <h2 id="deleted-heading" className="text-lg font-semibold text-navy-950">
        Slettet
      </h2>
      <p className="mt-1 text-sm text-slate-700">Slettede produkter, prosjekter og kampanjer. Gjenopprett ett om gangen, uten å røre resten av nettstedet.</p>
      {isPending ? (
        <Spinner />
      ) : isError ? (
        <LoadFailed onRetry={() => void refetch()}>Kunne ikke hente slettede elementer.</LoadFailed>
      ) : data.length === 0 ? (
        <p className="mt-3 text-sm text-slate-700">Ingenting er slettet.</p>
      ) : (
        <>
          <ul aria-label="Slettede elementer" className="mt-3 divide-y divide-sand-200">
            {pages.visible.map((item) => (
              <li key={`${item.kind}/${item.id}`} className="flex flex-wrap items-start justify-between gap-3 py-3">
                <div className="min-w-0">
                  <p className="font-medium text-navy-950">
                    {item.title} <span className="text-sm font-normal text-slate-600">({KIND[item.kind].name})</span>
                  </p>
                  <p className="text-sm text-slate-700">
                    Slettet av {item.by?.email ?? 'ukjent'}{' '}
                    <time dateTime={item.at} title={fullTime(item.at)} className="underline decoration-dotted underline-offset-2">
                      {relativeTime(item.at)}
                    </time>
                  </p>
                  {item.children.length > 0 && <p className="text-sm text-slate-700">Med: {item.children.map((c) => c.title).join(', ')}</p>}
                </div>
                <button type="button" className="btn-secondary px-3 py-1 text-sm" disabled={busy !== null} onClick={() => void restore(item)} aria-label={`Gjenopprett ${item.title}`}>
                  Gjenopprett
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
