import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { vi } from 'vitest';

/** A fresh query client per test: no retries, so failures show at once. */
export function testQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } } });
}

/** Renders `element` at `path` inside a router and a query client. */
export function renderWithProviders(element: ReactElement, { path = '/', route = '*', routes }: { path?: string; route?: string; routes?: RouteObject[] } = {}) {
  const queryClient = testQueryClient();
  const router = createMemoryRouter(routes ?? [{ path: route, element }], { initialEntries: [path] });
  return { queryClient, router, ...render(<QueryClientProvider client={queryClient}><RouterProvider router={router} /></QueryClientProvider>) };
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
