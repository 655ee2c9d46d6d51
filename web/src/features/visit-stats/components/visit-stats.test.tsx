import type { Stats } from '@rms/schema';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, renderWithProviders } from '../../../../../test/web/render';
import { VisitStatistics } from './visit-stats';

const day = (date: string, visitors: number, pageviews: number) => ({ date, visitors, pageviews });

const STATS: Stats = {
  days: [day('2026-03-28', 4000, 7000), day('2026-03-29', 2000, 3000), day('2026-03-30', 1, 2345)],
  pages: Array.from({ length: 12 }, (_, i) => ({ path: `/side-${i + 1}`, title: `Side ${i + 1}`, visitors: 1200 - i * 100, pageviews: 2000 - i * 100 })),
  referrers: [
    { host: 'www.google.no', pageviews: 300 },
    { host: '', pageviews: 250 },
    { host: 'google.com', pageviews: 50 },
    { host: 'm.facebook.com', pageviews: 40 },
    { host: 'www.finn.no', pageviews: 3 },
  ],
  campaigns: [
    { campaign: 'var', pageviews: 120 },
    { campaign: '*', pageviews: 2 },
  ],
  devices: [
    { device: 'mobile', pageviews: 750 },
    { device: 'desktop', pageviews: 250 },
  ],
  countries: [
    { country: 'NO', pageviews: 900 },
    { country: 'ZZ', pageviews: 100 },
  ],
  quotesByProduct: [
    { productId: 'pergola', title: 'Pergola', visits: 1000, quotes: 34 },
    { productId: 'markise', title: 'Markise', visits: 0, quotes: 0 },
    // Three requests from one counted visit: the others' senders were not counted (Do Not Track, staff).
    { productId: 'screens', title: 'Screens', visits: 1, quotes: 3 },
  ],
};

/** Answers GET /api/stats with `stats` (or `status` alone) and records the ranges asked for. */
function serve(answer: { status: number; stats?: Stats } = { status: 200, stats: STATS }) {
  const asked: string[] = [];
  mockFetch((_method, path) => {
    if (!path.startsWith('/api/stats?')) return { status: 404 };
    asked.push(path);
    return answer.stats ? { status: answer.status, body: { data: answer.stats } } : { status: answer.status, body: { error: { code: 'INTERNAL', message: 'Firestore unavailable' } } };
  });
  return asked;
}

/** The rows of a table as their cells' text. */
const rows = (table: HTMLElement) => within(table).getAllByRole('row').map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent?.replace(/\s+/g, ' ')));

