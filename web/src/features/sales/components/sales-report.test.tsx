import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import type { SalesReport, SalesRow } from '@rms/schema';
import { loadSchemas } from '@/lib/api-client';
import { mockFetch, renderWithProviders } from '../../../../../test/web/render';
import { SalesReportPanel } from './sales-report';

const row = (key: string, enquiries: number, quoted: number, quotedNok: number, won: number, wonNok: number, lost: number, lostNok: number): SalesRow => ({ key, enquiries, quoted, quotedNok, won, wonNok, lost, lostNok });

const REPORT: SalesReport = {
  from: '2026-03-01',
  to: '2026-04-30',
  months: [row('2026-03', 3, 3, 168000, 1, 48000, 1, 30000), row('2026-04', 4, 1, 120000, 1, 120000, 0, 0)],
  bySource: [row('facebook', 4, 3, 198000, 2, 168000, 1, 30000), row('(ukjent)', 3, 1, 90000, 0, 0, 0, 0)],
  byCampaign: [row('var', 4, 3, 198000, 2, 168000, 1, 30000)],
  byProduct: [row('Screens', 3, 2, 78000, 1, 48000, 1, 30000)],
  total: row('Totalt', 7, 4, 288000, 2, 168000, 1, 30000),
  quotes: { sent: 6, accepted: 4, shareAccepted: 4 / 6, medianDaysToAccept: 2.5 },
};

function salesApi() {
  const asked: string[] = [];
  mockFetch((_method, path) => {
    asked.push(path);
    return path.startsWith('/api/sales') ? { status: 200, body: { data: REPORT } } : { status: 404 };
  });
  return asked;
}

/** A table's rows as text, cells joined by '|', spaces made plain. */
const rowsOf = (name: string) =>
  within(screen.getByRole('table', { name }))
    .getAllByRole('row')
    .slice(1)
    .map((tr) => [...tr.children].map((c) => c.textContent?.replace(/\s/g, ' ')).join('|'));

beforeAll(() => loadSchemas(), 20_000);
beforeEach(() => localStorage.setItem('user', JSON.stringify({ uid: 'u1', role: 'admin' })));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.removeItem('user');
});

describe("the sales report ('Salg')", () => {
  it('shows per month, source, campaign and product the enquiries, quotes and their sum, won and lost with theirs, and the share won', async () => {
    salesApi();
    renderWithProviders(<SalesReportPanel />);
    await screen.findByRole('table', { name: 'Per måned' });
    expect(rowsOf('Per måned')).toEqual(['mars 2026|3|3|168 000 kr|1|48 000 kr|1|30 000 kr|50 %', 'april 2026|4|1|120 000 kr|1|120 000 kr|0|0 kr|100 %']);
    expect(rowsOf('Per kilde')).toEqual(['facebook|4|3|198 000 kr|2|168 000 kr|1|30 000 kr|67 %', '(ukjent)|3|1|90 000 kr|0|0 kr|0|0 kr|–']);
    expect(rowsOf('Per kampanje')).toEqual(['var|4|3|198 000 kr|2|168 000 kr|1|30 000 kr|67 %']);
    expect(rowsOf('Per produkt')).toEqual(['Screens|3|2|78 000 kr|1|48 000 kr|1|30 000 kr|50 %']);
    const totals = screen.getByLabelText('Totalt i perioden');
    expect(totals.textContent?.replace(/\s/g, ' ')).toBe('Henvendelser7Tilbud sendt4 · 288 000 krVunnet2 · 168 000 krTapt1 · 30 000 krAndel vunnet67 %');
    expect(screen.getByText(/^Henvendelser fra/)).toHaveTextContent('Henvendelser fra 1. mars 2026 til 30. april 2026 (siste 12 måneder)');
  });

  it('shows the quotes sent from the inbox, how many were accepted, the share and the median days to acceptance', async () => {
    salesApi();
    renderWithProviders(<SalesReportPanel />);
    const quotes = await screen.findByLabelText('Tilbud i perioden');
    expect(quotes.textContent?.replace(/\s/g, ' ')).toBe('Tilbud sendt6Akseptert4Andel akseptert67 %Median tid til aksept2,5 dager');
  });

  it('asks for the chosen range', async () => {
    const asked = salesApi();
    const user = userEvent.setup();
    renderWithProviders(<SalesReportPanel />);
    await screen.findByRole('table', { name: 'Per måned' });
    expect(asked).toEqual(['/api/sales']);
    await user.type(screen.getByLabelText('Fra dato'), '2026-01-01');
    await waitFor(() => expect(asked.at(-1)).toBe('/api/sales?from=2026-01-01'));
  });

  it('exports the range as a CSV download for an administrator, and offers no export to an editor', async () => {
    salesApi();
    const user = userEvent.setup();
    const { unmount } = renderWithProviders(<SalesReportPanel />);
    await screen.findByRole('table', { name: 'Per måned' });
    localStorage.setItem('token', 'admin-token');
    const exportFetch = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => new Response('\uFEFFInndeling\r\n', { status: 200, headers: { 'Content-Disposition': 'attachment; filename="salg-2026-11-27.csv"' } }));
    vi.stubGlobal('fetch', exportFetch);
    URL.createObjectURL = vi.fn(() => 'blob:csv');
    URL.revokeObjectURL = vi.fn();
    onTestFinished(() => {
      Reflect.deleteProperty(URL, 'createObjectURL');
      Reflect.deleteProperty(URL, 'revokeObjectURL');
      localStorage.removeItem('token');
    });
    const downloads: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(this.download);
    });
    await user.click(screen.getByRole('button', { name: 'Eksporter til CSV' }));
    await waitFor(() => expect(downloads).toEqual(['salg-2026-11-27.csv']));
    expect(exportFetch.mock.calls[0]![0]).toBe('/api/sales/export.csv');
    expect(new Headers(exportFetch.mock.calls[0]![1]?.headers).get('Authorization')).toBe('Bearer admin-token');
    unmount();

    vi.unstubAllGlobals();
    localStorage.setItem('user', JSON.stringify({ uid: 'u2', role: 'editor' }));
    salesApi();
    renderWithProviders(<SalesReportPanel />);
    await screen.findByRole('table', { name: 'Per måned' });
    expect(screen.queryByRole('button', { name: 'Eksporter til CSV' })).not.toBeInTheDocument();
  });
});
