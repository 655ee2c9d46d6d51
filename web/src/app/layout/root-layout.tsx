import { Suspense, useEffect } from 'react';
import { Outlet } from 'react-router';
import { LoadingBlock } from '@/components/ui/spinner';
import { usePendingNavigation } from '@/lib/router-history';
import { Footer } from './footer';
import { Header } from './header';
import { ScrollToTop } from './scroll-to-top';

/** A thin bar while the next page's code loads. */
function NavigationProgress() {
  if (!usePendingNavigation()) return null;
  return <div className="fixed inset-x-0 top-0 z-50 h-0.5 animate-pulse bg-accent-500" role="progressbar" aria-label="Laster side" />;
}

export function RootLayout() {
  // Marks the page as live (hydrated or rendered): tests and benchmarks wait for it before typing.
  useEffect(() => {
    document.documentElement.dataset.ready = 'true';
  }, []);
  return (
    <div className="flex min-h-screen flex-col">
      <a href="#main" className="sr-only z-50 rounded bg-white px-4 py-2 text-navy-950 focus:not-sr-only focus:fixed focus:top-2 focus:left-2">
        Hopp til hovedinnholdet
      </a>
      <NavigationProgress />
      <ScrollToTop />
      <Header />
      {/* At least a screen tall, so content arriving never pushes a visible footer down (CLS). */}
      <main id="main" tabIndex={-1} className="min-h-svh flex-1 focus:outline-none">
        {/* A page whose code loads on a first visit (a sign-in or admin screen); a navigation keeps the old page instead. */}
        <Suspense fallback={<LoadingBlock minHeight={480} />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
    </div>
  );
}
