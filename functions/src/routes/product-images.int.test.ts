import { AuditEntrySchema, UploadedImageSchema, type Image } from '@rms/schema';
import request from 'supertest';
import { beforeEach, describe, expect, it } from 'vitest';
import { animatedGif, decode, hasGps, hugeSolidPng, jpegWithGps, photoJpeg, photoPng, photoWebp } from '../../../test/image-fixtures';
import { clearCollections } from '../../../test/api-helpers';
import { useImageUploadFixture, withoutWarnings } from '../../../test/image-upload-fixture';
import { sharpProcessor } from '../adapters/image-processor';
import { LocalBlobStore } from '../adapters/local-blob-store';
import { repositoriesFor } from '../repositories';
import { onImageStored } from '../services/images/image-variants';
import { sweepOrphanOriginals } from '../services/images/orphan-sweep';

/** The local bucket wired like the offline stack (its onPut runs the trigger's handler), but awaited. */
class CountingStore extends LocalBlobStore {
  readonly puts = new Map<string, number>();
  override async put(path: string, data: Buffer) {
    this.puts.set(path, (this.puts.get(path) ?? 0) + 1);
    await super.put(path, data);
  }
}

const OWNER = 'terrassemarkise';
const CATEGORY = 'markiser';

const fx = useImageUploadFixture({
  makeStore: (dir) => {
    const store: CountingStore = new CountingStore(dir, async (path) => {
      await onImageStored(store, sharpProcessor, path);
    });
    return store;
  },
  collections: ['products', 'audit', 'versions', 'deleted'],
  seed: async (stack) => {
    const now = '2024-01-01T00:00:00.000Z';
    await stack.db.collection('products').doc(CATEGORY).set({ title: 'Markiser', description: '', category: null, index: 0, images: [], created_at: now, modified_at: now });
    await stack.db.collection('products').doc(OWNER).set({ title: 'Terrassemarkise', description: '', category: CATEGORY, index: 0, images: [], created_at: now, modified_at: now });
  },
});

beforeEach(() => {
  fx.blobs.puts.clear();
});

const upload = fx.upload;
const ownerImages = (id = OWNER) => fx.imagesOf('products', id);
const storedNames = (prefix: string) => fx.storedNames(prefix);
const uploadOk = (data: Buffer, filename: string) => fx.uploadOk(`/api/products/${OWNER}/images`, data, filename);

