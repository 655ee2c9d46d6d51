import { insideWindow, type Window } from '@rms/schema';
import type { UseQueryResult } from '@tanstack/react-query';
import { Fragment, useState, type ReactNode } from 'react';
import { NotFound } from '@/components/ui/not-found';
import { LoadingBlock } from '@/components/ui/spinner';
import { HistoryPanel, useRestoredForm } from '@/features/history';
import { PreviewLinksPanel } from '@/features/preview-links';

type EditedItem = Record<string, unknown> & Window & { id: string; modified_at?: string | undefined; draft?: boolean | undefined };

interface EditScreenProps<T extends EditedItem> {
  kind: 'product' | 'project';
  /**
   * The item, queried with `refetchOnMount: 'always'`: the form waits for the current version, since
   * a cached copy may predate inline edits made since.
   */
  query: UseQueryResult<T>;
  /** Whatever else the form needs has arrived (the product tree for the category picker). */
  ready?: boolean;
  loadingLabel: string;
  /** Reloads the item (after a restore, or when a restore finds it changed meanwhile). */
  reload: () => Promise<unknown>;
  /** The edit form of the loaded item. */
  children: (item: T) => ReactNode;
}

/**
 * The frame of every edit screen: waits for the current version of the item, shows the form, and
 * under it the item's preview links and history. A restored version is shown in a fresh form (the
 * old one held the content from before the restore).
 */
export function EditScreen<T extends EditedItem>({ kind, query, ready = true, loadingLabel, reload, children }: EditScreenProps<T>) {
  const { data: item, isPending, isError, isFetchedAfterMount } = query;
  const restored = useRestoredForm(item?.modified_at, reload);
  // When the screen opened: whether the item is inside its publishing window is judged at that moment.
  const [openedAt] = useState(Date.now);
  if (isPending || (!isFetchedAfterMount && !isError) || (!ready && !isError)) return <LoadingBlock label={loadingLabel} />;
  if (isError || !item || !ready) return <NotFound />;
  return (
    <>
      {restored.waiting ? <LoadingBlock label={loadingLabel} /> : <Fragment key={`${item.id}:${restored.formKey}`}>{children(item)}</Fragment>}
      <div className="container-page pb-10">
        {/* Outside its publishing window an item is a draft for visitors: a preview link shows it as it will be. */}
        <PreviewLinksPanel item={{ kind, id: item.id }} draft={item.draft === true || !insideWindow(item, openedAt)} />
        <HistoryPanel
          item={{ kind, id: item.id }}
          current={item}
          version={item.modified_at}
          onRestored={restored.onRestored}
          onConflict={reload}
        />
      </div>
    </>
  );
}
