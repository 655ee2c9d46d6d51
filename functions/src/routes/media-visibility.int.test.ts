import { VersionListSchema, type UploadedImage } from '@rms/schema';
import { Firestore } from 'firebase-admin/firestore';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { PROJECT_ID, projectThroughApi, userWithRole } from '../../../test/api-helpers';
import { photoJpeg } from '../../../test/image-fixtures';
import { useImageUploadFixture } from '../../../test/image-upload-fixture';
import { createApp } from '../app';
import { repositoriesFor } from '../repositories';
import { ContentCache } from '../services/content/content-cache';

/** A photo that leaves every live and draft item is private at once; restoring its version makes it public again. */

const fx = useImageUploadFixture({ collections: ['products', 'projects', 'settings', 'versions', 'deleted', 'audit'] });
const CATEGORY = 'markiser';
const VARIANT = '?w=512&f=webp';
const api = () => request(fx.stack.app);

async function upload(path: string, seed: number): Promise<UploadedImage> {
  return fx.uploadOk(path, await photoJpeg(64, 48, seed), `bilde-${seed}.jpg`);
}

async function newestVersion(base: string) {
  return VersionListSchema.parse((await api().get(`${base}/versions`).set(fx.admin.auth).expect(200)).body.data)[0]!;
}

async function restore(base: string, versionId: string) {
  await api().post(`${base}/versions/${versionId}/restore`).set(fx.admin.auth).send({}).expect(200);
}

/** What a visitor gets at the original's and at a variant's address. */
async function visitorStatus(image: UploadedImage, app = fx.stack.app): Promise<[number, number]> {
  const raw = await request(app).get(image.url);
  const variant = await request(app).get(`${image.url.replace(/^\/raw\//, '/optimize/')}${VARIANT}`);
  return [raw.status, variant.status];
}