describe('POST /api/products/:id/images', () => {
  it('stores a camera JPEG auto-rotated and without EXIF/GPS, and makes the first image main', async () => {
    const jpeg = await jpegWithGps(300, 200);
    const before = await decode(jpeg);
    expect(before.orientation).toBe(6);
    expect(hasGps(before.exif)).toBe(true);

    const up = await uploadOk(jpeg, 'Terrasse i sol.jpg');
    expect(up.id).toMatch(/^[a-z0-9]{12}$/);
    expect(up.url).toBe(`/raw/products/${OWNER}/${up.id}.jpg`);
    expect(up.name).toBe('Terrasse i sol.jpg');
    expect(up.image).toMatchObject({ id: up.id, src: `products,${OWNER},${up.id}.jpg`, title: 'Terrasse i sol', alt_text: '', isMain: true, width: 200, height: 300 });
    expect(await ownerImages()).toEqual([up.image]);

    const raw = await request(fx.stack.app).get(up.url).expect(200);
    expect(raw.headers['content-type']).toBe('image/jpeg');
    const meta = await decode(raw.body as Buffer);
    expect(meta).toMatchObject({ format: 'jpeg', width: 200, height: 300 });
    expect(meta.orientation).toBeUndefined();
    expect(meta.exif).toBeUndefined();
    expect(hasGps(meta.exif)).toBe(false);

    for (const query of ['w=256&f=webp&q=80', 'w=256', 'w=1024&f=avif&q=80']) {
      const variant = await request(fx.stack.app).get(`/optimize/products/${OWNER}/${up.id}.jpg?${query}`).expect(200);
      const vm = await decode(variant.body as Buffer);
      expect(vm.exif, query).toBeUndefined();
      expect(vm.orientation, query).toBeUndefined();
    }

    const audit = await fx.stack.db.collection('audit').where('action', '==', 'product.image.upload').get();
    expect(audit.docs.map((d) => AuditEntrySchema.parse(d.data()))).toMatchObject([{ uid: fx.admin.uid, email: fx.admin.email, target: OWNER }]);
  });

  it('accepts JPEG, PNG, GIF and WebP judged by content; only the first becomes main', async () => {
    const files: [Buffer, string, string][] = [
      [await photoJpeg(1200, 900), 'a.jpg', 'jpeg'],
      [await photoPng(600, 400), 'b.png', 'png'],
      [await animatedGif(200, 150, 3), 'c.gif', 'gif'],
      [await photoWebp(640, 480), 'd.webp', 'webp'],
    ];
    const uploaded = [];
    for (const [data, name, format] of files) {
      const up = await uploadOk(data, name);
      expect(up.url.endsWith(`.${format === 'jpeg' ? 'jpg' : format}`)).toBe(true);
      uploaded.push(up);
    }
    expect(uploaded.map((u) => u.image.isMain)).toEqual([true, false, false, false]);
    expect((await ownerImages()).map((i) => i.id)).toEqual(uploaded.map((u) => u.id));
  });

  it('keeps both records when two uploads to one owner race (transaction)', async () => {
    const files = await Promise.all([1, 2, 3, 4, 5].map((seed) => photoJpeg(64, 48, seed)));
    const results = await Promise.all(files.map((f, i) => uploadOk(f, `${i}.jpg`)));
    const images = await ownerImages();
    expect(images.map((i) => i.id).sort()).toEqual(results.map((r) => r.id).sort());
    expect(images.filter((i) => i.isMain)).toHaveLength(1);
  });

  it('pre-builds WebP 256/512/768/1024/1500 through the storage hook, once each, and no AVIF', async () => {
    const up = await uploadOk(await photoJpeg(1200, 900), 'a.jpg');
    const folder = `optimized/products/${OWNER}/${up.id}/`;
    expect(await storedNames(folder)).toEqual(
      ['w1024-q80.webp', 'w1500-q80.webp', 'w256-q80.webp', 'w512-q80.webp', 'w768-q80.webp'].map((n) => folder + n),
    );
    for (const name of await storedNames(folder)) expect(fx.blobs.puts.get(name)).toBe(1);
    // Widths are honoured and never enlarged (the source is 1200 wide).
    const w512 = await decode((await fx.blobs.get(`${folder}w512-q80.webp`))!.data);
    const w1500 = await decode((await fx.blobs.get(`${folder}w1500-q80.webp`))!.data);
    expect([w512.format, w512.width, w1500.width]).toEqual(['webp', 512, 1200]);
  });

  it('answers 404 for an unknown product and stores nothing', async () => {
    const res = await upload('/api/products/finnes-ikke/images', await photoJpeg(32, 32), 'a.jpg').expect(404);
    expect(res.body.error.code).toBe('NOT_FOUND');
    expect(await storedNames('raw/')).toEqual([]);
  });

  it('refuses a body without field "file", two files, or a non-multipart body', async () => {
    const jpeg = await photoJpeg(32, 32);
    await request(fx.stack.app).post(`/api/products/${OWNER}/images`).set(fx.admin.auth).field('title', 'x').expect(400);
    const two = await request(fx.stack.app)
      .post(`/api/products/${OWNER}/images`)
      .set(fx.admin.auth)
      .attach('file', jpeg, 'a.jpg')
      .attach('file', jpeg, 'b.jpg')
      .expect(400);
    expect(two.body.error.message).toBe('Only one image can be uploaded at a time');
    await request(fx.stack.app).post(`/api/products/${OWNER}/images`).set(fx.admin.auth).send({ file: 'x' }).expect(415);
    expect(await storedNames('raw/')).toEqual([]);
    expect(await ownerImages()).toEqual([]);
  });

  it('takes title and alt text sent with the file', async () => {
    const res = await request(fx.stack.app)
      .post(`/api/products/${OWNER}/images`)
      .set(fx.admin.auth)
      .field('title', 'Markise over terrasse')
      .field('alt_text', 'Grå markise over en terrasse med hagemøbler')
      .attach('file', await photoJpeg(40, 30), 'IMG_0001.jpg')
      .expect(201);
    expect(res.body.data.alt).toBe('Grå markise over en terrasse med hagemøbler');
    expect(res.body.data.image).toMatchObject({ title: 'Markise over terrasse', alt_text: 'Grå markise over en terrasse med hagemøbler' });
  });
});

