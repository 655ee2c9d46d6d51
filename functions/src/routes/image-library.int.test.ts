import { LibraryImageSchema, type LibraryImage, type UploadedImage } from '@rms/schema';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { photoJpeg } from '../../../test/image-fixtures';
import { useImageUploadFixture, withoutWarnings } from '../../../test/image-upload-fixture';

/** Issue #37: GET /api/images is the library of every picture and where it is used. */

const fx = useImageUploadFixture({ collections: ['products', 'projects', 'settings', 'versions', 'deleted', 'audit'] });
const api = () => request(fx.stack.app);

async function createProject(title: string, draft = false) {
  const res = await api().post('/api/projects').set(fx.admin.auth).send({ title, description: '<p>Tekst</p>', draft }).expect(201);
  return res.body.data as { id: string };
}

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
    const live = await createProject('Hytte på Hadeland');
    const draft = await createProject('Utkast i Asker', true);
    const gone = await createProject('Slettet referanse');
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
    expect(entry).toMatchObject({ src: shown.image.src, width: 64, height: 48, alt_text: 'Markise over terrassen til Hansen', focus: null });
    expect(entry.bytes).toBeGreaterThan(0);
    expect(entry.usedIn.sort((a, b) => a.id.localeCompare(b.id))).toEqual(
      [
        { kind: 'project', id: live.id, title: 'Hytte på Hadeland', path: `/referanser/endre/${live.id}`, state: 'live' },
        { kind: 'project', id: draft.id, title: 'Utkast i Asker', path: `/referanser/endre/${draft.id}`, state: 'draft' },
      ].sort((a, b) => a.id.localeCompare(b.id)),
    );
    expect(all.find((i) => i.key === removed.image.src)!.usedIn).toEqual([{ kind: 'project', id: live.id, title: 'Hytte på Hadeland', path: `/referanser/endre/${live.id}`, state: 'version' }]);
    expect(all.find((i) => i.key === binned.image.src)!.usedIn).toEqual([{ kind: 'project', id: gone.id, title: 'Slettet referanse', path: '/admin', state: 'deleted' }]);

    expect(keys(await library('?missingAlt=true'))).toEqual([noAlt.image.src]);
    expect(keys(await library('?unused=true'))).toEqual([removed.image.src, binned.image.src].sort());
    expect(keys(await library('?q=hansen'))).toEqual([shown.image.src]);
    expect(keys(await library(`?q=${noAlt.id}`))).toEqual([noAlt.image.src]);
    expect(keys(await library('?q=slettet'))).toEqual([binned.image.src]);
  });

  it('is 400 naming the parameter for a query value that is not allowed', async () => {
    const res = await withoutWarnings(() => api().get('/api/images?missingAlt=ja').set(fx.admin.auth).expect(400));
    expect(JSON.stringify(res.body.error)).toContain('missingAlt');
  });
});
