import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders } from '@/app/providers';
import { toast } from './toast';

describe('toast', () => {
  it('shows success for 2 s and errors for 4 s in the bottom-right toaster', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    render(<AppProviders>{null}</AppProviders>);
    // No toaster (and no sonner download) until the first toast.
    await act(async () => vi.dynamicImportSettled());
    expect(screen.queryByRole('region', { name: /Notifications/ })).not.toBeInTheDocument();
    await act(async () => {
      toast.success('Produkt opprettet');
      toast.error('Kunne ikke slette produktet');
      await vi.dynamicImportSettled();
    });
    expect(await screen.findByText('Produkt opprettet')).toBeInTheDocument();
    const region = screen.getByRole('region', { name: /Notifications/ });
    expect(region.querySelector('[data-sonner-toaster]')).toHaveAttribute('data-y-position', 'bottom');
    expect(region.querySelector('[data-sonner-toaster]')).toHaveAttribute('data-x-position', 'right');

    await act(async () => vi.advanceTimersByTime(2600));
    expect(screen.queryByText('Produkt opprettet')).not.toBeInTheDocument();
    expect(screen.getByText('Kunne ikke slette produktet')).toBeInTheDocument();
    await act(async () => vi.advanceTimersByTime(2000));
    expect(screen.queryByText('Kunne ikke slette produktet')).not.toBeInTheDocument();
    vi.useRealTimers();
  });
});
