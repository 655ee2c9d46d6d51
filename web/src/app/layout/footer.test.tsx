import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { useRoutes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { lazyPage } from '@/lib/lazy-page';
import { AppRouter, createAppHistory } from '@/lib/navigation';
import { mockFetch, testQueryClient } from '@/test/render';
import { Footer } from './footer';

afterEach(() => vi.unstubAllGlobals());

describe("the footer's 'Admin login'", () => {
  it("says 'Logger inn...' and waits while the sign-in screen's code loads, then the screen shows", async () => {
    mockFetch(() => ({ status: 200, body: { data: { key: '' } } }));
    let arrive!: () => void;
    const login = lazyPage(() => new Promise((resolve) => (arrive = () => resolve({ default: () => <h1>Welcome to RMS</h1> }))));
    function Routes() {
      return useRoutes([
        { path: '/om', element: <Footer /> },
        { path: paths.login, element: <login.Component /> },
      ]);
    }
    window.history.replaceState(null, '', '/om');
    render(
      <QueryClientProvider client={testQueryClient()}>
        <AppRouter history={createAppHistory()}>
          <Routes />
        </AppRouter>
      </QueryClientProvider>,
    );

    await act(async () => screen.getByRole('button', { name: 'Admin login' }).click());
    expect(screen.getByRole('button', { name: 'Logger inn...' })).toBeDisabled();

    await act(async () => arrive());
    expect(await screen.findByRole('heading', { name: 'Welcome to RMS' })).toBeInTheDocument();
  });
});
