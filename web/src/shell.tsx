import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { Footer } from './app/layout/footer';
import { Header } from './app/layout/header';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from './lib/query-client';

/** What a page looks like before its own content arrives: the layout of RootLayout, empty main. */
function Shell() {
  return (
    <div className="flex min-h-screen flex-col">
      <Header />
      <main id="main" tabIndex={-1} className="min-h-svh flex-1 focus:outline-none" />
      <Footer />
    </div>
  );
}

/**
 * The page frame as static HTML, for the screens the server does not render (sign-in and admin,
 * see entry-server.tsx): the first paint does not wait for the JavaScript. React replaces it on
 * its first render. Rendered as an anonymous visitor at no particular route.
 */
export function renderShell(): string {
  return renderToString(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={['/__shell']}>
        <Shell />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}
