import { windowProblem, type Window } from '@rms/schema';
import { useState } from 'react';

/** The publishing window as an editor screen holds it until 'Lagre': each edge an instant, or null for none. */
export interface WindowDraft {
  publishAt: string | null;
  unpublishAt: string | null;
}

export const WINDOW_ORDER_MESSAGE = "'Avpubliser fra' må være etter 'Publiser fra'";

/**
 * The window fields of an edit screen (decision 134): what the admin has set, whether it differs
 * from the stored item, the edges to send with 'Lagre' (only the changed ones) and why it cannot be
 * saved, in the admin's words (the API would refuse an end not after the start).
 */
export function useWindowDraft(stored: Window) {
  const initial: WindowDraft = { publishAt: stored.publishAt ?? null, unpublishAt: stored.unpublishAt ?? null };
  const [value, setValue] = useState<WindowDraft>(initial);
  const patch = {
    ...(value.publishAt !== initial.publishAt ? { publishAt: value.publishAt } : {}),
    ...(value.unpublishAt !== initial.unpublishAt ? { unpublishAt: value.unpublishAt } : {}),
  };
  return {
    value,
    onChange: setValue,
    changed: Object.keys(patch).length > 0,
    patch,
    problem: windowProblem(value) ? WINDOW_ORDER_MESSAGE : null,
    /** After a save that keeps the screen open: the saved item's edges, as the server wrote them, are the new starting point. */
    reset: (saved: Window) => setValue({ publishAt: saved.publishAt ?? null, unpublishAt: saved.unpublishAt ?? null }),
  };
}
