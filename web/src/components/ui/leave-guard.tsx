import { useCallback, useEffect, useRef, type ReactNode } from 'react';
import { useAppHistory } from '@/lib/router-history';
import { useConfirm } from './confirm-dialog';

export const LEAVE_QUESTION = 'Vil du forlate siden?';
export const LEAVE_DETAIL = 'Du har tekst som ikke er lagret, eller bilder som lastes opp. Forlater du siden nå, går dette tapt.';

/**
 * Asks before the admin leaves a screen with unsaved text or uploads in flight: the history's blocker
 * (lib/router-history.tsx) for links and back/forward inside the app, `beforeunload` for reload, close and typed addresses.
 * The history honours one blocker at a time, so each screen calls this once, for all its reasons.
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
  const history = useAppHistory();
  useEffect(
    () =>
      history?.block(({ currentLocation, nextLocation, retry }) => {
        if (!activeNow.current || bypass.current || currentLocation.pathname === nextLocation.pathname) return false;
        void confirm({ message: LEAVE_QUESTION, detail: LEAVE_DETAIL, confirmLabel: 'Forlat siden', cancelLabel: 'Bli her', danger: true }).then((leave) => {
          if (leave) retry();
        });
        return true;
      }),
    [history, confirm],
  );
  const allowLeaving = useCallback(() => {
    bypass.current = true;
  }, []);

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
