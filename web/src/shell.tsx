import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Footer } from './app/layout/footer';
import { Header } from './app/layout/header';
import { QueryClientProvider } from '@tanstack/react-query';
import { heroSlides } from './content/company';
import { HeroCarousel } from './features/home/components/hero-carousel';
import { imageSrcSet } from './lib/image-url';
import { createQueryClient } from './lib/query-client';

/** What a page looks like before its own content arrives: the layout of RootLayout, empty main. */
function Shell({ home }: { home: boolean }) {
  return (
    <div className="flex min-h-screen flex-col">
      <Header />
      <main id="main" tabIndex={-1} className="min-h-svh flex-1 focus:outline-none">
        {/* The home page opens with static content: its hero can be painted before any script runs. */}
        {home && <HeroCarousel slides={heroSlides} />}
      </main>
      <Footer />
    </div>
  );
}

/**
 * The page frame as static HTML, written into index.html at build time (scripts/prerender-shell.ts)
 * so the first paint does not wait for the JavaScript. React replaces it on its first render.
 * Rendered as an anonymous visitor at no particular route; `home` adds the home page's hero.
 */
export function renderShell({ home = false }: { home?: boolean } = {}): string {
  const router = createMemoryRouter([{ path: '*', element: <Shell home={home} /> }], { initialEntries: ['/__shell'] });
  return renderToString(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

/**
 * The home page's largest picture is always the first hero slide: preloading it from the HTML lets
 * the browser fetch it while the scripts load (it is otherwise found only after React renders).
 * Same srcset and sizes as the carousel's <Img>, so the browser reuses the preloaded file.
 */
export function homePreloadTag(): string {
  const first = heroSlides[0];
  const srcset = first ? imageSrcSet(first.image.src) : undefined;
  if (!srcset) return '';
  return `<link rel="preload" as="image" imagesrcset="${srcset.replaceAll('&', '&amp;')}" imagesizes="100vw" fetchpriority="high">`;
}
