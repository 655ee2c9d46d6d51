import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { photoJpeg, photoPng } from '../../../test/image-fixtures';
import { useImageUploadFixture, withoutWarnings } from '../../../test/image-upload-fixture';

const PROJECT = 'kontorbygg-jessheim';
const CREATED = '2024-05-01T10:00:00.000Z';

const fx = useImageUploadFixture({
  collections: ['projects', 'audit', 'versions', 'deleted'],
  seed: async (stack) => {
    await stack.db.collection('projects').doc(PROJECT).set({ title: 'Kontorbygg på Jessheim', description: '', images: [], draft: true, created_at: CREATED, modified_at: CREATED });
  },
});

const projectImages = () => fx.imagesOf('projects', PROJECT);
const uploadOk = (data: Buffer, name: string) => fx.uploadOk(`/api/projects/${PROJECT}/images`, data, name);

describe('project images', () => {
  it('uploads, answers id/url/name/alt, bumps modified_at and makes the first image main', async () => {
    const a = await uploadOk(await photoJpeg(80, 60, 1), 'fasade.jpg');
    const b = await uploadOk(await photoPng(80, 60, 2), 'inngang.png');
    expect(a).toMatchObject({ url: `/raw/projects/${PROJECT}/${a.id}.jpg`, name: 'fasade.jpg', alt: '' });
    expect((await projectImages()).map((i) => [i.id, i.isMain])).toEqual([
      [a.id, true],
      [b.id, false],
    ]);
    const modified = (await fx.stack.db.collection('projects').doc(PROJECT).get()).get('modified_at') as string;
    expect(modified > CREATED).toBe(true);
    await request(fx.stack.app).get(b.url).expect(200);
  });

  it('sets main, reorders and edits texts', async () => {
    const a = await uploadOk(await photoJpeg(40, 30, 1), 'a.jpg');
    const b = await uploadOk(await photoJpeg(40, 30, 2), 'b.jpg');
    await request(fx.stack.app).put(`/api/projects/${PROJECT}/images/main`).set(fx.admin.auth).send({ imageId: b.id }).expect(200);
    expect((await projectImages()).map((i) => [i.id, i.isMain])).toEqual([
      [b.id, true],
      [a.id, false],
    ]);
    await request(fx.stack.app).put(`/api/projects/${PROJECT}/images/order`).set(fx.admin.auth).send({ imageIds: [a.id, b.id] }).expect(200);
    expect((await projectImages()).map((i) => i.id)).toEqual([a.id, b.id]);
    await request(fx.stack.app).patch(`/api/projects/${PROJECT}/images/${a.id}`).set(fx.admin.auth).send({ title: 'Fasade', alt_text: 'Screens på sørfasaden' }).expect(200);
    expect((await projectImages())[0]).toMatchObject({ title: 'Fasade', alt_text: 'Screens på sørfasaden' });
    const actions = (await fx.stack.db.collection('audit').get()).docs.map((d) => d.get('action') as string).sort();
    expect(actions).toEqual(['project.image.main', 'project.image.reorder', 'project.image.update', 'project.image.upload', 'project.image.upload']);
  });

  it('deletes by comma-separated id; the next image becomes main; the files stay, for staff only, while a kept version shows the image', async () => {
    const a = await uploadOk(await photoJpeg(40, 30, 1), 'a.jpg');
    const b = await uploadOk(await photoJpeg(40, 30, 2), 'b.jpg');
    await request(fx.stack.app).get(`/optimize/projects/${PROJECT}/${a.id}.jpg?w=256&f=webp`).expect(200);
    await request(fx.stack.app).delete(`/api/projects/${PROJECT}/images/projects,${PROJECT},${a.id}.jpg`).set(fx.admin.auth).expect(200);
    expect(await projectImages()).toEqual([{ ...b.image, isMain: true }]);
    expect((await fx.blobs.list('raw/')).map((x) => x.name).sort()).toEqual([`raw/projects/${PROJECT}/${a.id}.jpg`, `raw/projects/${PROJECT}/${b.id}.jpg`].sort());
    await request(fx.stack.app).get(a.url).expect(404);
    await request(fx.stack.app).get(a.url).set(fx.admin.auth).expect(200);
  });

  it('answers 404 for an unknown project, and refuses anonymous (401) and non-admin (403) callers', async () => {
    await fx.upload('/api/projects/finnes-ikke/images', await photoJpeg(20, 20), 'a.jpg').expect(404);
    await fx.upload('/api/projects/Ugyldig%20id/images', await photoJpeg(20, 20), 'a.jpg').expect(400);
    const a = await uploadOk(await photoJpeg(20, 20), 'a.jpg');
    await withoutWarnings(async () => {
      for (const [user, status] of [
        [null, 401],
        [fx.member, 403],
      ] as const) {
        const calls = [
          fx.upload(`/api/projects/${PROJECT}/images`, await photoJpeg(20, 20, 5), 'b.jpg', user),
          request(fx.stack.app).delete(`/api/projects/${PROJECT}/images/${a.id}`),
          request(fx.stack.app).put(`/api/projects/${PROJECT}/images/main`).send({ imageId: a.id }),
          request(fx.stack.app).put(`/api/projects/${PROJECT}/images/order`).send({ imageIds: [a.id] }),
          request(fx.stack.app).patch(`/api/projects/${PROJECT}/images/${a.id}`).send({ title: 'x' }),
        ];
        for (const call of calls) {
          if (user) call.set(user.auth);
          expect((await call).status).toBe(status);
        }
      }
    });
    expect(await projectImages()).toEqual([a.image]);
    expect((await fx.blobs.list('raw/')).length).toBe(1);
  });
});
