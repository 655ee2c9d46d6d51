import type { StaffList } from '@rms/schema';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, renderWithProviders } from '../../../../../test/web/render';
import { StaffAccess } from './staff-access';

const auth = vi.hoisted(() => ({ isAdmin: true }));
vi.mock('@/features/auth/hooks/use-auth', () => ({ useAuth: () => ({ isAdmin: auth.isAdmin, user: { uid: 'me', role: auth.isAdmin ? 'admin' : 'editor' }, loading: false }) }));
const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock('@/lib/toast', () => ({ toast }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  auth.isAdmin = true;
});

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();
const LAST_ADMIN_MESSAGE = 'Den siste administratoren kan ikke miste tilgangen.';

const LIST: StaffList = {
  users: [
    { uid: 'anne', email: 'anne@rms-solskjerming.no', displayName: 'Anne Admin', role: 'admin', accessUntil: null, last_login: daysAgo(1), created_at: daysAgo(400) },
    {
      uid: 'sesong',
      email: 'sesonghjelp.med.et.svaert.langt.navn.paa.adressen@eksempel-firma.no',
      displayName: 'Siri Sesong',
      role: 'editor',
      accessUntil: '2099-08-31',
      last_login: daysAgo(120),
      created_at: daysAgo(200),
    },
  ],
  invites: [{ id: 'inv1', email: 'ny@rms-solskjerming.no', role: 'editor', accessUntil: null, invitedBy: 'anne@rms-solskjerming.no', invitedAt: daysAgo(2), expiresAt: daysAgo(-12) }],
};

type Answer = { status: number; body?: unknown };
function api(answer: (method: string, path: string, body: unknown) => Answer | undefined = () => undefined) {
  const changes: { method: string; path: string; body: unknown }[] = [];
  let lists = 0;
  const fetchMock = mockFetch((method, path, body) => {
    if (method === 'GET' && path === '/api/users') {
      lists++;
      return { status: 200, body: { data: LIST } };
    }
    changes.push({ method, path, body });
    return answer(method, path, body) ?? { status: 200, body: { data: {} } };
  });
  return { fetchMock, changes, lists: () => lists };
}

const row = (name: string) => screen.findByRole('listitem', { name });

/** The screen, with its user and the 'Endre tilgang' form of `name` opened. */
async function openAccessForm(name: string) {
  const user = userEvent.setup();
  renderScreen();
  const person = await row(name);
  await user.click(within(person).getByRole('button', { name: `Endre tilgang for ${name}` }));
  const form = within(person).getByRole('form', { name: `Endre tilgang for ${name}` });
  return { user, form, until: within(form).getByLabelText('Siste dag med tilgang') };
}
const renderScreen = () => renderWithProviders(<StaffAccess />, { path: '/admin/brukere' });