describe('rejected uploads leave nothing behind', () => {
  const truncatedJpeg = async () => {
    const full = await photoJpeg(400, 300);
    return full.subarray(0, Math.floor(full.length / 2));
  };
  const cases: [string, () => Promise<Buffer>, string, number][] = [
    ['a text file renamed .jpg', async () => Buffer.from('Dette er ikke et bilde, bare tekst.\n'.repeat(20)), 'photo.jpg', 415],
    ['an SVG', async () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>'), 'x.svg', 415],
    ['an SVG named .png', async () => Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'), 'x.png', 415],
    ['an HTML page', async () => Buffer.from('<!doctype html><html><body><img src=x onerror=alert(1)></body></html>'), 'x.jpg', 415],
    ['a truncated JPEG', truncatedJpeg, 'half.jpg', 400],
    ['a JPEG header followed by garbage', async () => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(500, 0x41)]), 'x.jpg', 400],
    ['a 60-megapixel PNG', () => hugeSolidPng(8000, 7500), 'huge.png', 400],
    ['a 25 MB file', async () => Buffer.concat([await photoJpeg(64, 64), Buffer.alloc(25 * 1024 * 1024, 0x20)]), 'big.jpg', 413],
    ['an empty file', async () => Buffer.alloc(0), 'empty.jpg', 400],
  ];

  it.each(cases)('%s gets its status', async (_name, make, filename, status) => {
    const data = await make();
    const res = await withoutWarnings(() => upload(`/api/products/${OWNER}/images`, data, filename, fx.admin, 'image/jpeg').expect(status));
    expect(res.body.error.message).toBeTruthy();
    expect(await storedNames('raw/')).toEqual([]);
    expect(await storedNames('optimized/')).toEqual([]);
    expect(await ownerImages()).toEqual([]);
    expect((await fx.stack.db.collection('audit').get()).size).toBe(0);
  });
});

