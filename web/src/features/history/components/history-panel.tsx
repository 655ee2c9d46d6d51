import type { VersionRestoreResult, VersionSummary } from '@rms/schema';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useConfirm } from '@/components/ui/confirm-dialog';
import { LoadFailed } from '@/components/ui/load-failed';
import { Spinner } from '@/components/ui/spinner';
import { isConflict } from '@/lib/conflict';
import { toast } from '@/lib/toast';
import { getItemHistoryQueryOptions, getVersionQueryOptions, getVersionsQueryOptions, restoreVersion } from '../api/versions';
import type { HistoryItem } from '../lib/item';
import { fieldLabel, versionLabel } from '../lib/labels';
import { fullTime, relativeTime } from '../lib/time';
import { VersionComparison, type ComparedSide } from './version-comparison';

export const RESTORED_MESSAGE = 'Versjonen er gjenopprettet';
export const RESTORE_CONFLICT_MESSAGE = 'Noen andre har lagret endringer her etter at du åpnet siden. Den nyeste versjonen er lastet inn; se historikken og prøv igjen.';

export interface HistoryPanelProps {
  item: HistoryItem;
  /** The item as the screen shows it now: 'Sammenlign med nåværende' compares against it. */
  current: Record<string, unknown> | null;
  /** The item's `modified_at` the screen shows: a restore sends it (409 when someone saved since). */
  version: string | undefined;
  /** After a restore: reload the item and show it. */
  onRestored: (result: VersionRestoreResult) => unknown;
  /** After a 409: reload the item. */
  onConflict?: () => unknown;
}

type Comparing = { older: string; newer: string | 'current' };

function VersionRow({ v, selected, onSelect, onCompare, onRestore, restorable, busy }: {
  v: VersionSummary;
  selected: boolean;
  onSelect: (on: boolean) => void;
  onCompare: () => void;
  onRestore: () => void;
  restorable: boolean;
  busy: boolean;
}) {
  const when = fullTime(v.at);
  return (
    <li className="flex flex-wrap items-start gap-3 py-3" data-version-id={v.id}>
      <input type="checkbox" className="mt-1.5" checked={selected} onChange={(e) => onSelect(e.target.checked)} aria-label={`Velg versjonen fra ${when} for sammenligning`} />
      <div className="min-w-0 flex-1">
        <p className="text-sm text-slate-900">
          <strong className="font-semibold">{versionLabel(v)}</strong>
          <span className="text-slate-600"> · {v.by?.email ?? 'ukjent'} · </span>
          <time dateTime={v.at} title={when} className="text-slate-600 underline decoration-dotted underline-offset-2">
            {relativeTime(v.at)}
          </time>
        </p>
        {v.changedFields.length > 0 && v.kind !== 'opprettet' && <p className="mt-0.5 text-sm text-slate-700">Endret: {v.changedFields.map(fieldLabel).join(', ')}</p>}
      </div>
      <div className="flex flex-wrap gap-2">
        <button type="button" className="btn-secondary px-3 py-1 text-sm" onClick={onCompare} aria-label={`Sammenlign med nåværende: versjonen fra ${when}`}>
          Sammenlign med nåværende
        </button>
        {restorable && (
          <button type="button" className="btn-secondary px-3 py-1 text-sm" onClick={onRestore} disabled={busy} aria-label={`Gjenopprett versjonen fra ${when}`}>
            Gjenopprett
          </button>
        )}
      </div>
    </li>
  );
}

/** One version's stored item for a comparison, fetched once (a version never changes). */
function useSide(item: HistoryItem, versionId: string | null, label: (v: VersionSummary) => string) {
  const query = useQuery({ ...getVersionQueryOptions(item, versionId ?? ''), enabled: !!versionId });
  const side: ComparedSide | null = query.data ? { label: label(query.data), item: query.data.item } : null;
  return { side, pending: !!versionId && query.isPending, failed: query.isError };
}

const sideLabel = (v: VersionSummary) => `${versionLabel(v)} ${fullTime(v.at)}`;

/**
 * 'Historikk': every saved version of the item, newest first, 20 a page; who and when
 * (the full time on hover), the kind of change and the fields it changed. Compare any two, or one
 * with the current state; restore one (itself a new version, so it can be undone).
 */
