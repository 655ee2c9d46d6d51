import { addDays, osloDay } from '@rms/schema';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, renderWithProviders } from '../../../../../test/web/render';
import { InviteForm } from './invite-form';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock('@/lib/toast', () => ({ toast }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const INVITE = { id: 'inv1', email: 'kari@example.com', role: 'editor', accessUntil: null, invitedBy: 'anne', invitedAt: '2026-11-27T10:00:00.000Z', expiresAt: '2026-12-11T10:00:00.000Z' };

function api(answer: (body: unknown) => { status: number; body?: unknown } = () => ({ status: 201, body: { data: { invite: INVITE, user: null, mailed: true } } })) {
  const posted: unknown[] = [];
  mockFetch((method, path, body) => {
    if (method === 'POST' && path === '/api/users/invites') {
      posted.push(body);
      return answer(body);
    }
    return { status: 200, body: { data: { users: [], invites: [] } } };
  });
  return posted;
}

const MAIL_NOT_SENT = 'Invitasjonen til kari@example.com (Redaktør) er lagret, men e-posten gikk ikke ut. Be personen logge inn med Google på denne adressen.';

describe("the invite form of 'Brukere'", () => {
  it('refuses a malformed address and a past last day with Norwegian messages, and sends nothing', async () => {
    const posted = api();
    const user = userEvent.setup();
    renderWithProviders(<InviteForm />);
    await user.click(screen.getByRole('button', { name: 'Send invitasjon' }));
    expect(await screen.findByText('E-postadresse må fylles ut')).toBeInTheDocument();

    await user.type(screen.getByLabelText('E-postadresse'), 'kari(at)example.com');
    await user.type(screen.getByLabelText('Siste dag med tilgang (valgfritt)'), addDays(osloDay(new Date()), -1));
    await user.click(screen.getByRole('button', { name: 'Send invitasjon' }));
    expect(await screen.findByText(/^Ugyldig e-postadresse/)).toBeInTheDocument();
    expect(screen.getByText('Siste dag kan ikke være før i dag')).toBeInTheDocument();
    expect(screen.getByLabelText('E-postadresse')).toHaveAttribute('aria-invalid', 'true');
    expect(posted).toEqual([]);
  });

  it('invites an editor by default, leaving out an empty last day, and starts over', async () => {
    const posted = api();
    const user = userEvent.setup();
    renderWithProviders(<InviteForm />);
    expect(screen.getByRole('radio', { name: /Redaktør/ })).toBeChecked();
    await user.type(screen.getByLabelText('E-postadresse'), 'kari@example.com');
    await user.click(screen.getByRole('button', { name: 'Send invitasjon' }));
    await waitFor(() => expect(posted).toEqual([{ email: 'kari@example.com', role: 'editor' }]));
    expect(toast.success).toHaveBeenCalledWith('Invitasjon sendt til kari@example.com (Redaktør)');
    await waitFor(() => expect(screen.getByLabelText('E-postadresse')).toHaveValue(''));
  });

  it('says so when the invitation is stored but its mail did not go out', async () => {
    api(() => ({ status: 201, body: { data: { invite: INVITE, user: null, mailed: false } } }));
    const user = userEvent.setup();
    renderWithProviders(<InviteForm />);
    await user.type(screen.getByLabelText('E-postadresse'), 'kari@example.com');
    await user.click(screen.getByRole('button', { name: 'Send invitasjon' }));
    await waitFor(() => expect(toast.info).toHaveBeenCalledWith(MAIL_NOT_SENT));
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('invites an administrator with a last day; an address with an account gets the role at once', async () => {
    const lastDay = addDays(osloDay(new Date()), 30);
    const posted = api(() => ({
      status: 201,
      body: { data: { invite: null, user: { uid: 'kari', email: 'kari@example.com', displayName: 'Kari', role: 'admin', accessUntil: lastDay, last_login: null, created_at: null }, mailed: false } },
    }));
    const user = userEvent.setup();
    renderWithProviders(<InviteForm />);
    await user.type(screen.getByLabelText('E-postadresse'), 'kari@example.com');
    await user.click(screen.getByRole('radio', { name: /Administrator/ }));
    await user.type(screen.getByLabelText('Siste dag med tilgang (valgfritt)'), lastDay);
    await user.click(screen.getByRole('button', { name: 'Send invitasjon' }));
    await waitFor(() => expect(posted).toEqual([{ email: 'kari@example.com', role: 'admin', accessUntil: lastDay }]));
    expect(toast.success).toHaveBeenCalledWith('kari@example.com har nå rollen Administrator');
  });

  it("shows the server's refusal at the field it names, and a 409 in the server's words", async () => {
    let answer = { status: 400, body: { error: { code: 'VALIDATION_FAILED', message: 'Ugyldig forespørsel', issues: [{ path: 'email', message: 'Adressen er allerede invitert' }] } } };
    api(() => answer);
    const user = userEvent.setup();
    renderWithProviders(<InviteForm />);
    await user.type(screen.getByLabelText('E-postadresse'), 'kari@example.com');
    await user.click(screen.getByRole('button', { name: 'Send invitasjon' }));
    expect(await screen.findByText('Adressen er allerede invitert')).toBeInTheDocument();

    answer = { status: 409, body: { error: { code: 'CONFLICT', message: 'Den siste administratoren kan ikke bli redaktør.', issues: [] } } };
    await user.click(screen.getByRole('button', { name: 'Send invitasjon' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Den siste administratoren kan ikke bli redaktør.');
  });

  it("shows a 503 in the server's Norwegian words (the administrator's role could not be checked), or a general Norwegian one", async () => {
    const ROLE_UNREADABLE = 'Tilgangen din kan ikke sjekkes akkurat nå fordi databasen ikke svarer. Prøv igjen om litt.';
    let answer: { status: number; body?: unknown } = { status: 503, body: { error: { code: 'UNAVAILABLE', message: ROLE_UNREADABLE } } };
    api(() => answer);
    const user = userEvent.setup();
    renderWithProviders(<InviteForm />);
    await user.type(screen.getByLabelText('E-postadresse'), 'kari@example.com');
    await user.click(screen.getByRole('button', { name: 'Send invitasjon' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(ROLE_UNREADABLE);

    answer = { status: 503 };
    await user.click(screen.getByRole('button', { name: 'Send invitasjon' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Tjenesten er midlertidig utilgjengelig. Prøv igjen om litt.'));
  });
});
