import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, renderWithProviders } from '../../../../../test/web/render';
import { SystemStatus, SystemStatusSummary } from './system-status';

const result = (service: string, status: string) => ({ service, status, message: `${service} ${status}`, timestamp: '2026-11-21T10:00:00.000Z' });

function health(details: ReturnType<typeof result>[]) {
  return mockFetch(() => ({ status: 200, body: { data: { status: details.every((d) => d.status === 'healthy'), message: 'x', details } } }));
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const flush = () => act(async () => void (await vi.advanceTimersByTimeAsync(0)));

describe('System Status', () => {
  it("shows 'All Systems Operational' and one row per service", async () => {
    health([result('Firestore', 'healthy'), result('Storage', 'healthy')]);
    renderWithProviders(<SystemStatus />);
    expect(screen.getByText('Checking System Status')).toBeInTheDocument();
    expect(await screen.findByText('All Systems Operational')).toBeInTheDocument();
    expect(screen.getByText('Firestore healthy')).toBeInTheDocument();
  });

  it("shows 'System Outage Detected' when a service is down, 'Partial System Outage' when degraded", async () => {
    health([result('Firestore', 'healthy'), result('Mail', 'unhealthy')]);
    const first = renderWithProviders(<SystemStatus />);
    expect(await screen.findByText('System Outage Detected')).toBeInTheDocument();
    first.unmount();
    health([result('Firestore', 'healthy'), result('Mail', 'degraded')]);
    renderWithProviders(<SystemStatus />);
    expect(await screen.findByText('Partial System Outage')).toBeInTheDocument();
  });

  it('auto-refresh is off by default; switched on, it counts down 10 s and refreshes', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
    const fetchMock = health([result('Firestore', 'healthy')]);
    renderWithProviders(<SystemStatus />);
    await flush();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const toggle = screen.getByRole('checkbox', { name: 'Auto-refresh' });
    expect(toggle).not.toBeChecked();
    await act(async () => void (await vi.advanceTimersByTimeAsync(20_000)));
    expect(fetchMock).toHaveBeenCalledTimes(1);

    fireEvent.click(toggle);
    expect(screen.getByText('Next refresh in 10s')).toBeInTheDocument();
    await act(async () => void (await vi.advanceTimersByTimeAsync(3000)));
    expect(screen.getByText('Next refresh in 7s')).toBeInTheDocument();
    await act(async () => void (await vi.advanceTimersByTimeAsync(7000)));
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(screen.getByText('Next refresh in 10s')).toBeInTheDocument();
  });

  it('locks the manual Refresh for 1 s after use', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
    const fetchMock = health([result('Firestore', 'healthy')]);
    renderWithProviders(<SystemStatus />);
    await flush();
    const refresh = screen.getByRole('button', { name: 'Refresh' });
    fireEvent.click(refresh);
    await flush();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(refresh).toBeDisabled();
    await act(async () => void (await vi.advanceTimersByTimeAsync(999)));
    expect(refresh).toBeDisabled();
    await act(async () => void (await vi.advanceTimersByTimeAsync(1)));
    expect(refresh).toBeEnabled();
  });
});

describe('System Status at a glance', () => {
  it('names the overall status and only the services with problems, and links to the full panel', async () => {
    health([result('Firestore', 'healthy'), result('Mail', 'unhealthy')]);
    renderWithProviders(<SystemStatusSummary />);
    expect(await screen.findByText('System Outage Detected')).toBeInTheDocument();
    const problems = screen.getByRole('list', { name: 'Services with problems' });
    expect(problems).toHaveTextContent('Mail');
    expect(problems).not.toHaveTextContent('Firestore');
    expect(screen.getByRole('link', { name: 'Se alle tjenester' })).toHaveAttribute('href', '/admin/systemstatus');
  });
});
