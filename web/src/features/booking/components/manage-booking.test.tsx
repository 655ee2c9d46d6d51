import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { BOOKING_TAKEN_MESSAGE, BOOKING_TOO_LATE_MESSAGE } from '@rms/schema/booking-texts';
import { loadSchemas } from '@/lib/api-client';
import { mockFetch, renderWithProviders } from '../../../../../test/web/render';
import { ManageBooking } from './manage-booking';

afterEach(() => vi.unstubAllGlobals());
beforeAll(() => loadSchemas(), 20_000);

const TOKEN = 'Zk9mV2x1cV8tTmFub3NlY3JldC10b2tlbi1oZXJlXzE';
const inDays = (days: number, hour: string) => {
  const d = new Date(Date.now() + days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  return `${d}T${hour}:00+01:00`;
};
const visit = (start: string, overrides: Record<string, unknown> = {}) => ({
  id: 'b1',
  start,
  end: start.replace(/T(\d\d)/, (_m, h: string) => `T${String(Number(h) + 1).padStart(2, '0')}`),
  status: 'booked',
  name: 'Kari Nordmann',
  address: 'Storgata 1',
  postcode: '2050',
  area: 'Øvre Romerike',
  changeableUntil: new Date(Date.parse(start) - 24 * 60 * 60 * 1000).toISOString(),
  ...overrides,
});
type Answer = { status: number; body?: unknown };

function api(handlers: { get: () => Answer; move?: () => Answer; cancel?: () => Answer; slots?: () => Answer }) {
  return mockFetch((method, path) => {
    if (method === 'GET' && path === `/api/bookings/manage/${TOKEN}`) return handlers.get();
    if (method === 'POST' && path === `/api/bookings/manage/${TOKEN}/move`) return handlers.move?.() ?? { status: 500 };
    if (method === 'POST' && path === `/api/bookings/manage/${TOKEN}/cancel`) return handlers.cancel?.() ?? { status: 500 };
    if (method === 'GET' && path.startsWith('/api/bookings/slots?postcode=2050')) return handlers.slots?.() ?? { status: 500 };
    return { status: 404 };
  });
}

describe('ManageBooking', () => {
  it('an unknown link shows the 404 screen it is given', async () => {
    api({ get: () => ({ status: 404, body: { error: { code: 'NOT_FOUND', message: 'Fant ingen befaring for denne lenken' } } }) });
    renderWithProviders(<ManageBooking token={TOKEN} notFound={<h1>Denne siden finnes ikke.</h1>} />);
    expect(await screen.findByRole('heading', { name: 'Denne siden finnes ikke.' })).toBeInTheDocument();
  });

  it('within 24 hours of the visit it says so and offers nothing to press', async () => {
    const start = new Date(Date.now() + 3 * 60 * 60 * 1000).toISOString();
    api({ get: () => ({ status: 200, body: { data: visit(start) } }) });
    renderWithProviders(<ManageBooking token={TOKEN} notFound={null} />);
    expect(await screen.findByText(BOOKING_TOO_LATE_MESSAGE)).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('a cancelled visit says so and links to a new booking', async () => {
    api({ get: () => ({ status: 200, body: { data: visit(inDays(5, '09'), { status: 'cancelled', changeableUntil: null }) } }) });
    renderWithProviders(<ManageBooking token={TOKEN} notFound={null} />);
    expect(await screen.findByRole('heading', { name: 'Avlyst befaring' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Bestill en ny befaring' })).toHaveAttribute('href', '/befaring');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('moves the visit to a chosen time from its postcode\'s list (its own time not offered); a taken time says so and lists afresh', async () => {
    const own = inDays(5, '09');
    const free = [inDays(5, '10'), inDays(6, '09')];
    let moves = 0;
    const fetchMock = api({
      get: () => ({ status: 200, body: { data: visit(own) } }),
      slots: () => ({ status: 200, body: { data: { area: { name: 'Øvre Romerike' }, slots: [own, ...free].map((start) => ({ start, end: start })) } } }),
      move: () =>
        ++moves === 1 ? { status: 409, body: { error: { code: 'CONFLICT', message: BOOKING_TAKEN_MESSAGE } } } : { status: 200, body: { data: visit(free[1]!) } },
    });
    const user = userEvent.setup();
    renderWithProviders(<ManageBooking token={TOKEN} notFound={null} />);
    await user.click(await screen.findByRole('button', { name: 'Flytt til en annen tid' }));
    const group = await screen.findByRole('group', { name: 'Ledige tider' });
    expect(within(group).getAllByRole('radio').map((r) => (r as HTMLInputElement).value)).toEqual(free);

    await user.click(within(group).getAllByRole('radio')[0]!);
    await user.click(screen.getByRole('button', { name: 'Flytt befaringen' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(BOOKING_TAKEN_MESSAGE);
    await waitFor(() => expect(fetchMock.mock.calls.filter(([url]) => String(url).startsWith('/api/bookings/slots')).length).toBe(2));

    await user.click(screen.getAllByRole('radio').at(-1)!);
    await user.click(screen.getByRole('button', { name: 'Flytt befaringen' }));
    expect(await screen.findByText(/Befaringen er flyttet til .* kl\. \d\d:\d\d–\d\d:\d\d\. Vi har sendt deg en oppdatert kalenderinvitasjon/)).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Ledige tider' })).not.toBeInTheDocument();
  });

  it('cancels only after a yes', async () => {
    let cancelled = 0;
    const start = inDays(5, '09');
    api({
      get: () => ({ status: 200, body: { data: visit(start) } }),
      cancel: () => (cancelled++, { status: 200, body: { data: visit(start, { status: 'cancelled', changeableUntil: null }) } }),
    });
    const user = userEvent.setup();
    renderWithProviders(<ManageBooking token={TOKEN} notFound={null} />);
    await user.click(await screen.findByRole('button', { name: 'Avlys befaringen' }));
    await user.click(await screen.findByRole('button', { name: 'Nei, behold den' }));
    expect(cancelled).toBe(0);
    await user.click(screen.getByRole('button', { name: 'Avlys befaringen' }));
    await user.click(await screen.findByRole('button', { name: 'Ja, avlys' }));
    expect(await screen.findByText(/Befaringen er avlyst\. Vi har sendt deg en bekreftelse/)).toBeInTheDocument();
    expect(cancelled).toBe(1);
    expect(screen.getByRole('heading', { name: 'Avlyst befaring' })).toBeInTheDocument();
  });
});
