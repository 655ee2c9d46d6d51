import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { resetAfterEachTest, sentBodies } from '../../../../../test/web/editor-screen-doubles';
import { CONFLICT_MESSAGE } from '@/lib/conflict';
import { toast } from '@/lib/toast';
import { mockFetch, renderWithProviders } from '../../../../../test/web/render';
import { ProjectEditScreen } from './project-edit';

vi.mock('@/features/editor/components/lazy-rich-text-editor', async () => ({ LazyRichTextEditor: (await import('../../../../../test/web/editor-screen-doubles')).RichTextStandIn }));
vi.mock('@/features/item-images/components/image-manager', async () => ({ ImageManager: (await import('../../../../../test/web/editor-screen-doubles')).ImagesStandIn }));
vi.mock('@/lib/toast');

const OPENED = '2026-11-21T10:00:00.000Z';
const SAVED_MEANWHILE = '2026-11-21T11:00:00.000Z';
const project = (title: string) => ({ id: 'hytte', title, description: '<p>x</p>', images: [], draft: false, created_at: OPENED, modified_at: OPENED });
type Stored = ReturnType<typeof project> & { publishAt?: string };

/**
 * The API behind the edit screen: GET answers the stored project; PUT saves it with a later version, or,
 * with `theirs`, refuses the first PUT with 409 as someone else's save (`theirs`) becomes the stored one.
 */
function api(stored: Stored, theirs?: Stored) {
  let current: Stored = stored;
  let refuse = !!theirs;
  let saves = 0;
  return mockFetch((method, path, body) => {
    if (method === 'GET' && path === '/api/projects') return { status: 200, body: { data: [current] } };
    if (method === 'GET' && path === '/api/projects/hytte') return { status: 200, body: { data: current } };
    if (method === 'PUT' && path === '/api/projects/hytte') {
      if (refuse && theirs) {
        refuse = false;
        current = theirs;
        return { status: 409, body: { error: { code: 'CONFLICT', message: 'stale' } } };
      }
      saves += 1;
      current = { ...current, ...(body as object), modified_at: `2026-11-21T12:0${saves}:00.000Z` };
      return { status: 200, body: { data: current } };
    }
    if (method === 'DELETE' && path === '/api/projects/hytte') return { status: 200, body: { data: { deleted: ['hytte'] } } };
    return { status: 500, body: { error: { code: 'INTERNAL', message: `${method} ${path}` } } };
  });
}

function renderEditor() {
  return renderWithProviders(<ProjectEditScreen />, {
    path: '/referanser/endre/hytte',
    routes: [
      { path: '/referanser/endre/:id', element: <ProjectEditScreen /> },
      { path: '*', element: <p>andre side</p> },
    ],
  });
}

resetAfterEachTest();