describe("'Brukere' (/admin/brukere)", () => {
  it('lists each person with staff access and each invitation: name, e-mail, role, access until, last sign-in, created', async () => {
    api();
    renderScreen();
    const list = await screen.findByRole('list', { name: 'Brukere' });
    const names = within(list)
      .getAllByRole('listitem')
      .map((li) => document.getElementById(li.getAttribute('aria-labelledby') ?? '')?.textContent);
    expect(names).toEqual([
      'Anne Admin',
      'Siri Sesong',
      'ny@rms-solskjerming.no',
    ]);
    const siri = await row('Siri Sesong');
    expect(siri).toHaveTextContent('sesonghjelp.med.et.svaert.langt.navn.paa.adressen@eksempel-firma.no');
    expect(siri).toHaveTextContent('Redaktør');
    expect(siri).toHaveTextContent('Tilgang til31. aug. 2099');
    expect(within(siri).getByText('Sist innlogget')).toBeInTheDocument();
    expect(within(siri).getByText('Opprettet')).toBeInTheDocument();
    const anne = await row('Anne Admin');
    expect(anne).toHaveTextContent('Administrator');
    expect(anne).toHaveTextContent('Tilgang tilIngen sluttdato');
    const invited = await row('ny@rms-solskjerming.no');
    expect(invited).toHaveTextContent('Invitert av Anne Admin, ikke logget inn ennå');
    // One row per person and invitation, no more.
    expect(within(screen.getByRole('list', { name: 'Brukere' })).getAllByRole('listitem')).toHaveLength(3);
  });

  it('makes staff who have not signed in for 90 days stand out, in words', async () => {
    api();
    renderScreen();
    expect(await row('Siri Sesong')).toHaveTextContent('Ikke logget inn på over 90 dager');
    expect(await row('Anne Admin')).not.toHaveTextContent('Ikke logget inn på over 90 dager');
    expect(screen.getByText(/Én person har ikke logget inn på over 90 dager/)).toBeInTheDocument();
  });

  it('removes staff access only after the confirmation, and asks for the list again', async () => {
    const { changes, lists } = api();
    const user = userEvent.setup();
    renderScreen();
    const siri = await row('Siri Sesong');
    await user.click(within(siri).getByRole('button', { name: 'Fjern tilgang for Siri Sesong' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Fjerne tilgangen til Siri Sesong?' });
    await user.click(within(dialog).getByRole('button', { name: 'Avbryt' }));
    expect(changes).toEqual([]);

    await user.click(within(siri).getByRole('button', { name: 'Fjern tilgang for Siri Sesong' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Fjern tilgang' }));
    await waitFor(() => expect(changes).toEqual([{ method: 'DELETE', path: '/api/users/sesong', body: undefined }]));
    await waitFor(() => expect(lists()).toBe(2));
    expect(toast.success).toHaveBeenCalledWith('Siri Sesong har ikke lenger tilgang');
  });

  it("shows the server's Norwegian message when the last administrator would lose access (409)", async () => {
    api(() => ({ status: 409, body: { error: { code: 'CONFLICT', message: LAST_ADMIN_MESSAGE } } }));
    const user = userEvent.setup();
    renderScreen();
    const anne = await row('Anne Admin');
    await user.click(within(anne).getByRole('button', { name: 'Fjern tilgang for Anne Admin' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Fjern tilgang' }));
    expect(await within(anne).findByRole('alert')).toHaveTextContent(LAST_ADMIN_MESSAGE);
  });

  it('changes a last day, and confirms a demotion before sending it', async () => {
    const { changes } = api();
    const { user, form, until } = await openAccessForm('Siri Sesong');
    expect(until).toHaveValue('2099-08-31');
    await user.clear(until);
    await user.click(within(form).getByRole('button', { name: 'Lagre' }));
    await waitFor(() => expect(changes).toEqual([{ method: 'PATCH', path: '/api/users/sesong', body: { accessUntil: null } }]));

    const anne = await row('Anne Admin');
    await user.click(within(anne).getByRole('button', { name: 'Endre tilgang for Anne Admin' }));
    const anneForm = within(anne).getByRole('form', { name: 'Endre tilgang for Anne Admin' });
    await user.click(within(anneForm).getByRole('radio', { name: /Redaktør/ }));
    await user.click(within(anneForm).getByRole('button', { name: 'Lagre' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Gjøre Anne Admin til redaktør?' });
    await user.click(within(dialog).getByRole('button', { name: 'Gjør til redaktør' }));
    await waitFor(() => expect(changes).toHaveLength(2));
    expect(changes[1]).toEqual({ method: 'PATCH', path: '/api/users/anne', body: { role: 'editor' } });
  });

  it('refuses a last day that has passed, in Norwegian, and sends nothing', async () => {
    const { changes } = api();
    const { user, form, until } = await openAccessForm('Siri Sesong');
    await user.clear(until);
    await user.type(until, '2020-01-31');
    await user.click(within(form).getByRole('button', { name: 'Lagre' }));
    expect(await within(form).findByText('Siste dag kan ikke være før i dag')).toBeInTheDocument();
    expect(until).toHaveAttribute('aria-invalid', 'true');
    expect(changes).toEqual([]);
  });

  it('withdraws an invitation after the confirmation', async () => {
    const { changes } = api();
    const user = userEvent.setup();
    renderScreen();
    const invited = await row('ny@rms-solskjerming.no');
    await user.click(within(invited).getByRole('button', { name: 'Trekk tilbake invitasjonen til ny@rms-solskjerming.no' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Trekke tilbake invitasjonen til ny@rms-solskjerming.no?' })).getByRole('button', { name: 'Trekk tilbake' }));
    await waitFor(() => expect(changes).toEqual([{ method: 'DELETE', path: '/api/users/invites/inv1', body: undefined }]));
  });

  it("opens each person's entries in the audit log from their row: when, who, what, from what to what", async () => {
    const { changes } = api((method, path) =>
      method === 'GET' && path === '/api/users/sesong/audit'
        ? {
            status: 200,
            body: {
              data: [
                { id: 'a2', uid: 'anne', email: 'anne@rms-solskjerming.no', action: 'user.role', target: 'sesong', at: '2026-11-20T09:30:00.000Z', extra: { from: { role: 'editor', accessUntil: null }, to: { role: 'editor', accessUntil: '2099-08-31' } } },
                { id: 'a1', uid: 'sesong', email: 'sesonghjelp@eksempel-firma.no', action: 'product.update', target: 'markiser', at: '2026-11-19T08:00:00.000Z' },
              ],
            },
          }
        : undefined,
    );
    const user = userEvent.setup();
    renderScreen();
    const siri = await row('Siri Sesong');
    await user.click(within(siri).getByRole('button', { name: 'Logg for Siri Sesong' }));
    const log = await within(siri).findByRole('list', { name: 'Logg for Siri Sesong' });
    const [first, second] = within(log).getAllByRole('listitem');
    expect(first).toHaveTextContent('Tilgang endret');
    expect(first).toHaveTextContent('Redaktør → Redaktør til og med 31. aug. 2099');
    expect(first).toHaveTextContent('20. nov. 2026, 10:30');
    expect(first).toHaveTextContent('av anne@rms-solskjerming.no');
    // Content work reads as words too, never as the server's key.
    expect(second).toHaveTextContent('Endret et produkt');
    expect(second).not.toHaveTextContent('product.update');
    expect(changes).toEqual([{ method: 'GET', path: '/api/users/sesong/audit', body: undefined }]);
  });

  it("shows 'Ingen tilgang' to an editor, and asks the API nothing", async () => {
    auth.isAdmin = false;
    const { fetchMock } = api();
    renderScreen();
    expect(await screen.findByRole('heading', { name: 'Ingen tilgang' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Brukere' })).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
