import type { Image } from '@rms/schema';
import { describe, expect, it, vi } from 'vitest';
import {
  createPreview,
  markUploadFailed,
  mergeServerImages,
  moveImage,
  replaceTemp,
  storedImageIds,
  uploadSequentially,
  withMain,
  withoutImage,
  withProgress,
  type ManagedImage,
} from './image-list';

const img = (id: string, isMain = false): Image => ({ id, src: `products,p1,${id}.jpg`, title: '', alt_text: '', isMain });
const file = (name: string) => new File(['x'], name, { type: 'image/jpeg' });

describe('the image list', () => {
  it("gives a dropped file a temporary entry at once: id 'temp-' plus its preview address", () => {
    const preview = createPreview(file('a.jpg'), 'blob:http://x/1');
    expect(preview).toMatchObject({ id: 'temp-blob:http://x/1', src: 'blob:http://x/1', preview: 'blob:http://x/1', uploading: true, progress: 0, isMain: false });
  });

  it('tracks progress, then replaces the temporary entry with the stored image, keeping the preview', () => {
    const temp = createPreview(file('a.jpg'), 'blob:1');
    let list: ManagedImage[] = [img('x1', true), temp];
    list = withProgress(list, temp.id, 40);
    expect(list[1]).toMatchObject({ progress: 40, uploading: true });
    list = replaceTemp(list, temp.id, img('x2'));
    expect(list[1]).toEqual({ ...img('x2'), preview: 'blob:1' });
    expect(list[1]?.uploading).toBeUndefined();
  });

  it("flags a failed upload (for the 'Upload Failed' overlay) and leaves it out of the stored ids", () => {
    const temp = createPreview(file('a.jpg'), 'blob:1');
    const list = markUploadFailed([img('x1'), temp], temp.id);
    expect(list[1]).toMatchObject({ error: true, uploading: false });
    expect(storedImageIds(list)).toEqual(['x1']);
  });

  it('set main: the chosen image is main, every other not, and it moves to the front', () => {
    const list = withMain([img('a', true), img('b'), img('c')], 'c');
    expect(list.map((i) => [i.id, i.isMain])).toEqual([
      ['c', true],
      ['a', false],
      ['b', false],
    ]);
    expect(withMain([img('a')], 'missing')).toEqual([img('a')]);
  });

  it('moves an image to another position and removes one', () => {
    const list = [img('a'), img('b'), img('c')];
    expect(moveImage(list, 'a', 'c').map((i) => i.id)).toEqual(['b', 'c', 'a']);
    expect(moveImage(list, 'c', 'a').map((i) => i.id)).toEqual(['c', 'a', 'b']);
    expect(moveImage(list, 'a', 'a')).toBe(list);
    expect(withoutImage(list, 'b').map((i) => i.id)).toEqual(['a', 'c']);
  });

  it("follows the server's list but keeps previews and unfinished uploads", () => {
    const temp = createPreview(file('b.jpg'), 'blob:2');
    const local: ManagedImage[] = [{ ...img('a'), preview: 'blob:1' }, temp];
    const merged = mergeServerImages([img('a', true), img('z')], local);
    expect(merged).toEqual([{ ...img('a', true), preview: 'blob:1' }, { ...img('z'), preview: undefined }, temp]);
  });
});

describe('uploadSequentially', () => {
  it('uploads one file at a time, in order, and goes on after a failure', async () => {
    const events: string[] = [];
    const resolvers: Record<string, () => void> = {};
    const upload = vi.fn((f: File, onProgress: (p: number) => void) => {
      events.push(`start ${f.name}`);
      onProgress(50);
      if (f.name === 'bad.jpg') return Promise.reject(new Error('415'));
      return new Promise<Image>((resolve) => {
        resolvers[f.name] = () => resolve(img(f.name));
      });
    });
    const done = uploadSequentially(
      [
        { tempId: 't1', file: file('a.jpg') },
        { tempId: 't2', file: file('bad.jpg') },
        { tempId: 't3', file: file('c.jpg') },
      ],
      upload,
      {
        progress: (id, p) => events.push(`progress ${id} ${p}`),
        done: (id, image) => events.push(`done ${id} ${image.id}`),
        failed: (id) => events.push(`failed ${id}`),
      },
    );
    await Promise.resolve();
    expect(events).toEqual(['start a.jpg', 'progress t1 50']);
    resolvers['a.jpg']!();
    await vi.waitFor(() => expect(events).toContain('start c.jpg'));
    resolvers['c.jpg']!();
    await expect(done).resolves.toBe(1);
    expect(events).toEqual(['start a.jpg', 'progress t1 50', 'done t1 a.jpg', 'start bad.jpg', 'progress t2 50', 'failed t2', 'start c.jpg', 'progress t3 50', 'done t3 c.jpg']);
  });
});
