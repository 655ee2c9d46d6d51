import type { ImageUse, LibraryImage } from '@rms/schema';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { saveSession } from '@/lib/session';
import { renderWithProviders } from '@/test/render';
import { SEARCH_DEBOUNCE_MS } from '../components/image-library';
import { ImagesScreen } from './images-screen';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock('@/lib/toast', () => ({ toast }));

const TOKEN = 'staff-id-token';

/** A library entry as GET /api/images answers it (its `src` is its key). */
const picture = (key: string, alt_text: string, bytes: number, [width, height]: [number, number], usedIn: ImageUse[]): LibraryImage => ({ key, src: key, width, height, bytes, alt_text, focus: null, usedIn });

/** A picture on a published reference and in the bin. */
const TERRACE = picture('projects,hytte,terrasse-med-en-veldig-lang-filnavn-uten-mellomrom-k3x9.jpg', 'Markise over terrassen', 421_888, [1600, 1200], [
  { kind: 'project', id: 'hytte', title: 'Hytte på Hadeland', path: '/referanser/endre/hytte', state: 'live' },
  { kind: 'project', id: 'gammel', title: 'Gammel hytte', path: '/admin/slettet', state: 'deleted' },
]);
/** A product picture without alt text, in a draft and an older version. */
const SCREEN = picture('products,screens,z1.jpg', '', 51_200, [800, 600], [
  { kind: 'product', id: 'screens', title: 'Screens', path: '/produkter/endre/screens', state: 'draft' },
  { kind: 'category', id: 'markiser', title: 'Markiser', path: '/produkter/endre/markiser', state: 'version' },
]);
/** A picture only history keeps: private, so its thumbnail needs the token. */
const REMOVED = picture('projects,hytte,fjernet.jpg', 'Fasaden før', 30_000, [640, 480], [
  { kind: 'project', id: 'hytte', title: 'Hytte på Hadeland', path: '/referanser/endre/hytte', state: 'version' },
]);
/** A partner's logo in the site settings. */
const LOGO = picture('site,partners,logo.png', 'Somfy', 12_000, [400, 200], [
  { kind: 'settings', id: 'site', title: 'Innstillinger', path: '/admin/innstillinger', state: 'live' },
]);
const LIBRARY = [SCREEN, REMOVED, TERRACE, LOGO];

let objectUrls: string[];
const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };

beforeEach(() => {
  objectUrls = [];
  URL.createObjectURL = vi.fn(() => {
    objectUrls.push(`blob:thumb-${objectUrls.length + 1}`);
    return objectUrls.at(-1)!;
  });
  URL.revokeObjectURL = vi.fn();
});

afterEach(() => {
  URL.createObjectURL = original.create;
  URL.revokeObjectURL = original.revoke;
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

type Answer = { status: number; body?: unknown };
interface Call {
  method: string;
  path: string;
  body: unknown;
  auth: string | null;
}

/**
 * The API and the media routes as the screen meets them: GET /api/images answers `LIBRARY` filtered
 * like the server; a changing request gets `answer`; /optimize answers a picture only with the token.
 */
function api(answer: (call: Call) => Answer | undefined = () => undefined) {
  const calls: Call[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input).replace(/^https?:\/\/[^/]+/, '');
    const auth = new Headers(init?.headers).get('Authorization');
    const call = { method: init?.method ?? 'GET', path, body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined, auth };
    calls.push(call);
    if (path.startsWith('/optimize/')) {
      return auth === `Bearer ${TOKEN}` ? new Response(new Uint8Array([82, 73, 70, 70]), { status: 200, headers: { 'Content-Type': 'image/webp' } }) : new Response('Not found', { status: 404 });
    }
    const json = (a: Answer) => new Response(a.body === undefined ? '' : JSON.stringify(a.body), { status: a.status, headers: { 'Content-Type': 'application/json' } });
    if (call.method === 'GET' && path.startsWith('/api/images')) {
      const query = new URLSearchParams(path.split('?')[1] ?? '');
      const q = query.get('q')?.toLowerCase() ?? '';
      const data = LIBRARY.filter((i) => query.get('missingAlt') !== 'true' || i.alt_text === '')
        .filter((i) => query.get('unused') !== 'true' || !i.usedIn.some((u) => u.state === 'live' || u.state === 'draft'))
        .filter((i) => !q || `${i.alt_text} ${i.key}`.toLowerCase().includes(q));
      return json({ status: 200, body: { data } });
    }
    return json(answer(call) ?? { status: 200, body: { data: {} } });
  });
  vi.stubGlobal('fetch', fetchMock);
  const lists = () => calls.filter((c) => c.method === 'GET' && c.path.startsWith('/api/images')).map((c) => c.path);
  const changes = () => calls.filter((c) => c.method !== 'GET');
  return { calls, lists, changes };
}

