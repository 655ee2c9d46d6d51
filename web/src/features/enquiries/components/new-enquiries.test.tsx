import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, renderWithProviders } from '@/test/render';
import { storedEnquiry } from '../../../../../test/enquiry-fixture';
import { FailedMailSummary, NewEnquiriesBadge, NewEnquiriesSummary } from './new-enquiries';

afterEach(() => vi.unstubAllGlobals());

const count = (data: { new: number; overdue: number }) => mockFetch((_method, path) => (path === '/api/messages/count' ? { status: 200, body: { data } } : { status: 404 }));

describe('the count of new enquiries', () => {
  it('tells the dashboard how many are new and how many have waited too long, linking to the inbox', async () => {
    count({ new: 3, overdue: 1 });
    renderWithProviders(<NewEnquiriesSummary />);
    expect(await screen.findByRole('link', { name: '3 nye henvendelser' })).toHaveAttribute('href', '/admin/henvendelser');
    expect(screen.getByText(/1 ubesvart i mer enn 2 arbeidsdager/)).toBeInTheDocument();
  });

  it('says so when nothing is new', async () => {
    count({ new: 0, overdue: 0 });
    renderWithProviders(<NewEnquiriesSummary />);
    expect(await screen.findByRole('link', { name: 'Ingen nye henvendelser' })).toBeInTheDocument();
    expect(screen.queryByText(/ubesvart/)).not.toBeInTheDocument();
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