beforeEach(() => {
  // 22:30 UTC on 29 March 2026 is 00:30 on the 30th in Norway (summer time began that night).
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-29T22:30:00Z'));
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("the dashboard's 'Besøk' panel", () => {
  it('asks for the last 30 Norwegian calendar days at first, and for 7 or 90 when chosen', async () => {
    const asked = serve();
    renderWithProviders(<VisitStatistics />);
    await screen.findByRole('table', { name: 'Mest besøkte sider' });
    expect(asked).toEqual(['/api/stats?from=2026-03-01&to=2026-03-30']);
    expect(screen.getByText('1.–30. mars 2026')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: '7 dager' }));
    await waitFor(() => expect(asked).toHaveLength(2));
    expect(asked[1]).toBe('/api/stats?from=2026-03-24&to=2026-03-30');
    expect(screen.getByRole('button', { name: '7 dager' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: '30 dager' })).toHaveAttribute('aria-pressed', 'false');

    await userEvent.click(screen.getByRole('button', { name: '90 dager' }));
    await waitFor(() => expect(asked).toHaveLength(3));
    expect(asked[2]).toBe('/api/stats?from=2025-12-31&to=2026-03-30');
    expect(screen.getByText('31. desember 2025–30. mars 2026')).toBeInTheDocument();
  });

  it('shows the totals the Norwegian way and says that visitors are summed per day', async () => {
    serve();
    renderWithProviders(<VisitStatistics />);
    const visitors = await screen.findByText('Besøkende (summert per dag)', { selector: 'dt' });
    expect(visitors.nextElementSibling).toHaveTextContent('6 001');
    expect(screen.getByText('Sidevisninger', { selector: 'dt' }).nextElementSibling).toHaveTextContent('12 345');
    expect(screen.getByText('12 345').textContent).toBe('12\u00a0345');
    expect(screen.getByText(/Over flere dager er tallene summert per dag/)).toBeInTheDocument();
  });

  it('lists the 10 most visited pages by title and path, visitors summed per day', async () => {
    serve();
    renderWithProviders(<VisitStatistics />);
    const table = await screen.findByRole('table', { name: 'Mest besøkte sider' });
    const [header, ...body] = rows(table);
    expect(header).toEqual(['Side', 'Besøkende (summert per dag)', 'Sidevisninger']);
    expect(body).toHaveLength(10);
    expect(body[0]).toEqual(['Side 1/side-1', '1 200', '2 000']);
    expect(body[9]).toEqual(['Side 10/side-10', '300', '1 100']);
    expect(within(table).queryByText('Side 11')).not.toBeInTheDocument();
  });

  it('gives each product its conversion rate from visits to product enquiries', async () => {
    serve();
    renderWithProviders(<VisitStatistics />);
    const table = await screen.findByRole('table', { name: 'Produkter: besøk og tilbudsforespørsler' });
    expect(rows(table)).toEqual([
      ['Produkt', 'Besøk (summert per dag)', 'Forespørsler', 'Konvertering'],
      ['Pergola', '1 000', '34', '3,4 %'],
      ['Markise', '0', '0', '–'],
      ['Screens', '1', '3', '100,0 %* (flere forespørsler enn besøk)'],
    ]);
    expect(table.parentElement).toHaveTextContent('Konvertering: andelen besøk på produktsiden som endte i en forespørsel om tilbud, høyst 100 %.');
  });

  it('names where visitors came from, Google and direct visits by name, and the share of each device and country', async () => {
    serve();
    renderWithProviders(<VisitStatistics />);
    const sources = await screen.findByRole('list', { name: 'Hvor besøkende kom fra' });
    expect(within(sources).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Google350', '(direkte)250', 'Facebook40', 'FINN3']);
    const devices = screen.getByRole('list', { name: 'Enheter' });
    expect(within(devices).getAllByRole('listitem').map((li) => li.textContent?.replace(/\s+/g, ' '))).toEqual(['Mobil75,0 %', 'Datamaskin25,0 %']);
    const countries = screen.getByRole('list', { name: 'Land' });
    expect(within(countries).getAllByRole('listitem').map((li) => li.textContent?.replace(/\s+/g, ' '))).toEqual(['Norge90,0 %', 'Ukjent10,0 %']);
  });

  it('lists the visits each campaign link brought, by its utm_campaign', async () => {
    serve();
    renderWithProviders(<VisitStatistics />);
    const campaigns = await screen.findByRole('list', { name: 'Kampanjer (utm_campaign)' });
    expect(within(campaigns).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['var120', '(andre kampanjer)2']);
  });

  it('gives the chart a text alternative: a table of every day', async () => {
    serve();
    renderWithProviders(<VisitStatistics />);
    const figure = await screen.findByRole('figure', { name: 'Besøkende og sidevisninger per dag' });
    const table = within(figure).getByRole('table', { name: 'Besøkende og sidevisninger per dag' });
    expect(rows(table)).toEqual([
      ['Dato', 'Besøkende', 'Sidevisninger'],
      ['28. mars', '4 000', '7 000'],
      ['29. mars', '2 000', '3 000'],
      ['30. mars', '1', '2 345'],
    ]);
  });

  it('says so when the statistics cannot be fetched', async () => {
    serve({ status: 500 });
    renderWithProviders(<VisitStatistics />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Kunne ikke hente besøkstallene');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
