import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { resetAfterEachTest, sentBodies } from '@/features/editor/testing/editor-screen-doubles';
import { CONFLICT_MESSAGE } from '@/lib/conflict';
import { toast } from '@/lib/toast';
import { mockFetch, renderWithProviders } from '../../../../../test/web/render';
import { ProjectWizard } from './project-wizard';

vi.mock('@/features/editor/components/lazy-rich-text-editor', async () => ({ LazyRichTextEditor: (await import('@/features/editor/testing/editor-screen-doubles')).RichTextStandIn }));
vi.mock('@/features/image-manager/components/image-manager', async () => ({ ImageManager: (await import('@/features/editor/testing/editor-screen-doubles')).ImagesStandIn }));
vi.mock('@/lib/toast');

const project = (title: string) => ({ id: 'nytt-prosjekt', title, description: '<p>x</p>', images: [], draft: true, created_at: '2026-11-21T10:00:00.000Z', modified_at: '2026-11-21T10:00:00.000Z' });

function api({ failCreate = false } = {}) {
  return mockFetch((method, path, body) => {
    if (method === 'POST' && path === '/api/projects') {
      if (failCreate) return { status: 500, body: { error: { code: 'INTERNAL', message: 'boom' } } };
      return { status: 201, body: { data: { ...project((body as { title: string }).title), draft: (body as { draft: boolean }).draft } } };
    }
    if (method === 'DELETE' && path === '/api/projects/nytt-prosjekt') return { status: 200, body: { data: { deleted: ['nytt-prosjekt'] } } };
    if (method === 'GET' && path.startsWith('/api/projects')) return { status: 200, body: { data: path === '/api/projects' ? [] : project('Nytt prosjekt') } };
    return { status: 500, body: { error: { code: 'INTERNAL', message: `${method} ${path}` } } };
  });
}

function renderWizard() {
  return renderWithProviders(<ProjectWizard />, {
    path: '/referanser/ny',
    routes: [
      { path: '/referanser/ny', element: <ProjectWizard /> },
      { path: '*', element: <p>andre side</p> },
    ],
  });
}

type Existing = ReturnType<typeof project>;

/** The API behind an existing project's edit screen: PUT saves; with `theirs`, it refuses with 409 and GET answers with their version. */
function editApi(existing: Existing, theirs?: Existing) {
  return mockFetch((method, path, body) => {
    if (method === 'PUT' && theirs) return { status: 409, body: { error: { code: 'CONFLICT', message: 'stale' } } };
    if (method === 'PUT' && path === '/api/projects/nytt-prosjekt') return { status: 200, body: { data: { ...existing, ...(body as object), modified_at: '2026-11-21T12:00:00.000Z' } } };
    if (method === 'GET') return { status: 200, body: { data: path === '/api/projects' ? [] : (theirs ?? existing) } };
    return { status: 500, body: { error: { code: 'INTERNAL', message: `${method} ${path}` } } };
  });
}

function renderEditing(existing: Existing) {
  return renderWithProviders(<ProjectWizard existing={existing} />, {
    path: '/referanser/endre/nytt-prosjekt',
    routes: [
      { path: '/referanser/endre/:id', element: <ProjectWizard existing={existing} /> },
      { path: '*', element: <p>andre side</p> },
    ],
  });
}

async function fillDetails(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Tittel'), 'Nytt prosjekt');
  await user.type(screen.getByRole('textbox', { name: 'Beskrivelse' }), 'Markiser på enebolig');
}

resetAfterEachTest();

