import type { ProductNode } from '@rms/schema';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { projectFixture } from '../../../test/project-fixture';
import { productNodeAt } from '../../../test/web/product-node';
import { mockFetch, renderWithProviders } from '../../../test/web/render';
import { preloadPages, routes } from './router';

const node = (id: string, title: string, level: number, parentPath: string, sub: ProductNode[] = []) =>
  productNodeAt(id, title, level, parentPath, sub, { description: `<p>Om ${title}</p>` });

const tree = {
  id: 'root',
  sub: [
    node('markiser', 'Markiser', 0, 'produkter', [
      node('terrassemarkise', 'Terrassemarkise', 1, 'produkter/markiser', [node('motorstyring', 'Motorstyring', 2, 'produkter/markiser/terrassemarkise')]),
    ]),
    node('tom-kategori', 'Tom kategori', 0, 'produkter'),
  ],
};

const projects = [
  projectFixture('eldre', 'Eldre prosjekt', { created_at: '2024-01-01T00:00:00.000Z' }),
  projectFixture('nyere', 'Nyere prosjekt', { description: '<p>Beskrivelse</p>', created_at: '2025-01-01T00:00:00.000Z', modified_at: '2025-06-01T00:00:00.000Z' }),
];

function api({ failProducts = false, failProjects = false } = {}) {
  return mockFetch((method, path) => {
    if (path === '/api/maps/key') return { status: 200, body: { data: { key: '' } } };
    if (path === '/api/products') return failProducts ? { status: 500, body: { error: { code: 'INTERNAL', message: 'boom' } } } : { status: 200, body: { data: tree } };
    if (path === '/api/projects') return failProjects ? { status: 500, body: { error: { code: 'INTERNAL', message: 'boom' } } } : { status: 200, body: { data: projects } };
    const project = projects.find((p) => path === `/api/projects/${p.id}`);
    if (project) return { status: 200, body: { data: project } };
    return { status: 404, body: { error: { code: 'NOT_FOUND', message: `No ${method} ${path}` } } };
  });
}

// A page whose data is not in the cache suspends until it is (as in a navigation): rendered inside an awaited act.
const at = async (path: string) => {
  let rendered: ReturnType<typeof renderWithProviders> | undefined;
  await act(async () => {
    rendered = renderWithProviders(<></>, { path, routes });
  });
  return rendered!;
};
const notFound = () => screen.findByRole('heading', { level: 1, name: 'Denne siden finnes ikke.' });

// Each page's code loads ahead, as before hydration: a page suspending inside testing-library's synchronous render is an error.
beforeAll(() => Promise.all(['/', '/produkter', '/produkter/a/b/c', '/referanser', '/referanser/a', '/om', '/kontakt', '/login'].map(preloadPages)));
afterEach(() => vi.unstubAllGlobals());