describe('a photo no live or draft item refers to', () => {
  it('removed from a gallery: 404 to a visitor at once, 200 again after restoring the version that had it', async () => {
    const project = await projectThroughApi(fx.stack.app, fx.admin, { title: 'Hytte på Hadeland' });
    const base = `/api/projects/${project.id}`;
    const kept = await upload(`${base}/images`, 1);
    const removed = await upload(`${base}/images`, 2);
    const withBoth = await newestVersion(base);
    expect(await visitorStatus(removed)).toEqual([200, 200]);

    await api().delete(`${base}/images/${removed.id}`).set(fx.admin.auth).expect(200);
    expect(await visitorStatus(removed)).toEqual([404, 404]);
    expect(await visitorStatus(kept)).toEqual([200, 200]);
    expect(await fx.blobs.exists(`raw/projects/${project.id}/${removed.id}.jpg`)).toBe(true);

    await restore(base, withBoth.id);
    expect(await visitorStatus(removed)).toEqual([200, 200]);
  });

  it('of a deleted item: 404 to a visitor at once, 200 again when the item comes back from the bin', async () => {
    const project = await projectThroughApi(fx.stack.app, fx.admin, { title: 'Rekkehus i Asker' });
    const image = await upload(`/api/projects/${project.id}/images`, 3);
    await api().delete(`/api/projects/${project.id}`).set(fx.admin.auth).expect(200);
    expect(await visitorStatus(image)).toEqual([404, 404]);

    await api().post(`/api/deleted/project/${project.id}/restore`).set(fx.admin.auth).expect(200);
    expect(await visitorStatus(image)).toEqual([200, 200]);
  });

  it('a replaced category picture: 404 to a visitor at once, 200 again after restoring the version that had it', async () => {
    const now = new Date().toISOString();
    await fx.stack.db.collection('products').doc(CATEGORY).set({ title: 'Markiser', description: '', category: null, index: 0, images: [], created_at: now, modified_at: now });
    const base = `/api/products/${CATEGORY}`;
    const first = await upload(`/api/products/categories/${CATEGORY}/image`, 4);
    const withFirst = await newestVersion(base);
    const second = await upload(`/api/products/categories/${CATEGORY}/image`, 5);
    expect(await visitorStatus(first)).toEqual([404, 404]);
    expect(await visitorStatus(second)).toEqual([200, 200]);

    await restore(base, withFirst.id);
    expect(await visitorStatus(first)).toEqual([200, 200]);
  });

  it('stays public in a draft item (its preview link shows it)', async () => {
    const project = await projectThroughApi(fx.stack.app, fx.admin, { title: 'Utkast', draft: true });
    const image = await upload(`/api/projects/${project.id}/images`, 6);
    expect(await visitorStatus(image)).toEqual([200, 200]);
  });

  it('is still served to staff, never cached; a non-staff token gets the 404', async () => {
    const project = await projectThroughApi(fx.stack.app, fx.admin, { title: 'Enebolig' });
    const image = await upload(`/api/projects/${project.id}/images`, 7);
    await api().delete(`/api/projects/${project.id}/images/${image.id}`).set(fx.admin.auth).expect(200);

    const raw = await api().get(image.url).set(fx.admin.auth).expect(200);
    expect(raw.headers['cache-control']).toBe('private, no-store');
    const variant = await api().get(`${image.url.replace(/^\/raw\//, '/optimize/')}${VARIANT}`).set(fx.admin.auth).expect(200);
    expect(variant.headers['content-type']).toBe('image/webp');
    expect(variant.headers['cache-control']).toBe('private, no-store');
    await api().get(image.url).set(fx.member.auth).expect(404);
  });

  it('is served to an editor too (staff), never cached', async () => {
    const editor = await userWithRole(fx.stack.db, 'image-editor@example.com', 'editor');
    const project = await projectThroughApi(fx.stack.app, fx.admin, { title: 'Rekkehus' });
    const image = await upload(`/api/projects/${project.id}/images`, 8);
    await api().delete(`/api/projects/${project.id}/images/${image.id}`).set(fx.admin.auth).expect(200);

    expect((await api().get(image.url).set(editor.auth).expect(200)).headers['cache-control']).toBe('private, no-store');
    const variant = await api().get(`${image.url.replace(/^\/raw\//, '/optimize/')}${VARIANT}`).set(editor.auth).expect(200);
    expect(variant.headers['cache-control']).toBe('private, no-store');
  });

  it('is private on every instance once its content snapshot has been checked again (at most a second)', async () => {
    let now = Date.now();
    // Its own database handle, as on another instance: no change made through stack's handle reaches it but through Firestore.
    const elsewhere = repositoriesFor(new Firestore({ projectId: PROJECT_ID }));
    const other = createApp({ ...fx.stack.deps, content: new ContentCache(elsewhere, { checkEveryMs: 1000, now: () => now }) });
    const project = await projectThroughApi(fx.stack.app, fx.admin, { title: 'Hus på Nesodden' });
    const image = await upload(`/api/projects/${project.id}/images`, 8);
    expect(await visitorStatus(image, other)).toEqual([200, 200]);

    // Another instance takes it out: this one learns it on its next version check.
    await api().delete(`/api/projects/${project.id}/images/${image.id}`).set(fx.admin.auth).expect(200);
    now += 1000;
    expect(await visitorStatus(image, other)).toEqual([404, 404]);
  });

  it('is public on an instance whose snapshot has not yet followed the upload, while the content names it', async () => {
    const now = Date.now();
    const elsewhere = repositoriesFor(new Firestore({ projectId: PROJECT_ID }));
    const other = createApp({ ...fx.stack.deps, content: new ContentCache(elsewhere, { checkEveryMs: 1000, now: () => now }) });
    const project = await projectThroughApi(fx.stack.app, fx.admin, { title: 'Hus i Nannestad' });
    await request(other).get('/api/projects').expect(200);
    // Uploaded through another instance; this one's snapshot, checked "just now", does not know it yet.
    const image = await upload(`/api/projects/${project.id}/images`, 11);
    expect(await visitorStatus(image, other)).toEqual([200, 200]);
    // Taken out again within the minute: the database says so, though the snapshot still has not looked.
    await api().delete(`/api/projects/${project.id}/images/${image.id}`).set(fx.admin.auth).expect(200);
    expect(await visitorStatus(image, other)).toEqual([404, 404]);
  });
});

describe('public image answers', () => {
  it('let the CDN keep them at most a day (s-maxage <= 86400), the browser longer', async () => {
    const project = await projectThroughApi(fx.stack.app, fx.admin, { title: 'Terrasse' });
    const image = await upload(`/api/projects/${project.id}/images`, 9);
    for (const path of [image.url, `${image.url.replace(/^\/raw\//, '/optimize/')}${VARIANT}`]) {
      const cacheControl = String((await api().get(path).expect(200)).headers['cache-control']);
      const sMaxAge = /s-maxage=(\d+)/.exec(cacheControl);
      expect(sMaxAge, `${path}: ${cacheControl}`).not.toBeNull();
      expect(Number(sMaxAge![1])).toBeLessThanOrEqual(86400);
      expect(cacheControl).toMatch(/(^|, )public(,|$)/);
    }
  });

  it('a site photo no document names (raw/site/...) stays public', async () => {
    await fx.blobs.put('raw/site/hero-1.jpg', await photoJpeg(64, 48, 10));
    await api().get('/raw/site/hero-1.jpg').expect(200);
  });
});
