import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { BOOKING_TAKEN_MESSAGE } from '@rms/schema/booking-texts';
import { loadSchemas } from '@/lib/api-client';
import { mockFetch, renderWithProviders } from '../../../../../test/web/render';
import { BookingFlow } from './booking-flow';

afterEach(() => vi.unstubAllGlobals());
beforeAll(() => loadSchemas(), 20_000);

type Answer = { status: number; body?: unknown };
/** No token to be had: the form sends without one, and does not wait for the time trap. */
const NO_TOKEN: Answer = { status: 503, body: { error: { code: 'UNAVAILABLE', message: 'down' } } };
const OUTSIDE = 'Vi kommer dessverre ikke til postnummer 9000. Ring oss på 63 97 00 00.';
const slots = (...starts: string[]): Answer => ({
  status: 200,
  body: { data: { area: { name: 'Øvre Romerike' }, slots: starts.map((start) => ({ start, end: start.replace(/T(\d\d)/, (_m, h: string) => `T${String(Number(h) + 1).padStart(2, '0')}`) })) } },
});
const PRODUCTS = [
  { id: 'terrassemarkiser', label: 'Terrassemarkiser', group: 'Markiser' },
  { id: 'screens', label: 'Screens', group: 'Utvendig' },
];

/** The API as the booking meets it; `book` answers POST /api/bookings in turn. */
function api({ book = [] as Answer[], slotAnswers = [] as Answer[] } = {}) {
  const bookings = [...book];
  const lists = [...slotAnswers];
  return mockFetch(async (method, path) => {
    // Each answer after React has rendered the wait: what stays on screen meanwhile is what the visitor sees.
    await new Promise((resolve) => setTimeout(resolve, 10));
    if (method === 'GET' && path === '/api/email/token') return NO_TOKEN;
    if (method === 'GET' && path.startsWith('/api/bookings/slots?postcode=9000')) return { status: 422, body: { error: { code: 'UNPROCESSABLE', message: OUTSIDE } } };
    if (method === 'GET' && path.startsWith('/api/bookings/slots')) return lists.length > 1 ? lists.shift()! : lists[0]!;
    if (method === 'POST' && path === '/api/bookings') return bookings.shift() ?? { status: 500 };
    return { status: 404 };
  });
}
const calls = (fetchMock: ReturnType<typeof mockFetch>, prefix: string) => fetchMock.mock.calls.filter(([url]) => String(url).startsWith(prefix));

async function fillDetails(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/^Navn/), 'Kari Nordmann');
  await user.type(screen.getByLabelText(/^Telefon/), '912 34 567');
  await user.type(screen.getByLabelText(/^E-post/), 'kari@example.no');
  await user.type(screen.getByLabelText(/^Gateadresse/), 'Storgata 1');
}