describe('editing images: set main, reorder, alt text', () => {
  async function three() {
    const ups = [];
    for (const seed of [1, 2, 3]) ups.push(await uploadOk(await photoJpeg(48, 32, seed), `${seed}.jpg`));
    return ups.map((u) => u.id);
  }

  it('PUT /:id/images/main marks one main, the others not, and moves it first', async () => {
    const [a, b, c] = await three();
    const res = await request(fx.stack.app).put(`/api/products/${OWNER}/images/main`).set(fx.admin.auth).send({ imageId: c }).expect(200);
    expect(res.body.data.map((i: Image) => [i.id, i.isMain])).toEqual([
      [c, true],
      [a, false],
      [b, false],
    ]);
    expect((await ownerImages()).map((i) => i.id)).toEqual([c, a, b]);
    const doc = await fx.stack.db.collection('products').doc(OWNER).get();
    expect(doc.get('modified_at')).not.toBe('2024-01-01T00:00:00.000Z');
    await request(fx.stack.app).put(`/api/products/${OWNER}/images/main`).set(fx.admin.auth).send({ imageId: 'nope' }).expect(404);
    await request(fx.stack.app).put(`/api/products/${OWNER}/images/main`).set(fx.admin.auth).send({}).expect(400);
  });

  it('PUT /:id/images/order takes a permutation of every image id; main flags stay', async () => {
    const [a, b, c] = await three();
    const res = await request(fx.stack.app).put(`/api/products/${OWNER}/images/order`).set(fx.admin.auth).send({ imageIds: [b, c, a] }).expect(200);
    expect(res.body.data.map((i: Image) => [i.id, i.isMain])).toEqual([
      [b, false],
      [c, false],
      [a, true],
    ]);
    await request(fx.stack.app).put(`/api/products/${OWNER}/images/order`).set(fx.admin.auth).send({ imageIds: [b, c] }).expect(400);
    await request(fx.stack.app).put(`/api/products/${OWNER}/images/order`).set(fx.admin.auth).send({ imageIds: [b, b, c] }).expect(400);
    await request(fx.stack.app).put(`/api/products/${OWNER}/images/order`).set(fx.admin.auth).send({ imageIds: [b, c, 'x'] }).expect(400);
    expect((await ownerImages()).map((i) => i.id)).toEqual([b, c, a]);
  });

  it('PATCH /:id/images/:imageId edits title and alt text', async () => {
    const [a] = await three();
    const res = await request(fx.stack.app)
      .patch(`/api/products/${OWNER}/images/${a}`)
      .set(fx.admin.auth)
      .send({ alt_text: '  Vindusmarkise på en rød enebolig ' })
      .expect(200);
    expect(res.body.data).toMatchObject({ id: a, alt_text: 'Vindusmarkise på en rød enebolig', title: '1' });
    expect((await ownerImages())[0]).toMatchObject({ alt_text: 'Vindusmarkise på en rød enebolig' });
    await request(fx.stack.app).patch(`/api/products/${OWNER}/images/${a}`).set(fx.admin.auth).send({}).expect(400);
    await request(fx.stack.app).patch(`/api/products/${OWNER}/images/${a}`).set(fx.admin.auth).send({ title: 'x'.repeat(201) }).expect(400);
    await request(fx.stack.app).patch(`/api/products/${OWNER}/images/nope`).set(fx.admin.auth).send({ title: 'x' }).expect(404);
  });
});

