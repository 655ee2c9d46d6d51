import { act, screen, waitFor } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { FORM_TOKEN_MIN_AGE_MS } from '@rms/schema';
import { loadSchemas } from '@/lib/api-client';
import { createAppHistory } from '@/lib/router-history';
import { forgetLanding, rememberLanding } from '@/lib/visit-source';
import { mockFetch, renderWithProviders } from '../../../../../test/web/render';
import { SEND_TIMEOUT_MS } from '../api/send-enquiry';
import { ContactForm, SEND_FAILED_MESSAGE, THANK_YOU_MESSAGE } from './contact-form';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  forgetLanding();
});
// The form loads the schemas on its first submit; compiling them once here keeps that out of each test's wait.
beforeAll(() => loadSchemas(), 20_000);

const RECEIPT = { status: 200, body: { data: { received: true, message: 'ok' } } };
const TOKEN = { status: 200, body: { data: { token: '1767225600000.c2lnbmF0dXJl' } } };
/** No token to be had: the form sends without one (and does not wait for the time trap). */
const NO_TOKEN = { status: 503, body: { error: { code: 'UNAVAILABLE', message: 'down' } } };
type Answer = { status: number; body?: unknown };

/** The API as the form meets it: GET /api/email/token and POST /api/email/send. */
function api({ token = NO_TOKEN, send = RECEIPT }: { token?: Answer | (() => Answer); send?: Answer | (() => Answer | Promise<Answer>) } = {}) {
  return mockFetch((method, path) => {
    if (method === 'GET' && path === '/api/email/token') return typeof token === 'function' ? token() : token;
    if (method === 'POST' && path === '/api/email/send') return typeof send === 'function' ? send() : send;
    return { status: 404 };
  });
}

/** The bodies the form sent to POST /api/email/send. */
function sentBodies(fetchMock: ReturnType<typeof mockFetch>): Record<string, unknown>[] {
  return fetchMock.mock.calls.filter(([url]) => url === '/api/email/send').map(([, init]) => JSON.parse(init!.body as string) as Record<string, unknown>);
}
const tokenFetches = (fetchMock: ReturnType<typeof mockFetch>) => fetchMock.mock.calls.filter(([url]) => url === '/api/email/token').length;

async function fillRequired(user: ReturnType<typeof userEvent.setup>, { subject = true } = {}) {
  await user.type(screen.getByLabelText(/^Navn/), 'Ola Nordmann');
  await user.type(screen.getByLabelText(/^E-post/), 'ola@example.no');
  if (subject) await user.type(screen.getByLabelText(/^Emne/), 'Befaring');
  await user.type(screen.getByLabelText(/^Melding/), 'Kan dere komme på befaring?');
}

const PRODUCT = { id: 'terrassemarkiser', title: 'Terrassemarkiser' };

