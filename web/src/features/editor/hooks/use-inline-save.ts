import { useState } from 'react';
import { CONFLICT_MESSAGE, isConflict } from '@/lib/conflict';
import { toast } from '@/lib/toast';

/** A change of one field, sent with the version the editing started from. */
export type VersionedPatch<P> = P & { modified_at: string | undefined };

export interface InlineSaveOptions<P> {
  /** The item's modified_at as shown now. */
  version: string | undefined;
  /** Sends the change (PUT of the product or project); throws on failure (409 when it is stale). */
  save: (patch: VersionedPatch<P>) => Promise<unknown>;
  /** Reloads the item: after a save, and after a 409 so the current version shows. */
  reload: () => Promise<unknown>;
  messages: { success: string; failure: string };
}

/**
 * Saving from an inline editor (a headline, a description): the save starts from the version the
 * editing opened with; after a 409 the item is reloaded, the admin's text stays, and the next save
 * starts from the version now shown.
 */
export function useInlineSave<P>({ version, save, reload, messages }: InlineSaveOptions<P>) {
  const [saving, setSaving] = useState(false);
  const [startedFrom, setStartedFrom] = useState<string | undefined>(undefined);
  const [conflict, setConflict] = useState(false);
  /** Editing starts: from the version shown now. */
  const begin = () => {
    setStartedFrom(version);
    setConflict(false);
  };
  /** True once saved. */
  const submit = async (patch: P): Promise<boolean> => {
    setSaving(true);
    try {
      await save({ ...patch, modified_at: conflict ? version : startedFrom });
      await reload();
      toast.success(messages.success);
      setConflict(false);
      return true;
    } catch (e) {
      console.warn(messages.failure, e);
      if (isConflict(e)) {
        setConflict(true);
        toast.error(CONFLICT_MESSAGE);
        await reload();
      } else toast.error(messages.failure);
      return false;
    } finally {
      setSaving(false);
    }
  };
  return { saving, conflict, begin, submit };
}
