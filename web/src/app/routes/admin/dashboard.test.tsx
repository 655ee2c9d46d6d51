import type { ImageUse, LibraryImage } from '@rms/schema';
import type { Role } from '@rms/schema/role';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { mockFetch, renderWithProviders } from '@/test/render';
import { adminScreensFor } from '../../admin-screens';
import { AdminJobsContext } from './admin-page';
import AdminDashboard from './dashboard';
import { enquiryCount } from '../../../../../test/enquiry-fixture';

afterEach(() => {
  vi.unstubAllGlobals();
});

const row = (key: string, quoted: number, quotedNok: number, won: number, wonNok: number, lost: number) => ({ key, enquiries: 9, quoted, quotedNok, won, wonNok, lost, lostNok: 0 });
const SALES = { from: '2025-12-01', to: '2026-11-27', months: [], bySource: [], byCampaign: [], byProduct: [], total: row('Totalt', 4, 288000, 2, 168000, 1) };

/** The dashboard as the admin shell gives it to `role`: with that role's jobs. */
function renderFor(role: Role, images: LibraryImage[] = []) {
  const fetchMock = mockFetch((_method, path) => {
    if (path === '/api/images?missingAlt=true') return { status: 200, body: { data: images } };
    if (path.startsWith('/api/messages/count')) return { status: 200, body: { data: enquiryCount({ new: 2 }) } };
    if (path.startsWith('/api/messages')) return { status: 200, body: { data: [] } };
    if (path.startsWith('/api/sales')) return { status: 200, body: { data: SALES } };
    if (path === '/api/products') return { status: 200, body: { data: { id: 'root', sub: [] } } };
    if (path === '/api/projects') return { status: 200, body: { data: [] } };
    if (path === '/api/campaigns') return { status: 200, body: { data: [] } };
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
  it('gives an editor the panels an editor may use: no System Status, no admin-only links, and no copy of the menu', async () => {
    const { asked } = renderFor('editor');
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Arbeidsoppgaver' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Project Management' })).toHaveAttribute('href', paths.adminContent);
    expect(screen.queryByRole('link', { name: 'Backup Management' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /System Status|Systemstatus/ })).not.toBeInTheDocument();
    await vi.waitFor(() => expect(asked().some((path) => path.startsWith('/api/messages'))).toBe(true));
    expect(asked().filter((path) => path.startsWith('/api/health'))).toEqual([]);
  });

  it("sums up the last twelve months' sales and links to 'Salg'", async () => {
    const { asked } = renderFor('editor');
    const link = await screen.findByRole('link', { name: 'Salg siste 12 måneder' });
    expect(link).toHaveAttribute('href', paths.adminSales);
    expect(link.parentElement?.textContent?.replace(/\s/g, ' ')).toBe('Salg siste 12 måneder: 4 tilbud sendt (288 000 kr) · 2 vunnet (168 000 kr) · andel vunnet 67 %');
    expect(asked()).toContain('/api/sales');
  });

  it('gives an administrator System Status at a glance, and says where Project Management and Backup Management are', async () => {
    const { asked } = renderFor('admin');
    expect(await screen.findByRole('link', { name: 'Backup Management' })).toHaveAttribute('href', paths.adminBackups);
    expect(screen.getByRole('link', { name: 'Project Management' })).toHaveAttribute('href', paths.adminContent);
    await vi.waitFor(() => expect(asked()).toContain('/api/health'));
  });

  it('counts the pictures of published items that lack alt text and links to the library filtered to them', async () => {
    const picture = (key: string, ...states: ImageUse['state'][]): LibraryImage => ({
      key,
      src: key,
      width: 800,
      height: 600,
      bytes: 90_000,
      title: '',
      alt_text: '',
      focus: null,
      usedIn: states.map((state, i) => ({ kind: 'project', id: `p${i}`, title: `Prosjekt ${i}`, path: `/referanser/endre/p${i}`, state })),
    });
    // Two on published items; a draft's picture and one only history keeps do not count.
    renderFor('editor', [picture('projects,a,1.jpg', 'live'), picture('projects,b,2.jpg', 'version', 'live'), picture('projects,c,3.jpg', 'draft'), picture('projects,d,4.jpg', 'version')]);
    const link = await screen.findByRole('link', { name: '2 publiserte bilder mangler alt-tekst' });
    expect(link).toHaveAttribute('href', `${paths.adminImages}?mangler-alt=1`);
  });
});
