import { useCallback, useId, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode, type SyntheticEvent } from 'react';
import { useModalDialog } from './use-modal-dialog';

export interface ConfirmOptions {
  /** The question, e.g. 'Er du sikker på at du vil slette dette produktet?'. */
  message: string;
  /** More context under the question (what else goes, how many match). */
  detail?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Red confirm button for destructive actions. */
  danger?: boolean;
}

interface Pending extends ConfirmOptions {
  resolve: (ok: boolean) => void;
}

/**
 * A modal yes/no question, like `window.confirm` but styled and testable:
 * `const [dialog, confirm] = useConfirm(); if (await confirm({ message })) ...` and render `dialog`.
 * The platform's modal `<dialog>` keeps focus inside and the page inert (docs/decisions/083);
 * Escape and the backdrop cancel; focus starts on the confirm button and goes back where it was.
 */
export function useConfirm(): [ReactNode, (options: ConfirmOptions) => Promise<boolean>] {
  const [pending, setPending] = useState<Pending | null>(null);
  const confirm = useCallback((options: ConfirmOptions) => new Promise<boolean>((resolve) => setPending({ ...options, resolve })), []);
  const close = (ok: boolean) => {
    pending?.resolve(ok);
    setPending(null);
  };
  const dialog = pending ? <ConfirmDialog options={pending} onClose={close} /> : null;
  return [dialog, confirm];
}

function ConfirmDialog({ options, onClose }: { options: ConfirmOptions; onClose: (ok: boolean) => void }) {
  const id = useId();
  const confirmButton = useRef<HTMLButtonElement>(null);
  const dialog = useModalDialog(confirmButton);

  // Escape: the dialog's cancel event. Its default (closing) is left to React, which unmounts it.
  const onCancel = (e: SyntheticEvent) => {
    e.preventDefault();
    onClose(false);
  };
  // Escape answers this dialog only, not a handler around it (an inline editor's, for instance).
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape') e.stopPropagation();
  };
  // A click on the backdrop lands on the <dialog> itself; its content sits in an inner box.
  const onClick = (e: MouseEvent) => {
    if (e.target === e.currentTarget) onClose(false);
  };

  return (
    <dialog
      ref={dialog}
      role="alertdialog"
      aria-labelledby={`${id}-message`}
      aria-describedby={options.detail ? `${id}-detail` : undefined}
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-xl bg-white p-0 shadow-xl backdrop:bg-navy-950/50"
      onCancel={onCancel}
      onKeyDown={onKeyDown}
      onClick={onClick}
    >
      <div className="p-6">
        <p id={`${id}-message`} className="text-lg font-semibold text-navy-950">
          {options.message}
        </p>
        {options.detail && (
          <div id={`${id}-detail`} className="mt-3 text-sm text-slate-700">
            {options.detail}
          </div>
        )}
        <div className="mt-6 flex justify-end gap-3">
          <button type="button" className="btn-secondary" onClick={() => onClose(false)}>
            {options.cancelLabel ?? 'Avbryt'}
          </button>
          <button
            ref={confirmButton}
            type="button"
            className={options.danger ? 'btn bg-red-700 text-white hover:bg-red-800' : 'btn-primary'}
            onClick={() => onClose(true)}
          >
            {options.confirmLabel ?? 'OK'}
          </button>
        </div>
      </div>
    </dialog>
  );
}
