import type { ImageUse, LibraryImage, StaffBooking } from '@rms/schema';
import type { Role } from '@rms/schema/role';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { quoteAnswer } from '../../../../../test/web/quote';
import { mockFetch, renderWithProviders } from '../../../../../test/web/render';
import { adminScreensFor } from '../../admin-screens';
import { AdminJobsContext } from './admin-page';
import AdminDashboard from './dashboard';
import { staffBooking } from '../../../../../test/booking-fixture';
import { enquiryCount } from '../../../../../test/enquiry-fixture';

/** The visits GET /api/bookings answers with. */
let visits: StaffBooking[] = [];

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  visits = [];
});

const row = (key: string, quoted: number, quotedNok: number, won: number, wonNok: number, lost: number) => ({ key, enquiries: 9, quoted, quotedNok, won, wonNok, lost, lostNok: 0 });
const SALES = { from: '2025-12-01', to: '2026-11-27', months: [], bySource: [], byCampaign: [], byProduct: [], total: row('Totalt', 4, 288000, 2, 168000, 1), quotes: { sent: 0, accepted: 0, shareAccepted: null, medianDaysToAccept: null } };

/** The dashboard as the admin shell gives it to `role`: with that role's jobs. */
function renderFor(role: Role, images: LibraryImage[] = [], expiringQuotes: unknown[] = []) {
  const fetchMock = mockFetch((_method, path) => {
    if (path === '/api/quotes?expiringWithinDays=3') return { status: 200, body: { data: expiringQuotes } };
    if (path === '/api/images?missingAlt=true') return { status: 200, body: { data: images } };
    if (path.startsWith('/api/messages/count')) return { status: 200, body: { data: enquiryCount({ new: 2 }) } };
    if (path.startsWith('/api/messages')) return { status: 200, body: { data: [] } };
    if (path.startsWith('/api/sales')) return { status: 200, body: { data: SALES } };
    if (path === '/api/products') return { status: 200, body: { data: { id: 'root', sub: [] } } };
    if (path === '/api/projects') return { status: 200, body: { data: [] } };
    if (path === '/api/campaigns') return { status: 200, body: { data: [] } };
    if (path.startsWith('/api/bookings?')) return { status: 200, body: { data: visits } };
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

  it('lists the quotes that run out within three days unanswered, each leading to its enquiry', async () => {
    const quote = (id: string, label: string, name: string, email: string, totalOre: number, validUntil: string) =>
      quoteAnswer({ id, label, number: label, status: 'sent', customer: { name, email }, totalOre, sent_at: '2026-11-01T10:00:00.000Z', validUntil });
    const { asked } = renderFor('editor', [], [quote('q1', '2026-0007 v2', 'Kari Nordmann', 'kari@example.no', 1_234_550, '2026-12-03'), quote('q2', '2026-0009', 'Ola Hansen', 'ola@example.no', 4_800_000, '2026-12-05')]);
    const list = await screen.findByRole('region', { name: 'Tilbud som snart går ut' });
    expect(list).toHaveTextContent('2 tilbud går ut innen 3 dager uten svar');
    expect(within(list).getByRole('link', { name: '2026-0007 v2 · Kari Nordmann' })).toHaveAttribute('href', `${paths.adminEnquiries}?q=kari%40example.no`);
    expect(within(list).getByRole('link', { name: '2026-0009 · Ola Hansen' }).parentElement?.textContent?.replace(/\s/g, ' ')).toBe('2026-0009 · Ola Hansen · kr 48 000,00 · gyldig til 5. desember 2026');
    expect(asked()).toContain('/api/quotes?expiringWithinDays=3');
  });

  it('shows no expiring quotes when there are none', async () => {
    renderFor('editor');
    await screen.findByRole('link', { name: 'Salg siste 12 måneder' });
    expect(screen.queryByRole('region', { name: 'Tilbud som snart går ut' })).not.toBeInTheDocument();
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

  it("lists today's and tomorrow's site visits by Oslo day, with time, name and place, and leads to 'Befaring'", async () => {
    // Sunday 29 March 2026, 00:30 in Oslo (still the 28th in UTC); summer time begins at 02:00.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-28T23:30:00Z'));
    const visit = (id: string, start: string, name: string, status: StaffBooking['status'] = 'booked') => staffBooking(id, start, start, { name, status });
    visits = [visit('a', '2026-03-29T11:00:00+02:00', 'Kari Nordmann'), visit('b', '2026-03-30T09:00:00+02:00', 'Ola Hansen'), visit('c', '2026-03-30T13:00:00+02:00', 'Per Berg', 'cancelled')];
    const { asked } = renderFor('editor');
    const link = await screen.findByRole('link', { name: 'Befaringer i dag og i morgen' });
    expect(link).toHaveAttribute('href', paths.adminSiteVisits);
    const block = link.closest('section')!;
    await vi.waitFor(() => expect(block.textContent).toBe('Befaringer i dag og i morgenI dag11:00 Kari Nordmann, Storgata 1, 2050I morgen09:00 Ola Hansen, Storgata 1, 2050'));
    expect(asked()).toContain('/api/bookings?from=2026-03-29&to=2026-03-30');
  });
});
