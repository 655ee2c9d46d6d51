import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { resetAfterEachTest, sentBodies } from '../../../../../test/web/editor-screen-doubles';
import { toast } from '@/lib/toast';
import { mockFetch, renderWithProviders } from '../../../../../test/web/render';
import { ProjectNewScreen } from './project-new';

vi.mock('@/features/editor/components/lazy-rich-text-editor', async () => ({ LazyRichTextEditor: (await import('../../../../../test/web/editor-screen-doubles')).RichTextStandIn }));
vi.mock('@/features/item-images/components/image-manager', async () => ({ ImageManager: (await import('../../../../../test/web/editor-screen-doubles')).ImagesStandIn }));
vi.mock('@/lib/toast');

const project = (title: string) => ({ id: 'nytt-prosjekt', title, description: '<p>x</p>', images: [], draft: true, created_at: '2026-11-21T10:00:00.000Z', modified_at: '2026-11-21T10:00:00.000Z' });

function api({ failCreate = false } = {}) {
  return mockFetch((method, path, body) => {
    if (method === 'POST' && path === '/api/projects') {
      if (failCreate) return { status: 500, body: { error: { code: 'INTERNAL', message: 'boom' } } };
      return { status: 201, body: { data: { ...project((body as { title: string }).title), draft: (body as { draft: boolean }).draft } } };
    }
    if (method === 'PUT' && path === '/api/projects/nytt-prosjekt') return { status: 200, body: { data: { ...project('Nytt prosjekt'), ...(body as object), modified_at: '2026-11-21T12:00:00.000Z' } } };
    if (method === 'DELETE' && path === '/api/projects/nytt-prosjekt') return { status: 200, body: { data: { deleted: ['nytt-prosjekt'] } } };
    if (method === 'GET' && path.startsWith('/api/projects')) return { status: 200, body: { data: path === '/api/projects' ? [] : project('Nytt prosjekt') } };
    return { status: 500, body: { error: { code: 'INTERNAL', message: `${method} ${path}` } } };
  });
}

function renderWizard() {
  return renderWithProviders(<ProjectNewScreen />, {
    path: '/referanser/ny',
    routes: [
      { path: '/referanser/ny', element: <ProjectNewScreen /> },
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

describe('the details form of the add-project wizard', () => {
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

  it('a new project has no Lagre: it is saved by going through the steps', () => {
    api();
    renderWizard();
    expect(screen.queryByRole('button', { name: 'Lagre' })).not.toBeInTheDocument();
  });

  it("going back and changing the details saves them (trimmed) from the draft's version; unchanged ones send nothing", async () => {
    const fetchMock = api();
    const user = userEvent.setup();
    renderWizard();
    await fillDetails(user);
    await user.click(screen.getByRole('button', { name: 'Neste: Legg til bilder' }));
    expect(await screen.findByText('stub: bilder')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Tilbake/ }));
    await user.click(await screen.findByRole('button', { name: 'Neste: Legg til bilder' }));
    expect(screen.getByText('stub: bilder')).toBeVisible();
    const puts = () => sentBodies(fetchMock, 'PUT');
    expect(puts()).toEqual([]);

    await user.click(screen.getByRole('button', { name: /Tilbake/ }));
    const title = await screen.findByLabelText('Tittel');
    await user.clear(title);
    await user.type(title, ' Ny tittel ');
    await user.click(screen.getByRole('button', { name: 'Neste: Legg til bilder' }));
    await waitFor(() => expect(puts()).toEqual([{ id: 'nytt-prosjekt', title: 'Ny tittel', description: 'Markiser på enebolig', modified_at: '2026-11-21T10:00:00.000Z' }]));
    expect(toast.success).toHaveBeenCalledWith('Project updated successfully');
  });

  it("'Ferdig' saves the search and share fields set on the images step, then shows the reference", async () => {
    const fetchMock = api();
    const user = userEvent.setup();
    const { router } = renderWizard();
    await fillDetails(user);
    await user.click(screen.getByRole('button', { name: 'Neste: Legg til bilder' }));
    await user.type(await screen.findByLabelText('Beskrivelse i søkeresultater'), 'Markiser og screens på en hytte.');
    expect(screen.getByTestId('share-preview')).toHaveTextContent('Markiser og screens på en hytte.');
    await user.click(screen.getByRole('button', { name: 'Ferdig' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/referanser/nytt-prosjekt'));
    expect(sentBodies(fetchMock, 'PUT')).toEqual([{ id: 'nytt-prosjekt', seo: { description: 'Markiser og screens på en hytte.' }, modified_at: '2026-11-21T10:00:00.000Z' }]);
  });
});