describe('product routes', () => {
  it('shows a product with its way back and the contact form preset to it', async () => {
    api();
    await at('/produkter/markiser/terrassemarkise');
    expect(await screen.findByRole('heading', { level: 1, name: 'Terrassemarkise' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Tilbake til Markiser' })).toHaveAttribute('href', '/produkter/markiser');
    expect(screen.getByText('Interessert? Kontakt oss')).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Emne/)).not.toBeInTheDocument();
  });

  it('resolves a product id given alone, as the landing grid links it', async () => {
    api();
    await at('/produkter/terrassemarkise');
    expect(await screen.findByRole('heading', { level: 1, name: 'Terrassemarkise' })).toBeInTheDocument();
  });

  it('shows a sub-product under its product', async () => {
    api();
    await at('/produkter/markiser/terrassemarkise/motorstyring');
    expect(await screen.findByRole('heading', { level: 1, name: 'Motorstyring' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Tilbake til Terrassemarkise' })).toBeInTheDocument();
  });

  it('shows the category screen and its empty text', async () => {
    api();
    await at('/produkter/tom-kategori');
    expect(await screen.findByRole('heading', { level: 1, name: 'Våre produkter og tjenester' })).toBeInTheDocument();
    expect(screen.getByText('Ingen produkter funnet i denne kategorien.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Tilbake til produkter' })).toHaveAttribute('href', '/produkter');
  });

  it('shows the not-found screen for unknown ids and a fourth level', async () => {
    api();
    await at('/produkter/markiser/finnes-ikke');
    expect(await notFound()).toBeInTheDocument();
    expect(screen.getByText('404')).toBeInTheDocument();
  });

  it('shows the not-found screen for a subId that is not a sub-product', async () => {
    api();
    await at('/produkter/markiser/terrassemarkise/motorstyring/mer');
    expect(await notFound()).toBeInTheDocument();
  });

  it('shows the not-found screen when the products fail to load', async () => {
    api({ failProducts: true });
    await at('/produkter/markiser');
    expect(await notFound()).toBeInTheDocument();
  });

  it("shows the landing grid and 'Interessert? Kontakt oss' without a selection", async () => {
    api();
    await at('/produkter');
    expect(await screen.findByRole('heading', { name: 'Interessert? Kontakt oss' })).toBeInTheDocument();
    const grid = screen.getByRole('list', { name: 'Utvalgte produkter' });
    expect(within(grid).getByRole('link', { name: /Tom kategori/ })).toHaveAttribute('href', '/produkter/tom-kategori');
    expect(within(grid).getAllByRole('link')).toHaveLength(2);
  });
});

describe('reference routes', () => {
  it('leads /prosjekter to the reference list, newest first', async () => {
    api();
    const { router } = await at('/prosjekter');
    expect(await screen.findByRole('heading', { level: 1, name: 'Våre referanser' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/referanser');
    const main = screen.getByRole('main');
    const cards = await waitFor(() => {
      const found = [...main.querySelectorAll('ul.grid a')].map((a) => a.textContent);
      expect(found).toHaveLength(2);
      return found;
    });
    expect(cards).toEqual(['Nyere prosjekt', 'Eldre prosjekt']);
  });

  it("shows a project with its subtitle 'Prosjekt' and the way back", async () => {
    api();
    await at('/referanser/nyere');
    expect(await screen.findByRole('heading', { level: 1, name: 'Nyere prosjekt' })).toBeInTheDocument();
    expect(screen.getByText('Prosjekt')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Tilbake til referanser' })).toHaveAttribute('href', '/referanser');
  });

  it('shows the not-found screen for an unknown project', async () => {
    api();
    await at('/referanser/ukjent');
    expect(await notFound()).toBeInTheDocument();
  });

  it("says 'Error loading projects' when the list fails", async () => {
    api({ failProjects: true });
    await at('/referanser');
    expect(await screen.findByText('Error loading projects')).toBeInTheDocument();
  });
});

describe('home and the rest', () => {
  it("says 'Error loading content' when products or references fail", async () => {
    api({ failProjects: true });
    await at('/');
    expect(await screen.findByText('Error loading content')).toBeInTheDocument();
  });

  it('shows the categories, features and references on the home page', async () => {
    api();
    await at('/');
    expect(await screen.findByRole('heading', { name: 'Våre tjenester' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Se alle produkter/ })).toHaveAttribute('href', '/produkter');
    expect(screen.getByRole('heading', { name: 'Profesjonell solskjerming' })).toBeInTheDocument();
    for (const name of ['Lang erfaring', 'Trygghet for kunden', 'Smarte løsninger']) expect(screen.getByRole('heading', { name })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Nyere prosjekt' })).toHaveAttribute('href', '/referanser/nyere');
  });

  it('shows the not-found screen for an unknown address', async () => {
    api();
    await at('/finnes/ikke');
    expect(await notFound()).toBeInTheDocument();
  });

  it("sends anonymous visitors to /login with 'Admin login'", async () => {
    api();
    const user = userEvent.setup();
    const { router } = await at('/om');
    await user.click(await screen.findByRole('button', { name: 'Admin login' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it("hides 'Admin login' from a signed-in user", async () => {
    localStorage.setItem('user', JSON.stringify({ uid: 'u1', role: 'admin' }));
    api();
    // The signed-in user's menu loads its code while the page renders.
    await act(async () => {
      await at('/om');
      await Promise.resolve();
    });
    expect(await screen.findByRole('heading', { level: 1, name: /Om RMS/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Admin login' })).not.toBeInTheDocument();
  });

  it('opens the mobile menu with its Navigasjon section and closes it on Escape', async () => {
    api();
    const user = userEvent.setup();
    await at('/om');
    await user.click(await screen.findByRole('button', { name: 'Åpne meny' }));
    const dialog = screen.getByRole('dialog', { name: 'Navigasjon' });
    expect(dialog).toBeVisible();
    expect(screen.getByRole('button', { name: 'Lukk meny' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Navigasjon' })).not.toBeInTheDocument();
  });
});
