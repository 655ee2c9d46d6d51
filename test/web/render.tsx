import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { useRoutes, type RouteObject } from 'react-router';
import { vi } from 'vitest';
import { AppRouter, createAppHistory } from '@/lib/router-history';

/** A fresh query client per test: no retries, so failures show at once. */
export function testQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } } });
}

function Routes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

/**
 * Renders `element` at `path` inside the app's router (on the test DOM's history) and a query client.
 * `router` navigates as a link would and tells where the app is.
 */
export function renderWithProviders(element: ReactElement, { path = '/', route = '*', routes }: { path?: string; route?: string; routes?: RouteObject[] } = {}) {
  const queryClient = testQueryClient();
  window.history.replaceState(null, '', path);
  const history = createAppHistory();
  const router = {
    navigate: (to: string, options: { state?: unknown; replace?: boolean } = {}) =>
      Promise.resolve(options.replace ? history.replace(to, options.state) : history.push(to, options.state)),
    get state() {
      return { location: history.location };
    },
  };
  const rendered = render(
    <QueryClientProvider client={queryClient}>
      <AppRouter history={history}>
        <Routes routes={routes ?? [{ path: route, element }]} />
      </AppRouter>
    </QueryClientProvider>,
  );
  return { queryClient, router, ...rendered };
}

/** Replaces fetch with a mock answering by method and path. */
export function mockFetch(handler: (method: string, path: string, body: unknown) => { status: number; body?: unknown } | Promise<{ status: number; body?: unknown }>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const path = url.replace(/^https?:\/\/[^/]+/, '');
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const answer = await handler(init?.method ?? 'GET', path, body);
    return new Response(answer.body === undefined ? '' : JSON.stringify(answer.body), { status: answer.status, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
