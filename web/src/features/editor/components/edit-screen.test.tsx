import type { UseQueryResult } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, renderWithProviders } from '../../../../../test/web/render';
import { EditScreen } from './edit-screen';

vi.mock('@/lib/toast');

afterEach(() => {
  vi.unstubAllGlobals();
});

const admin = { uid: 'u1', email: 'admin@example.com' };
const first = { id: 'markise', title: 'Markise', description: 'Første tekst', images: [], draft: false, modified_at: '2026-12-01T10:00:00.000Z' };
const second = { ...first, description: 'Andre tekst', modified_at: '2026-12-02T10:00:00.000Z' };
const restored = { ...first, modified_at: '2026-12-03T10:00:00.000Z' };
type Item = typeof first;

function api() {
  return mockFetch((method, path) => {
    if (method === 'GET' && path === '/api/products/markise/preview-links') return { status: 200, body: { data: [] } };
    if (method === 'GET' && path === '/api/products/markise/versions?limit=21') {
      return {
        status: 200,
        body: {
          data: [
            { id: 'v2', at: second.modified_at, by: admin, kind: 'endret', changedFields: ['description'] },
            { id: 'v1', at: first.modified_at, by: admin, kind: 'opprettet', changedFields: [] },
          ],
        },
      };
    }
    if (method === 'POST' && path === '/api/products/markise/versions/v1/restore') {
      return { status: 200, body: { data: { item: restored, version: { id: 'v3', at: restored.modified_at, by: admin, kind: 'gjenopprettet', changedFields: ['description'], restoredFrom: first.modified_at }, missingFiles: [] } } };
    }
    return { status: 500, body: { error: { code: 'INTERNAL', message: `${method} ${path}` } } };
  });
}

/** A form that, like the editors, takes its content once, when it mounts. */
function Form({ initial }: { initial: string }) {
  const [text] = useState(initial);
  return <p data-testid="form">{text}</p>;
}

/**
 * The screen's query, as TanStack Query may hand it over: the reload has settled, but the restored
 * item reaches the screen a moment later.
 */
function Screen() {
  const [item, setItem] = useState<Item>(second);
  const query = { data: item, isPending: false, isError: false, isFetchedAfterMount: true } as UseQueryResult<Item>;
  const reload = () => {
    setTimeout(() => setItem(restored), 50);
    return Promise.resolve();
  };
  return (
    <EditScreen kind="product" query={query} loadingLabel="Laster produkt…" reload={reload}>
      {(shown) => <Form initial={shown.description} />}
    </EditScreen>
  );
}

describe('EditScreen', () => {
  it('shows a restored version in a fresh form once the item has arrived, even when it arrives after the reload settled', async () => {
    api();
    const user = userEvent.setup();
    renderWithProviders(<Screen />);
    expect(screen.getByTestId('form')).toHaveTextContent('Andre tekst');
    await user.click(await screen.findByRole('button', { name: /Gjenopprett versjonen fra/ }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Gjenopprett' }));
    await waitFor(() => expect(screen.getByTestId('form')).toHaveTextContent('Første tekst'));
  });
});
