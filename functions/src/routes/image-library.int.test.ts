import { LibraryImageSchema, type LibraryImage, type UploadedImage } from '@rms/schema';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { apiCollections, projectThroughApi, stateSnapshot } from '../../../test/api-helpers';
import { photoJpeg } from '../../../test/image-fixtures';
import { useImageUploadFixture, withoutWarnings } from '../../../test/image-upload-fixture';

/** GET /api/images is the library of every picture and where it is used. */

const fx = useImageUploadFixture({ collections: ['products', 'projects', 'settings', 'versions', 'deleted', 'audit'] });
const api = () => request(fx.stack.app);

async function upload(projectId: string, seed: number, altText = ''): Promise<UploadedImage> {
  const image = await fx.uploadOk(`/api/projects/${projectId}/images`, await photoJpeg(64, 48, seed), `kunde-${seed}.jpg`);
  if (altText) await api().patch(`/api/projects/${projectId}/images/${image.id}`).set(fx.admin.auth).send({ alt_text: altText }).expect(200);
  return image;
}

async function library(query = ''): Promise<LibraryImage[]> {
  const res = await api().get(`/api/images${query}`).set(fx.admin.auth).expect(200);
  return LibraryImageSchema.array().parse(res.body.data);
}

const keys = (images: LibraryImage[]) => images.map((i) => i.key).sort();

describe('GET /api/images', () => {
  it('lists a picture with every place it is used, finds the ones without alt text and the unused ones, and searches', async () => {
    const live = await projectThroughApi(fx.stack.app, fx.admin, { title: 'Hytte på Hadeland' });
    const draft = await projectThroughApi(fx.stack.app, fx.admin, { title: 'Utkast i Asker', draft: true });
    const gone = await projectThroughApi(fx.stack.app, fx.admin, { title: 'Slettet referanse' });
    const shown = await upload(live.id, 1, 'Markise over terrassen til Hansen');
    const noAlt = await upload(live.id, 2);
    const removed = await upload(live.id, 3, 'Gammel vinkel');
    const binned = await upload(gone.id, 4, 'Screens i første etasje');
    // The same picture in a second item, a draft.
    await api().put(`/api/projects/${draft.id}`).set(fx.admin.auth).send({ images: [shown.image] }).expect(200);
    await api().delete(`/api/projects/${live.id}/images/${removed.id}`).set(fx.admin.auth).expect(200);
    await api().delete(`/api/projects/${gone.id}`).set(fx.admin.auth).expect(200);

    const all = await library();
    expect(keys(all)).toEqual(keys([shown, noAlt, removed, binned].map((u) => ({ key: u.image.src }) as LibraryImage)));
    const entry = all.find((i) => i.key === shown.image.src)!;
    // Named by the original file's name (its title, given on upload), not by its stored key.
    expect(entry).toMatchObject({ src: shown.image.src, width: 64, height: 48, title: 'kunde-1', alt_text: 'Markise over terrassen til Hansen', focus: null });
    expect(entry.bytes).toBeGreaterThan(0);
    expect(entry.usedIn.sort((a, b) => a.id.localeCompare(b.id))).toEqual(
      [
        { kind: 'project', id: live.id, title: 'Hytte på Hadeland', path: `/referanser/endre/${live.id}`, state: 'live' },
        { kind: 'project', id: draft.id, title: 'Utkast i Asker', path: `/referanser/endre/${draft.id}`, state: 'draft' },
      ].sort((a, b) => a.id.localeCompare(b.id)),
    );
    expect(all.find((i) => i.key === removed.image.src)!.usedIn).toEqual([{ kind: 'project', id: live.id, title: 'Hytte på Hadeland', path: `/referanser/endre/${live.id}`, state: 'version' }]);
    expect(all.find((i) => i.key === binned.image.src)!.usedIn).toEqual([{ kind: 'project', id: gone.id, title: 'Slettet referanse', path: '/admin/slettet', state: 'deleted' }]);

    expect(keys(await library('?missingAlt=true'))).toEqual([noAlt.image.src]);
    expect(keys(await library('?unused=true'))).toEqual([removed.image.src, binned.image.src].sort());
    expect(keys(await library('?q=hansen'))).toEqual([shown.image.src]);
    expect(keys(await library(`?q=${noAlt.id}`))).toEqual([noAlt.image.src]);
    expect(keys(await library('?q=slettet'))).toEqual([binned.image.src]);
    expect(keys(await library('?q=kunde-2'))).toEqual([noAlt.image.src]);
  });

  it('is 400 naming the parameter for a query value that is not allowed', async () => {
    const res = await withoutWarnings(() => api().get('/api/images?missingAlt=ja').set(fx.admin.auth).expect(400));
    expect(JSON.stringify(res.body.error)).toContain('missingAlt');
  });
});

