import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, renderWithProviders } from '../../../../../test/web/render';
import { ProjectManagement } from './project-management';

afterEach(() => vi.unstubAllGlobals());

function api() {
  return mockFetch((method, path) => {
    if (method === 'GET' && path === '/api/projects/by-title/Test*/preview') return { status: 200, body: { data: [{ id: 'test-a', title: 'Test A' }] } };
    if (method === 'GET' && path.startsWith('/api/projects/by-title/')) return { status: 200, body: { data: [] } };
    return { status: 500, body: { error: { code: 'INTERNAL', message: `${method} ${path}` } } };
  });
}

describe('Project Management (delete by title pattern)', () => {
  it("refuses an empty or blank pattern with 'Please enter a title pattern to match' and asks the API nothing", async () => {
    const fetchMock = api();
    const user = userEvent.setup();
    renderWithProviders(<ProjectManagement />);
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter a title pattern to match');
    await user.type(screen.getByLabelText('Title pattern'), '   ');
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter a title pattern to match');
    expect(screen.getByLabelText('Title pattern')).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses a pattern over 100 characters with the Norwegian message and asks the API nothing', async () => {
    const fetchMock = api();
    const user = userEvent.setup();
    renderWithProviders(<ProjectManagement />);
    const input = screen.getByLabelText('Title pattern');
    await user.click(input);
    await user.paste('a'.repeat(101));
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Mønsteret kan være høyst 100 tegn.');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("previews the trimmed pattern's matches, and says 'No projects match this pattern' when there are none", async () => {
    const fetchMock = api();
    const user = userEvent.setup();
    renderWithProviders(<ProjectManagement />);
    const input = screen.getByLabelText('Title pattern');
    await user.type(input, 'Ingen');
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No projects match this pattern');

    await user.clear(input);
    await user.type(input, '  Test* ');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(await screen.findByRole('status')).toHaveTextContent('1 project matches');
    expect(screen.getByRole('list', { name: 'Matching projects' })).toHaveTextContent('Test A');
    expect(String(fetchMock.mock.calls.at(-1)![0])).toMatch(/\/api\/projects\/by-title\/Test\*\/preview$/);
  });
});