describe('the add-project wizard', () => {
  it("asks for a descriptive title and refuses empty details: 'Title and description are required'", async () => {
    const fetchMock = api();
    const user = userEvent.setup();
    renderWizard();
    expect(screen.getByLabelText('Tittel')).toHaveAccessibleDescription(/beskrivende tittel/);
    await user.click(screen.getByRole('button', { name: 'Neste: Legg til bilder' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Title and description are required');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('saves a draft on the first Next, then shows the images step; Forkast deletes it and goes to /referanser', async () => {
    const fetchMock = api();
    const user = userEvent.setup();
    const { router } = renderWizard();
    await fillDetails(user);
    await user.click(screen.getByRole('button', { name: 'Neste: Legg til bilder' }));
    expect(await screen.findByText('stub: bilder')).toBeInTheDocument();
    const post = fetchMock.mock.calls.find(([url, init]) => init?.method === 'POST' && String(url).endsWith('/api/projects'));
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ draft: true, title: 'Nytt prosjekt', description: 'Markiser på enebolig' });
    expect(toast.success).toHaveBeenCalledWith('Project created successfully');

    // Forkast asks first: 'Fortsett å redigere' keeps the draft, 'Forkast prosjektet' deletes it.
    await user.click(screen.getByRole('button', { name: 'Forkast' }));
    expect(await screen.findByRole('alertdialog', { name: 'Vil du forkaste det nye prosjektet?' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Fortsett å redigere' }));
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Forkast' }));
    await user.click(await screen.findByRole('button', { name: 'Forkast prosjektet' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/referanser'));
    expect(fetchMock.mock.calls.some(([url, init]) => init?.method === 'DELETE' && String(url).endsWith('/api/projects/nytt-prosjekt'))).toBe(true);
    expect(toast.success).toHaveBeenCalledWith('Project deleted successfully');
  });

  it("stays on the details when the draft cannot be saved: 'Kunne ikke opprette prosjekt. Prøv igjen.'", async () => {
    api({ failCreate: true });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderWizard();
    await fillDetails(user);
    await user.click(screen.getByRole('button', { name: 'Neste: Legg til bilder' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Kunne ikke opprette prosjekt. Prøv igjen.'));
    expect(screen.getByRole('button', { name: 'Neste: Legg til bilder' })).toBeInTheDocument();
    expect(screen.queryByText('stub: bilder')).not.toBeInTheDocument();
  });
});

describe('the details form of the project wizard', () => {
  it('refuses a title of spaces and an empty editor like missing ones; nothing is sent', async () => {
    const fetchMock = api();
    const user = userEvent.setup();
    renderWizard();
    await user.type(screen.getByLabelText('Tittel'), '   ');
    await user.type(screen.getByRole('textbox', { name: 'Beskrivelse' }), '<p> </p>');
    await user.click(screen.getByRole('button', { name: 'Neste: Legg til bilder' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Title and description are required');
    expect(screen.getByLabelText('Tittel')).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('when editing: Neste without changes sends nothing; changed details go trimmed, from the version opened', async () => {
    const existing = project('Gammel tittel');
    const fetchMock = editApi(existing);
    const user = userEvent.setup();
    renderEditing(existing);
    await user.click(screen.getByRole('button', { name: 'Neste: Legg til bilder' }));
    expect(await screen.findByText('stub: bilder')).toBeInTheDocument();
    const puts = () => sentBodies(fetchMock, 'PUT');
    expect(puts()).toEqual([]);

    await user.click(screen.getByRole('button', { name: /Tilbake/ }));
    const title = await screen.findByLabelText('Tittel');
    await user.clear(title);
    await user.type(title, ' Ny tittel ');
    await user.click(screen.getByRole('button', { name: 'Neste: Legg til bilder' }));
    await waitFor(() => expect(puts()).toEqual([{ id: 'nytt-prosjekt', title: 'Ny tittel', description: '<p>x</p>', modified_at: existing.modified_at }]));
    expect(toast.success).toHaveBeenCalledWith('Project updated successfully');
  });

  it('when editing: Ferdig saves the search and share fields set on the images step', async () => {
    const existing = project('Hytte på Nes');
    const fetchMock = editApi(existing);
    const user = userEvent.setup();
    renderEditing(existing);
    await user.click(screen.getByRole('button', { name: 'Neste: Legg til bilder' }));
    await user.type(await screen.findByLabelText('Beskrivelse i søkeresultater'), 'Markiser og screens på en hytte.');
    expect(screen.getByText('32/160')).toBeInTheDocument();
    expect(screen.getByTestId('share-preview')).toHaveTextContent('Markiser og screens på en hytte.');
    await user.click(screen.getByRole('button', { name: 'Ferdig' }));
    const puts = () => sentBodies(fetchMock, 'PUT');
    await waitFor(() => expect(puts()).toEqual([{ id: 'nytt-prosjekt', seo: { description: 'Markiser og screens på en hytte.' }, modified_at: existing.modified_at }]));
  });

  it("when editing: Lagre saves 'Publiser fra' and 'Avpubliser fra' (Oslo time), and refuses a window that ends before it starts", async () => {
    const existing = { ...project('Hytte på Nes'), publishAt: '2099-03-01T06:00:00.000Z' };
    const fetchMock = editApi(existing);
    const user = userEvent.setup();
    const { router } = renderEditing(existing);
    await user.click(screen.getByRole('button', { name: 'Neste: Legg til bilder' }));
    expect(await screen.findByLabelText('Publiser fra')).toHaveValue('2099-03-01T07:00');
    fireEvent.change(screen.getByLabelText('Avpubliser fra'), { target: { value: '2099-02-01T07:00' } });
    await user.click(screen.getByRole('button', { name: 'Lagre' }));
    expect(await screen.findByRole('alert')).toHaveTextContent("'Avpubliser fra' må være etter 'Publiser fra'");
    expect(sentBodies(fetchMock, 'PUT')).toEqual([]);
    fireEvent.change(screen.getByLabelText('Avpubliser fra'), { target: { value: '2099-04-30T23:59' } });
    await user.click(screen.getByRole('button', { name: 'Tøm publiser fra' }));
    await user.click(screen.getByRole('button', { name: 'Lagre og vis' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/referanser/nytt-prosjekt'));
    expect(sentBodies(fetchMock, 'PUT')).toEqual([{ id: 'nytt-prosjekt', publishAt: null, unpublishAt: '2099-04-30T23:59:00+02:00', modified_at: existing.modified_at }]);
  });

  it("when editing: 'Lagre og vis' on the first step saves the details and the search and share fields in one PUT, then shows the reference", async () => {
    const existing = project('Hytte på Nes');
    const fetchMock = editApi(existing);
    const user = userEvent.setup();
    const { router } = renderEditing(existing);
    await user.click(screen.getByRole('button', { name: 'Neste: Legg til bilder' }));
    await user.type(await screen.findByLabelText('Tittel i søkeresultater'), 'Hytte med markiser');
    await user.click(screen.getByRole('button', { name: /Tilbake/ }));
    const title = await screen.findByLabelText('Tittel');
    await user.clear(title);
    await user.type(title, 'Hytte på Nesodden ');
    // One bar for the whole screen, in reach from the first step.
    await user.click(screen.getByRole('button', { name: 'Lagre og vis' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/referanser/nytt-prosjekt'));
    expect(sentBodies(fetchMock, 'PUT')).toEqual([{ id: 'nytt-prosjekt', title: 'Hytte på Nesodden', description: '<p>x</p>', seo: { title: 'Hytte med markiser' }, modified_at: existing.modified_at }]);
    expect(toast.success).toHaveBeenCalledWith('Project updated successfully');
  });

  it('when editing: Lagre keeps the editor open with a confirmation, and the next save starts from the version it saved', async () => {
    const existing = project('Hytte på Nes');
    const fetchMock = editApi(existing);
    const user = userEvent.setup();
    const { router } = renderEditing(existing);
    const title = screen.getByLabelText('Tittel');
    await user.type(title, ' 2');
    await user.click(screen.getByRole('button', { name: 'Lagre' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Project updated successfully'));
    expect(router.state.location.pathname).toBe('/referanser/endre/nytt-prosjekt');
    expect(screen.getByLabelText('Tittel')).toHaveValue('Hytte på Nes 2');
    await user.type(screen.getByLabelText('Tittel'), '3');
    await user.click(screen.getByRole('button', { name: 'Lagre' }));
    await waitFor(() => expect(sentBodies(fetchMock, 'PUT')).toHaveLength(2));
    expect(sentBodies(fetchMock, 'PUT').map((b) => [b.title, b.modified_at])).toEqual([
      ['Hytte på Nes 2', existing.modified_at],
      ['Hytte på Nes 23', '2026-11-21T12:00:00.000Z'],
    ]);
    expect(router.state.location.pathname).toBe('/referanser/endre/nytt-prosjekt');
  });

  it("when editing: 'Slett prosjekt' is only in 'Mer', at the other end of the bar from 'Lagre'", async () => {
    const existing = project('Hytte på Nes');
    editApi(existing);
    const user = userEvent.setup();
    renderEditing(existing);
    const bar = screen.getByRole('group', { name: 'Lagre endringer' });
    expect(screen.queryByRole('button', { name: 'Slett prosjekt' })).not.toBeInTheDocument();
    const more = within(bar).getByRole('button', { name: 'Mer' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await user.click(more);
    const remove = within(bar).getByRole('button', { name: 'Slett prosjekt' });
    const order = [...bar.querySelectorAll('button')].map((b) => b.textContent);
    expect(order.indexOf('Slett prosjekt')).toBeLessThan(order.indexOf('Lagre'));
    expect(order.at(-1)).toBe('Lagre');
    await user.click(remove);
    expect(await screen.findByRole('alertdialog')).toBeInTheDocument();
    expect(more).toHaveAttribute('aria-expanded', 'false');
  });

  it('a new project has no Lagre: it is saved by going through the steps', () => {
    api();
    renderWizard();
    expect(screen.queryByRole('button', { name: 'Lagre' })).not.toBeInTheDocument();
  });

  it('when editing: a 409 keeps the typed text, shows the version saved meanwhile and stays on the details', async () => {
    const existing = project('Gammel tittel');
    const theirs = { ...existing, title: 'Lagret av en annen', modified_at: '2026-11-21T11:00:00.000Z' };
    editApi(existing, theirs);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderEditing(existing);
    await user.type(screen.getByLabelText('Tittel'), ' 2');
    await user.click(screen.getByRole('button', { name: 'Neste: Legg til bilder' }));
    expect(await screen.findByText('Lagret nå: «Lagret av en annen»')).toBeInTheDocument();
    expect(toast.error).toHaveBeenCalledWith(CONFLICT_MESSAGE);
    expect(screen.getByLabelText('Tittel')).toHaveValue('Gammel tittel 2');
    // Still on the details step (the images step exists, hidden, for an existing project).
    expect(screen.getByRole('button', { name: 'Neste: Legg til bilder' })).toBeVisible();
  });
});
