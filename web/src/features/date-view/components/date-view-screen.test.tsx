import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getPageCampaignQueryOptions } from '@/features/campaigns/api/get-campaigns';
import { mockFetch, renderWithProviders } from '../../../../../test/web/render';
import { viewTime } from '@/lib/view-time';
import { campaignFixture } from '../../../../../test/campaign-fixture';
import { endDateView } from '../lib/date-view';
import { DateViewScreen } from './date-view-screen';

const NOW = new Date('2027-02-01T12:00:00.000Z');
const now = () => NOW;
const spring = campaignFixture('c1', '2027-03-01T06:00:00.000Z', '2027-03-31T06:00:00.000Z', { title: 'Vårkampanje' });

function api() {
  return mockFetch((method, path) => {
    if (method !== 'GET') return { status: 500, body: {} };
    if (path.startsWith('/api/campaigns')) return { status: 200, body: { data: [spring] } };
    if (path.startsWith('/api/products')) return { status: 200, body: { data: { id: 'root', sub: [] } } };
    if (path.startsWith('/api/projects')) return { status: 200, body: { data: [] } };
    return { status: 404, body: {} };
  });
}

let client: ReturnType<typeof renderWithProviders>['queryClient'] | undefined;
afterEach(() => {
  if (client) endDateView(client);
  client = undefined;
  vi.unstubAllGlobals();
});

describe("'Fram i tid'", () => {
  it('refuses a time that has passed, in Norwegian, and stays at now', async () => {
    const fetchMock = api();
    const user = userEvent.setup();
    const rendered = renderWithProviders(<DateViewScreen now={now} />, { path: '/admin/fram-i-tid' });
    client = rendered.queryClient;
    const field = screen.getByLabelText('Tidspunkt (norsk tid)');
    await user.clear(field);
    await user.type(field, '2027-01-31T09:00');
    await user.click(screen.getByRole('button', { name: 'Vis nettstedet' }));
    expect(await screen.findByText('Velg et tidspunkt fram i tid')).toBeInTheDocument();
    expect(rendered.router.state.location.pathname).toBe('/admin/fram-i-tid');
    expect(fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.includes('at='))).toEqual([]);
  });

  it('shows the chosen page at the chosen Oslo time: the content routes are asked for it, and the campaign running then is the one shown', async () => {
    const fetchMock = api();
    const user = userEvent.setup();
    const rendered = renderWithProviders(<DateViewScreen now={now} />, { path: '/admin/fram-i-tid' });
    client = rendered.queryClient;
    // The list of what is planned names the campaign's start in Oslo time, with its page.
    expect(await screen.findByText(/Kampanjen «Vårkampanje» starter/)).toBeInTheDocument();
    const field = screen.getByLabelText('Tidspunkt (norsk tid)');
    await user.clear(field);
    await user.type(field, '2027-03-02T08:00');
    await user.click(screen.getByRole('button', { name: 'Vis nettstedet' }));
    await waitFor(() => expect(rendered.router.state.location.pathname).toBe('/'));
    // 08:00 in Oslo in March is 07:00 UTC.
    expect(viewTime().toISOString()).toBe('2027-03-02T07:00:00.000Z');
    const home = await rendered.queryClient.fetchQuery(getPageCampaignQueryOptions(null));
    expect(home?.title).toBe('Vårkampanje');
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain('/api/campaigns?at=2027-03-02T07%3A00%3A00.000Z');

    // Back to now: the ordinary requests, and the campaign is not running yet.
    endDateView(rendered.queryClient);
    expect(viewTime().getTime()).toBeLessThan(Date.parse(spring.startsAt));
    expect(await rendered.queryClient.fetchQuery(getPageCampaignQueryOptions(null))).toBeNull();
    expect(String(fetchMock.mock.calls.at(-1)?.[0])).toBe('/api/campaigns');
  });
});
