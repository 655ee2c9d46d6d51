import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { lazyPage } from '@/lib/lazy-page';
import { mockFetch, renderWithProviders } from '../../../../test/web/render';
import { Footer } from './footer';

afterEach(() => vi.unstubAllGlobals());

describe("the footer's 'Admin login'", () => {
  it("says 'Logger inn...' and waits while the sign-in screen's code loads, then the screen shows", async () => {
    mockFetch(() => ({ status: 200, body: { data: { key: '' } } }));
    let arrive!: () => void;
    const login = lazyPage(() => new Promise((resolve) => (arrive = () => resolve({ default: () => <h1>Welcome to RMS</h1> }))));
    renderWithProviders(<></>, {
      path: '/om',
      routes: [
        { path: '/om', element: <Footer /> },
        { path: paths.login, element: <login.Component /> },
      ],
    });

    await act(async () => screen.getByRole('button', { name: 'Admin login' }).click());
    expect(screen.getByRole('button', { name: 'Logger inn...' })).toBeDisabled();

    await act(async () => arrive());
    expect(await screen.findByRole('heading', { name: 'Welcome to RMS' })).toBeInTheDocument();
  });
});

describe('the footer', () => {
  it('links the privacy statement', () => {
    mockFetch(() => ({ status: 200, body: { data: { key: '' } } }));
    renderWithProviders(<Footer />, { path: '/om' });
    expect(screen.getByRole('link', { name: 'Personvernerklæring' })).toHaveAttribute('href', '/personvern');
  });
});