describe('BookingFlow', () => {
  it('asks for four digits before it asks the server, in Norwegian at the field, with the focus there', async () => {
    const fetchMock = api();
    const user = userEvent.setup();
    renderWithProviders(<BookingFlow products={PRODUCTS} />);
    await user.type(screen.getByLabelText('Postnummer'), '20a');
    await user.click(screen.getByRole('button', { name: 'Vis ledige tider' }));
    expect(await screen.findByText('Postnummeret må ha fire sifre')).toBeInTheDocument();
    expect(screen.getByLabelText('Postnummer')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Postnummer')).toHaveFocus();
    expect(calls(fetchMock, '/api/bookings')).toEqual([]);
  });

  it("outside every area shows the server's message with the phone, and no times", async () => {
    api();
    const user = userEvent.setup();
    renderWithProviders(<BookingFlow products={PRODUCTS} />);
    await user.type(screen.getByLabelText('Postnummer'), '9000');
    await user.click(screen.getByRole('button', { name: 'Vis ledige tider' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(OUTSIDE);
    expect(screen.queryByRole('group', { name: 'Ledige tider' })).not.toBeInTheDocument();
  });

  it('a time taken meanwhile (409) says so, fetches a fresh list without it and keeps the details; then the booking is confirmed in Oslo time', async () => {
    const fetchMock = api({
      slotAnswers: [slots('2026-12-08T09:00:00+01:00', '2026-12-08T10:30:00+01:00', '2026-12-09T09:00:00+01:00'), slots('2026-12-08T10:30:00+01:00', '2026-12-09T09:00:00+01:00')],
      book: [
        { status: 409, body: { error: { code: 'CONFLICT', message: BOOKING_TAKEN_MESSAGE } } },
        { status: 201, body: { data: { booking: { id: 'b1', start: '2026-12-08T10:30:00+01:00', end: '2026-12-08T11:30:00+01:00', manageUrl: 'https://x/befaring/t' } } } },
      ],
    });
    const user = userEvent.setup();
    renderWithProviders(<BookingFlow products={PRODUCTS} productId="screens" />);
    await user.type(screen.getByLabelText('Postnummer'), '2050');
    await user.click(screen.getByRole('button', { name: 'Vis ledige tider' }));
    const heading = await screen.findByRole('heading', { name: /Velg tid/ });
    await waitFor(() => expect(heading).toHaveFocus());
    const tuesday = screen.getByRole('group', { name: 'Tirsdag 8. desember' });
    expect(within(tuesday).getAllByRole('radio').map((r) => r.closest('label')?.textContent)).toEqual(['09:00', '10:30']);
    expect(screen.getByLabelText(/^Produkt/)).toHaveValue('screens');

    await user.click(within(tuesday).getByLabelText('09:00'));
    await fillDetails(user);
    await user.click(screen.getByRole('button', { name: 'Bestill befaring' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(BOOKING_TAKEN_MESSAGE);
    await waitFor(() => expect(within(screen.getByRole('group', { name: 'Tirsdag 8. desember' })).getAllByRole('radio')).toHaveLength(1));
    expect(calls(fetchMock, '/api/bookings/slots')).toHaveLength(2);
    expect(screen.getByLabelText(/^Navn/)).toHaveValue('Kari Nordmann');

    await user.click(screen.getByLabelText('10:30'));
    await user.click(screen.getByRole('button', { name: 'Bestill befaring' }));
    const done = await screen.findByRole('heading', { name: 'Befaringen er bestilt' });
    await waitFor(() => expect(done).toHaveFocus());
    expect(screen.getByText(/tirsdag 8. desember kl. 10:30–11:30/)).toBeInTheDocument();
    expect(screen.getByText(/kalenderinvitasjon/)).toBeInTheDocument();
    const sent = calls(fetchMock, '/api/bookings').filter(([, init]) => init?.method === 'POST').map(([, init]) => JSON.parse(String(init!.body)) as Record<string, unknown>);
    expect(sent.at(-1)).toMatchObject({ start: '2026-12-08T10:30:00+01:00', postcode: '2050', name: 'Kari Nordmann', address: 'Storgata 1', productId: 'screens' });
  });

  it("a field the server refuses (400) gets its Norwegian message at that field, and the focus; no time chosen is 'Velg en tid' at the group", async () => {
    api({
      slotAnswers: [slots('2026-12-08T09:00:00+01:00')],
      book: [{ status: 400, body: { error: { code: 'VALIDATION_FAILED', message: 'Request body is invalid', issues: [{ path: 'phone', message: 'Ugyldig telefonnummer' }] } } }],
    });
    const user = userEvent.setup();
    renderWithProviders(<BookingFlow products={PRODUCTS} />);
    await user.type(screen.getByLabelText('Postnummer'), '2050');
    await user.click(screen.getByRole('button', { name: 'Vis ledige tider' }));
    await screen.findByRole('group', { name: 'Ledige tider' });
    await fillDetails(user);
    await user.click(screen.getByRole('button', { name: 'Bestill befaring' }));
    expect(await screen.findByText('Velg en tid')).toBeInTheDocument();
    // The focus moves once the error has rendered.
    await waitFor(() => expect(screen.getByLabelText('09:00')).toHaveFocus());

    await user.click(screen.getByLabelText('09:00'));
    await user.click(screen.getByRole('button', { name: 'Bestill befaring' }));
    expect(await screen.findByText('Ugyldig telefonnummer')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Telefon/)).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(screen.getByLabelText(/^Telefon/)).toHaveFocus());
  });
});
