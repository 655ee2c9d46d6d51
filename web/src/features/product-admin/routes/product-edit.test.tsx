import type { ProductNode } from '@rms/schema';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { resetAfterEachTest, sentBodies, signedIn } from '../../../../../test/web/editor-screen-doubles';
import { CONFLICT_MESSAGE } from '@/lib/conflict';
import { toast } from '@/lib/toast';
import { mockFetch, renderWithProviders } from '../../../../../test/web/render';
import ProductEditRoute from '@/app/routes/editors/product-edit';

vi.mock('@/features/auth/hooks/use-auth', async () => ({ useAuth: (await import('../../../../../test/web/editor-screen-doubles')).useAuthStandIn }));
vi.mock('@/features/editor/components/lazy-rich-text-editor', async () => ({ LazyRichTextEditor: (await import('../../../../../test/web/editor-screen-doubles')).RichTextStandIn }));
vi.mock('@/features/item-images/components/image-manager', async () => ({ ImageManager: (await import('../../../../../test/web/editor-screen-doubles')).ImagesStandIn }));
vi.mock('@/lib/toast');

const OPENED = '2026-11-21T10:00:00.000Z';
const SAVED_MEANWHILE = '2026-11-21T11:00:00.000Z';

function node(id: string, title: string, level: number, sub: ProductNode[] = [], category: string | null = null): ProductNode {
  return { id, title, description: '<p>Skygge</p>', images: [], category, index: 0, modified_at: OPENED, metadata: { path: `produkter/${id}`, level, isCategory: level === 0, isProduct: level === 1, isSubProduct: level === 2 }, sub };
}
const product = node('vindusmarkise', 'Vindusmarkise', 1, [], 'markiser');
const tree = { id: 'root', sub: [node('markiser', 'Markiser', 0, [product]), node('screens', 'Screens', 0)] };

/** `versions`: the modified_at each successful PUT answers with, in turn (else the stored one stays). */
function api({ conflict = false, stored = product, versions = [] as string[] } = {}) {
  let current = stored;
  const saves = [...versions];
  return mockFetch((method, path) => {
    if (method === 'GET' && path === '/api/products') return { status: 200, body: { data: tree } };
    if (method === 'GET' && path === '/api/products/vindusmarkise') return { status: 200, body: { data: current } };
    if (method === 'PUT' && path === '/api/products/vindusmarkise') {
      if (conflict) {
        current = { ...product, title: 'Lagret av en annen', modified_at: SAVED_MEANWHILE };
        return { status: 409, body: { error: { code: 'CONFLICT', message: 'stale' } } };
      }
      current = { ...current, modified_at: saves[0] ?? current.modified_at };
      saves.shift();
      return { status: 200, body: { data: current } };
    }
    return { status: 500, body: { error: { code: 'INTERNAL', message: `${method} ${path}` } } };
  });
}

const puts = (fetchMock: ReturnType<typeof api>) => sentBodies(fetchMock, 'PUT');

function renderEditor() {
  return renderWithProviders(<ProductEditRoute />, {
    path: '/produkter/endre/vindusmarkise',
    routes: [
      { path: '/produkter/endre/:productId', element: <ProductEditRoute /> },
      { path: '*', element: <p>andre side</p> },
    ],
  });
}

resetAfterEachTest();

