import type { Window } from '@rms/schema';
import type { SeoFields } from '@rms/schema/seo-limits';
import { useQueryClient, type FetchQueryOptions, type QueryKey } from '@tanstack/react-query';
import { useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useLeaveGuard } from '@/components/ui/leave-guard';
import { CONFLICT_MESSAGE, isConflict, laterVersion } from '@/lib/conflict';
import { toast } from '@/lib/toast';
import { useWindowDraft } from './use-window-draft';

/** What an editor holds of a saved product or project. */
export type EditedItem = Window & { id: string; title: string; description: string; modified_at?: string | undefined; seo?: SeoFields | undefined };

export interface ItemEditorOptions<T extends EditedItem, F extends FieldValues, K extends QueryKey> {
  /** The screen's details form (react-hook-form); its dirty state is part of what the leave guard guards. */
  form: UseFormReturn<F, unknown, unknown>;
  /** The stored item the screen opened; null on a wizard until its draft is saved. */
  stored: T | null;
  /** The kind's item query (the same options its screens use): what a 409 loads and shows. */
  itemQuery: (id: string) => FetchQueryOptions<T, Error, T, K>;
  /** The key of the kind's cached lists and items, refreshed after a save. */
  listKey: QueryKey;
}

/** One save of the screen: what it sends, and what the admin reads afterwards. */
export interface ItemSave<T> {
  /** Sends the change from `startedFrom`, the version the form started from (undefined before the first save). */
  send: (startedFrom: string | undefined) => Promise<T>;
  success?: string;
  /** The toast when it fails for another reason than a 409. */
  failure: string | ((error: unknown) => string);
}

/**
 * The one save, conflict and leave logic of every product and project editor (decision 157): new
 * (the wizard) and edit (the one page) alike.
 * - The version the form started from is the stored item's, moved on by the screen's own saves and
 *   by its picture uploads (`noteVersion`, with `laterVersion`), so only someone else's save is a conflict.
 * - A 409 toasts CONFLICT_MESSAGE, loads the current version and shows it (`conflict`); the admin's text
 *   stays in the form, and the next save starts from the version shown.
 * - What is saved becomes the form's, the search and share fields' and the window's new starting point.
 * - The leave guard asks while any of them is changed or a picture uploads; `leave` lets a save's or
 *   delete's own navigation through.
 */
export function useItemEditor<T extends EditedItem, F extends FieldValues, K extends QueryKey>({ form, stored, itemQuery, listKey }: ItemEditorOptions<T, F, K>) {
  const queryClient = useQueryClient();
  const invalidate = () => queryClient.invalidateQueries({ queryKey: listKey });
  const [item, setItem] = useState<T | null>(stored);
  const [version, setVersion] = useState(stored?.modified_at);
  const [conflict, setConflict] = useState<T | null>(null);
  const [saving, setSaving] = useState(false);
  const [uploading, setUploading] = useState(false);
  // 'Søk og deling' and 'Publiser fra' / 'Avpubliser fra' (decision 134), saved with the details.
  const [seo, setSeo] = useState<SeoFields>(stored?.seo ?? {});
  const seoChanged = JSON.stringify(seo) !== JSON.stringify(item?.seo ?? {});
  const schedule = useWindowDraft(item ?? {});
  const { isDirty } = form.formState;
  const { dialog: leaveDialog, allowLeaving } = useLeaveGuard(isDirty || seoChanged || schedule.changed || uploading);

  const noteVersion = (next: string | undefined) => setVersion((from) => laterVersion(from, next));

  /** Runs one save; the saved item, or null when it failed (then the form keeps what was typed). */
  const save = async ({ send, success, failure }: ItemSave<T>): Promise<T | null> => {
    const typed = form.getValues();
    setSaving(true);
    try {
      const saved = await send(version);
      if (success) toast.success(success);
      setItem(saved);
      setVersion(saved.modified_at);
      setConflict(null);
      form.reset(typed);
      setSeo(saved.seo ?? {});
      schedule.reset(saved);
      await invalidate();
      return saved;
    } catch (e) {
      const message = typeof failure === 'string' ? failure : failure(e);
      console.warn(message, e);
      if (item && isConflict(e)) {
        toast.error(CONFLICT_MESSAGE);
        await invalidate();
        const latest = await queryClient.fetchQuery(itemQuery(item.id));
        setConflict(latest);
        setVersion(latest.modified_at);
      } else toast.error(message);
      return null;
    } finally {
      setSaving(false);
    }
  };

  /**
   * A wizard's 'Neste': creates the draft the first time (so pictures can upload against its id), saves
   * changed details after that, and passes unchanged ones through.
   */
  const saveDraft = (create: ItemSave<T>, update: (current: T) => ItemSave<T>): Promise<T | null> => {
    if (!item) return save(create);
    return isDirty ? save(update(item)) : Promise.resolve(item);
  };

  /** Leaves the screen on purpose (after a save or a delete): the leave guard does not ask. */
  const leave = (go: () => void) => () => {
    allowLeaving();
    go();
  };

  return { item, version, noteVersion, conflict, saving, uploading, setUploading, seo, setSeo, seoChanged, schedule, dirty: isDirty, save, saveDraft, leave, leaveDialog };
}

export type ItemEditor<T extends EditedItem> = ReturnType<typeof useItemEditor<T, FieldValues, QueryKey>>;
