import type { Image, ProductTree } from '@rms/schema';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testQueryClient } from '../../../../../test/web/render';
import { productNode } from '../../../../../test/web/product-node';
import * as api from '../api/owner-images';
import { useImageManager } from './use-image-manager';

vi.mock('../api/owner-images', () => ({
  uploadOwnerImage: vi.fn(),
  setMainImage: vi.fn(),
  reorderImages: vi.fn(),
  deleteOwnerImage: vi.fn(),
  patchOwnerImage: vi.fn(),
}));
const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock('@/lib/toast', () => ({ toast }));

const img = (id: string, isMain = false): Image => ({ id, src: `products,p1,${id}.jpg`, title: '', alt_text: '', isMain });
const file = (name: string) => new File(['x'], name, { type: 'image/jpeg' });
const owner = { kind: 'products', id: 'p1' } as const;

function setup(images: Image[]) {
  const queryClient = testQueryClient();
  const tree: ProductTree = {
    id: 'root',
    sub: [productNode('p1', 'P', 0, { images })],
  };
  queryClient.setQueryData(['products'], tree);
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  const hook = renderHook(() => useImageManager(owner, images), { wrapper });
  return { ...hook, queryClient };
}

// Previews get predictable object URLs here, whatever the test DOM makes of a File.
const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
let urls = 0;
beforeEach(() => {
  urls = 0;
  URL.createObjectURL = vi.fn(() => `blob:local/${++urls}`);
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  URL.createObjectURL = original.create;
  URL.revokeObjectURL = original.revoke;
  vi.restoreAllMocks();
  vi.mocked(api.uploadOwnerImage).mockReset();
  vi.mocked(api.setMainImage).mockReset();
  vi.mocked(api.deleteOwnerImage).mockReset();
  vi.mocked(api.reorderImages).mockReset();
  toast.error.mockReset();
});

describe('useImageManager', () => {
  it('shows previews at once, uploads one by one with progress and replaces each temporary entry', async () => {
    const pending: ((image: Image) => void)[] = [];
    vi.mocked(api.uploadOwnerImage).mockImplementation((_owner, f, onProgress) => {
      onProgress?.(30);
      return new Promise((resolve) => pending.push((image) => resolve({ id: image.id, url: '', name: f.name, alt: '', image })));
    });
    const { result } = setup([img('old', true)]);

    act(() => void result.current.addFiles([file('a.jpg'), file('b.jpg')]));
    expect(result.current.images.map((i) => i.id)).toEqual(['old', 'temp-blob:local/1', 'temp-blob:local/2']);
    await waitFor(() => expect(api.uploadOwnerImage).toHaveBeenCalledTimes(1));
    expect(result.current.images[1]).toMatchObject({ progress: 30, uploading: true });
    expect(result.current.busy).toBe(true);

    await act(async () => pending[0]!(img('new-a')));
    await waitFor(() => expect(api.uploadOwnerImage).toHaveBeenCalledTimes(2));
    expect(result.current.images[1]).toEqual({ ...img('new-a'), preview: 'blob:local/1' });
    expect(result.current.images[2]).toMatchObject({ id: 'temp-blob:local/2', uploading: true });

    await act(async () => pending[1]!(img('new-b')));
    await waitFor(() => expect(result.current.busy).toBe(false));
    expect(result.current.images.map((i) => i.id)).toEqual(['old', 'new-a', 'new-b']);
    expect(toast.error).not.toHaveBeenCalled();
  });

  it("marks a failed upload and says 'Failed to upload images'", async () => {
    vi.mocked(api.uploadOwnerImage).mockRejectedValue(new Error('415'));
    const { result } = setup([]);
    await act(async () => result.current.addFiles([file('a.jpg')]));
    expect(result.current.images[0]).toMatchObject({ error: true, uploading: false });
    expect(toast.error).toHaveBeenCalledWith('Failed to upload images');
  });

  it('sets the main image optimistically, in the list and the cached tree', async () => {
    let answer!: (images: Image[]) => void;
    vi.mocked(api.setMainImage).mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    const { result, queryClient } = setup([img('a', true), img('b')]);
    let done!: Promise<void>;
    act(() => {
      done = result.current.setMain('b');
    });
    expect(result.current.images.map((i) => [i.id, i.isMain])).toEqual([
      ['b', true],
      ['a', false],
    ]);
    expect(queryClient.getQueryData<ProductTree>(['products'])!.sub[0]!.images[0]).toMatchObject({ id: 'b', isMain: true });
    await act(async () => {
      answer([img('b', true), img('a')]);
      await done;
    });
    expect(api.setMainImage).toHaveBeenCalledWith(owner, 'b', undefined);
    expect(result.current.images.map((i) => i.id)).toEqual(['b', 'a']);
  });

  it('rolls set-main back when the server refuses, and only logs it', async () => {
    vi.mocked(api.setMainImage).mockRejectedValue(new Error('500'));
    const { result, queryClient } = setup([img('a', true), img('b')]);
    await act(async () => result.current.setMain('b'));
    expect(result.current.images.map((i) => [i.id, i.isMain])).toEqual([
      ['a', true],
      ['b', false],
    ]);
    expect(queryClient.getQueryData<ProductTree>(['products'])!.sub[0]!.images.map((i) => i.id)).toEqual(['a', 'b']);
    expect(console.warn).toHaveBeenCalled();
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('rolls a reorder back when the server refuses', async () => {
    vi.mocked(api.reorderImages).mockRejectedValue(new Error('400'));
    const { result } = setup([img('a', true), img('b'), img('c')]);
    await act(async () => result.current.reorder('a', 'c'));
    expect(api.reorderImages).toHaveBeenCalledWith(owner, ['b', 'c', 'a'], undefined);
    expect(result.current.images.map((i) => i.id)).toEqual(['a', 'b', 'c']);
  });

  it("deletes all images, and says 'Failed to delete all images' when one delete fails", async () => {
    vi.mocked(api.deleteOwnerImage).mockResolvedValueOnce({ id: 'a' }).mockRejectedValueOnce(new Error('500'));
    const { result } = setup([img('a', true), img('b'), img('c')]);
    await act(async () => result.current.removeAll());
    expect(toast.error).toHaveBeenCalledWith('Failed to delete all images');
    expect(result.current.images.map((i) => i.id)).toEqual(['b', 'c']);

    vi.mocked(api.deleteOwnerImage).mockResolvedValue({ id: 'x' });
    await act(async () => result.current.removeAll());
    expect(result.current.images).toEqual([]);
  });
});
