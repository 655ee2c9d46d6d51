import type { ProductNode } from '@rms/schema';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { resetAfterEachTest, signedIn } from '../../../../../test/web/editor-screen-doubles';
import { toast } from '@/lib/toast';
import { mockFetch, renderWithProviders } from '../../../../../test/web/render';
import ProductNewRoute from '@/app/routes/editors/product-new';

vi.mock('@/features/auth/hooks/use-auth', async () => ({ useAuth: (await import('../../../../../test/web/editor-screen-doubles')).useAuthStandIn }));
vi.mock('@/features/editor/components/lazy-rich-text-editor', async () => ({ LazyRichTextEditor: (await import('../../../../../test/web/editor-screen-doubles')).RichTextStandIn }));
vi.mock('@/features/item-images/components/image-manager', async () => ({ ImageManager: (await import('../../../../../test/web/editor-screen-doubles')).ImagesStandIn }));
vi.mock('@/lib/toast');

function node(id: string, title: string, level: number, sub: ProductNode[] = []): ProductNode {
  return { id, title, description: '', images: [], category: null, index: 0, metadata: { path: `produkter/${id}`, level, isCategory: level === 0, isProduct: level === 1, isSubProduct: level === 2 }, sub };
}
const tree = { id: 'root', sub: [node('markiser', 'Markiser', 0, [node('terrassemarkiser', 'Terrassemarkiser', 1)])] };

function api({ refuseCreate = false } = {}) {
  return mockFetch((method, path, body) => {
    if (method === 'GET' && path === '/api/products') return { status: 200, body: { data: tree } };
    if (method === 'POST' && path === '/api/products' && refuseCreate) return { status: 409, body: { error: { code: 'CONFLICT', message: 'A product with id "x" already exists' } } };
    if (method === 'POST' && path === '/api/products') {
      const input = body as { id: string; title: string };
      const created = { ...node(input.id, input.title, 1), category: 'markiser', metadata: { path: `produkter/markiser/${input.id}`, level: 1, isCategory: false, isProduct: true, isSubProduct: false } };
      return { status: 201, body: { data: { ...tree, created } } };
    }
    if (method === 'GET' && path.startsWith('/api/products/')) return { status: 404, body: { error: { code: 'NOT_FOUND', message: 'x' } } };
    if (method === 'PUT' && path.startsWith('/api/products/')) {
      const id = path.split('/').at(-1)!;
      const published = { ...node(id, 'Vindusmarkise', 1), category: 'markiser', draft: false, metadata: { path: `produkter/markiser/${id}`, level: 1, isCategory: false, isProduct: true, isSubProduct: false } };
      return { status: 200, body: { data: published } };
    }
    if (method === 'DELETE') return { status: 200, body: { data: { deleted: [path] } } };
    return { status: 500, body: { error: { code: 'INTERNAL', message: `${method} ${path}` } } };
  });
}

const calls = (fetchMock: ReturnType<typeof api>, method: string, path: RegExp) => fetchMock.mock.calls.filter(([url, init]) => (init?.method ?? 'GET') === method && path.test(String(url)));

function renderWizard(path = '/produkter/ny') {
  return renderWithProviders(<ProductNewRoute />, {
    path,
    routes: [
      { path: '/produkter/ny', element: <ProductNewRoute /> },
      { path: '*', element: <p>andre side</p> },
    ],
  });
}

resetAfterEachTest();

