import { useEffect, useId, useRef, useState } from 'react';

/** A destructive action of the edit screen ('Slett produkt'), kept in the bar's 'Mer' at the far end from 'Lagre'. */
export interface EditorBarAction {
  label: string;
  onSelect: () => void;
  disabled?: boolean;
}

interface EditorActionBarProps {
  /** Saves every section of the screen at once (its text and its search and share fields); the screen stays open. */
  onSave: () => void;
  /** Saves as 'Lagre' does, then shows the item's public page. */
  onSaveAndView: () => void;
  onCancel: () => void;
  saving: boolean;
  /** Another action of the screen is running (a delete, an upload): saving waits for it. */
  busy?: boolean;
  /** What only 'Mer' offers, such as the delete. */
  more?: EditorBarAction[];
}

/**
 * 'Mer': a disclosure at the bar's start holding the destructive actions, so none sits beside 'Lagre'
 * within a thumb's reach. It opens upwards (the bar is at the bottom of the window) and closes on
 * Escape, on a click elsewhere and once an action is chosen.
 */
function MoreActions({ actions }: { actions: EditorBarAction[] }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return;
    const outside = (e: PointerEvent) => !root.current?.contains(e.target as Node) && setOpen(false);
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open]);
  return (
    <div
      ref={root}
      className="relative"
      onKeyDown={(e) => {
        if (e.key === 'Escape' && open) {
          e.stopPropagation();
          setOpen(false);
          toggle.current?.focus();
        }
      }}
    >
      <button ref={toggle} type="button" className="btn-secondary" aria-expanded={open} aria-controls={id} onClick={() => setOpen((o) => !o)}>
        Mer <span aria-hidden="true">▾</span>
      </button>
      <div id={id} hidden={!open} className="absolute bottom-full left-0 mb-2 min-w-48 rounded-lg bg-white p-1.5 shadow-lg ring-1 ring-sand-200">
        {actions.map((action) => (
          <button
            key={action.label}
            type="button"
            disabled={action.disabled}
            className="block w-full rounded-md px-3 py-2 text-left text-sm font-medium text-red-800 hover:bg-red-50 disabled:opacity-50"
            onClick={() => {
              setOpen(false);
              action.onSelect();
            }}
          >
            {action.label}
          </button>
        ))}
      </div>
    </div>
  );
}

/**
 * The one 'Lagre' of an edit screen, with 'Lagre og vis' and 'Avbryt'. Placed last in the screen's
 * container, it sticks to the bottom of the window while the form runs on below (images, search and
 * share), so the admin never scrolls back up to save. 'Lagre' keeps the editor open (a toast confirms
 * it); the destructive actions wait in 'Mer' at the other end of the bar, the same in every editor.
 */
export function EditorActionBar({ onSave, onSaveAndView, onCancel, saving, busy = false, more = [] }: EditorActionBarProps) {
  return (
    <div
      role="group"
      aria-label="Lagre endringer"
      className="sticky bottom-0 z-10 mt-6 -mx-4 flex flex-wrap items-center justify-between gap-3 border-t border-sand-200 bg-white/95 px-4 py-3 backdrop-blur sm:mx-0 sm:rounded-t-lg"
    >
      {more.length > 0 && <MoreActions actions={more.map((a) => ({ ...a, disabled: a.disabled || saving }))} />}
      <div className="ml-auto flex flex-wrap justify-end gap-3">
        <button type="button" className="btn-secondary" onClick={onCancel} disabled={saving}>
          Avbryt
        </button>
        <button type="button" className="btn-secondary" onClick={onSaveAndView} disabled={saving || busy}>
          Lagre og vis
        </button>
        <button type="button" className="btn-primary" onClick={onSave} disabled={saving || busy}>
          {saving ? 'Lagrer…' : 'Lagre'}
        </button>
      </div>
    </div>
  );
}
