import type { Role } from '@rms/schema/role';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { mockFetch, renderWithProviders } from '@/test/render';
import { adminScreensFor } from '../../admin-screens';
import { AdminJobsContext } from './admin-page';
import AdminDashboard from './dashboard';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The dashboard as the admin shell gives it to `role`: with that role's jobs. */
function renderFor(role: Role) {
  const fetchMock = mockFetch((_method, path) => {
    if (path.startsWith('/api/messages/count')) return { status: 200, body: { data: { new: 2, overdue: 0 } } };
    if (path.startsWith('/api/messages')) return { status: 200, body: { data: [] } };
    if (path === '/api/products') return { status: 200, body: { data: { id: 'root', sub: [] } } };
    if (path === '/api/projects') return { status: 200, body: { data: [] } };
    return { status: 200, body: { data: { status: true, services: {} } } };
  });
  renderWithProviders(
    <AdminJobsContext value={adminScreensFor(role)}>
      <AdminDashboard />
    </AdminJobsContext>,
    { path: paths.admin },
  );
  const asked = () => fetchMock.mock.calls.map(([url]) => String(url).replace(/^https?:\/\/[^/]+/, ''));
  return { asked };
}

describe('the admin dashboard (Oversikt)', () => {
  it('gives an editor the jobs and panels an editor may use: no System Status, no admin-only links', async () => {
    const { asked } = renderFor('editor');
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeInTheDocument();
    const jobs = screen.getByRole('heading', { name: 'Arbeidsoppgaver' }).parentElement!;
    expect([...jobs.querySelectorAll('a')].map((link) => link.getAttribute('href'))).toEqual([paths.adminEnquiries, paths.adminVisits, paths.adminRedirects, paths.adminBin]);
    expect(screen.queryByRole('link', { name: /System Status|Systemstatus/ })).not.toBeInTheDocument();
    await vi.waitFor(() => expect(asked().some((path) => path.startsWith('/api/messages'))).toBe(true));
    expect(asked().filter((path) => path.startsWith('/api/health'))).toEqual([]);
  });

  it('gives an administrator System Status at a glance and every job', async () => {
    const { asked } = renderFor('admin');
    const jobs = (await screen.findByRole('heading', { name: 'Arbeidsoppgaver' })).parentElement!;
    expect(jobs.querySelectorAll('a')).toHaveLength(adminScreensFor('admin').length - 1);
    await vi.waitFor(() => expect(asked()).toContain('/api/health'));
  });
});
