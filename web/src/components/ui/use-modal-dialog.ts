import { useLayoutEffect, useRef, type RefObject } from 'react';

/**
 * A modal `<dialog>` shown while its component is mounted: opened with showModal() (focus kept
 * inside, the page inert; docs/decisions/083), focus on `initial`; on unmount it is closed and focus
 * goes back to the element that had it. A layout effect: its cleanup runs while the dialog is still
 * in the document, so close() can give focus back.
 */
export function useModalDialog(initial: RefObject<HTMLElement | null>): RefObject<HTMLDialogElement | null> {
  const dialog = useRef<HTMLDialogElement>(null);
  useLayoutEffect(() => {
    const element = dialog.current;
    if (!element) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    element.showModal();
    initial.current?.focus();
    return () => {
      if (element.open) element.close();
      if (opener?.isConnected && document.activeElement !== opener) opener.focus();
    };
    // Once per mount: the element to focus first is fixed when the dialog opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return dialog;
}
