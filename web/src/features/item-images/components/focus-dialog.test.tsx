import type { Image, LibraryImage } from '@rms/schema';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testQueryClient } from '../../../../../test/web/render';
import CategoryImageManager from './category-image-manager';
import { FOCUS_FAILED, FOCUS_REMOVED, FOCUS_SAVED } from './focus-dialog';
import { ImageManager } from './image-manager';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock('@/lib/toast', () => ({ toast }));

const picture = (id: string, extra: Partial<Image> = {}): Image => ({ id, src: `products,p1,${id}.jpg`, title: '', alt_text: `Markise ${id}`, isMain: false, width: 1600, height: 1200, ...extra });
const answer = (src: string, focus: LibraryImage['focus']): LibraryImage => ({ key: src, src, width: 1600, height: 1200, bytes: 1000, title: '', alt_text: '', focus, usedIn: [] });

/** The API as the browser reaches it: every request recorded, PATCH /api/images/{key} answered (or refused with `status`). */
function stubApi(status = 200) {
  const calls: { url: string; method: string; body: unknown }[] = [];
  const fetchMock = vi.fn(async (url: string, init: RequestInit) => {
    const body = init.body ? (JSON.parse(String(init.body)) as { focus: LibraryImage['focus'] }) : undefined;
    calls.push({ url, method: init.method ?? 'GET', body });
    if (status !== 200) return new Response(JSON.stringify({ error: { code: 'CONFLICT', message: 'The site settings use this picture' } }), { status });
    const key = decodeURIComponent(url.split('/api/images/')[1] ?? '');
    return new Response(JSON.stringify({ data: answer(key, body?.focus ?? null) }), { status: 200 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

function renderManager(images: Image[]) {
  const queryClient = testQueryClient();
  queryClient.setQueryData(['products'], { id: 'root', sub: [] });
  render(
    <QueryClientProvider client={queryClient}>
      <ImageManager owner={{ kind: 'products', id: 'p1' }} images={images} />
    </QueryClientProvider>,
  );
  return queryClient;
}

/** The picker's box on screen: 400×300 px from (100, 50). */
function placePicker(picker: HTMLElement) {
  picker.getBoundingClientRect = () => ({ left: 100, top: 50, width: 400, height: 300, right: 500, bottom: 350, x: 100, y: 50, toJSON: () => ({}) });
}

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  toast.success.mockReset();
  toast.error.mockReset();
});

describe("the image manager's 'Fokuspunkt'", () => {
  it('opens a dialog with the picture; a click sets the point and Lagre sends it for the storage key, then the item reloads', async () => {
    const calls = stubApi();
    const queryClient = renderManager([picture('a', { isMain: true }), picture('b')]);
    await userEvent.click(screen.getByRole('button', { name: 'Fokuspunkt for bilde 2' }));
    const dialog = screen.getByRole('dialog', { name: 'Fokuspunkt for bilde 2' });
    expect(within(dialog).getByRole('img', { hidden: true }).getAttribute('src')).toContain('/optimize/products/p1/b.jpg');
    const picker = within(dialog).getByRole('button', { name: 'Velg fokuspunkt for bilde 2' });
    placePicker(picker);
    fireEvent.click(picker, { clientX: 200, clientY: 80, detail: 1 });
    expect(within(dialog).getByText('Fokuspunkt: 25 % fra venstre, 10 % ovenfra')).toBeInTheDocument();
    expect(screen.getByTestId('focus-marker').style.left).toBe('25%');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lagre' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(FOCUS_SAVED));
    expect(calls).toEqual([{ url: '/api/images/products%2Cp1%2Cb.jpg', method: 'PATCH', body: { focus: { x: 0.25, y: 0.1 } } }]);
    expect(queryClient.getQueryState(['products'])?.isInvalidated).toBe(true);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // The tile now shows the crop the visitors get.
    expect(screen.getByRole('img', { name: 'Markise b' }).style.objectPosition).toBe('25% 10%');
  });

  it('works from the keyboard: the arrow keys move the marker and Enter saves', async () => {
    const calls = stubApi();
    renderManager([picture('a')]);
    await userEvent.click(screen.getByRole('button', { name: 'Fokuspunkt for bilde 1' }));
    const picker = screen.getByRole('button', { name: 'Velg fokuspunkt for bilde 1' });
    expect(picker).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowUp}{Shift>}{ArrowDown}{/Shift}');
    expect(screen.getByText('Fokuspunkt: 60 % fra venstre, 46 % ovenfra')).toBeInTheDocument();
    // Space "clicks" the button without a position: the point stays.
    await userEvent.keyboard(' ');
    expect(screen.getByText('Fokuspunkt: 60 % fra venstre, 46 % ovenfra')).toBeInTheDocument();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(FOCUS_SAVED));
    expect(calls.map((c) => c.body)).toEqual([{ focus: { x: 0.6, y: 0.46 } }]);
  });

  it("starts from the stored point, and 'Fjern fokuspunkt' sends null", async () => {
    const calls = stubApi();
    renderManager([picture('a', { focus: { x: 0.3, y: 0.2 } })]);
    await userEvent.click(screen.getByRole('button', { name: 'Fokuspunkt for bilde 1' }));
    expect(screen.getByText('Fokuspunkt: 30 % fra venstre, 20 % ovenfra')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Fjern fokuspunkt' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(FOCUS_REMOVED));
    expect(calls.map((c) => c.body)).toEqual([{ focus: null }]);
    expect(screen.getByRole('img', { name: 'Markise a' }).style.objectPosition).toBe('');
  });

  it('offers no removal for a picture without a point, and Avbryt sends nothing', async () => {
    const calls = stubApi();
    renderManager([picture('a')]);
    await userEvent.click(screen.getByRole('button', { name: 'Fokuspunkt for bilde 1' }));
    expect(screen.queryByRole('button', { name: 'Fjern fokuspunkt' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Avbryt' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('says so when the point could not be saved, and stays open', async () => {
    stubApi(409);
    renderManager([picture('a')]);
    await userEvent.click(screen.getByRole('button', { name: 'Fokuspunkt for bilde 1' }));
    await userEvent.click(screen.getByRole('button', { name: 'Lagre' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(FOCUS_FAILED));
    expect(toast.success).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Fokuspunkt for bilde 1' })).toBeInTheDocument();
  });
});

describe("the category image's 'Fokuspunkt'", () => {
  it('sets the point of the category picture by its storage key and reloads the catalogue', async () => {
    const calls = stubApi();
    const queryClient = testQueryClient();
    queryClient.setQueryData(['products'], { id: 'root', sub: [] });
    const image: Image = { id: 'k1', src: 'categories,markiser,k1.jpg', title: '', alt_text: 'Markiser', isMain: false };
    render(
      <QueryClientProvider client={queryClient}>
        <CategoryImageManager categoryId="markiser" image={image} />
      </QueryClientProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Administrer kategori-bilde' }));
    await userEvent.click(screen.getByRole('button', { name: 'Fokuspunkt' }));
    const picker = screen.getByRole('button', { name: 'Velg fokuspunkt for kategori-bildet' });
    await userEvent.keyboard('{ArrowDown}');
    expect(picker).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Lagre' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(FOCUS_SAVED));
    expect(calls).toEqual([{ url: '/api/images/categories%2Cmarkiser%2Ck1.jpg', method: 'PATCH', body: { focus: { x: 0.5, y: 0.55 } } }]);
    expect(queryClient.getQueryState(['products'])?.isInvalidated).toBe(true);
  });
});
