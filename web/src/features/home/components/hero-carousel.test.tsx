import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { heroSlides } from '@/content/home-page';
import { CAROUSEL_INTERVAL_MS, HeroCarousel } from './hero-carousel';

function activeSlide() {
  const slides = screen.getAllByRole('group', { hidden: true });
  return slides.findIndex((s) => s.getAttribute('data-active') === 'true') + 1;
}

function renderCarousel() {
  return render(
    <MemoryRouter>
      <HeroCarousel slides={heroSlides} />
    </MemoryRouter>,
  );
}

let reducedMotion = false;

beforeEach(() => {
  vi.useFakeTimers();
  reducedMotion = false;
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: query.includes('reduced-motion') && reducedMotion,
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('HeroCarousel', () => {
  it('has three slides and advances every 5000 ms, wrapping to the first', () => {
    renderCarousel();
    expect(screen.getAllByRole('group', { hidden: true })).toHaveLength(3);
    expect(activeSlide()).toBe(1);

    act(() => vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS - 1));
    expect(activeSlide()).toBe(1);
    act(() => vi.advanceTimersByTime(1));
    expect(activeSlide()).toBe(2);
    act(() => vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS));
    expect(activeSlide()).toBe(3);
    act(() => vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS));
    expect(activeSlide()).toBe(1);
  });

  it('jumps with previous, next and dot buttons, wrapping both ways', () => {
    renderCarousel();
    act(() => screen.getByRole('button', { name: 'Forrige lysbilde' }).click());
    expect(activeSlide()).toBe(3);
    act(() => screen.getByRole('button', { name: 'Neste lysbilde' }).click());
    expect(activeSlide()).toBe(1);
    act(() => screen.getByRole('button', { name: 'Vis lysbilde 2' }).click());
    expect(activeSlide()).toBe(2);
    expect(screen.getByRole('button', { name: 'Vis lysbilde 2' })).toHaveAttribute('aria-current', 'true');
  });

  it('hides inactive slides from assistive technology', () => {
    renderCarousel();
    const [first, second] = screen.getAllByRole('group', { hidden: true });
    expect(first).toHaveAttribute('aria-hidden', 'false');
    expect(second).toHaveAttribute('aria-hidden', 'true');
  });

  it('does not advance for visitors who prefer reduced motion', () => {
    reducedMotion = true;
    renderCarousel();
    act(() => vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS * 3));
    expect(activeSlide()).toBe(1);
  });

  it('stops advancing when paused', () => {
    renderCarousel();
    act(() => screen.getByRole('button', { name: 'Pause lysbildevisning' }).click());
    // Clicking moved focus into the carousel; leave it so only the pause button holds it still.
    act(() => (document.activeElement as HTMLElement).blur());
    act(() => vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS * 2));
    expect(activeSlide()).toBe(1);
    act(() => screen.getByRole('button', { name: 'Start lysbildevisning' }).click());
    act(() => (document.activeElement as HTMLElement).blur());
    act(() => vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS));
    expect(activeSlide()).toBe(2);
  });
});

describe('the hero carousel in the server-rendered page', () => {
  it("carries only the first slide's picture (fetched first, nothing competing); the page adds the others once live", () => {
    const html = renderToString(
      <MemoryRouter>
        <HeroCarousel slides={heroSlides} />
      </MemoryRouter>,
    );
    expect(html.match(/<img\b/g)).toHaveLength(1);
    expect(html).toContain(heroSlides[0]!.image.src.split(/[/,]/).pop());

    const { container } = renderCarousel();
    expect(container.querySelectorAll('img')).toHaveLength(heroSlides.length);
  });
});
