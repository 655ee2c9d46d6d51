import type { Redirect } from '@rms/schema';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, renderWithProviders } from '@/test/render';
import { RedirectList } from './redirect-list';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock('@/lib/toast', () => ({ toast }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const moved: Redirect = { id: 'a'.repeat(32), from: '/produkter/markiser/motor', to: '/produkter/screens/motor', created_at: '2026-12-02T10:00:00.000Z', created_by: 'auto', reason: 'product.move' };
const tree = { id: 'root', sub: [{ id: 'markiser', title: 'Markiser', description: '', images: [], category: null, index: 0, draft: false, metadata: { path: 'produkter/markiser', level: 0, isCategory: true, isProduct: false, isSubProduct: false }, sub: [] }] };

function api(list: Redirect[], post: (body: unknown) => { status: number; body: unknown }) {
  return mockFetch((method, path, body) => {
    if (method === 'GET' && path === '/api/redirects') return { status: 200, body: { data: list } };
    if (method === 'GET' && path === '/api/products') return { status: 200, body: { data: tree } };
    if (method === 'GET' && path === '/api/projects') return { status: 200, body: { data: [] } };
    if (method === 'POST' && path === '/api/redirects') return post(body);
    return { status: 500, body: { error: { code: 'INTERNAL', message: `${method} ${path}` } } };
  });
}

describe("'Omdirigeringer' on the dashboard", () => {
  it('lists the redirects, says which a move made, and offers the site’s pages as targets', async () => {
    api([moved], () => ({ status: 500, body: {} }));
    renderWithProviders(<RedirectList />);
    const panel = await screen.findByRole('region', { name: 'Omdirigeringer' });
    await within(panel).findByText('/produkter/markiser/motor → /produkter/screens/motor');
    expect(panel).toHaveTextContent('Automatisk (flyttet produkt eller kategori)');
    await waitFor(() => expect(panel.querySelector('datalist option[value="/produkter/markiser"]')).not.toBeNull());
  });

  it('refuses an external target before asking the server, and shows the server’s refusal at its field', async () => {
    const posted: unknown[] = [];
    api([], (body) => {
      posted.push(body);
      return { status: 400, body: { error: { code: 'VALIDATION_FAILED', message: 'Dette gir en sløyfe', issues: [{ path: 'to', message: 'Dette gir en sløyfe: «/b» sender allerede besøkende tilbake til «/a».' }] } } };
    });
    const user = userEvent.setup();
    renderWithProviders(<RedirectList />);
    await user.type(await screen.findByLabelText('Gammel adresse'), '/a');
    await user.type(screen.getByLabelText('Ny side'), 'https://example.com');
    await user.click(screen.getByRole('button', { name: 'Legg til' }));
    expect(await screen.findByText(/Eksterne adresser er ikke tillatt/)).toBeInTheDocument();
    expect(posted).toEqual([]);

    await user.clear(screen.getByLabelText('Ny side'));
    await user.type(screen.getByLabelText('Ny side'), '/b');
    await user.click(screen.getByRole('button', { name: 'Legg til' }));
    expect(await screen.findByText(/sender allerede besøkende tilbake/)).toBeInTheDocument();
    expect(posted).toEqual([{ from: '/a', to: '/b' }]);
  });
});