describe('the product editor', () => {
  it("refuses a blank title or an empty description with 'Title and description are required' and saves nothing", async () => {
    const fetchMock = api();
    const user = userEvent.setup();
    renderEditor();
    const title = await screen.findByLabelText('Tittel');
    await user.clear(title);
    await user.type(title, '   ');
    await user.click(screen.getByRole('button', { name: 'Lagre' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Title and description are required');
    expect(title).toHaveAttribute('aria-invalid', 'true');

    await user.clear(title);
    await user.type(title, 'Vindusmarkise');
    await user.clear(screen.getByRole('textbox', { name: 'Beskrivelse' }));
    await user.click(screen.getByRole('button', { name: 'Lagre' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Title and description are required');
    expect(puts(fetchMock)).toEqual([]);
  });

  it("'Lagre og vis' saves the trimmed title and a new category from the version it opened, then shows the product", async () => {
    const fetchMock = api();
    const user = userEvent.setup();
    const { router } = renderEditor();
    const title = await screen.findByLabelText('Tittel');
    await user.clear(title);
    await user.type(title, '  Vindusmarkise Pro ');
    await user.click(screen.getByRole('radio', { name: 'Screens' }));
    await user.click(screen.getByRole('button', { name: 'Lagre og vis' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/produkter/vindusmarkise'));
    expect(puts(fetchMock)).toEqual([{ id: 'vindusmarkise', title: 'Vindusmarkise Pro', description: '<p>Skygge</p>', category: 'screens', modified_at: OPENED }]);
    expect(toast.success).toHaveBeenCalledWith('Produkt oppdatert');
  });

  it('Lagre keeps the editor open with a confirmation, and the next save starts from the version it saved', async () => {
    const SAVED = '2026-11-21T10:30:00.000Z';
    const fetchMock = api({ versions: [SAVED, '2026-11-21T10:40:00.000Z'] });
    const user = userEvent.setup();
    const { router } = renderEditor();
    const title = await screen.findByLabelText('Tittel');
    await user.type(title, ' Pro');
    await user.click(screen.getByRole('button', { name: 'Lagre' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Produkt oppdatert'));
    expect(router.state.location.pathname).toBe('/produkter/endre/vindusmarkise');
    expect(screen.getByLabelText('Tittel')).toHaveValue('Vindusmarkise Pro');
    await user.type(screen.getByLabelText('Tittel'), ' 2');
    await user.click(screen.getByRole('button', { name: 'Lagre' }));
    await waitFor(() => expect(puts(fetchMock)).toHaveLength(2));
    expect(puts(fetchMock).map((b) => [b.title, b.modified_at])).toEqual([
      ['Vindusmarkise Pro', OPENED],
      ['Vindusmarkise Pro 2', SAVED],
    ]);
    expect(router.state.location.pathname).toBe('/produkter/endre/vindusmarkise');
  });

  it("keeps 'Slett produkt' in 'Mer', at the other end of the bar from 'Lagre'", async () => {
    api();
    const user = userEvent.setup();
    renderEditor();
    const bar = await screen.findByRole('group', { name: 'Lagre endringer' });
    expect(screen.queryByRole('button', { name: 'Slett produkt' })).not.toBeInTheDocument();
    await user.click(within(bar).getByRole('button', { name: 'Mer' }));
    const order = [...bar.querySelectorAll('button')].map((b) => b.textContent);
    expect(order).toEqual(['Mer ▾', 'Slett produkt', 'Avbryt', 'Lagre og vis', 'Lagre']);
    await user.keyboard('{Escape}');
    expect(within(bar).getByRole('button', { name: 'Mer' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('saves the search and share fields with Lagre, the result preview following the typed title', async () => {
    const fetchMock = api();
    const user = userEvent.setup();
    renderEditor();
    const metaTitle = await screen.findByLabelText('Tittel i søkeresultater');
    expect(screen.getByTestId('google-preview')).toHaveTextContent('Vindusmarkise | RMS Solskjerming');
    await user.type(metaTitle, 'Vindusmarkiser fra RMS');
    expect(screen.getByText('22/60')).toBeInTheDocument();
    expect(screen.getByTestId('google-preview')).toHaveTextContent('Vindusmarkiser fra RMS');
    await user.click(screen.getByLabelText(/Skjul for søkemotorer/));
    await user.click(screen.getByRole('button', { name: 'Lagre' }));
    await waitFor(() => expect(puts(fetchMock)).toHaveLength(1));
    expect(puts(fetchMock)[0]).toMatchObject({ seo: { title: 'Vindusmarkiser fra RMS', noindex: true }, modified_at: OPENED });
  });

  it("saves 'Publiser fra' and 'Avpubliser fra' with Lagre, in Oslo time, and only the edges that changed", async () => {
    const fetchMock = api();
    const user = userEvent.setup();
    const { router } = renderEditor();
    fireEvent.change(await screen.findByLabelText('Publiser fra'), { target: { value: '2099-03-01T07:00' } });
    expect(screen.getByText('Publiseres 1. mars 2099 kl. 07.00')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Lagre og vis' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/produkter/vindusmarkise'));
    expect(puts(fetchMock)).toEqual([{ id: 'vindusmarkise', title: 'Vindusmarkise', description: '<p>Skygge</p>', publishAt: '2099-03-01T07:00:00+01:00', modified_at: OPENED }]);
  });

  it('offers a preview link for a published product whose window has not opened yet, as for a draft', async () => {
    api({ stored: { ...product, draft: false, publishAt: '2099-03-01T06:00:00.000Z' } });
    renderEditor();
    expect(await screen.findByRole('button', { name: 'Del forhåndsvisning' })).toBeEnabled();
    expect(screen.getByLabelText('Publiser fra')).toHaveValue('2099-03-01T07:00');
  });

  it('on 409 keeps the admin’s text, shows the version saved meanwhile, and the next save starts from it', async () => {
    const fetchMock = api({ conflict: true });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderEditor();
    const title = await screen.findByLabelText('Tittel');
    await user.clear(title);
    await user.type(title, 'Min tittel');
    await user.click(screen.getByRole('button', { name: 'Lagre' }));
    expect(await screen.findByText('Lagret nå: «Lagret av en annen»')).toBeInTheDocument();
    expect(toast.error).toHaveBeenCalledWith(CONFLICT_MESSAGE);
    expect(screen.getByLabelText('Tittel')).toHaveValue('Min tittel');

    await user.click(screen.getByRole('button', { name: 'Lagre' }));
    await waitFor(() => expect(puts(fetchMock)).toHaveLength(2));
    expect(puts(fetchMock).map((body) => body.modified_at)).toEqual([OPENED, SAVED_MEANWHILE]);
  });

  it('asks before leaving with changed details, and not once the change is undone', async () => {
    api();
    const user = userEvent.setup();
    const { router } = renderEditor();
    const title = await screen.findByLabelText('Tittel');
    await user.type(title, ' 2');
    await router.navigate('/produkter');
    expect(await screen.findByRole('alertdialog', { name: 'Vil du forlate siden?' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Bli her' }));
    expect(router.state.location.pathname).toBe('/produkter/endre/vindusmarkise');

    await user.type(title, '{Backspace}{Backspace}');
    await router.navigate('/produkter');
    await waitFor(() => expect(router.state.location.pathname).toBe('/produkter'));
  });

  it('opens for an editor, who works on the products too', async () => {
    signedIn.role = 'editor';
    api();
    renderEditor();
    expect(await screen.findByLabelText('Tittel')).toHaveValue('Vindusmarkise');
    expect(screen.queryByRole('heading', { name: 'Ingen tilgang' })).not.toBeInTheDocument();
  });

  it("shows 'Ingen tilgang' to a signed-in user without staff access, and asks the API nothing", async () => {
    signedIn.role = 'user';
    const fetchMock = api();
    renderEditor();
    expect(await screen.findByRole('heading', { name: 'Ingen tilgang' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Tittel')).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