function renderScreen({ role = 'admin', path = paths.adminImages }: { role?: 'admin' | 'editor'; path?: string } = {}) {
  saveSession({ uid: 'u1', email: `${role}@example.com`, role }, TOKEN);
  return renderWithProviders(<ImagesScreen />, { path, route: paths.adminImages });
}

const row = (fileName: string) => screen.findByRole('listitem', { name: fileName });

describe("'Bilder' (/admin/bilder), the picture library", () => {
  it('lists each picture with its file name, size, dimensions, alt text and every place it is used, linked', async () => {
    api();
    renderScreen();
    const terrace = await row('terrasse-med-en-veldig-lang-filnavn-uten-mellomrom-k3x9.jpg');
    expect(terrace).toHaveTextContent('412 kB · 1600 × 1200 px');
    expect(within(terrace).getByLabelText('Alt-tekst')).toHaveValue('Markise over terrassen');
    expect(within(terrace).getByText('Publisert').parentElement).toHaveTextContent('Referanse: Hytte på Hadeland');
    expect(within(terrace).getByRole('link', { name: 'Hytte på Hadeland' })).toHaveAttribute('href', '/referanser/endre/hytte');
    // An item in the bin is brought back on the bin's own screen.
    expect(within(terrace).getByText('Slettet').parentElement).toHaveTextContent('Referanse: Gammel hytte');
    expect(within(terrace).getByRole('link', { name: 'Gammel hytte' })).toHaveAttribute('href', paths.adminBin);

    const product = await row('z1.jpg');
    expect(within(product).getByText('Utkast').parentElement).toHaveTextContent('Produkt: Screens');
    expect(within(product).getByRole('link', { name: 'Screens' })).toHaveAttribute('href', '/produkter/endre/screens');
    expect(within(product).getByText('Eldre versjon').parentElement).toHaveTextContent('Kategoribilde: Markiser');
    expect(screen.getByText('4 bilder')).toBeInTheDocument();
  });

  it("filters by 'Mangler alt-tekst' and 'Ikke i bruk' on the server, and opens filtered from the dashboard's address", async () => {
    const { lists } = api();
    const user = userEvent.setup();
    renderScreen();
    await row('z1.jpg');
    await user.click(screen.getByRole('checkbox', { name: 'Mangler alt-tekst' }));
    await waitFor(() => expect(lists().at(-1)).toBe('/api/images?missingAlt=true'));
    await waitFor(() => expect(screen.getByText('1 bilde')).toBeInTheDocument());
    expect(screen.queryByRole('listitem', { name: 'fjernet.jpg' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Mangler alt-tekst' }));
    await user.click(screen.getByRole('checkbox', { name: 'Ikke i bruk' }));
    await waitFor(() => expect(lists().at(-1)).toBe('/api/images?unused=true'));
    expect(await row('fjernet.jpg')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'z1.jpg' })).not.toBeInTheDocument());
  });

  it('opens with the missing alt text filter on at ?mangler-alt=1', async () => {
    const { lists } = api();
    renderScreen({ path: `${paths.adminImages}?mangler-alt=1` });
    expect(await row('z1.jpg')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Mangler alt-tekst' })).toBeChecked();
    expect(lists()).toEqual(['/api/images?missingAlt=true']);
  });

  it('searches alt text, titles and file names on the server once the typing pauses', async () => {
    const { lists } = api();
    const user = userEvent.setup();
    renderScreen();
    await row('z1.jpg');
    await user.type(screen.getByRole('searchbox', { name: 'Søk i alt-tekst, tittel og filnavn' }), 'terrassen');
    await waitFor(() => expect(lists().at(-1)).toBe('/api/images?q=terrassen'), { timeout: SEARCH_DEBOUNCE_MS + 2000 });
    // One request for the pause, not one per key.
    expect(lists().filter((path) => path.includes('q='))).toEqual(['/api/images?q=terrassen']);
    await waitFor(() => expect(screen.getByText('1 bilde')).toBeInTheDocument());
    expect(screen.getByRole('listitem', { name: 'terrasse-med-en-veldig-lang-filnavn-uten-mellomrom-k3x9.jpg' })).toBeInTheDocument();
  });

  it('saves an alt text in place, says so and asks for the list again', async () => {
    const { changes, lists } = api((call) => (call.method === 'PATCH' ? { status: 200, body: { data: { ...SCREEN, alt_text: 'Screens på kontorbygg' } } } : undefined));
    const user = userEvent.setup();
    renderScreen({ role: 'editor' });
    const product = await row('z1.jpg');
    const field = within(product).getByLabelText('Alt-tekst');
    expect(within(product).getByRole('button', { name: 'Lagre' })).toBeDisabled();
    await user.type(field, '  Screens på kontorbygg ');
    await user.click(within(product).getByRole('button', { name: 'Lagre' }));
    await waitFor(() => expect(changes()).toEqual([{ method: 'PATCH', path: '/api/images/products%2Cscreens%2Cz1.jpg', body: { alt_text: 'Screens på kontorbygg' }, auth: `Bearer ${TOKEN}` }]));
    expect(toast.success).toHaveBeenCalledWith('Alt-teksten til z1.jpg er lagret');
    await waitFor(() => expect(lists()).toHaveLength(2));
  });

  it("shows the server's message at the field when it refuses the alt text (400), and changes nothing else", async () => {
    const message = 'Too big: expected string to have <=500 characters';
    api((call) => (call.method === 'PATCH' ? { status: 400, body: { error: { code: 'VALIDATION_FAILED', message: `Body is invalid: alt_text: ${message}`, issues: [{ path: 'alt_text', message }] } } } : undefined));
    const user = userEvent.setup();
    renderScreen();
    const product = await row('z1.jpg');
    await user.type(within(product).getByLabelText('Alt-tekst'), 'For lang');
    await user.click(within(product).getByRole('button', { name: 'Lagre' }));
    expect(await within(product).findByRole('alert')).toHaveTextContent(message);
    expect(within(product).getByLabelText('Alt-tekst')).toHaveAttribute('aria-invalid', 'true');
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('leaves the alt text of a picture no live or draft item uses read-only', async () => {
    api();
    renderScreen();
    const removed = await row('fjernet.jpg');
    expect(within(removed).queryByRole('textbox')).not.toBeInTheDocument();
    expect(removed).toHaveTextContent('Alt-tekst: Fasaden før');
  });

  it("gives an editor no 'Slett for godt'", async () => {
    api();
    renderScreen({ role: 'editor' });
    await row('z1.jpg');
    expect(screen.queryByRole('button', { name: /for godt/ })).not.toBeInTheDocument();
  });

  it("takes a picture down for good only after a confirmation that lists every place it is used and says it cannot be undone", async () => {
    const { changes, lists } = api((call) => (call.method === 'POST' ? { status: 200, body: { data: { items: 1, versions: 3, backups: 2, files: 7 } } } : undefined));
    const user = userEvent.setup();
    renderScreen();
    const terrace = await row('terrasse-med-en-veldig-lang-filnavn-uten-mellomrom-k3x9.jpg');
    const button = within(terrace).getByRole('button', { name: 'Slett terrasse-med-en-veldig-lang-filnavn-uten-mellomrom-k3x9.jpg for godt' });

    await user.click(button);
    let dialog = await screen.findByRole('alertdialog', { name: 'Slette terrasse-med-en-veldig-lang-filnavn-uten-mellomrom-k3x9.jpg for godt?' });
    expect(dialog).toHaveTextContent('Publisert');
    expect(dialog).toHaveTextContent('Referanse: Hytte på Hadeland');
    expect(dialog).toHaveTextContent('Referanse: Gammel hytte');
    expect(dialog).toHaveTextContent('historikken, papirkurven og alle sikkerhetskopier');
    expect(dialog).toHaveTextContent('Dette kan ikke angres.');
    await user.click(within(dialog).getByRole('button', { name: 'Avbryt' }));
    expect(changes()).toEqual([]);

    await user.click(button);
    dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Slett for godt' }));
    await waitFor(() =>
      expect(changes()).toEqual([{ method: 'POST', path: `/api/images/${encodeURIComponent(TERRACE.key)}/takedown`, body: undefined, auth: `Bearer ${TOKEN}` }]),
    );
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Bildet er slettet for godt: fjernet fra 1 element, 3 versjoner og 2 sikkerhetskopier; 7 filer slettet.'));
    await waitFor(() => expect(lists()).toHaveLength(2));
  });

  it('drops a picture taken down while a search was on its way: the list read before the takedown is asked again', async () => {
    // The search's request reaches the server before the takedown is done and answers after it (the
    // staff member typed, then confirmed within the pause). That answer still lists the picture.
    const gone = new Set<string>();
    let searchSent!: () => void;
    const searchOnItsWay = new Promise<void>((resolve) => (searchSent = resolve));
    let takenDown!: () => void;
    const takedownDone = new Promise<void>((resolve) => (takenDown = resolve));
    const searches: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const path = String(input).replace(/^https?:\/\/[^/]+/, '');
        const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
        if (init?.method === 'POST') {
          await searchOnItsWay;
          gone.add(TERRACE.key);
          setTimeout(takenDown, 0);
          return json({ data: { items: 1, versions: 0, backups: 0, files: 1 } });
        }
        if (!path.startsWith('/api/images')) return new Response('Not found', { status: 404 });
        const q = new URLSearchParams(path.split('?')[1] ?? '').get('q')?.toLowerCase() ?? '';
        const data = LIBRARY.filter((i) => !gone.has(i.key) && (!q || `${i.alt_text} ${i.key}`.toLowerCase().includes(q)));
        if (q) searches.push(path);
        if (q && searches.length === 1) {
          searchSent();
          await takedownDone;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        return json({ data });
      }),
    );
    const user = userEvent.setup();
    renderScreen();
    const name = 'terrasse-med-en-veldig-lang-filnavn-uten-mellomrom-k3x9.jpg';
    const terrace = await row(name);
    await user.type(screen.getByRole('searchbox', { name: 'Søk i alt-tekst, tittel og filnavn' }), 'terrassen');
    await user.click(within(terrace).getByRole('button', { name: `Slett ${name} for godt` }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Slett for godt' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalled(), { timeout: SEARCH_DEBOUNCE_MS + 2000 });
    await waitFor(() => expect(screen.getByText('0 bilder')).toBeInTheDocument());
    expect(screen.queryByRole('listitem', { name })).not.toBeInTheDocument();
    expect(searches).toEqual(['/api/images?q=terrassen', '/api/images?q=terrassen']);
  });

  it("shows the server's reason when it refuses a takedown (409: a logo the settings need), and keeps the picture listed", async () => {
    const reason = 'Bildet er logoen til en partner eller et medlemskap. Bytt logoen i Innstillinger først, så kan bildet slettes for godt.';
    api((call) => (call.method === 'POST' ? { status: 409, body: { error: { code: 'CONFLICT', message: reason } } } : undefined));
    const user = userEvent.setup();
    renderScreen();
    const logo = await row('logo.png');
    // Its texts belong to Innstillinger; its takedown is offered like any other.
    expect(within(logo).queryByRole('textbox')).not.toBeInTheDocument();
    expect(logo).toHaveTextContent('Bildene i innstillingene får alt-tekst i Innstillinger.');
    expect(within(logo).getByText('Publisert').parentElement).toHaveTextContent(/^Publisert\s*Innstillinger$/);
    await user.click(within(logo).getByRole('button', { name: 'Slett logo.png for godt' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Slett for godt' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(reason));
    expect(toast.success).not.toHaveBeenCalled();
    expect(screen.getByRole('listitem', { name: 'logo.png' })).toBeInTheDocument();
  });

  it('shows a private picture from a blob fetched with the token, and a public one from its thumbnail address', async () => {
    const { calls } = api();
    renderScreen();
    const removed = await row('fjernet.jpg');
    await waitFor(() => expect(within(removed).getByRole('img', { name: 'Fasaden før' })).toHaveAttribute('src', 'blob:thumb-1'));
    const fetched = calls.filter((c) => c.path.startsWith('/optimize/'));
    expect(fetched).toEqual([{ method: 'GET', path: '/optimize/projects/hytte/fjernet.jpg?w=256&f=webp&q=80', body: undefined, auth: `Bearer ${TOKEN}` }]);

    const terrace = await row('terrasse-med-en-veldig-lang-filnavn-uten-mellomrom-k3x9.jpg');
    expect(within(terrace).getByRole('img', { name: 'Markise over terrassen' })).toHaveAttribute(
      'src',
      '/optimize/projects/hytte/terrasse-med-en-veldig-lang-filnavn-uten-mellomrom-k3x9.jpg?w=256&f=webp&q=80',
    );
    // A picture without alt text is named by its file name.
    expect(within(await row('z1.jpg')).getByRole('img', { name: 'z1.jpg' })).toHaveAttribute('src', '/optimize/products/screens/z1.jpg?w=256&f=webp&q=80');
  });
});
