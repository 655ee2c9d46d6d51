import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False while rendering on the server and while hydrating that HTML, true from the first render
 * after it (and on pages rendered in the browser alone): for markup the server leaves out on purpose.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
