import { defaultBookingAvailability, type BookingAvailabilityDoc } from '@rms/schema';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadSchemas } from '@/lib/api-client';
import { CONFLICT_MESSAGE } from '@/lib/conflict';
import { mockFetch, renderWithProviders } from '../../../../../test/web/render';
import { staffBooking } from '../../../../../test/booking-fixture';
import { AVAILABILITY_SAVED_MESSAGE, HOLIDAYS_NOTE, INVALID_AVAILABILITY_MESSAGE } from './availability-form';
import { SiteVisitsAdmin } from './site-visits-admin';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('@/lib/toast', () => ({ toast }));

/** Monday 7 December 2026, 10:00 in Oslo (winter time, UTC+1). */
const NOW = new Date('2026-12-07T09:00:00Z');
const STORED: BookingAvailabilityDoc = { ...defaultBookingAvailability(), modified_at: '2026-12-01T08:00:00.000Z' };

const visit = staffBooking;

const VISITS = [
  visit('a', '2026-12-08T09:00:00+01:00', '2026-12-08T10:00:00+01:00'),
  visit('b', '2026-12-08T13:00:00+01:00', '2026-12-08T14:00:00+01:00', { name: 'Ola Hansen', address: 'Kirkeveien 2', postcode: '2040' }),
  visit('c', '2026-12-10T09:00:00+01:00', '2026-12-10T10:00:00+01:00', { name: 'Per Berg', status: 'cancelled', cancelReason: 'Syk' }),
];

interface Api {
  availability?: () => { status: number; body?: unknown };
  bookings?: () => { status: number; body?: unknown };
  put?: (body: unknown) => { status: number; body?: unknown };
}

/** The Befaring API as the screen sees it; returns every request it got. */
function api({ availability, bookings, put }: Api = {}) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  mockFetch((method, path, body) => {
    calls.push({ method, path, body });
    if (path === '/api/bookings/availability' && method === 'GET') return availability?.() ?? { status: 200, body: { data: STORED } };
    if (path === '/api/bookings/availability' && method === 'PUT') return put?.(body) ?? { status: 200, body: { data: { ...(body as object), modified_at: '2026-12-07T09:00:01.000Z' } } };
    if (path.startsWith('/api/bookings?')) return bookings?.() ?? { status: 200, body: { data: VISITS } };
    if (path.startsWith('/api/bookings/') && method === 'PATCH') return { status: 200, body: { data: VISITS[0] } };
    if (path === '/api/bookings/calendar-feed') return { status: 200, body: { data: { url: 'https://rms.example/api/bookings/feed/abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG' } } };
    if (path === '/api/products') return { status: 200, body: { data: { id: 'root', sub: [] } } };
    return { status: 404 };
  });
  return calls;
}

const as = (role: 'admin' | 'editor') => localStorage.setItem('user', JSON.stringify({ uid: 'u1', role }));
const form = () => screen.findByRole('form', { name: 'Tider og områder for befaring' });

beforeAll(() => loadSchemas(), 20_000);
beforeEach(() => as('admin'));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  localStorage.removeItem('user');
});

