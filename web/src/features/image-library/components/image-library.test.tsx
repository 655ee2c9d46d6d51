import type { ImageUse, LibraryImage } from '@rms/schema';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { saveSession } from '@/lib/session';
import { renderWithProviders } from '../../../../../test/web/render';
import { ImageLibrary, SEARCH_DEBOUNCE_MS } from './image-library';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock('@/lib/toast', () => ({ toast }));

const TOKEN = 'staff-id-token';

/** A library entry as GET /api/images answers it (its `src` is its key). */
const picture = (key: string, title: string, alt_text: string, bytes: number, [width, height]: [number, number], usedIn: ImageUse[]): LibraryImage => ({ key, src: key, width, height, bytes, title, alt_text, focus: null, usedIn });

/** A picture on a published reference and in the bin, titled by its original file's name on upload. */
const TERRACE = picture('projects,hytte,terrasse-med-en-veldig-lang-filnavn-uten-mellomrom-k3x9.jpg', 'terrasse-kunde', 'Markise over terrassen', 421_888, [1600, 1200], [
  { kind: 'project', id: 'hytte', title: 'Hytte på Hadeland', path: '/referanser/endre/hytte', state: 'live' },
  { kind: 'project', id: 'gammel', title: 'Gammel hytte', path: '/admin/slettet', state: 'deleted' },
]);
/** A product picture without a title or alt text, in a draft and an older version. */
const SCREEN = picture('products,screens,z1.jpg', '', '', 51_200, [800, 600], [
  { kind: 'product', id: 'screens', title: 'Screens', path: '/produkter/endre/screens', state: 'draft' },
  { kind: 'category', id: 'markiser', title: 'Markiser', path: '/produkter/endre/markiser', state: 'version' },
]);
/** A picture only history keeps: private, so its thumbnail needs the token. */
const REMOVED = picture('projects,hytte,fjernet.jpg', '', 'Fasaden før', 30_000, [640, 480], [
  { kind: 'project', id: 'hytte', title: 'Hytte på Hadeland', path: '/referanser/endre/hytte', state: 'version' },
]);
/** A partner's logo in the site settings. */
const LOGO = picture('site,partners,logo.png', '', 'Somfy', 12_000, [400, 200], [
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
function api(answer: (call: Call) => Answer | undefined = () => undefined, library: LibraryImage[] = LIBRARY) {
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
      const data = library.filter((i) => query.get('missingAlt') !== 'true' || i.alt_text === '')
        .filter((i) => query.get('unused') !== 'true' || !i.usedIn.some((u) => u.state === 'live' || u.state === 'draft'))
        .filter((i) => !q || `${i.title} ${i.alt_text} ${i.key}`.toLowerCase().includes(q));
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
  return renderWithProviders(<ImageLibrary />, { path, route: paths.adminImages });
}

/** The names the rows go by: a title, else the alt text, else the item the picture is used in. */
const TERRACE_NAME = 'terrasse-kunde';
const SCREEN_NAME = 'Bilde i Screens';
const row = (name: string) => screen.findByRole('listitem', { name });

/** A row with its details open ('Detaljer'), where its alt text, uses, focal point and takedown are. */
async function openRow(name: string, user = userEvent.setup()) {
  const found = await row(name);
  const details = within(found).getByRole('button', { name: `Detaljer om ${name}` });
  expect(details).toHaveAttribute('aria-expanded', 'false');
  await user.click(details);
  expect(details).toHaveAttribute('aria-expanded', 'true');
  return found;
}

/** `n` published product pictures, each titled as its file was called. */
function manyPictures(n: number): LibraryImage[] {
  return Array.from({ length: n }, (_, i) => {
    const number = String(i + 1).padStart(3, '0');
    return picture(`products,markiser,p${number}.jpg`, `markise-${number}`, `Markise ${number}`, 90_000, [1600, 1200], [
      { kind: 'product', id: 'markiser', title: 'Markiser', path: '/produkter/endre/markiser', state: 'live' },
    ]);
  });
}

const listed = () => within(screen.getByRole('list', { name: 'Bilder' })).getAllByRole('listitem', { name: /^markise-/ });

describe("'Bilder' (/admin/bilder), the picture library", () => {
  it('names each picture by its title, else its alt text, else the item it is used in, never by the stored file name alone', async () => {
    api();
    renderScreen();
    const terrace = await row(TERRACE_NAME);
    expect(terrace).toHaveTextContent('terrasse-med-en-veldig-lang-filnavn-uten-mellomrom-k3x9.jpg · 412 kB · 1600 × 1200 px · Publisert: Hytte på Hadeland og 1 til');
    expect(await row('Fasaden før')).toBeInTheDocument();
    expect(await row('Somfy')).toBeInTheDocument();
    const product = await row(SCREEN_NAME);
    expect(product).toHaveTextContent('Mangler alt-tekst');
    expect(screen.getByText('4 bilder')).toBeInTheDocument();
    // One line per picture: nothing to edit nor delete until its details are opened.
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /for godt/ })).not.toBeInTheDocument();
  });

  it("shows a picture's alt text and every place it is used, linked, in its details", async () => {
    api();
    const user = userEvent.setup();
    renderScreen();
    const terrace = await openRow(TERRACE_NAME, user);
    expect(within(terrace).getByLabelText('Alt-tekst')).toHaveValue('Markise over terrassen');
    expect(within(terrace).getByText('Publisert').parentElement).toHaveTextContent('Referanse: Hytte på Hadeland');
    expect(within(terrace).getByRole('link', { name: 'Hytte på Hadeland' })).toHaveAttribute('href', '/referanser/endre/hytte');
    // An item in the bin is brought back on the bin's own screen.
    expect(within(terrace).getByText('Slettet').parentElement).toHaveTextContent('Referanse: Gammel hytte');
    expect(within(terrace).getByRole('link', { name: 'Gammel hytte' })).toHaveAttribute('href', paths.adminBin);

    const product = await openRow(SCREEN_NAME, user);
    expect(within(product).getByText('Utkast').parentElement).toHaveTextContent('Produkt: Screens');
    expect(within(product).getByRole('link', { name: 'Screens' })).toHaveAttribute('href', '/produkter/endre/screens');
    expect(within(product).getByText('Eldre versjon').parentElement).toHaveTextContent('Kategoribilde: Markiser');
  });

  it("filters by 'Mangler alt-tekst' and 'Ikke i bruk' on the server, keeping them in the address", async () => {
    const { lists } = api();
    const user = userEvent.setup();
    const { router } = renderScreen();
    await row(SCREEN_NAME);
    await user.click(screen.getByRole('checkbox', { name: 'Mangler alt-tekst' }));
    await waitFor(() => expect(lists().at(-1)).toBe('/api/images?missingAlt=true'));
    expect(router.state.location.search).toBe('?mangler-alt=1');
    await waitFor(() => expect(screen.getByText('1 bilde')).toBeInTheDocument());
    expect(screen.queryByRole('listitem', { name: 'Fasaden før' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Mangler alt-tekst' }));
    await user.click(screen.getByRole('checkbox', { name: 'Ikke i bruk' }));
    await waitFor(() => expect(lists().at(-1)).toBe('/api/images?unused=true'));
    expect(router.state.location.search).toBe('?ikke-i-bruk=1');
    expect(await row('Fasaden før')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('listitem', { name: SCREEN_NAME })).not.toBeInTheDocument());
  });

  it("filters by 'Brukt i' (the kind of item) and keeps it in the address", async () => {
    api();
    const user = userEvent.setup();
    const { router } = renderScreen();
    await row(SCREEN_NAME);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Brukt i' }), 'Innstillinger');
    expect(router.state.location.search).toBe('?bruk=innstillinger');
    expect(screen.getByText('1 bilde')).toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: 'Somfy' })).toBeInTheDocument();
    expect(screen.queryByRole('listitem', { name: TERRACE_NAME })).not.toBeInTheDocument();
  });

  it('opens as its address says: the search, the kind of use and the missing alt text filter', async () => {
    const { lists } = api();
    renderScreen({ path: `${paths.adminImages}?q=z1&bruk=produkt&mangler-alt=1` });
    expect(await row(SCREEN_NAME)).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Mangler alt-tekst' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Brukt i' })).toHaveValue('produkt');
    expect(screen.getByRole('searchbox', { name: 'Søk i alt-tekst, tittel og filnavn' })).toHaveValue('z1');
    expect(lists()).toEqual(['/api/images?q=z1&missingAlt=true']);
  });

  it("shows 50 pictures with the count, adds 50 with 'Vis flere' and keeps the pages shown in the address", async () => {
    api(undefined, manyPictures(120));
    const user = userEvent.setup();
    const { router } = renderScreen();
    await row('markise-001');
    expect(listed()).toHaveLength(50);
    expect(screen.getByText('120 bilder')).toBeInTheDocument();
    expect(screen.getByText('Viser 50 av 120')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Vis flere (70 til)' }));
    expect(listed()).toHaveLength(100);
    expect(router.state.location.search).toBe('?side=2');
    // A new search starts again at the first page.
    await user.type(screen.getByRole('searchbox', { name: 'Søk i alt-tekst, tittel og filnavn' }), 'm');
    expect(router.state.location.search).toBe('?q=m');
    expect(listed()).toHaveLength(50);
  });

  it('opens at the pages its address names (?side=3)', async () => {
    api(undefined, manyPictures(120));
    renderScreen({ path: `${paths.adminImages}?side=3` });
    await row('markise-120');
    expect(listed()).toHaveLength(120);
    expect(screen.queryByRole('button', { name: /Vis flere/ })).not.toBeInTheDocument();
  });

  it('searches alt text, titles and file names on the server once the typing pauses', async () => {
    const { lists } = api();
    const user = userEvent.setup();
    renderScreen();
    await row(SCREEN_NAME);
    await user.type(screen.getByRole('searchbox', { name: 'Søk i alt-tekst, tittel og filnavn' }), 'terrassen');
    await waitFor(() => expect(lists().at(-1)).toBe('/api/images?q=terrassen'), { timeout: SEARCH_DEBOUNCE_MS + 2000 });
    // One request for the pause, not one per key.
    expect(lists().filter((path) => path.includes('q='))).toEqual(['/api/images?q=terrassen']);
    await waitFor(() => expect(screen.getByText('1 bilde')).toBeInTheDocument());
    expect(screen.getByRole('listitem', { name: TERRACE_NAME })).toBeInTheDocument();
  });

  it('saves an alt text in place, says so and asks for the list again', async () => {
    const { changes, lists } = api((call) => (call.method === 'PATCH' ? { status: 200, body: { data: { ...SCREEN, alt_text: 'Screens på kontorbygg' } } } : undefined));
    const user = userEvent.setup();
    renderScreen({ role: 'editor' });
    const product = await openRow(SCREEN_NAME, user);
    const field = within(product).getByLabelText('Alt-tekst');
    expect(within(product).getByRole('button', { name: 'Lagre' })).toBeDisabled();
    await user.type(field, '  Screens på kontorbygg ');
    await user.click(within(product).getByRole('button', { name: 'Lagre' }));
    await waitFor(() => expect(changes()).toEqual([{ method: 'PATCH', path: '/api/images/products%2Cscreens%2Cz1.jpg', body: { alt_text: 'Screens på kontorbygg' }, auth: `Bearer ${TOKEN}` }]));
    expect(toast.success).toHaveBeenCalledWith(`Alt-teksten til ${SCREEN_NAME} er lagret`);
    await waitFor(() => expect(lists()).toHaveLength(2));
  });

  it("shows the server's message at the field when it refuses the alt text (400), and changes nothing else", async () => {
    const message = 'Too big: expected string to have <=500 characters';
    api((call) => (call.method === 'PATCH' ? { status: 400, body: { error: { code: 'VALIDATION_FAILED', message: `Body is invalid: alt_text: ${message}`, issues: [{ path: 'alt_text', message }] } } } : undefined));
    const user = userEvent.setup();
    renderScreen();
    const product = await openRow(SCREEN_NAME, user);
    await user.type(within(product).getByLabelText('Alt-tekst'), 'For lang');
    await user.click(within(product).getByRole('button', { name: 'Lagre' }));
    expect(await within(product).findByRole('alert')).toHaveTextContent(message);
    expect(within(product).getByLabelText('Alt-tekst')).toHaveAttribute('aria-invalid', 'true');
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('sets the focal point from the library with the editors’ picker, in every item that shows the picture', async () => {
    const { changes, lists } = api((call) => (call.method === 'PATCH' ? { status: 200, body: { data: { ...TERRACE, focus: { x: 0.55, y: 0.5 } } } } : undefined));
    const user = userEvent.setup();
    renderScreen({ role: 'editor' });
    const terrace = await openRow(TERRACE_NAME, user);
    await user.click(within(terrace).getByRole('button', { name: 'Fokuspunkt' }));
    const dialog = await screen.findByRole('dialog', { name: `Fokuspunkt for ${TERRACE_NAME}` });
    const picker = within(dialog).getByRole('button', { name: `Velg fokuspunkt for ${TERRACE_NAME}` });
    picker.focus();
    await user.keyboard('{ArrowRight}{Enter}');
    await waitFor(() => expect(changes()).toEqual([{ method: 'PATCH', path: `/api/images/${encodeURIComponent(TERRACE.key)}`, body: { focus: { x: 0.55, y: 0.5 } }, auth: `Bearer ${TOKEN}` }]));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Fokuspunktet er lagret'));
    await waitFor(() => expect(lists()).toHaveLength(2));
  });

  it('leaves the alt text and focal point of a picture no live or draft item uses read-only', async () => {
    api();
    renderScreen();
    const removed = await openRow('Fasaden før');
    expect(within(removed).queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(removed).queryByRole('button', { name: 'Fokuspunkt' })).not.toBeInTheDocument();
    expect(removed).toHaveTextContent('Alt-tekst: Fasaden før');
  });

  it("gives an editor no 'Slett for godt'", async () => {
    api();
    renderScreen({ role: 'editor' });
    await openRow(TERRACE_NAME);
    expect(screen.queryByRole('button', { name: /for godt/ })).not.toBeInTheDocument();
  });

  it('takes a picture down for good only from its details, after a confirmation that lists every place it is used and says it cannot be undone', async () => {
    const { changes, lists } = api((call) => (call.method === 'POST' ? { status: 200, body: { data: { items: 1, versions: 3, backups: 2, files: 7 } } } : undefined));
    const user = userEvent.setup();
    renderScreen();
    expect(await row(TERRACE_NAME)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Slett for godt' })).not.toBeInTheDocument();
    const terrace = await openRow(TERRACE_NAME, user);
    // Only the opened picture offers it.
    expect(screen.getAllByRole('button', { name: 'Slett for godt' })).toHaveLength(1);
    const button = within(terrace).getByRole('button', { name: 'Slett for godt' });

    await user.click(button);
    let dialog = await screen.findByRole('alertdialog', { name: `Slette ${TERRACE_NAME} for godt?` });
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
    const terrace = await openRow(TERRACE_NAME, user);
    await user.type(screen.getByRole('searchbox', { name: 'Søk i alt-tekst, tittel og filnavn' }), 'terrassen');
    await user.click(within(terrace).getByRole('button', { name: 'Slett for godt' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Slett for godt' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalled(), { timeout: SEARCH_DEBOUNCE_MS + 2000 });
    await waitFor(() => expect(screen.getByText('0 bilder')).toBeInTheDocument());
    expect(screen.queryByRole('listitem', { name: TERRACE_NAME })).not.toBeInTheDocument();
    expect(searches).toEqual(['/api/images?q=terrassen', '/api/images?q=terrassen']);
  });

  it("shows the server's reason when it refuses a takedown (409: a logo the settings need), and keeps the picture listed", async () => {
    const reason = 'Bildet er logoen til en partner eller et medlemskap. Bytt logoen i Innstillinger først, så kan bildet slettes for godt.';
    api((call) => (call.method === 'POST' ? { status: 409, body: { error: { code: 'CONFLICT', message: reason } } } : undefined));
    const user = userEvent.setup();
    renderScreen();
    const logo = await openRow('Somfy', user);
    // Its texts belong to Innstillinger; its takedown is offered like any other.
    expect(within(logo).queryByRole('textbox')).not.toBeInTheDocument();
    expect(logo).toHaveTextContent('Bildene i innstillingene får alt-tekst i Innstillinger.');
    expect(within(logo).getByText('Publisert').parentElement).toHaveTextContent(/^Publisert\s*Innstillinger$/);
    await user.click(within(logo).getByRole('button', { name: 'Slett for godt' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Slett for godt' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(reason));
    expect(toast.success).not.toHaveBeenCalled();
    expect(screen.getByRole('listitem', { name: 'Somfy' })).toBeInTheDocument();
  });

  it('shows a private picture from a blob fetched with the token, and a public one from its thumbnail address', async () => {
    const { calls } = api();
    renderScreen();
    const removed = await row('Fasaden før');
    await waitFor(() => expect(within(removed).getByRole('img', { name: 'Fasaden før' })).toHaveAttribute('src', 'blob:thumb-1'));
    const fetched = calls.filter((c) => c.path.startsWith('/optimize/'));
    expect(fetched).toEqual([{ method: 'GET', path: '/optimize/projects/hytte/fjernet.jpg?w=256&f=webp&q=80', body: undefined, auth: `Bearer ${TOKEN}` }]);

    const terrace = await row(TERRACE_NAME);
    expect(within(terrace).getByRole('img', { name: 'Markise over terrassen' })).toHaveAttribute(
      'src',
      '/optimize/projects/hytte/terrasse-med-en-veldig-lang-filnavn-uten-mellomrom-k3x9.jpg?w=256&f=webp&q=80',
    );
    // A picture without alt text is named by what names its row.
    expect(within(await row(SCREEN_NAME)).getByRole('img', { name: SCREEN_NAME })).toHaveAttribute('src', '/optimize/products/screens/z1.jpg?w=256&f=webp&q=80');
  });
});
