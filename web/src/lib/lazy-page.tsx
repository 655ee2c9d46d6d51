import { use, type ComponentType } from 'react';
import { trackSettled } from './settled-promise';

export interface LazyPage {
  /** Renders the page; suspends while its code loads (the first time only). */
  Component: ComponentType;
  /** Loads the page's code; resolved, the page renders at once (before hydration, see start-app.tsx). */
  preload(): Promise<unknown>;
}

/**
 * A page in its own chunk. Unlike `React.lazy`, a page loaded ahead renders synchronously, so a
 * server-rendered page hydrates without suspending. A failed load stays failed: the route's error
 * boundary reloads the page once (see chunk-reload.ts). Forgetting it would have React retry the
 * import on every render, forever when the file is gone.
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>): LazyPage {
  let loading: Promise<ComponentType> | undefined;
  // The promise says when it settled, in the fields `use()` reads: a settled one renders without suspending.
  const preload = (): Promise<ComponentType> => (loading ??= trackSettled(load().then((module) => module.default)));
  function LazyRoute() {
    const Page = use(preload());
    return <Page />;
  }
  return { Component: LazyRoute, preload };
}