describe('DELETE /api/products/:id/images/:imageId', () => {
  it('removes the record; the files stay while a kept version shows the image, then the nightly sweep deletes them; the next image becomes main', async () => {
    const a = await uploadOk(await photoJpeg(600, 400, 1), 'a.jpg');
    const b = await uploadOk(await photoPng(300, 200, 2), 'b.png');
    // An on-demand variant too, beyond the pre-built ones.
    await request(fx.stack.app).get(`/optimize/products/${OWNER}/${a.id}.jpg?w=256&f=png`).expect(200);
    expect((await storedNames(`optimized/products/${OWNER}/${a.id}/`)).length).toBe(6);

    const res = await request(fx.stack.app).delete(`/api/products/${OWNER}/images/${a.id}`).set(fx.admin.auth).expect(200);
    expect(res.body.data).toEqual({ id: a.id });
    expect(await ownerImages()).toEqual([{ ...b.image, isMain: true }]);
    // The upload's version still shows it: restoring that version brings it back.
    expect(await storedNames(`raw/products/${OWNER}/`)).toEqual([`raw/products/${OWNER}/${a.id}.jpg`, `raw/products/${OWNER}/${b.id}.png`].sort());
    expect((await storedNames(`optimized/products/${OWNER}/${a.id}/`)).length).toBe(6);
    // Once retention has let go of every version that shows it, the sweep deletes it with its variants.
    await clearCollections(fx.stack.db, 'versions');
    const swept = await sweepOrphanOriginals(repositoriesFor(fx.stack.db), fx.blobs, sharpProcessor, new Date(Date.now() + 25 * 60 * 60 * 1000));
    expect(swept.deleted).toEqual([`raw/products/${OWNER}/${a.id}.jpg`]);
    expect(await storedNames(`raw/products/${OWNER}/`)).toEqual([`raw/products/${OWNER}/${b.id}.png`]);
    expect(await storedNames(`optimized/products/${OWNER}/${a.id}/`)).toEqual([]);
    expect((await storedNames(`optimized/products/${OWNER}/${b.id}/`)).length).toBe(5);
    await request(fx.stack.app).get(a.url).expect(404);
    await request(fx.stack.app).get(`/optimize/products/${OWNER}/${a.id}.jpg?w=256&f=webp`).expect(404);
    const audit = await fx.stack.db.collection('audit').where('action', '==', 'product.image.delete').get();
    expect(audit.size).toBe(1);
  });

  it('uses the last part of a comma-separated id', async () => {
    const a = await uploadOk(await photoJpeg(40, 30), 'a.jpg');
    await request(fx.stack.app).delete(`/api/products/${OWNER}/images/${encodeURIComponent(a.image.src)}`).set(fx.admin.auth).expect(200);
    expect(await ownerImages()).toEqual([]);
    // Kept for the upload's version (see above).
    expect(await storedNames('raw/')).toEqual([`raw/products/${OWNER}/${a.id}.jpg`]);
  });

  it('answers 404 for an unknown image or product', async () => {
    await request(fx.stack.app).delete(`/api/products/${OWNER}/images/nope`).set(fx.admin.auth).expect(404);
    await request(fx.stack.app).delete('/api/products/finnes-ikke/images/nope').set(fx.admin.auth).expect(404);
  });
});

describe('category image', () => {
  it('uploads one image; a replacement and DELETE keep the old files while the category\'s history shows them', async () => {
    const first = await upload(`/api/products/categories/${CATEGORY}/image`, await photoJpeg(200, 100, 4), 'kat.jpg').expect(201);
    const one = UploadedImageSchema.parse(first.body.data);
    expect(one.url).toBe(`/raw/categories/${CATEGORY}/${one.id}.jpg`);
    expect((await fx.stack.db.collection('products').doc(CATEGORY).get()).get('categoryImage')).toMatchObject({ id: one.id, isMain: true });

    const second = UploadedImageSchema.parse((await upload(`/api/products/categories/${CATEGORY}/image`, await photoPng(200, 100, 5), 'kat2.png').expect(201)).body.data);
    expect(second.id).not.toBe(one.id);
    const both = [`raw/categories/${CATEGORY}/${one.id}.jpg`, `raw/categories/${CATEGORY}/${second.id}.png`].sort();
    expect(await storedNames(`raw/categories/${CATEGORY}/`)).toEqual(both);

    await request(fx.stack.app).delete(`/api/products/categories/${CATEGORY}/image`).set(fx.admin.auth).expect(200);
    expect((await fx.stack.db.collection('products').doc(CATEGORY).get()).get('categoryImage')).toBeNull();
    expect(await storedNames('raw/')).toEqual(both);
    const versions = await fx.stack.db.collection('versions').where('itemKey', '==', `product/${CATEGORY}`).orderBy('at', 'desc').get();
    expect(versions.docs.map((d) => d.get('changedFields') as string[])).toEqual([['categoryImage'], ['categoryImage'], ['categoryImage'], []]);
    await request(fx.stack.app).delete(`/api/products/categories/${CATEGORY}/image`).set(fx.admin.auth).expect(404);
  });

  it('is only for top-level categories (404 for a product or an unknown id)', async () => {
    await upload(`/api/products/categories/${OWNER}/image`, await photoJpeg(20, 20), 'x.jpg').expect(404);
    await upload('/api/products/categories/finnes-ikke/image', await photoJpeg(20, 20), 'x.jpg').expect(404);
    expect(await storedNames('raw/')).toEqual([]);
  });
});

