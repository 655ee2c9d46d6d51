import clsx from 'clsx';
import { useEffect, useState, type CSSProperties } from 'react';
import { Link } from 'react-router';
import { Img } from '@/components/ui/img';
import { ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon } from '@/components/ui/icons';
import type { HeroSlide } from '@/content/home-page';
import { useHydrated } from '@/lib/use-hydrated';
import { usePrefersReducedMotion } from '@/lib/use-prefers-reduced-motion';

/** Advances every 5000 ms, wraps; a slide animates for 700 ms. */
export const CAROUSEL_INTERVAL_MS = 5000;
export const SLIDE_ANIMATION_MS = 700;

type Direction = 1 | -1;

function isFocusVisible(element: Element): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    return true;
  }
}

interface State {
  active: number;
  leaving: number | null;
  direction: Direction;
}

function slideStyle(i: number, { active, leaving, direction }: State): CSSProperties {
  const name = direction === 1 ? 'next' : 'prev';
  if (i === active) {
    return leaving === null ? {} : { animation: `carousel-in-${name} ${SLIDE_ANIMATION_MS}ms ease-in-out both` };
  }
  if (i === leaving) return { animation: `carousel-out-${name} ${SLIDE_ANIMATION_MS}ms ease-in-out both` };
  return { transform: 'translateX(100%)', visibility: 'hidden' };
}

/**
 * The home page's hero: slides with previous/next and dot buttons. It stops advancing for
 * visitors who prefer reduced motion, while hovered or focused, and when paused with its button
 * (WCAG 2.2.2).
 */
export function HeroCarousel({ slides }: { slides: HeroSlide[] }) {
  const count = slides.length;
  const [state, setState] = useState<State>({ active: 0, leaving: null, direction: 1 });
  const [paused, setPaused] = useState(false);
  const [interacting, setInteracting] = useState(false);
  // The server's HTML carries the first slide's picture only, so nothing competes with it on a slow
  // line; the others are added once the page is live (the next one at once, the rest lazily).
  const live = useHydrated();
  const reducedMotion = usePrefersReducedMotion();
  const running = count > 1 && !paused && !interacting && !reducedMotion;

  const goTo = (target: number, direction: Direction) =>
    setState((s) => {
      const next = ((target % count) + count) % count;
      return next === s.active ? s : { active: next, leaving: s.active, direction };
    });

  // A timeout per slide, so a manual jump restarts the 5 s count.
  useEffect(() => {
    if (!running) return;
    const timer = setTimeout(() => {
      setState((s) => ({ active: (s.active + 1) % count, leaving: s.active, direction: 1 }));
    }, CAROUSEL_INTERVAL_MS);
    return () => clearTimeout(timer);
  }, [running, state.active, count]);

  const { active } = state;

  return (
    <section
      aria-roledescription="karusell"
      aria-label="Utvalgte bilder"
      className="relative isolate h-[26rem] overflow-hidden bg-navy-950 sm:h-[32rem] lg:h-[36rem]"
      onMouseEnter={() => setInteracting(true)}
      onMouseLeave={() => setInteracting(false)}
      // Keyboard focus holds the slides still; a mouse click on a button does not.
      onFocus={(e) => {
        if (isFocusVisible(e.target)) setInteracting(true);
      }}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setInteracting(false);
      }}
    >
      {slides.map((slide, i) => {
        const isActive = i === active;
        return (
          <div
            key={slide.image.src}
            role="group"
            aria-roledescription="lysbilde"
            aria-label={`${i + 1} av ${count}`}
            aria-hidden={!isActive}
            inert={!isActive}
            data-active={isActive}
            className={clsx('absolute inset-0', isActive ? 'z-10' : 'z-0')}
            style={slideStyle(i, state)}
          >
            {(i === 0 || isActive || live) && (
              <Img
                image={slide.image}
                sizes="100vw"
                priority={i === 0}
                // The next slide loads before it is needed; the others wait.
                loading={isActive || i === (active + 1) % count ? 'eager' : 'lazy'}
                className="h-full w-full"
              />
            )}
            <div className="absolute inset-0 bg-linear-to-r from-navy-950/90 via-navy-950/60 to-navy-950/10" />
            <div className="container-page absolute inset-0 flex flex-col justify-center">
              <div className="max-w-xl text-white">
                <h2 className="text-3xl font-semibold tracking-tight sm:text-5xl">{slide.heading}</h2>
                <p className="mt-4 text-lg text-slate-100 sm:text-xl">{slide.text}</p>
                <Link to={slide.cta.to} className="btn-primary mt-8">
                  {slide.cta.label}
                </Link>
              </div>
            </div>
          </div>
        );
      })}

      {count > 1 && (
        <div className="absolute inset-x-0 bottom-4 z-20">
          <div className="container-page flex items-center justify-between gap-4">
            <div className="flex items-center gap-2">
              {slides.map((slide, i) => (
                <button
                  key={slide.image.src}
                  type="button"
                  onClick={() => goTo(i, i > active ? 1 : -1)}
                  aria-label={`Vis lysbilde ${i + 1}`}
                  aria-current={i === active ? 'true' : undefined}
                  className="flex h-8 w-8 items-center justify-center"
                >
                  <span className={clsx('block h-2.5 rounded-full transition-all', i === active ? 'w-7 bg-accent-400' : 'w-2.5 bg-white/70')} />
                </button>
              ))}
            </div>
            <div className="flex items-center gap-2">
              <button
                type="button"
                onClick={() => setPaused((p) => !p)}
                aria-label={paused ? 'Start lysbildevisning' : 'Pause lysbildevisning'}
                className="rounded-full bg-white/15 p-2 text-white hover:bg-white/25"
              >
                {paused ? <PlayIcon /> : <PauseIcon />}
              </button>
              <button type="button" onClick={() => goTo(active - 1, -1)} aria-label="Forrige lysbilde" className="rounded-full bg-white/15 p-2 text-white hover:bg-white/25">
                <ChevronLeftIcon />
              </button>
              <button type="button" onClick={() => goTo(active + 1, 1)} aria-label="Neste lysbilde" className="rounded-full bg-white/15 p-2 text-white hover:bg-white/25">
                <ChevronRightIcon />
              </button>
            </div>
          </div>
        </div>
      )}
    </section>
  );
}
