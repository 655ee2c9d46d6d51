/**
 * The test DOM's <dialog> falls short of a browser's: happy-dom (decision 138) opens and closes it
 * but never cancels it on Escape. This stand-in replaces it with what the platform does and the
 * components rely on (docs/decisions/083): showModal() opens and remembers the focused element, Escape fires a cancelable
 * `cancel` at the top modal and closes it unless that is prevented, close() closes, fires `close` and
 * gives focus back to the remembered element. It does not make the page inert.
 */
const modals: HTMLDialogElement[] = [];
const openers = new WeakMap<HTMLDialogElement, HTMLElement | null>();

if (typeof HTMLDialogElement !== 'undefined') {
  if (!('open' in HTMLDialogElement.prototype)) {
    Object.defineProperty(HTMLDialogElement.prototype, 'open', {
      get(this: HTMLDialogElement) {
        return this.hasAttribute('open');
      },
      set(this: HTMLDialogElement, value: boolean) {
        this.toggleAttribute('open', value);
      },
    });
  }
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    if (this.open) return;
    openers.set(this, document.activeElement instanceof HTMLElement ? document.activeElement : null);
    this.setAttribute('open', '');
    modals.push(this);
  };
  HTMLDialogElement.prototype.show = function show(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement, returnValue?: string) {
    if (!this.open) return;
    if (returnValue !== undefined) this.returnValue = returnValue;
    this.removeAttribute('open');
    const index = modals.indexOf(this);
    if (index >= 0) modals.splice(index, 1);
    const opener = openers.get(this);
    openers.delete(this);
    if (opener?.isConnected) opener.focus();
    this.dispatchEvent(new Event('close'));
  };
  // As in a browser, Escape cancels the top modal dialog after the page's own handlers have run,
  // whether or not they stopped the event's propagation; only preventDefault() keeps it open.
  window.addEventListener(
    'keydown',
    (e) => {
      if (e.key !== 'Escape') return;
      queueMicrotask(() => {
        const top = modals.filter((dialog) => dialog.isConnected && dialog.open).pop();
        if (e.defaultPrevented || !top) return;
        if (top.dispatchEvent(new Event('cancel', { cancelable: true }))) top.close();
      });
    },
    { capture: true },
  );
}