describe('PATCH /api/images/{key}', () => {
  it('changes the alt text and focal point in every live and draft item that uses the picture, each with a version and an audit entry', async () => {
    const live = await projectThroughApi(fx.stack.app, fx.admin, { title: 'Rekkehus' });
    const draft = await projectThroughApi(fx.stack.app, fx.admin, { title: 'Utkast', draft: true });
    const photo = await upload(live.id, 5);
    await api().put(`/api/projects/${draft.id}`).set(fx.admin.auth).send({ images: [photo.image] }).expect(200);
    const versionsBefore = (await fx.stack.db.collection('versions').get()).size;

    const res = await api().patch(`/api/images/${photo.image.src}`).set(fx.admin.auth).send({ alt_text: 'Markise på rekkehus', focus: { x: 0.25, y: 0.1 } }).expect(200);
    expect(LibraryImageSchema.parse(res.body.data)).toMatchObject({ key: photo.image.src, alt_text: 'Markise på rekkehus', focus: { x: 0.25, y: 0.1 } });
    for (const id of [live.id, draft.id]) {
      expect(await fx.imagesOf('projects', id)).toEqual([expect.objectContaining({ id: photo.id, alt_text: 'Markise på rekkehus', focus: { x: 0.25, y: 0.1 } })]);
    }
    expect((await fx.stack.db.collection('versions').get()).size).toBe(versionsBefore + 2);
    const audit = (await fx.stack.db.collection('audit').where('action', '==', 'project.image.update').get()).docs.map((d) => d.get('target') as string);
    expect(audit.sort()).toEqual([live.id, draft.id].sort());

    await api().patch(`/api/images/${photo.image.src}`).set(fx.admin.auth).send({ focus: null }).expect(200);
    expect((await fx.imagesOf('projects', live.id))[0]!.focus).toBeUndefined();
  });

  it('changes a category picture', async () => {
    const now = new Date().toISOString();
    await fx.stack.db.collection('products').doc('markiser').set({ title: 'Markiser', description: '', category: null, index: 0, images: [], created_at: now, modified_at: now });
    const picture = await fx.uploadOk('/api/products/categories/markiser/image', await photoJpeg(64, 48, 6), 'kat.jpg');
    await api().patch(`/api/images/${picture.image.src}`).set(fx.admin.auth).send({ alt_text: 'Markiser i sol' }).expect(200);
    expect((await fx.stack.db.collection('products').doc('markiser').get()).get('categoryImage')).toMatchObject({ id: picture.id, alt_text: 'Markiser i sol' });
  });

  it('is 400 naming the field for bad input, 404 for an unknown key, 409 for a picture only history keeps, with nothing changed', async () => {
    const project = await projectThroughApi(fx.stack.app, fx.admin, { title: 'Uendret' });
    const photo = await upload(project.id, 7);
    const old = await upload(project.id, 8);
    await api().delete(`/api/projects/${project.id}/images/${old.id}`).set(fx.admin.auth).expect(200);
    const before = await stateSnapshot(fx.stack.db, fx.blobs, await apiCollections());
    await withoutWarnings(async () => {
      const outside = await api().patch(`/api/images/${photo.image.src}`).set(fx.admin.auth).send({ focus: { x: 1.5, y: 0.5 } }).expect(400);
      expect(JSON.stringify(outside.body.error.issues)).toContain('focus.x');
      const long = await api().patch(`/api/images/${photo.image.src}`).set(fx.admin.auth).send({ alt_text: 'x'.repeat(501) }).expect(400);
      expect(JSON.stringify(long.body.error.issues)).toContain('alt_text');
      await api().patch(`/api/images/${photo.image.src}`).set(fx.admin.auth).send({}).expect(400);
      await api().patch(`/api/images/projects,${project.id},finnes-ikke.jpg`).set(fx.admin.auth).send({ alt_text: 'x' }).expect(404);
      await api().patch(`/api/images/${old.image.src}`).set(fx.admin.auth).send({ alt_text: 'x' }).expect(409);
    });
    expect(await stateSnapshot(fx.stack.db, fx.blobs, await apiCollections())).toEqual(before);
  });
});
