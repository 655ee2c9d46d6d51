import { Suspense, use, useEffect, useMemo, useRef, useState, type ComponentType } from 'react';
import { hasSettled, trackSettled } from './settled-promise';
import { useServerResponse } from './server-response';
import { useHydrated } from './use-hydrated';

/** How far below the screen a part's code starts loading: about one more phone screen. */
export const NEAR_SCREEN_MARGIN = '600px';

/** A promise and its resolve (Promise.withResolvers, which Node 20 lacks). */
function signal(): { promise: Promise<void>; resolve: () => void } {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

/**
 * A part of a server-rendered page below the first screen, whose code the first load does not need
 * (the quote form is 2.3 kB of a product page's script). The server renders it whole. In
 * the browser its HTML stays as the server sent it, readable and typed into, until it comes near the
 * screen or the visitor touches or focuses it; then its code loads and React hydrates it. Rendered in
 * the browser (after a client navigation), it waits for its code before the page shows, like the page's own.
 */
export function whenSeen<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> & { preload(): Promise<ComponentType<P>> } {
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () => (loading ??= trackSettled(load()));

  function Part({ seen, props, onHydrated }: { seen: Promise<void> | null; props: P; onHydrated: (live: true) => void }) {
    if (seen) use(seen);
    const Loaded = use(preload());
    useEffect(() => onHydrated(true), [onHydrated]);
    return <Loaded {...props} />;
  }

  function WhenSeen(props: P) {
    const hydrated = useHydrated();
    const server = useServerResponse();
    const ref = useRef<HTMLDivElement>(null);
    // Only a part hydrating the server's HTML waits to be seen; its code may be here already.
    const [seen] = useState(() => (hydrated || server || hasSettled(loading) ? null : signal()));
    // Until React has hydrated the part, it gets the props it was rendered with, in the same element:
    // a waiting part that receives anything new (the page re-rendering, with new objects of the same
    // values) is rendered afresh, its HTML and what the visitor typed into it thrown away.
    const [live, setLive] = useState(!seen);
    const [first] = useState(props);
    const shown = live ? props : first;
    const part = useMemo(
      () => (
        <Suspense fallback={null}>
          <Part seen={seen?.promise ?? null} props={shown} onHydrated={setLive} />
        </Suspense>
      ),
      [seen, shown],
    );
    useEffect(() => {
      const element = ref.current;
      if (!seen || !element) return;
      const show = seen.resolve;
      const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && show(), { rootMargin: `0px 0px ${NEAR_SCREEN_MARGIN} 0px` });
      observer.observe(element);
      // On the window, before React's own listener: React stops a discrete event aimed at a part it
      // has not hydrated yet from going further.
      const touched = (event: Event) => event.target instanceof Node && element.contains(event.target) && show();
      const types = ['focusin', 'pointerdown'];
      for (const type of types) window.addEventListener(type, touched, { capture: true, passive: true });
      const stop = () => {
        observer.disconnect();
        for (const type of types) window.removeEventListener(type, touched, { capture: true });
      };
      void seen.promise.then(stop);
      return stop;
    }, [seen]);
    // Client-rendered: the code first, as for the page itself (the navigation keeps the old screen meanwhile).
    if (!seen) use(preload());
    return <div ref={ref}>{part}</div>;
  }
  return Object.assign(WhenSeen, { displayName: 'WhenSeen', preload });
}
