import { join } from 'node:path';
import { ImageSchema, UploadedImageSchema, type Image } from '@rms/schema';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { clearCollections, createTestStack, userWithRole, type TestStack, type TestUser } from '../../../test/api-helpers';
import { photoJpeg, photoPng } from '../../../test/image-fixtures';
import { LocalBlobStore } from '../adapters/local-blob-store';

let stack: TestStack;
let blobs: LocalBlobStore;
let admin: TestUser;
let member: TestUser;
const PROJECT = 'kontorbygg-jessheim';
const CREATED = '2024-05-01T10:00:00.000Z';

beforeAll(async () => {
  const probe = await createTestStack();
  await probe.cleanup();
  blobs = new LocalBlobStore(join(probe.dataDir, 'bucket'));
  stack = await createTestStack({ blobs });
  admin = await userWithRole(stack.db, 'image-admin@example.com', 'admin');
  member = await userWithRole(stack.db, 'image-member@example.com', 'user');
});

afterAll(async () => {
  await blobs.deletePrefix('');
  await stack.cleanup();
});

beforeEach(async () => {
  await clearCollections(stack.db, 'projects', 'audit');
  await blobs.deletePrefix('raw/');
  await blobs.deletePrefix('optimized/');
  await stack.db.collection('projects').doc(PROJECT).set({ title: 'Kontorbygg på Jessheim', description: '', images: [], draft: true, created_at: CREATED, modified_at: CREATED });
});

async function projectImages(): Promise<Image[]> {
  const snap = await stack.db.collection('projects').doc(PROJECT).get();
  return (snap.get('images') as unknown[]).map((i) => ImageSchema.parse(i));
}

async function uploadOk(data: Buffer, name: string) {
  const res = await request(stack.app).post(`/api/projects/${PROJECT}/images`).set(admin.auth).attach('file', data, name).expect(201);
  return UploadedImageSchema.parse(res.body.data);
}

describe('project images', () => {
  it('uploads, answers id/url/name/alt, bumps modified_at and makes the first image main', async () => {
    const a = await uploadOk(await photoJpeg(80, 60, 1), 'fasade.jpg');
    const b = await uploadOk(await photoPng(80, 60, 2), 'inngang.png');
    expect(a).toMatchObject({ url: `/raw/projects/${PROJECT}/${a.id}.jpg`, name: 'fasade.jpg', alt: '' });
    expect((await projectImages()).map((i) => [i.id, i.isMain])).toEqual([
      [a.id, true],
      [b.id, false],
    ]);
    const modified = (await stack.db.collection('projects').doc(PROJECT).get()).get('modified_at') as string;
    expect(modified > CREATED).toBe(true);
    await request(stack.app).get(b.url).expect(200);
  });

  it('sets main, reorders and edits texts', async () => {
    const a = await uploadOk(await photoJpeg(40, 30, 1), 'a.jpg');
    const b = await uploadOk(await photoJpeg(40, 30, 2), 'b.jpg');
    await request(stack.app).put(`/api/projects/${PROJECT}/images/main`).set(admin.auth).send({ imageId: b.id }).expect(200);
    expect((await projectImages()).map((i) => [i.id, i.isMain])).toEqual([
      [b.id, true],
      [a.id, false],
    ]);
    await request(stack.app).put(`/api/projects/${PROJECT}/images/order`).set(admin.auth).send({ imageIds: [a.id, b.id] }).expect(200);
    expect((await projectImages()).map((i) => i.id)).toEqual([a.id, b.id]);
    await request(stack.app).patch(`/api/projects/${PROJECT}/images/${a.id}`).set(admin.auth).send({ title: 'Fasade', alt_text: 'Screens på sørfasaden' }).expect(200);
    expect((await projectImages())[0]).toMatchObject({ title: 'Fasade', alt_text: 'Screens på sørfasaden' });
    const actions = (await stack.db.collection('audit').get()).docs.map((d) => d.get('action') as string).sort();
    expect(actions).toEqual(['project.image.main', 'project.image.reorder', 'project.image.update', 'project.image.upload', 'project.image.upload']);
  });

  it('deletes by comma-separated id; the next image becomes main; files are gone', async () => {
    const a = await uploadOk(await photoJpeg(40, 30, 1), 'a.jpg');
    const b = await uploadOk(await photoJpeg(40, 30, 2), 'b.jpg');
    await request(stack.app).get(`/optimize/projects/${PROJECT}/${a.id}.jpg?w=256&f=webp`).expect(200);
    await request(stack.app).delete(`/api/projects/${PROJECT}/images/projects,${PROJECT},${a.id}.jpg`).set(admin.auth).expect(200);
    expect(await projectImages()).toEqual([{ ...b.image, isMain: true }]);
    expect((await blobs.list('raw/')).map((x) => x.name)).toEqual([`raw/projects/${PROJECT}/${b.id}.jpg`]);
    expect(await blobs.list(`optimized/projects/${PROJECT}/${a.id}/`)).toEqual([]);
  });

  it('answers 404 for an unknown project, and refuses anonymous (401) and non-admin (403) callers', async () => {
    await request(stack.app).post('/api/projects/finnes-ikke/images').set(admin.auth).attach('file', await photoJpeg(20, 20), 'a.jpg').expect(404);
    await request(stack.app).post('/api/projects/Ugyldig%20id/images').set(admin.auth).attach('file', await photoJpeg(20, 20), 'a.jpg').expect(400);
    const a = await uploadOk(await photoJpeg(20, 20), 'a.jpg');
    const warn = console.warn;
    console.warn = () => {};
    try {
      for (const [user, status] of [
        [null, 401],
        [member, 403],
      ] as const) {
        const calls = [
          request(stack.app).post(`/api/projects/${PROJECT}/images`).attach('file', await photoJpeg(20, 20, 5), 'b.jpg'),
          request(stack.app).delete(`/api/projects/${PROJECT}/images/${a.id}`),
          request(stack.app).put(`/api/projects/${PROJECT}/images/main`).send({ imageId: a.id }),
          request(stack.app).put(`/api/projects/${PROJECT}/images/order`).send({ imageIds: [a.id] }),
          request(stack.app).patch(`/api/projects/${PROJECT}/images/${a.id}`).send({ title: 'x' }),
        ];
        for (const call of calls) {
          if (user) call.set(user.auth);
          expect((await call).status).toBe(status);
        }
      }
    } finally {
      console.warn = warn;
    }
    expect(await projectImages()).toEqual([a.image]);
    expect((await blobs.list('raw/')).length).toBe(1);
  });
});