describe('the project edit screen, on one page', () => {
  it('shows the details, the window, the pictures and search and share at once, with no wizard steps', async () => {
    api(project('Hytte på Nes'));
    renderEditor();
    expect(await screen.findByLabelText('Tittel')).toHaveValue('Hytte på Nes');
    expect(screen.getByLabelText('Tittel')).toHaveAccessibleDescription(/beskrivende tittel/);
    expect(screen.getByLabelText('Publiser fra')).toBeVisible();
    expect(screen.getByText('stub: bilder')).toBeVisible();
    expect(screen.getByLabelText('Tittel i søkeresultater')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Neste: Legg til bilder' })).not.toBeInTheDocument();
  });

  it("'Lagre og vis' saves the trimmed details and the search and share fields in one PUT, then shows the reference", async () => {
    const fetchMock = api(project('Hytte på Nes'));
    const user = userEvent.setup();
    const { router } = renderEditor();
    const title = await screen.findByLabelText('Tittel');
    await user.type(screen.getByLabelText('Tittel i søkeresultater'), 'Hytte med markiser');
    await user.clear(title);
    await user.type(title, 'Hytte på Nesodden ');
    await user.click(screen.getByRole('button', { name: 'Lagre og vis' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/referanser/hytte'));
    expect(sentBodies(fetchMock, 'PUT')).toEqual([{ id: 'hytte', title: 'Hytte på Nesodden', description: '<p>x</p>', seo: { title: 'Hytte med markiser' }, modified_at: OPENED }]);
    expect(toast.success).toHaveBeenCalledWith('Project updated successfully');
  });

  it("'Lagre' keeps the editor open, and the next save starts from the version it saved; nothing changed sends nothing", async () => {
    const fetchMock = api(project('Hytte på Nes'));
    const user = userEvent.setup();
    const { router } = renderEditor();
    await user.type(await screen.findByLabelText('Tittel'), ' 2');
    await user.click(screen.getByRole('button', { name: 'Lagre' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Project updated successfully'));
    expect(router.state.location.pathname).toBe('/referanser/endre/hytte');
    await user.type(screen.getByLabelText('Tittel'), '3');
    await user.click(screen.getByRole('button', { name: 'Lagre' }));
    await waitFor(() => expect(sentBodies(fetchMock, 'PUT')).toHaveLength(2));
    expect(sentBodies(fetchMock, 'PUT').map((b) => [b.title, b.modified_at])).toEqual([
      ['Hytte på Nes 2', OPENED],
      ['Hytte på Nes 23', '2026-11-21T12:01:00.000Z'],
    ]);
    await user.click(screen.getByRole('button', { name: 'Lagre' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Ingen endringer å lagre'));
    expect(sentBodies(fetchMock, 'PUT')).toHaveLength(2);
    expect(router.state.location.pathname).toBe('/referanser/endre/hytte');
  });

  it("'Lagre' saves 'Publiser fra' and 'Avpubliser fra' (Oslo time), and refuses a window that ends before it starts", async () => {
    const fetchMock = api({ ...project('Hytte på Nes'), publishAt: '2099-03-01T06:00:00.000Z' });
    const user = userEvent.setup();
    const { router } = renderEditor();
    expect(await screen.findByLabelText('Publiser fra')).toHaveValue('2099-03-01T07:00');
    fireEvent.change(screen.getByLabelText('Avpubliser fra'), { target: { value: '2099-02-01T07:00' } });
    await user.click(screen.getByRole('button', { name: 'Lagre' }));
    expect(await screen.findByText("'Avpubliser fra' må være etter 'Publiser fra'")).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'PUT')).toEqual([]);
    fireEvent.change(screen.getByLabelText('Avpubliser fra'), { target: { value: '2099-04-30T23:59' } });
    await user.click(screen.getByRole('button', { name: 'Tøm publiser fra' }));
    await user.click(screen.getByRole('button', { name: 'Lagre og vis' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/referanser/hytte'));
    expect(sentBodies(fetchMock, 'PUT')).toEqual([{ id: 'hytte', publishAt: null, unpublishAt: '2099-04-30T23:59:00+02:00', modified_at: OPENED }]);
  });

  it('a 409 shows the version saved meanwhile and keeps the typed text; saving again starts from that version', async () => {
    const theirs = { ...project('Lagret av en annen'), modified_at: SAVED_MEANWHILE };
    const fetchMock = api(project('Gammel tittel'), theirs);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderEditor();
    await user.type(await screen.findByLabelText('Tittel'), ' 2');
    await user.click(screen.getByRole('button', { name: 'Lagre' }));
    expect(await screen.findByText('Lagret nå: «Lagret av en annen»')).toBeInTheDocument();
    expect(toast.error).toHaveBeenCalledWith(CONFLICT_MESSAGE);
    expect(toast.error).not.toHaveBeenCalledWith('Failed to save project');
    expect(screen.getByLabelText('Tittel')).toHaveValue('Gammel tittel 2');
    await user.click(screen.getByRole('button', { name: 'Lagre' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Project updated successfully'));
    expect(sentBodies(fetchMock, 'PUT').map((b) => [b.title, b.modified_at])).toEqual([
      ['Gammel tittel 2', OPENED],
      ['Gammel tittel 2', SAVED_MEANWHILE],
    ]);
    expect(screen.queryByText('Lagret nå: «Lagret av en annen»')).not.toBeInTheDocument();
  });

  it("'Slett prosjekt' is only in 'Mer', at the other end of the bar from 'Lagre'; it asks, deletes and goes to /referanser", async () => {
    const fetchMock = api(project('Hytte på Nes'));
    const user = userEvent.setup();
    const { router } = renderEditor();
    await screen.findByLabelText('Tittel');
    const bar = screen.getByRole('group', { name: 'Lagre endringer' });
    expect(screen.queryByRole('button', { name: 'Slett prosjekt' })).not.toBeInTheDocument();
    const more = within(bar).getByRole('button', { name: 'Mer' });
    await user.click(more);
    const remove = within(bar).getByRole('button', { name: 'Slett prosjekt' });
    const order = [...bar.querySelectorAll('button')].map((b) => b.textContent);
    expect(order.indexOf('Slett prosjekt')).toBeLessThan(order.indexOf('Lagre'));
    expect(order.at(-1)).toBe('Lagre');
    await user.click(remove);
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Slett' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/referanser'));
    expect(fetchMock.mock.calls.some(([url, init]) => init?.method === 'DELETE' && String(url).endsWith('/api/projects/hytte'))).toBe(true);
    expect(toast.success).toHaveBeenCalledWith('Prosjekt slettet');
  });
});
