import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, renderWithProviders } from '../../../../../test/web/render';
import type { EnquiryCount } from '@rms/schema';
import { enquiryCount, storedEnquiry } from '../../../../../test/enquiry-fixture';
import { FailedMailSummary, formatDuration, NewEnquiriesBadge, NewEnquiriesSummary } from './new-enquiries';

afterEach(() => vi.unstubAllGlobals());

const count = (data: Partial<EnquiryCount>) => mockFetch((_method, path) => (path === '/api/messages/count' ? { status: 200, body: { data: enquiryCount(data) } } : { status: 404 }));

describe('the count of new enquiries', () => {
  it('tells the dashboard how many are new and how many have waited too long, linking to the inbox', async () => {
    count({ new: 3, overdue: 1 });
    renderWithProviders(<NewEnquiriesSummary />);
    expect(await screen.findByRole('link', { name: '3 nye henvendelser' })).toHaveAttribute('href', '/admin/henvendelser');
    expect(screen.getByText(/1 ubesvart utover svarfristen \(4 arbeidstimer\)/)).toBeInTheDocument();
  });

  it('shows the last 30 days: the median time to first contact and how many went past the answer time', async () => {
    count({ new: 1, last30Days: { enquiries: 12, medianFirstContactMinutes: 135, late: 3 } });
    renderWithProviders(<NewEnquiriesSummary />);
    expect(await screen.findByText('Siste 30 dager: median tid til første kontakt 2 t 15 min i åpningstiden · 3 av 12 over svarfristen')).toBeInTheDocument();
  });

  it('writes a duration in days, hours and minutes', () => {
    expect([45, 60, 135, 1440, 1500, 3000].map(formatDuration)).toEqual(['45 min', '1 t', '2 t 15 min', '1 d', '1 d 1 t', '2 d 2 t']);
  });

  it('says so when nothing is new', async () => {
    count({ new: 0, overdue: 0 });
    renderWithProviders(<NewEnquiriesSummary />);
    expect(await screen.findByRole('link', { name: 'Ingen nye henvendelser' })).toBeInTheDocument();
    expect(screen.queryByText(/ubesvart/)).not.toBeInTheDocument();
    expect(screen.getByText('Siste 30 dager: ingen kontaktet ennå · 0 av 0 over svarfristen')).toBeInTheDocument();
  });

  it("asks nothing for the user menu's badge until the admin is confirmed", async () => {
    const fetchMock = count({ new: 2, overdue: 0 });
    renderWithProviders(<NewEnquiriesBadge enabled={false} />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.queryByText(/nye henvendelser/)).not.toBeInTheDocument();
  });

  it("shows the count in the user menu's badge for a confirmed admin", async () => {
    count({ new: 2, overdue: 0 });
    renderWithProviders(<NewEnquiriesBadge enabled />);
    expect((await screen.findByText('nye henvendelser', { exact: false })).parentElement).toHaveTextContent('2 nye henvendelser');
  });

  it('tells the dashboard how many enquiries were not mailed to the company, linking to the inbox', async () => {
    const failed = (id: string) => storedEnquiry({ id, status: 'failed', attempts: 3, lastError: 'SMTP 550', sent_at: null });
    mockFetch((_method, path) => (path.startsWith('/api/messages?') && path.includes('status=failed') ? { status: 200, body: { data: [failed('a'), failed('b')] } } : { status: 404 }));
    renderWithProviders(<FailedMailSummary />);
    expect(await screen.findByRole('link', { name: '2 henvendelser ble ikke sendt på e-post' })).toHaveAttribute('href', '/admin/henvendelser');
  });
});
