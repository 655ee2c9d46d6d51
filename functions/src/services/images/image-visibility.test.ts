import { describe, expect, it } from 'vitest';
import type { BlobInfo, BlobStore } from '../../adapters/blob-store';
import { parseMediaPath } from '../shared/media-paths';
import { SETTINGS_UPLOAD_GRACE_MS, isPublicImage, publicImageKeys } from './image-visibility';

const NOW = Date.parse('2026-01-01T12:00:00.000Z');

/** A bucket that only lists: what isPublicImage may ask of it. */
function listing(...blobs: BlobInfo[]): BlobStore {
  return { list: (prefix: string) => Promise.resolve(blobs.filter((b) => b.name.startsWith(prefix))) } as BlobStore;
}
const created = (name: string, ageMs: number): BlobInfo => ({ name, size: 1, timeCreated: new Date(NOW - ageMs).toISOString() });

describe('isPublicImage', () => {
  const keys = async () => publicImageKeys(
    [{ id: 'markiser', images: [], categoryImage: { src: 'categories,markiser,kat1.jpg' } }],
    [{ id: 'hytte', draft: true, images: [{ id: 'a1', src: 'projects,hytte,a1.jpg' }] }],
    { team: [{ name: 'Kari', photo: { src: 'site,team,kari1.jpg' } }] },
  );

  it('is public while a product, category, project (drafts too) or the settings refer to it', async () => {
    for (const path of ['categories/markiser/kat1.jpg', 'projects/hytte/a1.jpg', 'site/team/kari1.jpg']) {
      expect(await isPublicImage(parseMediaPath(path), keys, listing(), NOW), path).toBe(true);
    }
  });

  it('is private once nothing refers to it, in every upload folder', async () => {
    for (const path of ['categories/markiser/old.jpg', 'projects/hytte/removed.jpg', 'products/terrassemarkise/gone.png']) {
      expect(await isPublicImage(parseMediaPath(path), keys, listing(created(`raw/${path}`, 1000)), NOW), path).toBe(false);
    }
  });

  it('keeps a settings upload public for an hour before the settings name it, not longer', async () => {
    const fresh = 'raw/site/share/ny1.jpg';
    const old = 'raw/site/share/gammel.jpg';
    const bucket = listing(created(fresh, SETTINGS_UPLOAD_GRACE_MS - 1000), created(old, SETTINGS_UPLOAD_GRACE_MS + 1000));
    expect(await isPublicImage(parseMediaPath('site/share/ny1.jpg'), keys, bucket, NOW)).toBe(true);
    expect(await isPublicImage(parseMediaPath('site/share/gammel.jpg'), keys, bucket, NOW)).toBe(false);
    expect(await isPublicImage(parseMediaPath('site/share/finnes-ikke.jpg'), keys, bucket, NOW)).toBe(false);
  });

  it('leaves the site\'s own photos, which no document names, public', async () => {
    const unread = () => Promise.reject(new Error('the content was read for a site photo'));
    expect(await isPublicImage(parseMediaPath('site/hero-1.jpg'), unread, listing(), NOW)).toBe(true);
  });
});
