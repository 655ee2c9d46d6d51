import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { PRICE_TYPE_WORDING, type Quote } from '@rms/schema';
import { loadSchemas } from '@/lib/api-client';
import { CONFLICT_MESSAGE } from '@/lib/conflict';
import { quoteAnswer } from '../../../../../test/web/quote';
import { mockFetch, renderWithProviders } from '../../../../../test/web/render';
import { QuotePanel } from './quote-panel';

const ENQUIRY = { id: 'e1', name: 'Kari Nordmann', contactEmail: 'kari@example.no', contactPhone: '900 11 222' };

type Call = { method: string; path: string; body: unknown };

/** The quotes API of one enquiry: the list, create, patch and send, each recorded; `patchAnswer` may refuse. */
function quotesApi({ list = [] as Quote[], patchAnswer = (body: unknown): { status: number; body?: unknown } => ({ status: 200, body: { data: { quote: quoteAnswer(body as Partial<Quote>) } } }) } = {}) {
  const calls: Call[] = [];
  let stored = list;
  mockFetch((method, path, body) => {
    calls.push({ method, path, body });
    if (method === 'GET' && path === '/api/quotes?enquiryId=e1') return { status: 200, body: { data: stored } };
    if (method === 'POST' && path === '/api/quotes') {
      stored = [quoteAnswer({ status: 'draft' })];
      return { status: 201, body: { data: { quote: stored[0] } } };
    }
    if (method === 'PATCH' && path === '/api/quotes/q1') return patchAnswer(body);
    if (method === 'POST' && path === '/api/quotes/q1/send') {
      stored = [quoteAnswer({ status: 'sent', sent_at: '2026-03-02T11:00:00.000Z', validUntil: '2099-04-01' })];
      return { status: 200, body: { data: { quote: stored[0], link: 'http://localhost/tilbud/abc123abc123abc123abc123', mailed: true } } };
    }
    if (method === 'GET' && path.startsWith('/api/messages')) return { status: 200, body: { data: [] } };
    return { status: 404 };
  });
  return { calls, writes: () => calls.filter((c) => c.method !== 'GET') };
}

async function openPanel() {
  const user = userEvent.setup();
  renderWithProviders(<QuotePanel enquiry={ENQUIRY} />);
  await user.click(screen.getByText('Tilbud'));
  return user;
}

beforeAll(() => loadSchemas(), 20_000);
beforeEach(() => localStorage.setItem('user', JSON.stringify({ uid: 'u1', role: 'editor' })));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.removeItem('user');
});

