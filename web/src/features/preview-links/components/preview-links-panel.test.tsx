import type { PreviewLink } from '@rms/schema';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, renderWithProviders } from '../../../../../test/web/render';
import { PreviewLinksPanel } from './preview-links-panel';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock('@/lib/toast', () => ({ toast }));

const TOKEN = 'a'.repeat(43);
const link = (id: string, state: PreviewLink['state']): PreviewLink => ({
  id,
  kind: 'project',
  itemId: 'villa',
  createdAt: '2026-11-20T10:00:00.000Z',
  createdBy: { uid: 'u1', email: 'admin@example.com' },
  expiresAt: '2026-11-27T10:00:00.000Z',
  revokedAt: state === 'trukket tilbake' ? '2026-11-21T10:00:00.000Z' : null,
  state,
});

function api() {
  let links = [link('eldre', 'utløpt')];
  return mockFetch((method, path) => {
    if (method === 'GET' && path === '/api/projects/villa/preview-links') return { status: 200, body: { data: links } };
    if (method === 'POST' && path === '/api/projects/villa/preview-links') {
      links = [link('ny', 'aktiv'), ...links];
      return { status: 201, body: { data: { url: `/forhandsvisning/${TOKEN}`, expiresAt: '2026-11-27T10:00:00.000Z', link: links[0] } } };
    }
    if (method === 'DELETE' && path === '/api/projects/villa/preview-links/ny') {
      links = links.map((l) => (l.id === 'ny' ? link('ny', 'trukket tilbake') : l));
      return { status: 200, body: { data: links[0] } };
    }
    return { status: 500, body: { error: { code: 'INTERNAL', message: `${method} ${path}` } } };
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  toast.success.mockReset();
});

describe('PreviewLinksPanel', () => {
  it('makes a link, shows its address once with a copy button, lists it, and revokes it', async () => {
    api();
    const user = userEvent.setup();
    renderWithProviders(<PreviewLinksPanel item={{ kind: 'project', id: 'villa' }} draft />);
    const list = await screen.findByRole('list', { name: 'Forhåndsvisningslenker' });
    expect(within(list).getByText('utløpt')).toBeInTheDocument();
    expect(within(list).queryByRole('button', { name: 'Trekk tilbake' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Del forhåndsvisning' }));
    expect(await screen.findByLabelText('Ny forhåndsvisningslenke')).toHaveValue(`${window.location.origin}/forhandsvisning/${TOKEN}`);
    expect(screen.getByRole('button', { name: 'Kopier lenke' })).toBeInTheDocument();
    const fresh = await within(list).findByText('aktiv');
    expect(fresh.closest('li')).toHaveTextContent('admin@example.com');

    await user.click(within(list).getByRole('button', { name: 'Trekk tilbake' }));
    expect(await within(list).findByText('trukket tilbake')).toBeInTheDocument();
    expect(toast.success).toHaveBeenCalledWith('Lenken er trukket tilbake');
  });

  it('makes no link for a published item', async () => {
    api();
    renderWithProviders(<PreviewLinksPanel item={{ kind: 'project', id: 'villa' }} draft={false} />);
    expect(await screen.findByText('Siden er publisert: del den vanlige adressen.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Del forhåndsvisning' })).toBeDisabled();
  });
});
