import type { VersionRestoreResult } from '@rms/schema';
import { useState } from 'react';

/**
 * The key of the form under a HistoryPanel, so a restored version is shown in a fresh form (the old one
 * held the content from before the restore), and whether the form is waiting for it.
 *
 * The form is mounted afresh only once the screen's query shows the restored version (its
 * `modified_at`), not as soon as the reload settles: a reload's promise can settle before the query
 * hands the component the new data, and the form, which takes its content once when it mounts, then
 * kept the text from before the restore.
 */
export function useRestoredForm(current: string | undefined, reload: () => Promise<unknown>) {
  const [restores, setRestores] = useState<{ count: number; version: string | null }>({ count: 0, version: null });
  // ISO timestamps of one format compare as text.
  const waiting = restores.version !== null && (current === undefined || current < restores.version);
  const onRestored = async (result: VersionRestoreResult) => {
    const version = result.item.modified_at;
    await reload();
    setRestores((r) => ({ count: r.count + 1, version: typeof version === 'string' ? version : null }));
  };
  return { formKey: restores.count, waiting, onRestored };
}