describe("the staff's quote editor", () => {
  it('starts from the enquiry, adds, removes and reorders lines, shows the sums, and posts exactly the lines left', async () => {
    const api = quotesApi();
    const user = await openPanel();
    await user.click(await screen.findByRole('button', { name: 'Lag tilbud' }));
    const form = screen.getByRole('form', { name: 'Nytt tilbud' });
    expect(within(form).getByLabelText('Navn')).toHaveValue('Kari Nordmann');
    expect(within(form).getByLabelText('E-post')).toHaveValue('kari@example.no');
    expect(within(form).getByLabelText('Telefon')).toHaveValue('900 11 222');
    expect(within(form).getByLabelText('Gyldig i (dager)')).toHaveValue(30);

    const line = (n: number) => within(form).getByRole('listitem', { name: `Linje ${n}` });
    await user.type(within(line(1)).getByLabelText('Beskrivelse'), 'Terrassemarkise');
    await user.type(within(line(1)).getByLabelText('Enhetspris (kr inkl. mva)'), '333,33');
    await user.clear(within(line(1)).getByLabelText('Antall'));
    await user.type(within(line(1)).getByLabelText('Antall'), '3');
    await user.click(within(form).getByRole('button', { name: 'Legg til linje' }));
    await user.type(within(line(2)).getByLabelText('Beskrivelse'), 'Feil linje');
    await user.click(within(form).getByRole('button', { name: 'Legg til linje' }));
    await user.type(within(line(3)).getByLabelText('Beskrivelse'), 'Montering');
    await user.type(within(line(3)).getByLabelText('Enhetspris (kr inkl. mva)'), '12 000');
    await user.click(within(form).getByRole('button', { name: 'Fjern Feil linje' }));
    await user.click(within(form).getByRole('button', { name: 'Flytt Montering opp' }));

    // 3 × 333,33 + 12 000 = 12 999,99 incl. VAT; VAT = 12 999,99 × 25/125 = 2 599,998 → 2 600,00; before VAT the rest.
    const sums = within(form).getByLabelText('Summer');
    expect(sums).toHaveTextContent(/Sum inkl. mva\s*kr\s12\s999,99/);
    expect(sums).toHaveTextContent(/Herav mva 25 %\s*kr\s2\s600,00/);
    expect(sums).toHaveTextContent(/Sum eks. mva\s*kr\s10\s399,99/);

    await user.click(within(form).getByLabelText(/^Prisoverslag/));
    expect(within(form).getByText(PRICE_TYPE_WORDING.estimate)).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Lagre utkast' }));
    await waitFor(() => expect(api.writes()).toHaveLength(1));
    expect(api.writes()[0]).toEqual({
      method: 'POST',
      path: '/api/quotes',
      body: {
        enquiryId: 'e1',
        customer: { name: 'Kari Nordmann', email: 'kari@example.no', phone: '900 11 222' },
        lines: [
          { description: 'Montering', quantity: 1, unitPriceNok: '12000' },
          { description: 'Terrassemarkise', quantity: 3, unitPriceNok: '333,33' },
        ],
        priceType: 'estimate',
        validDays: 30,
        deliveryWeeks: null,
        note: '',
      },
    });
  });

  it('says in Norwegian what is wrong, and sends nothing', async () => {
    const api = quotesApi();
    const user = await openPanel();
    await user.click(await screen.findByRole('button', { name: 'Lag tilbud' }));
    const form = screen.getByRole('form', { name: 'Nytt tilbud' });
    await user.clear(within(form).getByLabelText('Navn'));
    await user.type(within(form).getByLabelText('Enhetspris (kr inkl. mva)'), '-5');
    await user.click(within(form).getByRole('button', { name: 'Lagre utkast' }));
    expect(await within(form).findByText('Tilbudet har feil. Rett feltene som er merket med rødt, og prøv igjen.')).toBeInTheDocument();
    expect(within(form).getByText('Navn må fylles ut')).toBeInTheDocument();
    expect(within(form).getByText('Beskrivelsen må fylles ut')).toBeInTheDocument();
    expect(within(form).getByText('Enhetsprisen kan ikke være negativ')).toBeInTheDocument();
    expect(within(form).getByText('Velg pristype: fastpris, prisoverslag eller uforpliktende prisantydning')).toBeInTheDocument();
    expect(within(form).getByLabelText('Beskrivelse')).toHaveAttribute('aria-invalid', 'true');
    expect(api.writes()).toEqual([]);
  });

  it("asks before sending, naming the customer's address, then sends and shows the customer's link", async () => {
    const api = quotesApi({ list: [quoteAnswer()] });
    const user = await openPanel();
    const form = await screen.findByRole('form', { name: 'Tilbud 2026-0007' });
    await user.click(within(form).getByRole('button', { name: 'Send tilbud' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Sende tilbudet til kari@example.no?' });
    await user.click(within(dialog).getByRole('button', { name: 'Avbryt' }));
    expect(api.writes()).toEqual([]);

    await user.click(within(form).getByRole('button', { name: 'Send tilbud' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Sende tilbudet til kari@example.no?' })).getByRole('button', { name: 'Send tilbud' }));
    // The draft was not changed, so it is sent as stored.
    await waitFor(() => expect(api.writes().map((c) => `${c.method} ${c.path}`)).toEqual(['POST /api/quotes/q1/send']));
    expect(await screen.findByRole('link', { name: 'http://localhost/tilbud/abc123abc123abc123abc123' })).toBeInTheDocument();
    const versions = await screen.findByRole('list', { name: 'Versjoner' });
    await waitFor(() => expect(versions).toHaveTextContent(/2026-0007 · sendt · kr\s12\s345,00/));
  });

  it('shows an accepted quote read-only: who accepted it and when, no way to save or send', async () => {
    const api = quotesApi({ list: [quoteAnswer({ status: 'accepted', sent_at: '2026-03-02T11:00:00.000Z', validUntil: '2099-04-01', accepted: { at: '2026-03-05T09:00:00.000Z', name: 'Kari Nordmann', pdfSha256: 'a'.repeat(64) } })] });
    const user = await openPanel();
    const form = await screen.findByRole('form', { name: 'Tilbud 2026-0007' });
    expect(screen.getByRole('status')).toHaveTextContent('Akseptert 5. mars 2026 av Kari Nordmann. Et akseptert tilbud kan ikke endres.');
    expect(within(form).getByLabelText('Beskrivelse')).toBeDisabled();
    expect(within(form).getByLabelText('Navn')).toBeDisabled();
    expect(within(form).queryByRole('button', { name: /Lagre|Send|Legg til linje|Fjern/ })).toBeNull();
    await user.type(within(form).getByLabelText('Beskrivelse'), 'x');
    expect(within(form).getByLabelText('Beskrivelse')).toHaveValue('Terrassemarkise 4 m');
    expect(screen.getByRole('list', { name: 'Versjoner' })).toHaveTextContent('2026-0007 · akseptert');
    expect(api.writes()).toEqual([]);
  });

  it('keeps what was typed after a 409 and says what the other editors say', async () => {
    const api = quotesApi({ list: [quoteAnswer()], patchAnswer: () => ({ status: 409, body: { error: { code: 'CONFLICT', message: 'Tilbudet er endret av noen andre' } } }) });
    const user = await openPanel();
    const form = await screen.findByRole('form', { name: 'Tilbud 2026-0007' });
    await user.type(within(form).getByLabelText('Merknad'), 'Inkl. frakt');
    await user.click(within(form).getByRole('button', { name: 'Lagre utkast' }));
    expect(await screen.findByText(CONFLICT_MESSAGE)).toBeInTheDocument();
    expect(screen.getByText('Serveren sier: Tilbudet er endret av noen andre')).toBeInTheDocument();
    expect(within(form).getByLabelText('Merknad')).toHaveValue('Inkl. frakt');
    expect(api.writes()).toEqual([{ method: 'PATCH', path: '/api/quotes/q1', body: expect.objectContaining({ note: 'Inkl. frakt', modified_at: '2026-03-02T10:00:00.000Z' }) }]);
  });

  it("extends an expired quote as a new version ('Forleng')", async () => {
    const api = quotesApi({ list: [quoteAnswer({ status: 'expired', sent_at: '2026-01-02T11:00:00.000Z', validUntil: '2026-02-01' })], patchAnswer: () => ({ status: 200, body: { data: { quote: quoteAnswer({ id: 'q2', version: 2, label: '2026-0007 v2' }) } } }) });
    const user = await openPanel();
    expect(await screen.findByRole('list', { name: 'Versjoner' })).toHaveTextContent('2026-0007 · utløpt');
    await user.click(screen.getByRole('button', { name: 'Forleng' }));
    await waitFor(() => expect(api.writes()).toEqual([{ method: 'PATCH', path: '/api/quotes/q1', body: { validDays: 30, modified_at: '2026-03-02T10:00:00.000Z' } }]));
  });
});
