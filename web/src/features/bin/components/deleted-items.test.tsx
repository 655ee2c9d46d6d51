import type { DeletedItem } from '@rms/schema';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, renderWithProviders } from '../../../../../test/web/render';
import { DeletedItems } from './deleted-items';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock('@/lib/toast', () => ({ toast }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const by = { uid: 'u1', email: 'admin@example.com' };
const deleted: DeletedItem[] = [
  { kind: 'product', id: 'markiser', title: 'Markiser', at: '2026-12-02T10:00:00.000Z', by, parent: null, children: [{ id: 'terrassemarkise', title: 'Terrassemarkise' }] },
  { kind: 'project', id: 'hytta', title: 'Hytta', at: '2026-12-01T10:00:00.000Z', by, parent: null, children: [] },
];

describe("'Slettet' on the dashboard", () => {
  it('lists deleted products with what went with them, and brings one back after asking', async () => {
    let list = deleted;
    const fetchMock = mockFetch((method, path) => {
      if (method === 'GET' && path === '/api/deleted') return { status: 200, body: { data: list } };
      if (method === 'POST' && path === '/api/deleted/product/markiser/restore') {
        list = deleted.slice(1);
        return { status: 200, body: { data: { kind: 'product', id: 'markiser', restored: ['markiser', 'terrassemarkise'], missingFiles: [] } } };
      }
      return { status: 500, body: { error: { code: 'INTERNAL', message: `${method} ${path}` } } };
    });
    const user = userEvent.setup();
    renderWithProviders(<DeletedItems />);
    const panel = await screen.findByRole('region', { name: 'Slettet' });
    await within(panel).findByText('Markiser');
    expect(panel).toHaveTextContent('Med: Terrassemarkise');
    expect(panel).toHaveTextContent('Slettet av admin@example.com');

    await user.click(within(panel).getByRole('button', { name: 'Gjenopprett Markiser' }));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveTextContent('Med det kommer «Terrassemarkise»');
    await user.click(within(dialog).getByRole('button', { name: 'Gjenopprett' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Gjenopprettet: Markiser'));
    await waitFor(() => expect(within(panel).queryByText('Markiser')).toBeNull());
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(1);
  });

  /** Hytta's restore, refused by the server with 409 and `message`. */
  async function refusedRestore(message: string) {
    mockFetch((method, path) => {
      if (method === 'GET' && path === '/api/deleted') return { status: 200, body: { data: deleted } };
      return { status: 409, body: { error: { code: 'CONFLICT', message } } };
    });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderWithProviders(<DeletedItems />);
    await user.click(await screen.findByRole('button', { name: 'Gjenopprett Hytta' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Gjenopprett' }));
  }

  it('says what the server refused: a product whose parent is gone', async () => {
    await refusedRestore('«Motor» lå under «markiser», som ikke finnes lenger. Gjenopprett det først.');
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(expect.stringContaining('Gjenopprett det først')));
  });

  it('says in Norwegian when a new item has taken the id, not in the English of the server', async () => {
    await refusedRestore('A project with id "hytta" exists again; the deleted one cannot come back under its id');
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Kunne ikke gjenopprette: et nytt prosjekt har tatt id-en «hytta». Slett det nye først.'));
  });

  it('lists a deleted campaign as a campaign, says in Norwegian what comes back, and brings it back', async () => {
    const campaign: DeletedItem = { kind: 'campaign', id: 'Abc123', title: 'Vårkampanje', at: '2026-12-03T10:00:00.000Z', by, parent: null, children: [] };
    let list = [campaign];
    mockFetch((method, path) => {
      if (method === 'GET' && path === '/api/deleted') return { status: 200, body: { data: list } };
      if (method === 'POST' && path === '/api/deleted/campaign/Abc123/restore') {
        list = [];
        return { status: 200, body: { data: { kind: 'campaign', id: 'Abc123', restored: ['Abc123'], missingFiles: [] } } };
      }
      return { status: 500, body: { error: { code: 'INTERNAL', message: `${method} ${path}` } } };
    });
    const user = userEvent.setup();
    renderWithProviders(<DeletedItems />);
    const panel = await screen.findByRole('region', { name: 'Slettet' });
    expect(await within(panel).findByText('(Kampanje)')).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Gjenopprett Vårkampanje' }));
    expect(screen.getByRole('alertdialog')).toHaveTextContent('Kampanjen kommer tilbake slik den var, med tider, plasseringer og lenke.');
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Gjenopprett' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Gjenopprettet: Vårkampanje'));
    await waitFor(() => expect(within(panel).queryByText('Vårkampanje')).toBeNull());
  });
});