describe("the Befaring screen's availability form", () => {
  it('sends what the administrator changed as the PUT body: opening intervals, numbers, an area from postcode text, a closed period, and the version it started from', async () => {
    const calls = api();
    const user = userEvent.setup();
    renderWithProviders(<SiteVisitsAdmin now={NOW} />);
    const f = await form();
    expect(within(f).getByText(HOLIDAYS_NOTE, { exact: false })).toBeInTheDocument();

    // Monday: 09:00–15:00 becomes 08:00–11:30, plus an afternoon 12:30–16:00.
    fireEvent.change(within(f).getByLabelText('Mandag, tid 1 fra'), { target: { value: '08:00' } });
    fireEvent.change(within(f).getByLabelText('Mandag, tid 1 til'), { target: { value: '11:30' } });
    await user.click(within(f).getByRole('button', { name: 'Legg til tid mandag' }));
    fireEvent.change(within(f).getByLabelText('Mandag, tid 2 fra'), { target: { value: '12:30' } });
    fireEvent.change(within(f).getByLabelText('Mandag, tid 2 til'), { target: { value: '16:00' } });
    // Friday has no visits any more.
    await user.click(within(f).getByRole('button', { name: 'Fjern fredag tid 1' }));
    await user.clear(within(f).getByLabelText(/Kjøretid mellom befaringer/));
    await user.type(within(f).getByLabelText(/Kjøretid mellom befaringer/), '45');

    await user.click(within(f).getByRole('button', { name: 'Legg til område' }));
    await user.type(within(f).getByLabelText('Område 2: navn'), 'Ullensaker og Nannestad');
    await user.type(within(f).getByLabelText('Område 2: postnumre'), '2030-2034, 2040  2050');
    const days = within(f).getByRole('group', { name: 'Område 2: ukedager' });
    for (const day of ['Mandag', 'Onsdag', 'Fredag']) await user.click(within(days).getByLabelText(day));

    await user.click(within(f).getByRole('button', { name: 'Legg til stengt periode' }));
    fireEvent.change(within(f).getByLabelText('Periode 1: første dag'), { target: { value: '2026-12-21' } });
    fireEvent.change(within(f).getByLabelText('Periode 1: siste dag'), { target: { value: '2027-01-03' } });
    await user.type(within(f).getByLabelText('Periode 1: grunn'), 'Juleferie');

    await user.click(within(f).getByRole('button', { name: 'Lagre tidene' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(AVAILABILITY_SAVED_MESSAGE));
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.body).toEqual({
      weekly: {
        mon: [
          { from: '08:00', to: '11:30' },
          { from: '12:30', to: '16:00' },
        ],
        tue: [{ from: '09:00', to: '15:00' }],
        wed: [{ from: '09:00', to: '15:00' }],
        thu: [{ from: '09:00', to: '15:00' }],
        fri: [],
        sat: [],
        sun: [],
      },
      visitMinutes: 60,
      bufferMinutes: 45,
      daysAhead: 28,
      capacity: 1,
      areas: [
        { name: 'Øvre Romerike', postcodes: ['2000-2199'], weekdays: ['mon', 'tue', 'wed', 'thu', 'fri'] },
        { name: 'Ullensaker og Nannestad', postcodes: ['2030-2034', '2040', '2050'], weekdays: ['tue', 'thu'] },
      ],
      closed: [{ from: '2026-12-21', to: '2027-01-03', reason: 'Juleferie' }],
      modified_at: STORED.modified_at,
    });
  });

  it('refuses an interval that ends before it starts, a bad postcode entry and a bad number in Norwegian, and sends nothing', async () => {
    const calls = api();
    const user = userEvent.setup();
    renderWithProviders(<SiteVisitsAdmin now={NOW} />);
    const f = await form();
    fireEvent.change(within(f).getByLabelText('Tirsdag, tid 1 til'), { target: { value: '08:00' } });
    await user.clear(within(f).getByLabelText('Område 1: postnumre'));
    await user.type(within(f).getByLabelText('Område 1: postnumre'), '2000-2199, 20x0');
    await user.clear(within(f).getByLabelText(/Hvor lang en befaring er/));
    await user.type(within(f).getByLabelText(/Hvor lang en befaring er/), '5');
    await user.click(within(f).getByRole('button', { name: 'Lagre tidene' }));

    expect(await within(f).findByText(INVALID_AVAILABILITY_MESSAGE)).toBeInTheDocument();
    expect(within(f).getByText('Slutten må være etter starten')).toBeInTheDocument();
    expect(within(f).getByLabelText('Tirsdag, tid 1 til')).toHaveAttribute('aria-invalid', 'true');
    expect(within(f).getByText('Skriv et postnummer (2040) eller et område (2000-2199): «20x0»')).toBeInTheDocument();
    expect(within(f).getByText('Minst 15 minutter')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([]);
  });

  it('shows the conflict message of the other editors on a stale save (409), keeps the input, and saves over the newer version when asked again', async () => {
    const newer = { ...STORED, capacity: 2, modified_at: '2026-12-06T12:00:00.000Z' };
    let reads = 0;
    let puts = 0;
    const calls = api({
      availability: () => ({ status: 200, body: { data: reads++ === 0 ? STORED : newer } }),
      put: (body) => (puts++ === 0 ? { status: 409, body: { error: { code: 'CONFLICT', message: 'Modified since' } } } : { status: 200, body: { data: { ...(body as object), modified_at: '2026-12-07T09:05:00.000Z' } } }),
    });
    const user = userEvent.setup();
    renderWithProviders(<SiteVisitsAdmin now={NOW} />);
    const f = await form();
    await user.clear(within(f).getByLabelText(/Hvor langt fram/));
    await user.type(within(f).getByLabelText(/Hvor langt fram/), '42');
    await user.click(within(f).getByRole('button', { name: 'Lagre tidene' }));

    expect(await within(f).findByText(CONFLICT_MESSAGE)).toBeInTheDocument();
    expect(within(f).getByLabelText(/Hvor langt fram/)).toHaveValue(42);
    expect(toast.success).not.toHaveBeenCalled();
    await user.click(within(f).getByRole('button', { name: 'Lagre tidene' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(AVAILABILITY_SAVED_MESSAGE));
    const bodies = calls.filter((c) => c.method === 'PUT').map((c) => c.body as { modified_at: string; daysAhead: number });
    expect(bodies.map((b) => [b.modified_at, b.daysAhead])).toEqual([
      [STORED.modified_at, 42],
      [newer.modified_at, 42],
    ]);
  });

  it('shows an editor the same times read-only, with nothing to save or change', async () => {
    as('editor');
    const calls = api();
    renderWithProviders(<SiteVisitsAdmin now={NOW} />);
    const f = await form();
    expect(within(f).getByLabelText('Mandag, tid 1 fra')).toBeDisabled();
    expect(within(f).getByLabelText('Område 1: postnumre')).toHaveValue('2000-2199');
    expect(within(f).getByLabelText('Område 1: postnumre')).toBeDisabled();
    expect(within(f).getByText(/Bare en administrator kan endre dem/)).toBeInTheDocument();
    expect(within(f).queryByRole('button', { name: 'Lagre tidene' })).not.toBeInTheDocument();
    expect(within(f).queryByRole('button', { name: /Legg til|Fjern/ })).not.toBeInTheDocument();
    expect(calls.filter((c) => c.method !== 'GET')).toEqual([]);
  });
});

describe("the Befaring screen's visits", () => {
  it('lists the coming visits by day in Oslo time from today, each linked to its enquiry; cancelled ones on request', async () => {
    const calls = api();
    const user = userEvent.setup();
    renderWithProviders(<SiteVisitsAdmin now={NOW} />);
    const tuesday = await screen.findByRole('list', { name: 'tirsdag 8. desember' });
    expect(within(tuesday).getAllByRole('listitem').map((li) => within(li).getByRole('heading').textContent)).toEqual(['09:00–10:00 Kari Nordmann', '13:00–14:00 Ola Hansen']);
    expect(within(tuesday).getByText(/Kirkeveien 2, 2040/)).toBeInTheDocument();
    expect(within(tuesday).getByRole('link', { name: 'Åpne henvendelsen fra Kari Nordmann' })).toHaveAttribute('href', '/admin/henvendelser#henvendelse-enquiry-a');
    expect(calls.find((c) => c.path.startsWith('/api/bookings?'))?.path).toBe('/api/bookings?from=2026-12-07&to=2027-02-04');
    // The cancelled visit shows only when asked for, marked as such.
    expect(screen.queryByRole('list', { name: 'torsdag 10. desember' })).not.toBeInTheDocument();
    await user.click(screen.getByLabelText('Vis avlyste (1)'));
    const thursday = screen.getByRole('list', { name: 'torsdag 10. desember' });
    expect(within(thursday).getByText('Avlyst')).toBeInTheDocument();
    expect(within(thursday).getByText('Grunn: Syk')).toBeInTheDocument();
    expect(within(thursday).queryByRole('button', { name: /Flytt|Avlys/ })).not.toBeInTheDocument();
  });

  it('moves a visit to the Oslo time chosen after a confirmation, and cancels one with the reason', async () => {
    const calls = api();
    const user = userEvent.setup();
    renderWithProviders(<SiteVisitsAdmin now={NOW} />);
    await user.click(await screen.findByRole('button', { name: 'Flytt befaringen for Kari Nordmann' }));
    const move = screen.getByRole('form', { name: 'Flytt befaringen for Kari Nordmann' });
    expect(within(move).getByLabelText('Ny tid (norsk tid)')).toHaveValue('2026-12-08T09:00');
    fireEvent.change(within(move).getByLabelText('Ny tid (norsk tid)'), { target: { value: '2026-12-12T10:30' } });
    await user.click(within(move).getByRole('button', { name: 'Lagre ny tid' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Flytte befaringen til lørdag 12. desember kl. 10:30?');
    await user.click(within(dialog).getByRole('button', { name: 'Flytt befaringen' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Befaringen er flyttet til lørdag 12. desember kl. 10:30'));

    await user.click(screen.getByRole('button', { name: 'Avlys befaringen for Ola Hansen' }));
    const cancel = screen.getByRole('form', { name: 'Avlys befaringen for Ola Hansen' });
    await user.type(within(cancel).getByLabelText(/Grunn/), 'Sykdom');
    await user.click(within(cancel).getByRole('button', { name: 'Avlys befaringen' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Avlys befaringen' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Befaringen er avlyst'));

    expect(calls.filter((c) => c.method === 'PATCH').map((c) => [c.path, c.body])).toEqual([
      ['/api/bookings/a', { start: '2026-12-12T10:30:00+01:00' }],
      ['/api/bookings/b', { status: 'cancelled', reason: 'Sykdom' }],
    ]);
  });

  it("offers 'Prøv igjen' when the visits could not be read, and shows them once they can", async () => {
    let fail = true;
    api({ bookings: () => (fail ? { status: 500 } : { status: 200, body: { data: VISITS } }) });
    const user = userEvent.setup();
    renderWithProviders(<SiteVisitsAdmin now={NOW} />);
    expect(await screen.findByText('Kunne ikke hente befaringene')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Prøv igjen' }));
    expect(await screen.findByRole('list', { name: 'tirsdag 8. desember' })).toBeInTheDocument();
  });

  it('makes a private calendar address after warning that the old one stops working, and shows it to copy', async () => {
    const calls = api();
    const user = userEvent.setup();
    renderWithProviders(<SiteVisitsAdmin now={NOW} />);
    await user.click(await screen.findByRole('button', { name: 'Lag kalenderadresse' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('slutter den gamle å virke med en gang');
    await user.click(within(dialog).getByRole('button', { name: 'Lag ny adresse' }));
    expect(await screen.findByLabelText('Din kalenderadresse (.ics)')).toHaveValue('https://rms.example/api/bookings/feed/abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG');
    expect(screen.getByText('Google Kalender')).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/api/bookings/calendar-feed').map((c) => c.method)).toEqual(['POST']);
  });
});
