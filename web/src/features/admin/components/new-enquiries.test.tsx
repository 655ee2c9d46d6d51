import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, renderWithProviders } from '@/test/render';
import { NewEnquiriesBadge, NewEnquiriesSummary } from './new-enquiries';

afterEach(() => vi.unstubAllGlobals());

const count = (data: { new: number; overdue: number }) => mockFetch((_method, path) => (path === '/api/messages/count' ? { status: 200, body: { data } } : { status: 404 }));

describe('the count of new enquiries', () => {
  it('tells the dashboard how many are new and how many have waited too long, linking to the inbox', async () => {
    count({ new: 3, overdue: 1 });
    renderWithProviders(<NewEnquiriesSummary />);
    expect(await screen.findByRole('link', { name: '3 nye henvendelser' })).toHaveAttribute('href', '#henvendelser');
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
});
