import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../../test/web/render';
import LoginPage, { returnPath } from './login';

const auth = vi.hoisted(() => ({
  state: { user: null as null | { uid: string }, loading: false, error: null as null | { code: string; message: string } },
  signInWithGoogle: vi.fn(async () => undefined),
}));
vi.mock('../hooks/use-auth', () => ({ useAuth: () => ({ ...auth.state, isAdmin: false, signInWithGoogle: auth.signInWithGoogle, signOut: vi.fn() }) }));

const renderLogin = () =>
  renderWithProviders(<LoginPage />, {
    path: '/login',
    routes: [
      { path: '/login', element: <LoginPage /> },
      { path: '/', element: <p>forsiden</p> },
    ],
  });

afterEach(() => {
  auth.state = { user: null, loading: false, error: null };
  auth.signInWithGoogle.mockReset();
});

describe('the login page', () => {
  it("says 'Welcome to RMS' and signs in with Google, showing 'Signing in...' while busy", async () => {
    let finish!: () => void;
    auth.signInWithGoogle.mockImplementation(() => new Promise<undefined>((resolve) => (finish = () => resolve(undefined))));
    const user = userEvent.setup();
    renderLogin();
    expect(screen.getByRole('heading', { name: 'Welcome to RMS' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign in with Google' }));
    expect(screen.getByRole('button', { name: 'Signing in...' })).toBeDisabled();
    finish();
    expect(await screen.findByRole('button', { name: 'Sign in with Google' })).toBeEnabled();
  });

  it('is busy while the sign-in state loads and shows the error', () => {
    auth.state = { user: null, loading: true, error: { code: 'GOOGLE_SIGN_IN_ERROR', message: 'Google sign in failed' } };
    renderLogin();
    expect(screen.getByRole('button', { name: 'Signing in...' })).toBeDisabled();
    expect(screen.getByRole('alert')).toHaveTextContent('Google sign in failed');
  });

  it('after sign-in returns to the guarded page that asked for it', async () => {
    auth.state = { user: { uid: 'u1' }, loading: false, error: null };
    const { router } = renderWithProviders(<LoginPage />, {
      path: '/login',
      routes: [
        { path: '/login', element: <LoginPage /> },
        { path: '/admin', element: <p>admin</p> },
        { path: '/', element: <p>forsiden</p> },
      ],
    });
    await router.navigate('/login', { state: { from: '/admin' } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
    expect(returnPath({ from: '//evil.example' })).toBe('/');
    expect(returnPath({ from: '/produkter/endre/x?y=1' })).toBe('/produkter/endre/x?y=1');
    expect(returnPath(null)).toBe('/');
  });

  it("sends a signed-in user to '/'", async () => {
    auth.state = { user: { uid: 'u1' }, loading: false, error: null };
    const { router } = renderLogin();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
