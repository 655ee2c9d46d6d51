import { useState, type ReactNode } from 'react';
import { useConfirm, type ConfirmOptions } from '@/components/ui/confirm-dialog';
import { toast } from '@/lib/toast';

export interface DestructiveAction {
  /** The question asked first; without one the action runs at once (nothing saved yet to lose). */
  question?: ConfirmOptions | undefined;
  /** The API call (delete, discard); throws on failure. */
  perform?: () => Promise<unknown>;
  /** The toast once it is done. */
  success?: string;
  /** The toast when `perform` fails; the screen stays as it was and can be used again. */
  failure: string;
  /** Where the screen goes afterwards (called after `perform`, before `refresh`). */
  leave: () => void;
  /** Cache work after leaving: the screen left is not refetched into a 404 first. */
  refresh?: () => Promise<unknown>;
}

/**
 * The one sequence of every delete and discard on the editor screens and admin tools: ask, mark the
 * screen busy (its buttons disabled), call the API, toast, leave, refresh the caches. A failure
 * toasts and frees the screen again.
 */
export function useDestructiveAction(): { run: (action: DestructiveAction) => Promise<void>; busy: boolean; dialog: ReactNode } {
  const [dialog, confirm] = useConfirm();
  const [busy, setBusy] = useState(false);
  const run = async ({ question, perform, success, failure, leave, refresh }: DestructiveAction) => {
    if (question && !(await confirm(question))) return;
    setBusy(true);
    try {
      await perform?.();
    } catch (e) {
      console.warn(failure, e);
      toast.error(failure);
      setBusy(false);
      return;
    }
    if (success) toast.success(success);
    leave();
    await refresh?.();
  };
  return { run, busy, dialog };
}
