import type { Redirect } from '@rms/schema';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, renderWithProviders } from '../../../../../test/web/render';
import { productNode } from '../../../../../test/web/product-node';
import { RedirectList } from './redirect-list';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock('@/lib/toast', () => ({ toast }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const moved: Redirect = { id: 'a'.repeat(32), from: '/produkter/markiser/motor', to: '/produkter/screens/motor', created_at: '2026-12-02T10:00:00.000Z', created_by: 'auto', reason: 'product.move' };
const tree = { id: 'root', sub: [productNode('markiser', 'Markiser', 0)] };

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

  it("pages a long list 50 at a time with its count, in the page and not in a box of its own", async () => {
    const many = Array.from({ length: 57 }, (_, i): Redirect => ({ ...moved, id: String(i).padStart(32, '0'), from: `/gammel-${i}` }));
    api(many, () => ({ status: 500, body: {} }));
    const user = userEvent.setup();
    renderWithProviders(<RedirectList />);
    const list = await screen.findByRole('list', { name: 'Omdirigeringer' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(50);
    expect(list.className).not.toMatch(/max-h|overflow/);
    expect(screen.getByText('Viser 50 av 57')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Vis flere (7 til)' }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(57);
    expect(screen.queryByRole('button', { name: /Vis flere/ })).toBeNull();
  });

  it("offers 'Prøv igjen' when the list could not be read, and shows it once a retry succeeds", async () => {
    let failing = true;
    mockFetch((method, path) => {
      if (method === 'GET' && path === '/api/redirects') return failing ? { status: 500, body: { error: { code: 'INTERNAL', message: 'x' } } } : { status: 200, body: { data: [moved] } };
      if (path === '/api/products') return { status: 200, body: { data: tree } };
      return { status: 200, body: { data: [] } };
    });
    const user = userEvent.setup();
    renderWithProviders(<RedirectList />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Kunne ikke hente omdirigeringene.');
    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Prøv igjen' }));
    expect(await screen.findByText('/produkter/markiser/motor → /produkter/screens/motor')).toBeInTheDocument();
  });
});
