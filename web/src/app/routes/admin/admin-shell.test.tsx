import type { Role } from '@rms/schema/role';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../../test/web/render';
import { ADMIN_SCREENS } from '../../admin-screens';
import AdminShell from './admin-shell';
import { useAdminJobs } from './admin-page';

const auth = vi.hoisted(() => ({ role: 'admin' as Role }));
vi.mock('@/features/auth/hooks/use-auth', () => ({ useAuth: () => ({ user: { uid: 'u1', role: auth.role }, isAdmin: auth.role === 'admin', isStaff: auth.role !== 'user' }) }));

afterEach(() => {
  auth.role = 'admin';
});

function JobCount() {
  return <p>{useAdminJobs().length} jobber</p>;
}

const shellRoutes = [
  {
    path: '/admin',
    element: <AdminShell />,
    children: [
      { index: true, element: <JobCount /> },
      { path: '/admin/henvendelser', element: <p>Innboksen</p> },
      { path: '/admin/sikkerhetskopier', element: <p>Sikkerhetskopiene</p> },
    ],
  },
];

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

  it("gives an editor only the screens an editor may use, and 'Ingen tilgang' on an admin-only address", async () => {
    auth.role = 'editor';
    renderWithProviders(<></>, { path: '/admin', routes: shellRoutes });
    const menu = screen.getByRole('navigation', { name: 'Adminmeny' });
    expect(within(menu).getAllByRole('link').map((link) => link.textContent)).toEqual(['Oversikt', 'Henvendelser', 'Befaring', 'Salg', 'Bilder', 'Besøk', 'Kampanjer', 'Fram i tid', 'Omdirigeringer', 'Slettet']);
    expect(await screen.findByText('10 jobber')).toBeInTheDocument();

    renderWithProviders(<></>, { path: '/admin/sikkerhetskopier', routes: shellRoutes });
    expect(await screen.findByRole('heading', { name: 'Ingen tilgang' })).toBeInTheDocument();
    expect(screen.queryByText('Sikkerhetskopiene')).not.toBeInTheDocument();
  });

  it("shows 'Ingen tilgang' and no admin menu to a signed-in user without staff access", async () => {
    auth.role = 'user';
    renderWithProviders(<></>, { path: '/admin/henvendelser', routes: shellRoutes });
    expect(await screen.findByRole('heading', { name: 'Ingen tilgang' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Adminmeny' })).not.toBeInTheDocument();
    expect(screen.queryByText('Innboksen')).not.toBeInTheDocument();
  });
});
