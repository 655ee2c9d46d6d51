import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import type { EnquiryPatch, ProductTree, StoredEnquiry } from '@rms/schema';
import { loadSchemas } from '@/lib/api-client';
import { mockFetch, renderWithProviders } from '../../../../../test/web/render';
import { enquiryCount, storedEnquiry } from '../../../../../test/enquiry-fixture';
import { productNodeAt } from '../../../../../test/web/product-node';
import { EnquiryInbox, SEARCH_DEBOUNCE_MS } from './enquiry-inbox';

const message = (over: Partial<StoredEnquiry>): StoredEnquiry =>
  storedEnquiry({ name: 'Kari', contactEmail: 'kari@example.no', subject: 'Contact Form: Markise', created_at: new Date().toISOString(), sent_at: new Date().toISOString(), ...over });

const TREE: ProductTree = { id: 'root', sub: [productNodeAt('markiser', 'Markiser', 0, 'produkter', [productNodeAt('terrassemarkiser', 'Terrassemarkiser', 1, 'produkter/markiser')])] };

const QUOTE = message({
  id: 'q1',
  subject: 'Contact Form: Terrassemarkiser',
  message: 'Ca. 4,5 m bred terrasse.',
  product: { id: 'terrassemarkiser', title: 'Terrassemarkiser', path: 'produkter/markiser/terrassemarkiser' },
  quote: { postcode: '2050', widthCm: 450, heightCm: 300, siteVisit: true },
});

type Call = { method: string; path: string; body: unknown };

/** The inbox's API: the product tree, the list (by its query), and the changes, each recorded. */
function inboxApi({ overdueIds = [] as string[], list = (_query: URLSearchParams): StoredEnquiry[] => [QUOTE], patched = (id: string, patch: EnquiryPatch) => message({ id, ...(patch.stage ? { stage: patch.stage } : {}), ...(patch.archived !== undefined ? { archived: patch.archived } : {}) }) } = {}) {
  const calls: Call[] = [];
  const fetchMock = mockFetch((method, path, body) => {
    calls.push({ method, path, body });
    const [pathname, search = ''] = path.split('?');
    if (method === 'GET' && pathname === '/api/products') return { status: 200, body: { data: TREE } };
    if (method === 'GET' && pathname === '/api/messages') return { status: 200, body: { data: list(new URLSearchParams(search)) } };
    if (method === 'GET' && pathname === '/api/messages/count') return { status: 200, body: { data: enquiryCount({ new: 1, overdue: overdueIds.length, overdueIds }) } };
    if (method === 'POST' && pathname === '/api/messages/purge') return { status: 200, body: { data: { retentionMonths: 12, deleted: 4, spamDeleted: 2, before: '2025-11-25T00:00:00.000Z' } } };
    const id = /^\/api\/messages\/([^/]+)$/.exec(pathname!)?.[1];
    if (id && method === 'PATCH') return { status: 200, body: { data: patched(decodeURIComponent(id), body as EnquiryPatch) } };
    if (id && method === 'DELETE') return { status: 200, body: { data: { deleted: [decodeURIComponent(id)] } } };
    return { status: 404 };
  });
  const listQueries = () => calls.filter((c) => c.method === 'GET' && c.path.startsWith('/api/messages?')).map((c) => Object.fromEntries(new URLSearchParams(c.path.split('?')[1])));
  return { fetchMock, calls, listQueries };
}

/** One enquiry of the list, by its title. */
const item = async (title: string | RegExp) => screen.findByRole('listitem', { name: title });

// The test DOM cannot follow a mailto: link; the browser would open the mail program and stay on the page.
const keepMailtoInPage = (e: MouseEvent) => {
  if ((e.target as Element).closest?.('a[href^="mailto:"]')) e.preventDefault();
};

beforeAll(() => loadSchemas(), 20_000);
beforeEach(() => {
  document.addEventListener('click', keepMailtoInPage, true);
  localStorage.setItem('user', JSON.stringify({ uid: 'u1', role: 'admin' }));
});
afterEach(() => {
  document.removeEventListener('click', keepMailtoInPage, true);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.removeItem('user');
});

