import { useCallback, useEffect, useRef, type ReactNode } from 'react';
import { useBlocker } from 'react-router';
import { useConfirm } from './confirm-dialog';

export const LEAVE_QUESTION = 'Vil du forlate siden?';
export const LEAVE_DETAIL = 'Du har tekst som ikke er lagret, eller bilder som lastes opp. Forlater du siden nå, går dette tapt.';

/**
 * Asks before the admin leaves a screen with unsaved text or uploads in flight: a router blocker
 * for links and back/forward inside the app, `beforeunload` for reload, close and typed addresses.
 * A router honours one blocker at a time, so each screen calls this once, for all its reasons.
 * Returns the dialog to render and `allowLeaving()`, for a navigation the screen makes itself
 * once the work is saved or knowingly discarded.
 */
export function useLeaveGuard(active: boolean): { dialog: ReactNode; allowLeaving: () => void } {
  const [dialog, confirm] = useConfirm();
  const activeNow = useRef(active);
  const bypass = useRef(false);
  useEffect(() => {
    activeNow.current = active;
  }, [active]);
  const shouldBlock = useCallback(
    ({ currentLocation, nextLocation }: { currentLocation: { pathname: string }; nextLocation: { pathname: string } }) =>
      activeNow.current && !bypass.current && currentLocation.pathname !== nextLocation.pathname,
    [],
  );
  const blocker = useBlocker(shouldBlock);
  const allowLeaving = useCallback(() => {
    bypass.current = true;
  }, []);

  const current = useRef(blocker);
  useEffect(() => {
    current.current = blocker;
  });
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    void confirm({ message: LEAVE_QUESTION, detail: LEAVE_DETAIL, confirmLabel: 'Forlat siden', cancelLabel: 'Bli her', danger: true }).then((leave) => {
      const b = current.current;
      if (b.state !== 'blocked') return;
      if (leave) b.proceed();
      else b.reset();
    });
  }, [blocker.state, confirm]);

  useEffect(() => {
    if (!active) return;
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      e.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [active]);

  return { dialog, allowLeaving };
}