export function HistoryPanel({ item, current, version, onRestored, onConflict }: HistoryPanelProps) {
  const id = useId();
  const queryClient = useQueryClient();
  const [dialog, confirm] = useConfirm();
  // The `before` of each page shown so far: [null] is the newest page.
  const [cursors, setCursors] = useState<(string | null)[]>([null]);
  const cursor = cursors.at(-1) ?? null;
  // Saves made elsewhere (inline on the public page) since this list was cached are shown too.
  const page = useQuery({ ...getVersionsQueryOptions(item, cursor), refetchOnMount: 'always' });
  const [selected, setSelected] = useState<string[]>([]);
  const [comparing, setComparing] = useState<Comparing | null>(null);
  const [busy, setBusy] = useState(false);
  const [missing, setMissing] = useState<string[]>([]);
  const versions = page.data?.versions ?? [];

  // Any later save of the item (here or in the form above) is a new version: show it.
  const shownVersion = useRef(version);
  useEffect(() => {
    if (shownVersion.current === version) return;
    shownVersion.current = version;
    void queryClient.invalidateQueries({ queryKey: getItemHistoryQueryOptions({ kind: item.kind, id: item.id }).queryKey });
  }, [version, item.kind, item.id, queryClient]);

  const older = useSide(item, comparing?.older ?? null, sideLabel);
  const newer = useSide(item, comparing && comparing.newer !== 'current' ? comparing.newer : null, sideLabel);
  const after: ComparedSide | null = comparing?.newer === 'current' ? (current ? { label: 'Nåværende', item: current } : null) : newer.side;

  const compareSelected = () => {
    const [a, b] = selected;
    if (!a || !b) return;
    // The selection may span pages: order by time, which the summaries carry.
    const at = (vid: string) => versions.find((v) => v.id === vid)?.at ?? '';
    const [first, second] = at(a) <= at(b) ? [a, b] : [b, a];
    setComparing({ older: first, newer: second });
  };

  const restore = async (v: VersionSummary) => {
    const ok = await confirm({
      message: `Gjenopprette versjonen fra ${fullTime(v.at)}?`,
      detail: 'Innholdet blir slik det var da: tekst, bilder med rekkefølge, hovedbilde og alt-tekster, og om det er publisert. Gjenopprettingen lagres som en ny versjon, så du kan angre den. Endringer du ikke har lagret på denne siden, går tapt.',
      confirmLabel: 'Gjenopprett',
    });
    if (!ok) return;
    setBusy(true);
    try {
      const result = await restoreVersion(item, v.id, version);
      setMissing(result.missingFiles);
      if (result.missingFiles.length > 0) toast.error(`${result.missingFiles.length} bildefil(er) finnes ikke lenger`);
      toast.success(result.version ? RESTORED_MESSAGE : 'Innholdet var allerede slik; ingenting er endret');
      setComparing(null);
      setSelected([]);
      setCursors([null]);
      await queryClient.invalidateQueries({ queryKey: getItemHistoryQueryOptions(item).queryKey });
      await onRestored(result);
    } catch (e) {
      console.warn('Restoring the version failed', e);
      if (isConflict(e)) {
        toast.error(RESTORE_CONFLICT_MESSAGE);
        await queryClient.invalidateQueries({ queryKey: getItemHistoryQueryOptions(item).queryKey });
        await onConflict?.();
      } else toast.error('Kunne ikke gjenopprette versjonen');
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby={`${id}-heading`} className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-sand-200">
      <h2 id={`${id}-heading`} className="text-lg font-semibold text-navy-950">
        Historikk
      </h2>
      <p className="mt-1 text-sm text-slate-700">Hver lagring er en versjon. Sammenlign to versjoner, eller gjenopprett en tidligere; også en gjenoppretting kan angres.</p>
      {missing.length > 0 && (
        <div role="alert" className="mt-3 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
          <p className="font-semibold">Disse bildefilene finnes ikke lenger. Bildene står i galleriet, men vises som «Image not available» til du bytter dem ut:</p>
          <ul className="mt-1 list-disc pl-5">
            {missing.map((m) => (
              <li key={m}>{m}</li>
            ))}
          </ul>
        </div>
      )}
      {page.isPending ? (
        <Spinner />
      ) : page.isError ? (
        <LoadFailed announce={false} onRetry={() => void page.refetch()}>
          Kunne ikke hente historikken.
        </LoadFailed>
      ) : versions.length === 0 ? (
        <p className="mt-3 text-sm text-slate-700">Ingen lagrede versjoner ennå. Neste lagring blir den første.</p>
      ) : (
        <ol aria-label="Versjoner, nyeste først" className="mt-3 divide-y divide-sand-200">
          {versions.map((v, i) => (
            <VersionRow
              key={v.id}
              v={v}
              selected={selected.includes(v.id)}
              onSelect={(on) => setSelected((s) => (on ? [...s.filter((x) => x !== v.id), v.id].slice(-2) : s.filter((x) => x !== v.id)))}
              onCompare={() => setComparing({ older: v.id, newer: 'current' })}
              onRestore={() => void restore(v)}
              // The newest version is what the item is now; a deletion is brought back from the dashboard.
              restorable={!(cursors.length === 1 && i === 0) && v.kind !== 'slettet'}
              busy={busy}
            />
          ))}
        </ol>
      )}
      {/* An empty history is one line: no paging or comparing to offer. */}
      {versions.length > 0 && (
        <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
          <div className="flex gap-2">
            <button type="button" className="btn-secondary px-3 py-1 text-sm" disabled={cursors.length === 1} onClick={() => setCursors((c) => c.slice(0, -1))}>
              Nyere
            </button>
            <button type="button" className="btn-secondary px-3 py-1 text-sm" disabled={!page.data?.next} onClick={() => page.data?.next && setCursors((c) => [...c, page.data.next])}>
              Eldre
            </button>
          </div>
          <button type="button" className="btn-primary px-3 py-1 text-sm" disabled={selected.length !== 2} onClick={compareSelected}>
            Sammenlign de to valgte
          </button>
        </div>
      )}
      {comparing &&
        (older.pending || newer.pending ? (
          <Spinner />
        ) : older.failed || newer.failed || !older.side || !after ? (
          <p role="alert" className="mt-3 text-sm text-red-800">
            Kunne ikke hente versjonene som skal sammenlignes.
          </p>
        ) : (
          <VersionComparison kind={item.kind} before={older.side} after={after} onClose={() => setComparing(null)} />
        ))}
      {dialog}
    </section>
  );
}