describe('ContactForm', () => {
  it("shows 'Please fill in all required fields' and sends nothing when required fields are empty", async () => {
    const fetchMock = api();
    const user = userEvent.setup();
    renderWithProviders(<ContactForm title="Kontakt oss" />);
    await user.click(screen.getByRole('button', { name: 'Send melding' }));
    expect(await screen.findByText('Please fill in all required fields')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Navn/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^Telefon/)).toHaveAttribute('aria-invalid', 'false');
    expect(sentBodies(fetchMock)).toEqual([]);
  });

  it('rejects a blank name and an e-mail without a domain', async () => {
    const fetchMock = api();
    const user = userEvent.setup();
    renderWithProviders(<ContactForm title="Kontakt oss" />);
    await fillRequired(user);
    await user.clear(screen.getByLabelText(/^Navn/));
    await user.type(screen.getByLabelText(/^Navn/), '   ');
    await user.clear(screen.getByLabelText(/^E-post/));
    await user.type(screen.getByLabelText(/^E-post/), 'ola@example');
    await user.click(screen.getByRole('button', { name: 'Send melding' }));
    expect(await screen.findByText('Please fill in all required fields')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Navn/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^E-post/)).toHaveAttribute('aria-invalid', 'true');
    expect(sentBodies(fetchMock)).toEqual([]);
  });

  it('moves the focus to the first field in error and clears each message once the field is fixed', async () => {
    api();
    const user = userEvent.setup();
    renderWithProviders(<ContactForm title="Kontakt oss" />);
    await user.type(screen.getByLabelText(/^Navn/), 'Ola Nordmann');
    await user.click(screen.getByRole('button', { name: 'Send melding' }));
    expect(await screen.findByText('E-postadresse må fylles ut')).toBeInTheDocument();
    expect(screen.getByLabelText(/^E-post/)).toHaveFocus();
    expect(screen.getByText('Emne må fylles ut')).toBeInTheDocument();

    await user.type(screen.getByLabelText(/^E-post/), 'ola@example.no');
    await waitFor(() => expect(screen.queryByText('E-postadresse må fylles ut')).not.toBeInTheDocument());
    expect(screen.getByLabelText(/^E-post/)).toHaveAttribute('aria-invalid', 'false');
    expect(screen.getByText('Emne må fylles ut')).toBeInTheDocument();
  });

  it('sends a plain message with the subject prefixed and no quote fields, thanks the visitor, and starts over', async () => {
    let resolveSend!: () => void;
    const fetchMock = api({ send: () => new Promise((resolve) => (resolveSend = () => resolve(RECEIPT))) });
    const user = userEvent.setup();
    renderWithProviders(<ContactForm title="Kontakt oss" />);
    expect(screen.queryByLabelText('Postnummer')).not.toBeInTheDocument();
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Send melding' }));

    expect(await screen.findByRole('button', { name: 'Sender…' })).toBeDisabled();
    await waitFor(() => expect(sentBodies(fetchMock)).toHaveLength(1));
    const [url, init] = fetchMock.mock.calls.find(([u]) => u === '/api/email/send')!;
    expect(url).toBe('/api/email/send');
    expect(init?.method).toBe('POST');
    expect(sentBodies(fetchMock)[0]).toEqual({
      name: 'Ola Nordmann',
      contactEmail: 'ola@example.no',
      subject: 'Contact Form: Befaring',
      message: 'Kan dere komme på befaring?',
      contactPhone: '',
      website: '',
    });

    resolveSend();
    expect(await screen.findByText(THANK_YOU_MESSAGE)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send ny melding' }));
    expect(screen.getByLabelText(/^Navn/)).toHaveValue('');
    expect(screen.queryByText(THANK_YOU_MESSAGE)).not.toBeInTheDocument();
  });

  it('shows the visitors their own message on the thank-you screen, as they wrote it, line breaks kept, and not the server\'s answer', async () => {
    api({ send: { status: 200, body: { data: { received: true, message: 'fra tjeneren' } } } });
    const user = userEvent.setup();
    renderWithProviders(<ContactForm title="Kontakt oss" />);
    await user.type(screen.getByLabelText(/^Navn/), 'Ola Nordmann');
    await user.type(screen.getByLabelText(/^E-post/), 'ola@example.no');
    await user.type(screen.getByLabelText(/^Emne/), 'Befaring');
    await user.type(screen.getByLabelText(/^Melding/), 'Kan dere komme på befaring?{Enter}Helst en tirsdag.');
    await user.click(screen.getByRole('button', { name: 'Send melding' }));

    const thanks = await screen.findByRole('status');
    expect(thanks).toHaveTextContent(THANK_YOU_MESSAGE);
    const sent = screen.getByRole('region', { name: 'Meldingen du sendte' });
    expect(sent.querySelector('p, blockquote')?.textContent).toBe('Kan dere komme på befaring?\nHelst en tirsdag.');
    expect(screen.queryByText('fra tjeneren')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send ny melding' }));
    expect(screen.queryByRole('region', { name: 'Meldingen du sendte' })).not.toBeInTheDocument();
  });

  it('refuses a name holding a link with a Norwegian message, and sends nothing', async () => {
    const fetchMock = api();
    const user = userEvent.setup();
    renderWithProviders(<ContactForm title="Kontakt oss" />);
    await fillRequired(user);
    await user.clear(screen.getByLabelText(/^Navn/));
    await user.type(screen.getByLabelText(/^Navn/), 'Vinn på premie.example');
    await user.click(screen.getByRole('button', { name: 'Send melding' }));
    expect(await screen.findByText('Navnet kan ikke inneholde lenker.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Navn/)).toHaveAttribute('aria-invalid', 'true');
    expect(sentBodies(fetchMock)).toEqual([]);
  });

  it("shows the server's message when sending fails", async () => {
    api({ send: { status: 429, body: { error: { code: 'RATE_LIMITED', message: 'Too many messages, try again in a minute' } } } });
    const user = userEvent.setup();
    renderWithProviders(<ContactForm title="Kontakt oss" />);
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Send melding' }));
    expect(await screen.findByText('Too many messages, try again in a minute')).toBeInTheDocument();
    // Still editing: the visitor can fix and send again.
    expect(screen.getByRole('button', { name: 'Send melding' })).toBeEnabled();
  });

  it('gives up on a request that never answers, says so, and keeps what the visitor wrote', async () => {
    // A network that never answers: only the request's own signal ends the wait.
    const fetchMock = vi.fn(
      (_input: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          const signal = init?.signal;
          if (signal?.aborted) reject(signal.reason as Error);
          signal?.addEventListener('abort', () => reject(signal.reason as Error));
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const timeout = vi.spyOn(AbortSignal, 'timeout').mockImplementation(() => AbortSignal.abort(new DOMException('timed out', 'TimeoutError')));
    const user = userEvent.setup();
    renderWithProviders(<ContactForm title="Kontakt oss" />);
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Send melding' }));
    expect(await screen.findByText(SEND_FAILED_MESSAGE)).toBeInTheDocument();
    expect(timeout).toHaveBeenCalledWith(SEND_TIMEOUT_MS);
    expect(screen.getByLabelText(/^Melding/)).toHaveValue('Kan dere komme på befaring?');
    timeout.mockRestore();
  });

  it('thanks with the required Norwegian text, word for word', () => {
    expect(THANK_YOU_MESSAGE).toBe('Takk for din henvendelse! Vi har mottatt din melding og vil kontakte deg så snart som mulig.');
  });

  it('falls back to the required failure message when the server says nothing useful', async () => {
    api({ send: { status: 502 } });
    const user = userEvent.setup();
    renderWithProviders(<ContactForm title="Kontakt oss" />);
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Send melding' }));
    expect(await screen.findByText(SEND_FAILED_MESSAGE)).toBeInTheDocument();
  });

  it('links to the privacy statement', () => {
    api();
    renderWithProviders(<ContactForm title="Kontakt oss" />);
    expect(screen.getByRole('link', { name: 'personvernerklæringen' })).toHaveAttribute('href', '/personvern');
  });

  it('keeps the honeypot away from people: off-screen, aria-hidden, out of tab order, no autocomplete', () => {
    api();
    const { container } = renderWithProviders(<ContactForm title="Kontakt oss" />);
    const honeypot = container.querySelector<HTMLInputElement>('input[name="website"]')!;
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot).toHaveAttribute('autocomplete', 'off');
    const wrapper = honeypot.closest('[aria-hidden="true"]') as HTMLElement;
    expect(wrapper.style.left).toBe('-10000px');
    expect(screen.queryByRole('textbox', { name: 'Nettside' })).not.toBeInTheDocument();
  });

  it('cannot be sent from the server-rendered HTML before the page is live (the browser would put the message in the address)', () => {
    const html = renderToString(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <ContactForm title="Kontakt oss" />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(html).toMatch(/<button type="submit"[^>]*disabled=""[^>]*>Send melding/);
  });
});

describe('the product enquiry on a product page', () => {
  it('names the product read-only, with no subject field, and links to the privacy statement', () => {
    api();
    renderWithProviders(<ContactForm title="Interessert? Kontakt oss" product={PRODUCT} />);
    expect(screen.getByText('Gjelder:')).toHaveTextContent('Gjelder: Terrassemarkiser');
    expect(screen.queryByLabelText(/^Emne/)).not.toBeInTheDocument();
    // Nothing the visitor can type into holds the product.
    for (const box of screen.getAllByRole('textbox')) expect(box).not.toHaveValue('Terrassemarkiser');
    expect(screen.getByRole('link', { name: 'personvernerklæringen' })).toHaveAttribute('href', '/personvern');
    expect(screen.getByRole('button', { name: 'Be om tilbud' })).toBeInTheDocument();
  });

  it("sends the product's id, postcode, measurements as numbers and the site visit, and never a product title of its own", async () => {
    const fetchMock = api();
    const user = userEvent.setup();
    renderWithProviders(<ContactForm title="Interessert? Kontakt oss" product={PRODUCT} />);
    await fillRequired(user, { subject: false });
    await user.type(screen.getByLabelText('Postnummer'), '2050');
    await user.type(screen.getByLabelText('Bredde (cm)'), '450');
    await user.type(screen.getByLabelText('Utfall/høyde (cm)'), '300');
    await user.click(screen.getByRole('checkbox', { name: 'Ønsker befaring' }));
    await user.click(screen.getByRole('button', { name: 'Be om tilbud' }));

    await waitFor(() => expect(sentBodies(fetchMock)).toHaveLength(1));
    const body = sentBodies(fetchMock)[0]!;
    expect(body).toEqual({
      name: 'Ola Nordmann',
      contactPhone: '',
      contactEmail: 'ola@example.no',
      // A quote's subject is preset (its field is hidden); the server names the product from productId alone.
      subject: 'Contact Form: Terrassemarkiser',
      message: 'Kan dere komme på befaring?',
      website: '',
      productId: 'terrassemarkiser',
      postcode: '2050',
      widthCm: 450,
      heightCm: 300,
      siteVisit: true,
    });
    expect(await screen.findByText(THANK_YOU_MESSAGE)).toBeInTheDocument();
  });

  it('carries where the visit came from: a campaign link two client-side navigations back, with nothing in cookies or storage', async () => {
    localStorage.clear();
    sessionStorage.clear();
    Object.defineProperty(document, 'referrer', { value: 'https://l.facebook.com/', configurable: true });
    window.history.replaceState(null, '', '/?utm_source=facebook&utm_campaign=var');
    rememberLanding();
    const history = createAppHistory();
    history.push('/produkter');
    history.push('/produkter/markiser/terrassemarkiser');
    const fetchMock = api();
    const user = userEvent.setup();
    renderWithProviders(<ContactForm title="Interessert? Kontakt oss" product={PRODUCT} />);
    await fillRequired(user, { subject: false });
    await user.click(screen.getByRole('button', { name: 'Be om tilbud' }));

    await waitFor(() => expect(sentBodies(fetchMock)).toHaveLength(1));
    expect(sentBodies(fetchMock)[0]!.source).toEqual({ referrerHost: 'l.facebook.com', utmSource: 'facebook', utmCampaign: 'var', landingPath: '/' });
    expect(document.cookie).toBe('');
    expect(localStorage.length + sessionStorage.length).toBe(0);
    delete (document as unknown as Record<string, unknown>).referrer;
  });

  it('leaves out the measurements the visitor did not give, and sends siteVisit false', async () => {
    const fetchMock = api();
    const user = userEvent.setup();
    renderWithProviders(<ContactForm title="Interessert? Kontakt oss" product={PRODUCT} />);
    await fillRequired(user, { subject: false });
    await user.type(screen.getByLabelText('Bredde (cm)'), '450');
    await user.click(screen.getByRole('button', { name: 'Be om tilbud' }));
    await waitFor(() => expect(sentBodies(fetchMock)).toHaveLength(1));
    const body = sentBodies(fetchMock)[0]!;
    expect(body).toMatchObject({ productId: 'terrassemarkiser', postcode: '', widthCm: 450, siteVisit: false });
    expect(body).not.toHaveProperty('heightCm');
  });

  it('refuses a postcode that is not four digits and a measurement that is not a whole number, and sends nothing', async () => {
    const fetchMock = api();
    const user = userEvent.setup();
    renderWithProviders(<ContactForm title="Interessert? Kontakt oss" product={PRODUCT} />);
    await fillRequired(user, { subject: false });
    await user.type(screen.getByLabelText('Postnummer'), '205');
    await user.type(screen.getByLabelText('Bredde (cm)'), '4,5 m');
    await user.click(screen.getByRole('button', { name: 'Be om tilbud' }));
    expect(await screen.findByText('Postnummer må være fire sifre')).toBeInTheDocument();
    expect(screen.getByText('Skriv bredden som et helt tall i cm')).toBeInTheDocument();
    expect(screen.getByLabelText('Postnummer')).toHaveFocus();
    expect(screen.getByLabelText('Bredde (cm)')).toHaveAttribute('aria-invalid', 'true');
    expect(sentBodies(fetchMock)).toEqual([]);
  });

  it('is rendered on the server with its quote fields and hydrates without a mismatch', async () => {
    mockFetch(() => NO_TOKEN);
    const tree = (
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <ContactForm title="Interessert? Kontakt oss" product={PRODUCT} />
        </MemoryRouter>
      </QueryClientProvider>
    );
    const html = renderToString(tree);
    expect(html).toContain('Gjelder: <span class="font-semibold text-slate-900">Terrassemarkiser</span>');
    expect(html).toMatch(/name="siteVisit"/);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const mismatches: unknown[] = [];
    const root = await act(async () => hydrateRoot(container, tree, { onRecoverableError: (e) => mismatches.push(e) }));
    expect(mismatches).toEqual([]);
    expect(screen.getByLabelText('Utfall/høyde (cm)')).toBeInTheDocument();
    act(() => root.unmount());
    container.remove();
  });
});

describe("the forms' time trap token", () => {
  it('is fetched when the visitor first focuses a field, once, and sent with the message', async () => {
    const fetchMock = api({ token: TOKEN });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderWithProviders(<ContactForm title="Kontakt oss" />);
    expect(tokenFetches(fetchMock)).toBe(0);

    await user.click(screen.getByLabelText(/^Navn/));
    await waitFor(() => expect(tokenFetches(fetchMock)).toBe(1));
    await fillRequired(user);
    await act(() => vi.advanceTimersByTimeAsync(FORM_TOKEN_MIN_AGE_MS));
    await user.click(screen.getByRole('button', { name: 'Send melding' }));

    await waitFor(() => expect(sentBodies(fetchMock)).toHaveLength(1));
    expect(sentBodies(fetchMock)[0]).toMatchObject({ formToken: '1767225600000.c2lnbmF0dXJl' });
    expect(tokenFetches(fetchMock)).toBe(1);
  });

  it('holds a message sent sooner than the time trap allows until the token is old enough, so a quick person is not taken for a bot', async () => {
    const fetchMock = api({ token: TOKEN });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderWithProviders(<ContactForm title="Interessert? Kontakt oss" product={PRODUCT} />);
    await user.click(screen.getByLabelText(/^Navn/));
    await waitFor(() => expect(tokenFetches(fetchMock)).toBe(1));
    const fetchedAt = Date.now();
    await fillRequired(user, { subject: false });
    await user.click(screen.getByRole('button', { name: 'Be om tilbud' }));
    expect(await screen.findByRole('button', { name: 'Sender…' })).toBeDisabled();
    expect(sentBodies(fetchMock)).toEqual([]);

    await act(() => vi.advanceTimersByTimeAsync(FORM_TOKEN_MIN_AGE_MS));
    await waitFor(() => expect(sentBodies(fetchMock)).toHaveLength(1));
    expect(Date.now() - fetchedAt).toBeGreaterThanOrEqual(FORM_TOKEN_MIN_AGE_MS);
    expect(sentBodies(fetchMock)[0]).toMatchObject({ formToken: '1767225600000.c2lnbmF0dXJl' });
  });

  it('is fetched once more on submit when the first fetch failed, and the message goes with it', async () => {
    const answers = [NO_TOKEN, TOKEN];
    const fetchMock = api({ token: () => answers.shift()! });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderWithProviders(<ContactForm title="Kontakt oss" />);
    await fillRequired(user);
    await waitFor(() => expect(tokenFetches(fetchMock)).toBe(1));
    await user.click(screen.getByRole('button', { name: 'Send melding' }));
    await waitFor(() => expect(tokenFetches(fetchMock)).toBe(2));
    await act(() => vi.advanceTimersByTimeAsync(FORM_TOKEN_MIN_AGE_MS));
    await waitFor(() => expect(sentBodies(fetchMock)).toHaveLength(1));
    expect(sentBodies(fetchMock)[0]).toMatchObject({ formToken: '1767225600000.c2lnbmF0dXJl' });
  });

  it('never stops the message: without any token it is sent without one and the visitor is thanked', async () => {
    const fetchMock = api({ token: NO_TOKEN });
    const user = userEvent.setup();
    renderWithProviders(<ContactForm title="Kontakt oss" />);
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Send melding' }));
    expect(await screen.findByText(THANK_YOU_MESSAGE)).toBeInTheDocument();
    expect(tokenFetches(fetchMock)).toBe(2);
    expect(sentBodies(fetchMock)[0]).not.toHaveProperty('formToken');
  });
});
