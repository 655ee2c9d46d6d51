import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { ADMIN_SCREENS } from '../../admin-screens';
import AdminShell from './admin-shell';
import { useAdminJobs } from './admin-page';

vi.mock('@/features/auth/hooks/use-auth', () => ({ useAuth: () => ({ user: { role: 'admin' }, isAdmin: true }) }));

function JobCount() {
  return <p>{useAdminJobs().length} jobber</p>;
}

const shellRoutes = [{ path: '/admin', element: <AdminShell />, children: [{ index: true, element: <JobCount /> }, { path: '/admin/henvendelser', element: <p>Innboksen</p> }] }];

describe('the admin shell', () => {
  it('lists every screen of the table in its menu, and hands the jobs to the screen', async () => {
    renderWithProviders(<></>, { path: '/admin', routes: shellRoutes });
    const menu = screen.getByRole('navigation', { name: 'Adminmeny' });
    expect(within(menu).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual(ADMIN_SCREENS.map((s) => [s.label, s.path]));
    expect(await screen.findByText(`${ADMIN_SCREENS.length} jobber`)).toBeInTheDocument();
  });

  it('on a phone, names the current screen on its button and closes the list when an entry is chosen', async () => {
    const user = userEvent.setup();
    const { router } = renderWithProviders(<></>, { path: '/admin', routes: shellRoutes });
    const toggle = screen.getByRole('button', { name: /Adminmeny/ });
    expect(toggle).toHaveTextContent('Oversikt');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('link', { name: 'Henvendelser' }));
    expect(router.state.location.pathname).toBe('/admin/henvendelser');
    expect(await screen.findByText('Innboksen')).toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveTextContent('Henvendelser');
  });
});
