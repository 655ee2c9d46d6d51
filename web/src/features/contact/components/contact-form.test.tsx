import { screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadSchemas } from '@/lib/api-client';
import { mockFetch, renderWithProviders } from '@/test/render';
import { SEND_TIMEOUT_MS } from '../api/send-message';
import { ContactForm, SEND_FAILED_MESSAGE, THANK_YOU_MESSAGE } from './contact-form';

afterEach(() => vi.unstubAllGlobals());
// The form loads the schemas on its first submit; compiling them once here keeps that out of each test's wait.
beforeAll(() => loadSchemas(), 20_000);

async function fillRequired(user: ReturnType<typeof userEvent.setup>, { subject = true } = {}) {
  await user.type(screen.getByLabelText(/^Navn/), 'Ola Nordmann');
  await user.type(screen.getByLabelText(/^E-post/), 'ola@example.no');
  if (subject) await user.type(screen.getByLabelText(/^Emne/), 'Befaring');
  await user.type(screen.getByLabelText(/^Melding/), 'Kan dere komme på befaring?');
}

describe('ContactForm', () => {
  it("shows 'Please fill in all required fields' and sends nothing when required fields are empty", async () => {
    const fetchMock = mockFetch(() => ({ status: 200, body: { data: {} } }));
    const user = userEvent.setup();
    renderWithProviders(<ContactForm title="Kontakt oss" />);
    await user.click(screen.getByRole('button', { name: 'Send melding' }));
    expect(await screen.findByText('Please fill in all required fields')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Navn/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^Telefon/)).toHaveAttribute('aria-invalid', 'false');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('rejects a blank name and an e-mail without a domain', async () => {
    const fetchMock = mockFetch(() => ({ status: 200, body: { data: {} } }));
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
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('moves the focus to the first field in error and clears each message once the field is fixed', async () => {
    mockFetch(() => ({ status: 200, body: { data: {} } }));
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

  it('sends the message with the subject prefixed, thanks the visitor, and starts over', async () => {
    let resolveSend!: () => void;
    const fetchMock = mockFetch(
      () => new Promise((resolve) => (resolveSend = () => resolve({ status: 200, body: { data: { received: true, message: 'ok' } } }))),
    );
    const user = userEvent.setup();
    renderWithProviders(<ContactForm title="Kontakt oss" />);
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Send melding' }));

    expect(await screen.findByRole('button', { name: 'Sender…' })).toBeDisabled();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/email/send');
    expect(JSON.parse(init!.body as string)).toMatchObject({
      name: 'Ola Nordmann',
      contactEmail: 'ola@example.no',
      subject: 'Contact Form: Befaring',
      message: 'Kan dere komme på befaring?',
      contactPhone: '',
    });

    resolveSend();
    expect(await screen.findByText(THANK_YOU_MESSAGE)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send ny melding' }));
    expect(screen.getByLabelText(/^Navn/)).toHaveValue('');
    expect(screen.queryByText(THANK_YOU_MESSAGE)).not.toBeInTheDocument();
  });

  it("shows the server's message when sending fails", async () => {
    mockFetch(() => ({ status: 429, body: { error: { code: 'RATE_LIMITED', message: 'Too many messages, try again in a minute' } } }));
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

  it('checks the thank-you text against the spec', () => {
    expect(THANK_YOU_MESSAGE).toBe('Takk for din henvendelse! Vi har mottatt din melding og vil kontakte deg så snart som mulig.');
  });

  it('falls back to the spec message when the server says nothing useful', async () => {
    mockFetch(() => ({ status: 502 }));
    const user = userEvent.setup();
    renderWithProviders(<ContactForm title="Kontakt oss" />);
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Send melding' }));
    expect(await screen.findByText(SEND_FAILED_MESSAGE)).toBeInTheDocument();
  });

  it('hides the subject field when a subject is preset and sends that subject', async () => {
    const fetchMock = mockFetch(() => ({ status: 200, body: { data: { received: true, message: 'ok' } } }));
    const user = userEvent.setup();
    renderWithProviders(<ContactForm title="Interessert? Kontakt oss" initialSubject="Terrassemarkise" />);
    expect(screen.queryByLabelText(/^Emne/)).not.toBeInTheDocument();
    await fillRequired(user, { subject: false });
    await user.click(screen.getByRole('button', { name: 'Send melding' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(JSON.parse(fetchMock.mock.calls[0]![1]!.body as string).subject).toBe('Contact Form: Terrassemarkise');
  });

  it('keeps the honeypot away from people: off-screen, aria-hidden, out of tab order, no autocomplete', () => {
    mockFetch(() => ({ status: 200, body: { data: {} } }));
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
        <ContactForm title="Kontakt oss" />
      </QueryClientProvider>,
    );
    expect(html).toMatch(/<button type="submit"[^>]*disabled=""[^>]*>Send melding/);
  });
});