describe('the enquiry inbox', () => {
  it('shows why a message was not mailed and when it is tried again', async () => {
    inboxApi({
      list: () => [
        message({ id: 'a', subject: 'Contact Form: Uten nøkkel', status: 'failed', attempts: 0, lastError: 'SENDGRID_API_KEY is not set', next_attempt_at: '2026-11-21T10:15:00.000Z', sent_at: null }),
        message({ id: 'b', subject: 'Contact Form: Gitt opp', status: 'failed', attempts: 6, lastError: 'SendGrid 401: unauthorized', sent_at: null }),
        message({ id: 'c', subject: 'Contact Form: Over grensen', status: 'held', attempts: 0, next_attempt_at: '2026-11-21T10:00:00.000Z', sent_at: null }),
        message({ id: 'd', subject: 'Contact Form: Sendt' }),
      ],
    });
    renderWithProviders(<EnquiryInbox />);
    const notes = await screen.findAllByRole('note');
    expect(notes.map((n) => n.textContent)).toEqual([
      expect.stringMatching(/^Ikke sendt \(0 forsøk\): SENDGRID_API_KEY is not set\. Prøves igjen /),
      'Ikke sendt (6 forsøk): SendGrid 401: unauthorized. Gitt opp: send svaret selv.',
    ]);
    const held = await item('Contact Form: Over grensen');
    expect(within(held).getByText(/Holdt tilbake: mange meldinger på kort tid\. Sendes samlet i én e-post/)).toBeInTheDocument();
    expect(within(held).getByText('Holdt tilbake')).toBeInTheDocument();
    expect(within(await item('Contact Form: Sendt')).getByText('Sendt')).toBeInTheDocument();
  });

  it("shows 'Ikke levert' when SendGrid reported the notification undelivered, with the reason", async () => {
    inboxApi({ list: () => [message({ id: 'u', subject: 'Contact Form: Avvist', undelivered: { event: 'bounce', reason: '550 Mailbox does not exist', at: '2026-11-21T10:00:00.000Z' } })] });
    renderWithProviders(<EnquiryInbox />);
    const badge = within(await item('Contact Form: Avvist')).getByText('Ikke levert');
    expect(badge).toHaveAttribute('title', 'bounce: 550 Mailbox does not exist');
  });

  it("shows a quote's product (linked), postcode, measurements and site visit, and its handling status apart from delivery", async () => {
    inboxApi();
    renderWithProviders(<EnquiryInbox />);
    const quote = await item('Tilbud: Terrassemarkiser – Kari');
    const details = within(quote).getByRole('group', { name: 'Tilbudsforespørsel' });
    expect(within(details).getByRole('link', { name: 'Terrassemarkiser' })).toHaveAttribute('href', '/produkter/markiser/terrassemarkiser');
    expect(details).toHaveTextContent('Postnummer2050');
    expect(details).toHaveTextContent('Mål450 × 300 cm');
    expect(details).toHaveTextContent('BefaringJa, ønsker befaring');
    expect(within(quote).getByText('Ny', { selector: 'span' })).toBeInTheDocument();
    expect(within(quote).getByText('Sendt', { selector: 'span' })).toBeInTheDocument();
    expect(within(quote).getByText('Ca. 4,5 m bred terrasse.')).toBeInTheDocument();
  });

  it("shows a booked site visit's time in Oslo on the row and in the details, a cancelled one as cancelled, and opens at the enquiry a link names", async () => {
    const booked = message({ id: 'b1', name: 'Ola', subject: 'Befaring 08.12.2026 kl. 09:00', quote: { postcode: '2050', widthCm: null, heightCm: null, siteVisit: true }, booking: { id: 'x1', start: '2026-12-08T08:00:00.000Z', status: 'booked' } });
    // Summer time: 09:00 in Oslo is 07:00Z. An enquiry stored before the status existed is booked.
    const older = message({ id: 'b2', name: 'Per', subject: 'Befaring 16.06.2026 kl. 09:00', booking: { id: 'x2', start: '2026-06-16T07:00:00.000Z' } });
    const cancelled = message({ id: 'b3', name: 'Eva', subject: 'Befaring 09.12.2026 kl. 13:30 – avlyst', booking: { id: 'x3', start: '2026-12-09T12:30:00.000Z', status: 'cancelled' } });
    inboxApi({ list: () => [booked, older, cancelled, QUOTE] });
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    onTestFinished(() => void Reflect.deleteProperty(Element.prototype, 'scrollIntoView'));
    renderWithProviders(<EnquiryInbox />, { path: '/admin/henvendelser#henvendelse-b3' });

    const row = await item('Befaring 08.12.2026 kl. 09:00');
    expect(within(row).getByText('Befaring tirsdag 8. desember kl. 09:00', { selector: 'p' })).toBeInTheDocument();
    expect(within(row).getByRole('group', { name: 'Tilbudsforespørsel' })).toHaveTextContent('BefaringBefaring tirsdag 8. desember kl. 09:00');
    expect(within(await item('Befaring 16.06.2026 kl. 09:00')).getByText('Befaring tirsdag 16. juni kl. 09:00', { selector: 'p' })).toBeInTheDocument();
    const gone = await item(/avlyst/);
    expect(within(gone).getByText('Befaring onsdag 9. desember kl. 13:30 (avlyst)', { selector: 'p' })).toBeInTheDocument();
    // The Befaring screen's link to this enquiry: it is shown and gets the focus.
    await waitFor(() => expect(gone).toHaveFocus());
    expect(scrolled).toHaveBeenCalled();
  });

  it('asks the server with the filters chosen: stage, product, dates, and a search sent once the typing pauses', async () => {
    const { listQueries } = inboxApi();
    const user = userEvent.setup();
    renderWithProviders(<EnquiryInbox />);
    await item('Tilbud: Terrassemarkiser – Kari');
    expect(listQueries()).toEqual([{ limit: '100' }]);

    await user.selectOptions(screen.getByLabelText('Status'), 'Kontaktet');
    await waitFor(() => expect(listQueries().at(-1)).toEqual({ stage: 'contacted', limit: '100' }));

    await waitFor(() => expect(screen.getByRole('option', { name: 'Markiser › Terrassemarkiser' })).toBeInTheDocument());
    await user.selectOptions(screen.getByLabelText('Produkt'), 'Markiser › Terrassemarkiser');
    await waitFor(() => expect(listQueries().at(-1)).toEqual({ stage: 'contacted', productId: 'terrassemarkiser', limit: '100' }));

    await user.type(screen.getByLabelText('Fra dato'), '2026-11-01');
    await user.type(screen.getByLabelText('Til dato'), '2026-11-30');
    await waitFor(() => expect(listQueries().at(-1)).toEqual({ stage: 'contacted', productId: 'terrassemarkiser', from: '2026-11-01', to: '2026-11-30', limit: '100' }));

    const before = listQueries().length;
    await user.type(screen.getByLabelText('Søk i henvendelser'), '  Ola N');
    await waitFor(() => expect(listQueries().at(-1)).toMatchObject({ q: 'Ola N' }), { timeout: SEARCH_DEBOUNCE_MS + 2000 });
    // One request for the whole word, none per key.
    expect(listQueries().slice(before)).toEqual([{ stage: 'contacted', productId: 'terrassemarkiser', q: 'Ola N', from: '2026-11-01', to: '2026-11-30', limit: '100' }]);
  });

  it('starts with the search a link brought along (?q=), and shows inside each enquiry the panel the app composes in', async () => {
    const { listQueries } = inboxApi();
    renderWithProviders(<EnquiryInbox quotePanel={(m) => <p>Panel for {m.id}</p>} />, { path: '/admin/henvendelser?q=kari%40example.no' });
    const found = await item('Tilbud: Terrassemarkiser – Kari');
    expect(screen.getByLabelText('Søk i henvendelser')).toHaveValue('kari@example.no');
    await waitFor(() => expect(listQueries().at(-1)).toEqual({ q: 'kari@example.no', limit: '100' }));
    expect(within(found).getByText('Panel for q1')).toBeInTheDocument();
  });

  it("folds the search, the filters and the tools behind one 'Filter' button on a phone, which counts the active filters", async () => {
    inboxApi();
    const user = userEvent.setup();
    renderWithProviders(<EnquiryInbox />);
    await item('Tilbud: Terrassemarkiser – Kari');
    const toggle = screen.getByRole('button', { name: 'Filter' });
    const tools = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    // Hidden below the small breakpoint only: a wider screen shows the filters beside the list.
    expect(tools.className).toContain('max-sm:hidden');
    expect(tools).toContainElement(screen.getByLabelText('Søk i henvendelser'));
    expect(tools).toContainElement(screen.getByRole('button', { name: 'Eksporter til CSV' }));

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(tools.className).not.toContain('max-sm:hidden');
    await user.selectOptions(screen.getByLabelText('Status'), 'Kontaktet');
    await user.type(screen.getByLabelText('Søk i henvendelser'), 'Ola');
    expect(screen.getByRole('button', { name: 'Filter (2)' })).toBe(toggle);
  });

  it('shows where the visit came from, and filters by source and campaign once the typing pauses', async () => {
    const { listQueries } = inboxApi({ list: () => [{ ...QUOTE, source: { utmSource: 'facebook', utmMedium: 'cpc', utmCampaign: 'var', landingPath: '/' } }] });
    const user = userEvent.setup();
    renderWithProviders(<EnquiryInbox />);
    const quote = await item('Tilbud: Terrassemarkiser – Kari');
    expect(within(quote).getByText('Kilde: facebook · kampanje var · medium cpc · kom inn på /')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Kilde'), 'facebook');
    await user.type(screen.getByLabelText('Kampanje'), 'var');
    await waitFor(() => expect(listQueries().at(-1)).toEqual({ source: 'facebook', campaign: 'var', limit: '100' }), { timeout: SEARCH_DEBOUNCE_MS + 2000 });
  });

  it('adds a note, and shows the notes with author and time', async () => {
    let notes: StoredEnquiry['notes'] = [];
    const { calls } = inboxApi({
      list: () => [{ ...QUOTE, notes }],
      patched: (id, patch) => {
        notes = [...notes, { at: '2026-03-12T09:30:00.000Z', by: 'admin@example.com', text: patch.note! }];
        return { ...QUOTE, id, notes };
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<EnquiryInbox />);
    const quote = await item('Tilbud: Terrassemarkiser – Kari');
    await user.click(within(quote).getByText('Notater (0)'));
    await user.type(within(quote).getByLabelText('Nytt notat'), 'ringt 12.3., befaring avtalt');
    await user.click(within(quote).getByRole('button', { name: 'Legg til notat' }));

    await waitFor(() => expect(calls.filter((c) => c.method === 'PATCH')).toEqual([{ method: 'PATCH', path: '/api/messages/q1', body: { note: 'ringt 12.3., befaring avtalt' } }]));
    const list = await within(quote).findByRole('list', { name: 'Notater' });
    expect(within(list).getByText('ringt 12.3., befaring avtalt')).toBeInTheDocument();
    expect(within(list).getByText(/^admin@example\.com, /)).toBeInTheDocument();
    expect(within(quote).getByText('Notater (1)')).toBeInTheDocument();
    expect(within(quote).getByLabelText('Nytt notat')).toHaveValue('');
  });

  it("'Svar' opens the mail program to the visitor with 'Re: ' the subject, and marks the enquiry contacted only after confirming", async () => {
    const { calls } = inboxApi();
    const user = userEvent.setup();
    renderWithProviders(<EnquiryInbox />);
    const quote = await item('Tilbud: Terrassemarkiser – Kari');
    const reply = within(quote).getByRole('link', { name: 'Svar' });
    expect(reply).toHaveAttribute('href', `mailto:kari@example.no?subject=${encodeURIComponent('Re: Tilbud: Terrassemarkiser – Kari')}`);

    await user.click(reply);
    expect(await screen.findByRole('alertdialog', { name: 'Markere som kontaktet?' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ikke nå' }));
    expect(calls.filter((c) => c.method === 'PATCH')).toEqual([]);

    await user.click(reply);
    await user.click(await screen.findByRole('button', { name: 'Marker som kontaktet' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PATCH')).toEqual([{ method: 'PATCH', path: '/api/messages/q1', body: { stage: 'contacted' } }]));
  });

  it('moves an enquiry to Kontaktet or Vunnet from the list at once, and archives it at any stage', async () => {
    const { calls } = inboxApi();
    const user = userEvent.setup();
    renderWithProviders(<EnquiryInbox />);
    const quote = await item('Tilbud: Terrassemarkiser – Kari');
    await user.selectOptions(within(quote).getByLabelText('Fase'), 'Kontaktet');
    await waitFor(() => expect(calls.filter((c) => c.method === 'PATCH').map((c) => c.body)).toEqual([{ stage: 'contacted' }]));
    await user.selectOptions(within(quote).getByLabelText('Fase'), 'Vunnet');
    await user.click(within(quote).getByRole('button', { name: 'Arkiver' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PATCH').map((c) => c.body)).toEqual([{ stage: 'contacted' }, { stage: 'won' }, { archived: true }]));
  });

  it("'Tilbud sendt' asks for the sum in kroner before anything is sent, and refuses what is not whole kroner", async () => {
    const { calls } = inboxApi({ patched: (id, patch) => ({ ...QUOTE, id, stage: patch.stage ?? 'new', amountNok: patch.amountNok ?? null }) });
    const user = userEvent.setup();
    renderWithProviders(<EnquiryInbox />);
    const quote = await item('Tilbud: Terrassemarkiser – Kari');
    await user.selectOptions(within(quote).getByLabelText('Fase'), 'Tilbud sendt');
    const form = within(quote).getByRole('form', { name: 'Tilbud sendt' });
    expect(calls.filter((c) => c.method === 'PATCH')).toEqual([]);

    await user.type(within(form).getByLabelText('Tilbudets beløp (kr)'), '48,5 tusen');
    await user.click(within(form).getByRole('button', { name: 'Lagre' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('Skriv beløpet i hele kroner');
    expect(calls.filter((c) => c.method === 'PATCH')).toEqual([]);

    await user.clear(within(form).getByLabelText('Tilbudets beløp (kr)'));
    await user.type(within(form).getByLabelText('Tilbudets beløp (kr)'), '48 000');
    await user.click(within(form).getByRole('button', { name: 'Lagre' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PATCH').map((c) => c.body)).toEqual([{ stage: 'quoted', amountNok: 48000 }]));
    await waitFor(() => expect(within(quote).queryByRole('form', { name: 'Tilbud sendt' })).not.toBeInTheDocument());
  });

  it("'Tapt' asks why: a reason from the list, or another in free text", async () => {
    const { calls } = inboxApi();
    const user = userEvent.setup();
    renderWithProviders(<EnquiryInbox />);
    const quote = await item('Tilbud: Terrassemarkiser – Kari');
    await user.selectOptions(within(quote).getByLabelText('Fase'), 'Tapt');
    let form = within(quote).getByRole('form', { name: 'Tapt' });
    expect(within(form).getAllByRole('option').map((o) => o.textContent)).toEqual(['Pris', 'Valgte en annen leverandør', 'Utsatt', 'Ingen respons', 'Annen grunn …']);
    await user.selectOptions(within(form).getByLabelText('Hvorfor tapt'), 'Valgte en annen leverandør');
    await user.click(within(form).getByRole('button', { name: 'Lagre' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PATCH').map((c) => c.body)).toEqual([{ stage: 'lost', lostReason: 'Valgte en annen leverandør' }]));

    await user.selectOptions(within(quote).getByLabelText('Fase'), 'Tapt');
    form = within(quote).getByRole('form', { name: 'Tapt' });
    await user.selectOptions(within(form).getByLabelText('Hvorfor tapt'), 'Annen grunn …');
    await user.click(within(form).getByRole('button', { name: 'Lagre' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('Skriv hvorfor henvendelsen ble tapt');
    await user.type(within(form).getByLabelText('Annen grunn'), 'Flytter til høsten');
    await user.click(within(form).getByRole('button', { name: 'Lagre' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PATCH').map((c) => c.body).at(-1)).toEqual({ stage: 'lost', lostReason: 'Flytter til høsten' }));
  });

  it("shows the stage, the quote's sum, the archive and the history of changes with who made them and when", async () => {
    const history = [
      { at: '2026-03-10T09:00:00.000Z', by: 'redaktor@example.com', stage: 'contacted', archived: false, amountNok: null, lostReason: null },
      { at: '2026-03-12T09:00:00.000Z', by: 'admin@example.com', stage: 'quoted', archived: false, amountNok: 48000, lostReason: null },
      { at: '2026-03-20T09:00:00.000Z', by: 'admin@example.com', stage: 'lost', archived: false, amountNok: 48000, lostReason: 'Pris' },
      { at: '2026-03-21T09:00:00.000Z', by: 'admin@example.com', stage: 'lost', archived: true, amountNok: 48000, lostReason: 'Pris' },
    ] as const;
    inboxApi({ list: () => [{ ...QUOTE, stage: 'lost', archived: true, handling: 'archived', amountNok: 48000, lostReason: 'Pris', pipelineHistory: [...history] }] });
    const user = userEvent.setup();
    renderWithProviders(<EnquiryInbox />);
    const quote = await item('Tilbud: Terrassemarkiser – Kari');
    expect(within(quote).getByText('Tapt', { selector: 'span' })).toBeInTheDocument();
    expect(within(quote).getByText(/^48\s000 kr$/, { selector: 'span' })).toBeInTheDocument();
    expect(within(quote).getByText('Arkivert', { selector: 'span' })).toBeInTheDocument();
    expect(within(quote).getByText('Tapt: Pris')).toBeInTheDocument();
    expect(within(quote).getByRole('button', { name: 'Hent fram fra arkivet' })).toBeInTheDocument();
    await user.click(within(quote).getByText('Historikk (4)'));
    const lines = within(within(quote).getByRole('list', { name: 'Historikk' })).getAllByRole('listitem').map((li) => li.textContent?.replace(/\s/g, ' '));
    expect(lines).toEqual([
      expect.stringMatching(/^Kontaktet – redaktor@example\.com, /),
      expect.stringMatching(/^Tilbud sendt · 48 000 kr – admin@example\.com, /),
      expect.stringMatching(/^Tapt · Pris – admin@example\.com, /),
      expect.stringMatching(/^Arkivert – admin@example\.com, /),
    ]);
  });

  it('makes the new enquiries the server counts as past their answer time stand out, and no others', async () => {
    inboxApi({
      // 'done' and 'shelved' are listed too: only a new enquiry that is not archived is shown as overdue.
      overdueIds: ['old', 'done', 'shelved'],
      list: () => [
        message({ id: 'old', subject: 'Contact Form: Gammel', created_at: '2020-01-06T10:00:00.000Z' }),
        message({ id: 'fresh', subject: 'Contact Form: Fersk' }),
        message({ id: 'done', subject: 'Contact Form: Kontaktet', created_at: '2020-01-06T10:00:00.000Z', stage: 'contacted', handling: 'answered' }),
        message({ id: 'shelved', subject: 'Contact Form: Arkivert', created_at: '2020-01-06T10:00:00.000Z', archived: true, handling: 'archived' }),
      ],
    });
    renderWithProviders(<EnquiryInbox />);
    const old = await item('Contact Form: Gammel');
    expect(await within(old).findByText('Ubesvart utover svarfristen (4 arbeidstimer)')).toBeInTheDocument();
    expect(old).toHaveClass('border-red-700');
    for (const title of ['Contact Form: Fersk', 'Contact Form: Kontaktet', 'Contact Form: Arkivert']) {
      const other = await item(title);
      expect(within(other).queryByText(/Ubesvart/)).not.toBeInTheDocument();
      expect(other).not.toHaveClass('border-red-700');
    }
  });

  it("keeps spam out of the inbox; the Spam view lists it with why, and 'Ikke spam' sends notSpam", async () => {
    const spam = message({ id: 's1', subject: 'Contact Form: Billig', status: 'spam', spamReason: 'time-trap', sent_at: null });
    const { calls, listQueries } = inboxApi({ list: (query) => (query.get('status') === 'spam' ? [spam] : [QUOTE, spam]) });
    const user = userEvent.setup();
    renderWithProviders(<EnquiryInbox />);
    await item('Tilbud: Terrassemarkiser – Kari');
    expect(screen.queryByRole('listitem', { name: 'Contact Form: Billig' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Spam' }));
    const bad = await item('Contact Form: Billig');
    expect(listQueries().at(-1)).toEqual({ status: 'spam', limit: '100' });
    expect(within(bad).getByText(/Sendt for fort/)).toBeInTheDocument();
    await user.click(within(bad).getByRole('button', { name: 'Ikke spam' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PATCH')).toEqual([{ method: 'PATCH', path: '/api/messages/s1', body: { notSpam: true } }]));
  });

  it('deletes one enquiry after a confirmation', async () => {
    const { calls } = inboxApi();
    const user = userEvent.setup();
    renderWithProviders(<EnquiryInbox />);
    const quote = await item('Tilbud: Terrassemarkiser – Kari');
    await user.click(within(quote).getByRole('button', { name: 'Slett' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Slette henvendelsen fra Kari?' });
    expect(calls.filter((c) => c.method === 'DELETE')).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Slett' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual(['/api/messages/q1']));
  });

  it("runs the retention's deletion now after a confirmation and says how many went", async () => {
    const { calls } = inboxApi();
    const user = userEvent.setup();
    renderWithProviders(<EnquiryInbox />);
    await item('Tilbud: Terrassemarkiser – Kari');
    await user.click(screen.getByRole('button', { name: 'Slett gamle henvendelser nå' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Slette gamle henvendelser nå?' })).getByRole('button', { name: 'Slett gamle henvendelser' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Slettet 4 henvendelser eldre enn 12 måneder og 2 spam eldre enn 30 dager.');
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual(['/api/messages/purge']);
  });

  it('exports what the filters select as a CSV download, fetched with the Bearer token', async () => {
    inboxApi();
    const user = userEvent.setup();
    renderWithProviders(<EnquiryInbox />);
    await item('Tilbud: Terrassemarkiser – Kari');
    await user.selectOptions(screen.getByLabelText('Status'), 'Ny');

    localStorage.setItem('token', 'admin-token');
    const csv = '\uFEFFMottatt;Navn\r\n2026-11-25;Kari\r\n';
    const exportFetch = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => new Response(csv, { status: 200, headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': 'attachment; filename="henvendelser-2026-11-25.csv"' } }));
    vi.stubGlobal('fetch', exportFetch);
    // The test records the object URL made for the download (and its release).
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:csv');
    const revokeObjectURL = vi.fn();
    URL.createObjectURL = createObjectURL;
    URL.revokeObjectURL = revokeObjectURL;
    onTestFinished(() => {
      Reflect.deleteProperty(URL, 'createObjectURL');
      Reflect.deleteProperty(URL, 'revokeObjectURL');
    });
    const downloads: { href: string; download: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push({ href: this.href, download: this.download });
    });

    await user.click(screen.getByRole('button', { name: 'Eksporter til CSV' }));
    await waitFor(() => expect(downloads).toEqual([{ href: 'blob:csv', download: 'henvendelser-2026-11-25.csv' }]));
    const [url, init] = exportFetch.mock.calls[0]!;
    expect(url).toBe('/api/messages/export.csv?stage=new');
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer admin-token');
    // The file as the server sent it, byte for byte (its BOM too: Excel reads it as UTF-8 by that).
    expect([...new Uint8Array(await createObjectURL.mock.calls[0]![0].arrayBuffer())]).toEqual([...new TextEncoder().encode(csv)]);
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:csv');
  });

  it('gives an editor the inbox to read and handle, without export, deletion or the early deletion run (admin only)', async () => {
    localStorage.setItem('user', JSON.stringify({ uid: 'u2', role: 'editor' }));
    inboxApi();
    renderWithProviders(<EnquiryInbox />);
    const quote = await item('Tilbud: Terrassemarkiser – Kari');
    expect(within(quote).getByRole('link', { name: 'Svar' })).toBeInTheDocument();
    expect(within(quote).queryByRole('button', { name: 'Slett' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Eksporter til CSV' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Slett gamle henvendelser nå' })).not.toBeInTheDocument();
  });
});

