import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { resetAfterEachTest, signedIn } from '../../../../../test/web/editor-screen-doubles';
import { mockFetch, renderWithProviders } from '../../../../../test/web/render';
import ProjectEditRoute from '@/app/routes/editors/project-edit';
import ProjectNewRoute from '@/app/routes/editors/project-new';

vi.mock('@/features/auth/hooks/use-auth', async () => ({ useAuth: (await import('../../../../../test/web/editor-screen-doubles')).useAuthStandIn }));
vi.mock('@/features/editor/components/lazy-rich-text-editor', async () => ({ LazyRichTextEditor: (await import('../../../../../test/web/editor-screen-doubles')).RichTextStandIn }));
vi.mock('@/features/item-images/components/image-manager', async () => ({ ImageManager: (await import('../../../../../test/web/editor-screen-doubles')).ImagesStandIn }));
vi.mock('@/lib/toast');

const project = { id: 'hytte', title: 'Hytte på fjellet', description: '<p>x</p>', images: [], draft: false, created_at: '2026-11-21T10:00:00.000Z', modified_at: '2026-11-21T10:00:00.000Z' };

function api() {
  return mockFetch((method, path) => {
    if (method === 'GET' && path === '/api/projects') return { status: 200, body: { data: [project] } };
    if (method === 'GET' && path === '/api/projects/hytte') return { status: 200, body: { data: project } };
    return { status: 500, body: { error: { code: 'INTERNAL', message: `${method} ${path}` } } };
  });
}

const renderNew = () => renderWithProviders(<ProjectNewRoute />, { path: '/referanser/ny', routes: [{ path: '/referanser/ny', element: <ProjectNewRoute /> }] });
const renderEdit = () => renderWithProviders(<ProjectEditRoute />, { path: '/referanser/endre/hytte', routes: [{ path: '/referanser/endre/:id', element: <ProjectEditRoute /> }] });

resetAfterEachTest();

describe('the project screens are for staff', () => {
  it('open the add-project wizard and the edit screen for an editor', async () => {
    signedIn.role = 'editor';
    api();
    const { unmount } = renderNew();
    expect(await screen.findByRole('button', { name: 'Neste: Legg til bilder' })).toBeInTheDocument();
    unmount();
    renderEdit();
    expect(await screen.findByDisplayValue('Hytte på fjellet')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Ingen tilgang' })).not.toBeInTheDocument();
  });

  it("show 'Ingen tilgang' to a signed-in user without staff access, and ask the API nothing", async () => {
    signedIn.role = 'user';
    const fetchMock = api();
    const { unmount } = renderNew();
    expect(await screen.findByRole('heading', { name: 'Ingen tilgang' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Neste: Legg til bilder' })).not.toBeInTheDocument();
    unmount();
    renderEdit();
    expect(await screen.findByRole('heading', { name: 'Ingen tilgang' })).toBeInTheDocument();
    expect(screen.queryByDisplayValue('Hytte på fjellet')).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
