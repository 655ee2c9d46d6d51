import { useEffect, useRef, type ReactNode } from 'react';
import { MAP_ZOOM } from '@/content/company';
import { usePrefersReducedMotion } from '@/lib/use-prefers-reduced-motion';
import { MapView, type MapCentre } from './map-view';

// A faint street-map pattern under the map; it is all there is when no map key is configured.
const MAP_PATTERN = `url("data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="240" height="240"><g fill="none" stroke="#ffffff" stroke-opacity=".07" stroke-width="2"><path d="M0 60h240M0 170h240M70 0v240M180 0v240"/><path d="M0 20c60 10 120 60 240 40M20 240c30-80 90-120 220-140" stroke-width="6"/><circle cx="120" cy="120" r="46"/></g></svg>',
)}")`;

/**
 * The contact page's hero: the map at zoom 13 behind the heading, moving slower than the
 * page as it scrolls. Without a map key the hero is a plain panel with the same heading.
 */
export function ParallaxMapHero({ centre, children }: { centre: MapCentre | undefined; children: ReactNode }) {
  const layer = useRef<HTMLDivElement>(null);
  const reducedMotion = usePrefersReducedMotion();

  useEffect(() => {
    const element = layer.current;
    if (!element || reducedMotion) return;
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        element.style.transform = `translate3d(0, ${Math.round(window.scrollY * 0.4)}px, 0)`;
      });
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
    };
  }, [reducedMotion]);

  return (
    <section className="relative isolate overflow-hidden bg-navy-950">
      <div ref={layer} className="absolute inset-0 -z-10 will-change-transform" style={{ backgroundImage: MAP_PATTERN }}>
        <MapView centre={centre} zoom={MAP_ZOOM.contact} height="100%" label="Kart som viser hvor RMS Solskjerming holder til" />
      </div>
      <div className="pointer-events-none bg-linear-to-t from-navy-950/95 via-navy-950/70 to-navy-950/20 pt-40 pb-10 sm:pt-56">
        <div className="container-page pointer-events-auto text-white">{children}</div>
      </div>
    </section>
  );
}
