import { Suspense, use, type ComponentType } from 'react';
import { trackSettled } from '@/lib/settled-promise';

/**
 * A part of the booking pages in its own file (decision 150), loaded when it is needed and not with
 * the page: `preload()` starts it, and once loaded it renders at once. On the server it renders
 * whole; hydrating, React keeps the server's HTML until the part's code is there.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> & { preload(): Promise<ComponentType<P>> } {
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () => (loading ??= trackSettled(load()));
  function Loaded(props: P) {
    const Part = use(preload());
    return <Part {...props} />;
  }
  function LazyPart(props: P) {
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    );
  }
  return Object.assign(LazyPart, { preload });
}