describe('the add-product wizard', () => {
  it("refuses step one without title, description and category: 'Title and description are required'", async () => {
    const fetchMock = api();
    const user = userEvent.setup();
    renderWizard();
    expect(await screen.findByRole('heading', { name: 'Velg produktkategori' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Neste: Legg til bilder' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Title and description are required');

    // With title and description, a missing category has its own message.
    await user.type(screen.getByLabelText('Tittel'), 'Vindusmarkise');
    await user.type(screen.getByRole('textbox', { name: 'Beskrivelse' }), '<p>Skygge</p>');
    await user.click(screen.getByRole('button', { name: 'Neste: Legg til bilder' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Velg en produktkategori');
    expect(calls(fetchMock, 'POST', /\/api\/products$/)).toHaveLength(0);
  });

  it('creates the product on the first Next only, then needs an image before Ferdig', async () => {
    const fetchMock = api();
    const user = userEvent.setup();
    const { router } = renderWizard('/produkter/ny?kategori=markiser');
    await user.type(await screen.findByLabelText('Tittel'), 'Vindusmarkise');
    await user.type(screen.getByRole('textbox', { name: 'Beskrivelse' }), '<p>Skygge</p>');
    expect(screen.getByRole('radio', { name: 'Markiser' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Terrassemarkiser' }));
    await user.click(screen.getByRole('button', { name: 'Neste: Legg til bilder' }));

    await screen.findByRole('button', { name: 'Ferdig' });
    const posts = calls(fetchMock, 'POST', /\/api\/products$/);
    expect(posts).toHaveLength(1);
    const sent = JSON.parse(String(posts[0]![1]!.body)) as Record<string, unknown>;
    // A draft until 'Ferdig': visitors never see a half-made product.
    expect(sent).toMatchObject({ title: 'Vindusmarkise', description: '<p>Skygge</p>', category: 'terrassemarkiser', images: [], sub: [], index: 0, draft: true });
    expect(sent.id).toMatch(/^vindusmarkise-[a-z0-9]{5}$/);
    expect(toast.success).toHaveBeenCalledWith('Produkt opprettet');

    // Back and forth again: no second product.
    await user.click(screen.getByRole('button', { name: /Tilbake/ }));
    await user.click(await screen.findByRole('button', { name: 'Neste: Legg til bilder' }));
    await screen.findByRole('button', { name: 'Ferdig' });
    expect(calls(fetchMock, 'POST', /\/api\/products$/)).toHaveLength(1);

    expect(screen.getByRole('button', { name: 'Ferdig' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'stub: bilder' }));
    expect(screen.getByRole('button', { name: 'Ferdig' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Ferdig' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/produkter/markiser/${String(sent.id)}`));
    // 'Ferdig' publishes the draft.
    const puts = calls(fetchMock, 'PUT', new RegExp(`/api/products/${String(sent.id)}$`));
    expect(JSON.parse(String(puts.at(-1)![1]!.body))).toMatchObject({ draft: false });
  });

  it("'Ferdig' publishes with the window set on the images step, so the product appears on its own at that time", async () => {
    const fetchMock = api();
    const user = userEvent.setup();
    const { router } = renderWizard('/produkter/ny?kategori=markiser');
    await user.type(await screen.findByLabelText('Tittel'), 'Vindusmarkise');
    await user.type(screen.getByRole('textbox', { name: 'Beskrivelse' }), '<p>Skygge</p>');
    await user.click(screen.getByRole('button', { name: 'Neste: Legg til bilder' }));
    await screen.findByRole('button', { name: 'Ferdig' });
    await user.click(screen.getByRole('button', { name: 'stub: bilder' }));
    fireEvent.change(screen.getByLabelText('Publiser fra'), { target: { value: '2099-03-01T07:00' } });
    expect(screen.getByText('Publiseres 1. mars 2099 kl. 07.00')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ferdig' }));
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/produkter\/markiser\//));
    const puts = calls(fetchMock, 'PUT', /\/api\/products\/vindusmarkise-/);
    expect(JSON.parse(String(puts.at(-1)![1]!.body))).toMatchObject({ draft: false, publishAt: '2099-03-01T07:00:00+01:00' });
  });

  it('a title of spaces and an empty editor are refused like missing ones; nothing is created', async () => {
    const fetchMock = api();
    const user = userEvent.setup();
    renderWizard('/produkter/ny?kategori=markiser');
    await user.type(await screen.findByLabelText('Tittel'), '   ');
    await user.type(screen.getByRole('textbox', { name: 'Beskrivelse' }), '<p></p>');
    await user.click(screen.getByRole('button', { name: 'Neste: Legg til bilder' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Title and description are required');
    expect(screen.getByLabelText('Tittel')).toHaveAttribute('aria-invalid', 'true');
    expect(calls(fetchMock, 'POST', /\/api\/products$/)).toHaveLength(0);
  });

  it('after going back, Neste saves changed details with a PUT (trimmed) and sends nothing when they are unchanged', async () => {
    const fetchMock = api();
    const user = userEvent.setup();
    renderWizard('/produkter/ny?kategori=markiser');
    await user.type(await screen.findByLabelText('Tittel'), 'Vindusmarkise');
    await user.type(screen.getByRole('textbox', { name: 'Beskrivelse' }), '<p>Skygge</p>');
    await user.click(screen.getByRole('button', { name: 'Neste: Legg til bilder' }));
    await screen.findByRole('button', { name: 'Ferdig' });

    await user.click(screen.getByRole('button', { name: /Tilbake/ }));
    await user.click(await screen.findByRole('button', { name: 'Neste: Legg til bilder' }));
    await screen.findByRole('button', { name: 'Ferdig' });
    expect(calls(fetchMock, 'PUT', /\/api\/products\//)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: /Tilbake/ }));
    await user.type(await screen.findByLabelText('Tittel'), ' Pro  ');
    await user.click(screen.getByRole('radio', { name: 'Ny kategori (øverste nivå)' }));
    await user.click(screen.getByRole('button', { name: 'Neste: Legg til bilder' }));
    await screen.findByRole('button', { name: 'Ferdig' });
    const puts = calls(fetchMock, 'PUT', /\/api\/products\//);
    expect(puts).toHaveLength(1);
    expect(JSON.parse(String(puts[0]![1]!.body))).toMatchObject({ title: 'Vindusmarkise Pro', description: '<p>Skygge</p>', category: null });
  });

  it('says in Norwegian why the product could not be created', async () => {
    api({ refuseCreate: true });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderWizard('/produkter/ny?kategori=markiser');
    await user.type(await screen.findByLabelText('Tittel'), 'Vindusmarkise');
    await user.type(screen.getByRole('textbox', { name: 'Beskrivelse' }), '<p>Skygge</p>');
    await user.click(screen.getByRole('button', { name: 'Neste: Legg til bilder' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Kunne ikke opprette produkt: et produkt med samme id finnes allerede. Prøv igjen.'));
    expect(screen.getByRole('button', { name: 'Neste: Legg til bilder' })).toBeInTheDocument();
  });

  it("'Avbryt' deletes the created product, then goes to the front page", async () => {
    const fetchMock = api();
    const user = userEvent.setup();
    const { router } = renderWizard();
    await user.click(await screen.findByRole('radio', { name: 'Markiser' }));
    await user.type(screen.getByLabelText('Tittel'), 'Feil produkt');
    await user.type(screen.getByRole('textbox', { name: 'Beskrivelse' }), 'tekst');
    await user.click(screen.getByRole('button', { name: 'Neste: Legg til bilder' }));
    await screen.findByRole('button', { name: 'Ferdig' });
    // Avbryt asks first once the product is saved.
    await user.click(screen.getByRole('button', { name: 'Avbryt' }));
    expect(await screen.findByRole('alertdialog', { name: 'Vil du forkaste det nye produktet?' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Forkast produktet' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(calls(fetchMock, 'DELETE', /\/api\/products\/feil-produkt-[a-z0-9]{5}\?recursive=true$/)).toHaveLength(1);
  });

  it('opens for an editor, who works on the products too', async () => {
    signedIn.role = 'editor';
    api();
    renderWizard();
    expect(await screen.findByRole('button', { name: 'Neste: Legg til bilder' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Ingen tilgang' })).not.toBeInTheDocument();
  });

  it("shows 'Ingen tilgang' to a signed-in user without staff access", async () => {
    signedIn.role = 'user';
    api();
    renderWizard();
    expect(await screen.findByRole('heading', { name: 'Ingen tilgang' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Neste: Legg til bilder' })).not.toBeInTheDocument();
  });
});