describe('every image mutation is admin-only', () => {
  it.each([
    ['anonymous', 401, null],
    ['a signed-in non-admin', 403, 'member'],
  ] as const)('%s gets %i and nothing changes', async (_who, status, who) => {
    const existing = await uploadOk(await photoJpeg(40, 30), 'a.jpg');
    const before = { images: await ownerImages(), raw: await storedNames('raw/'), optimized: await storedNames('optimized/') };
    const auditBefore = (await fx.stack.db.collection('audit').get()).size;
    const user = who ? fx.member : null;
    const jpeg = await photoJpeg(40, 30, 9);
    const calls = [
      () => upload(`/api/products/${OWNER}/images`, jpeg, 'b.jpg', user),
      () => upload(`/api/products/categories/${CATEGORY}/image`, jpeg, 'c.jpg', user),
      () => request(fx.stack.app).delete(`/api/products/categories/${CATEGORY}/image`),
      () => request(fx.stack.app).delete(`/api/products/${OWNER}/images/${existing.id}`),
      () => request(fx.stack.app).put(`/api/products/${OWNER}/images/main`).send({ imageId: existing.id }),
      () => request(fx.stack.app).put(`/api/products/${OWNER}/images/order`).send({ imageIds: [existing.id] }),
      () => request(fx.stack.app).patch(`/api/products/${OWNER}/images/${existing.id}`).send({ title: 'hacked' }),
    ];
    await withoutWarnings(async () => {
      for (const [i, call] of calls.entries()) {
        const req = call();
        if (user) req.set(user.auth);
        expect((await req).status, `call ${i}`).toBe(status);
      }
    });
    expect({ images: await ownerImages(), raw: await storedNames('raw/'), optimized: await storedNames('optimized/') }).toEqual(before);
    expect((await fx.stack.db.collection('products').doc(CATEGORY).get()).get('categoryImage')).toBeUndefined();
    expect((await fx.stack.db.collection('audit').get()).size).toBe(auditBefore);
  });
});

describe('GET /api/images', () => {
  it('lists every stored image with where it is used for an admin; 401/403 otherwise', async () => {
    const a = await uploadOk(await photoJpeg(40, 30), 'a.jpg');
    const c = UploadedImageSchema.parse((await upload(`/api/products/categories/${CATEGORY}/image`, await photoJpeg(40, 30, 2), 'k.jpg').expect(201)).body.data);
    const res = await request(fx.stack.app).get('/api/images').set(fx.admin.auth).expect(200);
    expect(res.body.data).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ key: a.image.src, alt_text: a.image.alt_text, usedIn: [{ kind: 'product', id: OWNER, title: 'Terrassemarkise', path: `/produkter/endre/${OWNER}`, state: 'live' }] }),
        expect.objectContaining({ key: c.image.src, alt_text: c.image.alt_text, usedIn: [{ kind: 'category', id: CATEGORY, title: 'Markiser', path: `/produkter/endre/${CATEGORY}`, state: 'live' }] }),
      ]),
    );
    await withoutWarnings(async () => {
      await request(fx.stack.app).get('/api/images').expect(401);
      await request(fx.stack.app).get('/api/images').set(fx.member.auth).expect(403);
    });
  });

  it('GET /api/images/health reports the blob store and sharp', async () => {
    const res = await request(fx.stack.app).get('/api/images/health').set(fx.admin.auth).expect(200);
    expect(res.body.data).toMatchObject({ status: true, details: { blobStore: { kind: 'local', result: 'ok' }, processor: { result: 'ok' } } });
    expect(res.headers['cache-control']).toBe('no-store');
    const anonymous = await request(fx.stack.app).get('/api/images/health').expect(200);
    expect(anonymous.body.data).toEqual({ status: true, message: 'OK' });
  });
});
