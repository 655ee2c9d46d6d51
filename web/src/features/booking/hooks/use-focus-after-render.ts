import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Moves the focus to an element once React has rendered it: a step's heading that appears with the
 * answer, or an error that comes with it. Asked for before the state change that renders it, it
 * waits for that render (an element looked up at once would not be there yet).
 */
export function useFocusAfterRender(): (target: () => HTMLElement | null | undefined) => void {
  const pending = useRef<(() => HTMLElement | null | undefined) | undefined>(undefined);
  const [, rerender] = useState(0);
  useEffect(() => {
    const element = pending.current?.();
    if (element) {
      pending.current = undefined;
      element.focus();
    }
  });
  return useCallback((target) => {
    pending.current = target;
    rerender((n) => n + 1);
  }, []);
}
