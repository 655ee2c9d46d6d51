import type { ReactNode } from 'react';

interface EditorActionBarProps {
  /** Saves every section of the screen at once: its text and its search and share fields. */
  onSave: () => void;
  onCancel: () => void;
  saving: boolean;
  /** Another action of the screen is running (a delete): saving waits for it. */
  busy?: boolean;
  /** What stands on the left, such as the delete button. */
  children?: ReactNode;
}

/**
 * The one 'Lagre' of an edit screen, with 'Avbryt'. Placed last in the screen's container, it sticks
 * to the bottom of the window while the form runs on below (images, search and share), so the admin
 * never scrolls back up to save.
 */
export function EditorActionBar({ onSave, onCancel, saving, busy = false, children }: EditorActionBarProps) {
  return (
    <div
      role="group"
      aria-label="Lagre endringer"
      className="sticky bottom-0 z-10 mt-6 -mx-4 flex flex-wrap items-center justify-between gap-3 border-t border-sand-200 bg-white/95 px-4 py-3 backdrop-blur sm:mx-0 sm:rounded-t-lg"
    >
      <div className="flex flex-wrap gap-3">{children}</div>
      <div className="ml-auto flex gap-3">
        <button type="button" className="btn-secondary" onClick={onCancel} disabled={saving}>
          Avbryt
        </button>
        <button type="button" className="btn-primary" onClick={onSave} disabled={saving || busy}>
          {saving ? 'Lagrer…' : 'Lagre'}
        </button>
      </div>
    </div>
  );
}
