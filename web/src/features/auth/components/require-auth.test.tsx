import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { preloadPages, routes } from '@/app/router';
import { mockFetch, renderWithProviders } from '../../../../../test/web/render';

// The pages' code loads ahead: a page suspending inside testing-library's synchronous render is an error.
beforeAll(() => Promise.all(['/admin', '/login'].map(preloadPages)));
afterEach(() => vi.unstubAllGlobals());

describe('the sign-in guard', () => {
  it('shows a full-screen spinner while sign-in state loads, then sends a visitor without a user to /login', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let answerConfig!: () => void;
    const configAnswered = new Promise<void>((resolve) => (answerConfig = resolve));
    mockFetch(async (_method, path) => {
      // No Firebase configuration: the guard must still finish loading (with no user).
      if (path === '/api/firebase/') {
        await configAnswered;
        return { status: 503, body: { error: { code: 'INTERNAL', message: 'unavailable' } } };
      }
      return { status: 200, body: { data: { key: '' } } };
    });
    const { router } = renderWithProviders(<></>, { path: '/admin', routes });
    expect(await screen.findByTestId('auth-loading')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin');
    answerConfig();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByRole('heading', { name: 'Welcome to RMS' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('unavailable');
    vi.restoreAllMocks();
  });
});
