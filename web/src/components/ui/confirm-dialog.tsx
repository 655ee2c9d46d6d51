import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

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
 * Escape and the backdrop cancel; focus starts on the confirm button.
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
  useEffect(() => {
    confirmButton.current?.focus();
  }, []);
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape') {
      e.stopPropagation();
      onClose(false);
    }
  };
  return (
    <div className="fixed inset-0 z-[60] flex items-center justify-center p-4" onKeyDown={onKeyDown}>
      <div className="absolute inset-0 bg-navy-950/50" aria-hidden="true" onClick={() => onClose(false)} />
      <div
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={`${id}-message`}
        aria-describedby={options.detail ? `${id}-detail` : undefined}
        className="relative w-full max-w-md rounded-xl bg-white p-6 shadow-xl"
      >
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
    </div>
  );
}
