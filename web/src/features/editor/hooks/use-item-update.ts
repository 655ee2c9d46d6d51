import { useState } from 'react';
import { CONFLICT_MESSAGE, isConflict } from '@/lib/conflict';
import { toast } from '@/lib/toast';

/**
 * A one-click change of a product or project from its admin tools (publish, move): busy while it
 * runs, the item reloaded after it; a 409 says someone else changed it and shows their version.
 */
export function useItemUpdate(reload: () => Promise<unknown>, messages: { success: string; failure: string }) {
  const [busy, setBusy] = useState(false);
  const update = async (work: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await work();
      await reload();
      toast.success(messages.success);
    } catch (e) {
      console.warn(messages.failure, e);
      toast.error(isConflict(e) ? CONFLICT_MESSAGE : messages.failure);
      if (isConflict(e)) await reload();
    } finally {
      setBusy(false);
    }
  };
  return { busy, update };
}
