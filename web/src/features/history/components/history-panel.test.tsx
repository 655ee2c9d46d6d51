import type { VersionSummary } from '@rms/schema';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, renderWithProviders } from '../../../../../test/web/render';
import { HistoryPanel, RESTORE_CONFLICT_MESSAGE, RESTORED_MESSAGE } from './history-panel';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock('@/lib/toast', () => ({ toast }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const item = { kind: 'product', id: 'markise' } as const;
const admin = { uid: 'u1', email: 'admin@example.com' };
const first = { title: 'Markise', description: '<p>Solid markise for terrassen.</p>', images: [], draft: false, category: 'markiser', index: 0, modified_at: '2026-12-01T10:00:00.000Z' };
const second = { ...first, description: '<p>Solid screen for terrassen og balkongen.</p>', modified_at: '2026-12-02T10:00:00.000Z' };
const versions: VersionSummary[] = [
  { id: 'v2', at: second.modified_at, by: admin, kind: 'endret', changedFields: ['description'] },
  { id: 'v1', at: first.modified_at, by: admin, kind: 'endret', changedFields: ['title', 'description'] },
];

function api({ conflict = false } = {}) {
  return mockFetch((method, path, body) => {
    if (method === 'GET' && path === '/api/products/markise/versions?limit=21') return { status: 200, body: { data: versions } };
    if (method === 'GET' && path === '/api/products/markise/versions/v1') return { status: 200, body: { data: { ...versions[1], itemKind: 'product', itemId: 'markise', item: first } } };
    if (method === 'POST' && path === '/api/products/markise/versions/v1/restore') {
      if (conflict) return { status: 409, body: { error: { code: 'CONFLICT', message: 'stale' } } };
      expect(body).toEqual({ modified_at: second.modified_at });
      return { status: 200, body: { data: { item: { ...first, modified_at: '2026-12-03T10:00:00.000Z' }, version: { id: 'v3', at: '2026-12-03T10:00:00.000Z', by: admin, kind: 'gjenopprettet', changedFields: ['description'], restoredFrom: first.modified_at }, missingFiles: [] } } };
    }
    return { status: 500, body: { error: { code: 'INTERNAL', message: `${method} ${path}` } } };
  });
}

describe('Historikk', () => {
  it('lists versions newest first with author, relative time (full date on hover), kind and the changed fields in Norwegian', async () => {
    api();
    renderWithProviders(<HistoryPanel item={item} current={second} version={second.modified_at} onRestored={vi.fn()} />);
    const rows = within(await screen.findByRole('list', { name: 'Versjoner, nyeste først' })).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[1]).toHaveTextContent('Endret');
    expect(rows[1]).toHaveTextContent('admin@example.com');
    expect(rows[1]).toHaveTextContent('Endret: Tittel, Beskrivelse');
    const time = rows[1]!.querySelector('time')!;
    expect(time).toHaveAttribute('dateTime', first.modified_at);
    expect(time.getAttribute('title')).toMatch(/1\. desember 2026/);
    // The newest version is the current state: nothing to restore there.
    expect(within(rows[0]!).queryByRole('button', { name: /Gjenopprett/ })).toBeNull();
  });

  it('says in one line that the history is empty, with no paging or comparing buttons', async () => {
    mockFetch(() => ({ status: 200, body: { data: [] } }));
    renderWithProviders(<HistoryPanel item={item} current={second} version={second.modified_at} onRestored={vi.fn()} />);
    const panel = (await screen.findByText('Ingen lagrede versjoner ennå. Neste lagring blir den første.')).closest('section')!;
    expect(within(panel).queryAllByRole('button')).toEqual([]);
  });

  it("offers 'Prøv igjen' when the history could not be read", async () => {
    let failing = true;
    mockFetch(() => (failing ? { status: 500, body: { error: { code: 'INTERNAL', message: 'x' } } } : { status: 200, body: { data: versions } }));
    const user = userEvent.setup();
    renderWithProviders(<HistoryPanel item={item} current={second} version={second.modified_at} onRestored={vi.fn()} />);
    // Not an alert: the history is a panel beside the editor's form, whose own alerts come first.
    const failed = (await screen.findByText('Kunne ikke hente historikken.')).parentElement!;
    expect(screen.queryByRole('alert')).toBeNull();
    failing = false;
    await user.click(within(failed).getByRole('button', { name: 'Prøv igjen' }));
    expect(await screen.findByRole('list', { name: 'Versjoner, nyeste først' })).toBeInTheDocument();
  });

  it('compares a version with the current one: only changed fields, the text as a word diff with <ins> and <del>', async () => {
    api();
    const user = userEvent.setup();
    renderWithProviders(<HistoryPanel item={item} current={second} version={second.modified_at} onRestored={vi.fn()} />);
    await user.click(await screen.findByRole('button', { name: /Sammenlign med nåværende: versjonen fra 1\. desember 2026/ }));
    const diff = await screen.findByTestId('word-diff');
    expect([...diff.querySelectorAll('del')].map((d) => d.textContent)).toEqual(['markise']);
    expect([...diff.querySelectorAll('ins')].map((d) => d.textContent?.trim())).toEqual(['screen', 'og balkongen']);
    expect(screen.queryByText('Tittel')).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'Vis alle felt' }));
    expect(screen.getByText('Tittel')).toBeInTheDocument();
  });

  it('restores a version after asking, sending the modified_at the screen shows', async () => {
    const fetchMock = api();
    const onRestored = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<HistoryPanel item={item} current={second} version={second.modified_at} onRestored={onRestored} />);
    await user.click(await screen.findByRole('button', { name: /Gjenopprett versjonen fra 1\. desember 2026/ }));
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Gjenopprett' }));
    await waitFor(() => expect(onRestored).toHaveBeenCalledWith(expect.objectContaining({ version: expect.objectContaining({ kind: 'gjenopprettet' }) })));
    expect(toast.success).toHaveBeenCalledWith(RESTORED_MESSAGE);
  });

  it('a restore from a stale screen says so and reloads the item', async () => {
    api({ conflict: true });
    const onRestored = vi.fn();
    const onConflict = vi.fn();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderWithProviders(<HistoryPanel item={item} current={second} version={second.modified_at} onRestored={onRestored} onConflict={onConflict} />);
    await user.click(await screen.findByRole('button', { name: /Gjenopprett versjonen fra 1\. desember 2026/ }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Gjenopprett' }));
    await waitFor(() => expect(onConflict).toHaveBeenCalled());
    expect(toast.error).toHaveBeenCalledWith(RESTORE_CONFLICT_MESSAGE);
    expect(onRestored).not.toHaveBeenCalled();
    warn.mockRestore();
  });
});
