import { request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { UploadedImageSchema, type UploadedImage } from '@rms/schema';
import sharp from 'sharp';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clearCollections, createTestStack, userWithRole, type TestStack, type TestUser } from '../../../test/api-helpers';
import { animatedGif, decode, hasGps, jpegWithGps, photoPng, photoWebp } from '../../../test/image-fixtures';
import { LocalBlobStore } from '../adapters/local-blob-store';

/** A bucket without the trigger hook: every variant here is built on request by /optimize. */
class CountingStore extends LocalBlobStore {
  readonly puts = new Map<string, number>();
  override async put(path: string, data: Buffer) {
    this.puts.set(path, (this.puts.get(path) ?? 0) + 1);
    await super.put(path, data);
  }
}

let stack: TestStack;
let blobs: CountingStore;
let admin: TestUser;
let server: Server;
const OWNER = 'hytte-pa-hadeland';
const images: Record<'jpeg' | 'png' | 'gif' | 'webp', UploadedImage> = {} as never;
const pathOf = (u: UploadedImage) => u.url.slice('/raw/'.length);

beforeAll(async () => {
  stack = await createTestStack({ blobsIn: (folder) => (blobs = new CountingStore(folder)) });
  await clearCollections(stack.db, 'projects', 'audit');
  admin = await userWithRole(stack.db, 'image-admin@example.com', 'admin');
  const now = new Date().toISOString();
  await stack.db.collection('projects').doc(OWNER).set({ title: 'Hytte på Hadeland', description: '', images: [], draft: false, created_at: now, modified_at: now });
  const sources: [keyof typeof images, Buffer, string][] = [
    ['jpeg', await jpegWithGps(1600, 1200), 'a.jpg'],
    ['png', await photoPng(700, 500), 'b.png'],
    ['gif', await animatedGif(320, 240, 3), 'c.gif'],
    ['webp', await photoWebp(900, 600), 'd.webp'],
  ];
  for (const [format, data, name] of sources) {
    const res = await request(stack.app).post(`/api/projects/${OWNER}/images`).set(admin.auth).attach('file', data, name).expect(201);
    images[format] = UploadedImageSchema.parse(res.body.data);
  }
  server = stack.app.listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
});

afterAll(async () => {
  await new Promise((r) => server.close(r));
  await blobs.deletePrefix('');
  await stack.cleanup();
});

describe('GET /raw/<path>', () => {
  it('serves the stored original, immutable, with an ETag, and 304 for If-None-Match', async () => {
    const res = await request(stack.app).get(images.png.url).expect(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, s-maxage=86400, immutable');
    const etag = String(res.headers.etag);
    expect(etag).toMatch(/^"/);
    expect(await decode(res.body as Buffer)).toMatchObject({ format: 'png', width: 700, height: 500 });
    await request(stack.app).get(images.png.url).set('If-None-Match', etag).expect(304);
    await request(stack.app).get(images.png.url).set('If-None-Match', '"something-else"').expect(200);
  });

  it('accepts the comma form of a src and answers 404 for an unknown image', async () => {
    await request(stack.app).get(`/raw/${images.jpeg.image.src}`).expect(200);
    await request(stack.app).get(`/raw/projects/${OWNER}/finnesikke.jpg`).expect(404);
    await request(stack.app).get('/raw/backups/backup-1.json').expect(404);
  });

  it('carries no EXIF or GPS in the original of a camera JPEG', async () => {
    const res = await request(stack.app).get(images.jpeg.url).expect(200);
    const meta = await decode(res.body as Buffer);
    expect(meta.exif).toBeUndefined();
    expect(hasGps(meta.exif)).toBe(false);
    // Orientation 6 was applied: 1600×1200 landscape pixels are stored as 1200×1600.
    expect([meta.width, meta.height, meta.orientation]).toEqual([1200, 1600, undefined]);
  });
});

describe('GET /optimize/<path>?w=&h=&f=&q=', () => {
  const cases: [keyof typeof images, string, { format: string; width: number; pages?: number }][] = [
    ['jpeg', 'w=256&f=webp&q=80', { format: 'webp', width: 256 }],
    ['jpeg', 'w=512&q=80', { format: 'jpeg', width: 512 }],
    ['jpeg', 'w=1024&f=avif&q=80', { format: 'heif', width: 1024 }],
    ['jpeg', 'w=1500&f=webp', { format: 'webp', width: 1200 }],
    ['jpeg', 'w=1024&f=jpg', { format: 'jpeg', width: 1024 }],
    ['png', 'w=512&f=webp&q=80', { format: 'webp', width: 512 }],
    ['png', 'w=256', { format: 'png', width: 256 }],
    ['png', 'w=1024&f=webp', { format: 'webp', width: 700 }],
    ['webp', 'w=256&f=webp', { format: 'webp', width: 256 }],
    ['webp', 'w=512&f=jpeg', { format: 'jpeg', width: 512 }],
    ['webp', 'w=512&f=png', { format: 'png', width: 512 }],
    ['gif', 'w=256', { format: 'gif', width: 256, pages: 3 }],
    ['gif', 'w=256&f=webp', { format: 'webp', width: 256, pages: 3 }],
    ['gif', 'w=256&f=png', { format: 'png', width: 256 }],
    ['gif', 'w=512&f=jpeg', { format: 'jpeg', width: 320 }],
  ];

  it.each(cases)('%s original, ?%s decodes to the asked format and width', async (source, query, expected) => {
    const res = await request(stack.app).get(`/optimize/${pathOf(images[source])}?${query}`).expect(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, s-maxage=86400, immutable');
    const meta = await decode(res.body as Buffer);
    expect(meta.format).toBe(expected.format);
    expect(meta.width).toBe(expected.width);
    if (expected.pages) expect(meta.pages).toBe(expected.pages);
    expect(meta.exif).toBeUndefined();
    const contentType = String(res.headers['content-type']);
    expect(contentType).toBe(expected.format === 'heif' ? 'image/avif' : `image/${expected.format}`);
  });

  it('keeps the variant under optimized/<path-without-ext>/ and answers 304 for its ETag', async () => {
    const url = `/optimize/${pathOf(images.webp)}?w=256&f=webp&q=80`;
    const first = await request(stack.app).get(url).expect(200);
    expect(await blobs.exists(`optimized/projects/${OWNER}/${images.webp.id}/w256-q80.webp`)).toBe(true);
    await request(stack.app).get(url).set('If-None-Match', String(first.headers.etag)).expect(304);
  });

  it('builds a variant once when many first requests arrive together', async () => {
    const url = `/optimize/${pathOf(images.jpeg)}?w=1024&f=png&q=80`;
    const key = `optimized/projects/${OWNER}/${images.jpeg.id}/w1024-q80.png`;
    expect(await blobs.exists(key)).toBe(false);
    const responses = await Promise.all(Array.from({ length: 8 }, () => request(stack.app).get(url)));
    expect(responses.map((r) => r.status)).toEqual(Array(8).fill(200));
    expect(new Set(responses.map((r) => r.headers.etag)).size).toBe(1);
    expect(blobs.puts.get(key)).toBe(1);
  });

  it('is never larger than the original when only re-encoding at the same size and format', async () => {
    for (const image of Object.values(images)) {
      const original = await request(stack.app).get(image.url).expect(200);
      const same = await request(stack.app).get(`/optimize/${pathOf(image)}?q=80`).expect(200);
      expect((same.body as Buffer).length, image.url).toBeLessThanOrEqual((original.body as Buffer).length);
    }
  });

  it.each(['q=37', 'w=300', 'h=77', 'junk=1', 'w=256&h=256', 'q=95', 'w=4000', 'w=256&f=webp&q=80&v=2'])('serves a closed set: ?%s is a 400 and creates no stored variant', async (query) => {
    const before = await blobs.list('optimized/');
    const res = await request(stack.app).get(`/optimize/${pathOf(images.png)}?${query}`).expect(400);
    expect(res.body.error.code).toBe('VALIDATION_FAILED');
    expect(res.headers['cache-control']).toMatch(/max-age=/);
    expect(await blobs.list('optimized/')).toEqual(before);
  });

  it('answers 400 for a bad query and 404 for an unknown original', async () => {
    for (const query of ['f=tiff', 'f=svg', 'f=gif', 'w=abc', 'w=-5', 'q=x', 'w=256&w=512']) {
      const res = await request(stack.app).get(`/optimize/${pathOf(images.png)}?${query}`);
      expect(res.status, query).toBe(400);
    }
    await request(stack.app).get(`/optimize/projects/${OWNER}/finnesikke.jpg?w=256&f=webp`).expect(404);
    expect(await blobs.list(`optimized/projects/${OWNER}/finnesikke/`)).toEqual([]);
  });
});

/** 1000×1000: the top quarter red (an awning at the top of the photo), the rest blue. */
function redTopQuarterPng(): Promise<Buffer> {
  const red = { create: { width: 1000, height: 250, channels: 3, background: '#ff0000' } } as const;
  return sharp({ create: { width: 1000, height: 1000, channels: 3, background: '#0000ff' } })
    .composite([{ input: { ...red }, top: 0, left: 0 }])
    .png()
    .toBuffer();
}

/** The colour of pixel row `y` at the middle of a decoded image: 'red', 'blue' or 'mixed'. */
async function rowColour(data: Buffer, y: number): Promise<string> {
  const { data: px, info } = await sharp(data).raw().toBuffer({ resolveWithObject: true });
  const i = (y * info.width + Math.floor(info.width / 2)) * info.channels;
  const [r, , b] = [px[i]!, px[i + 1]!, px[i + 2]!];
  return r > 200 && b < 60 ? 'red' : b > 200 && r < 60 ? 'blue' : 'mixed';
}

describe('GET /optimize/<path>?w=1200&h=630&f=jpg&fx=&fy= (the share image at its focal point)', () => {
  let twoTone: UploadedImage;
  beforeAll(async () => {
    const res = await request(stack.app).post(`/api/projects/${OWNER}/images`).set(admin.auth).attach('file', await redTopQuarterPng(), 'markise.png').expect(201);
    twoTone = UploadedImageSchema.parse(res.body.data);
  });
  const share = (fx: number, fy: number) => `/optimize/${pathOf(twoTone)}?w=1200&h=630&f=jpg&fx=${fx}&fy=${fy}&q=80`;

  it('is exactly 1200×630 JPEG and, with the focus at the top, keeps the top of the picture', async () => {
    const res = await request(stack.app).get(share(50, 0)).expect(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, s-maxage=86400, immutable');
    expect(await decode(res.body as Buffer)).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
    // Scaled to 1200×1200 to cover, the red quarter is rows 0–299: cut from the top, they stay.
    expect(await rowColour(res.body as Buffer, 5)).toBe('red');
    expect(await rowColour(res.body as Buffer, 280)).toBe('red');
    expect(await rowColour(res.body as Buffer, 620)).toBe('blue');
    expect(await blobs.exists(`optimized/projects/${OWNER}/${twoTone.id}/w1200-h630-fx50-fy0-q80.jpg`)).toBe(true);
  });

  it('cuts the middle for a centred focus and the bottom for a focus at the bottom', async () => {
    const centred = (await request(stack.app).get(share(50, 50)).expect(200)).body as Buffer;
    // Rows 285–914 of 1200: only the first 15 rows are still red.
    expect(await rowColour(centred, 100)).toBe('blue');
    const bottom = (await request(stack.app).get(share(50, 100)).expect(200)).body as Buffer;
    expect(await rowColour(bottom, 5)).toBe('blue');
  });

  it.each([
    ['w=1200&h=630&f=jpg&fx=33&fy=0', 'fx'],
    ['w=1200&h=630&f=jpg&fx=50&fy=101', 'fy'],
    ['w=1200&h=630&f=jpg&fx=50', 'fy'],
    ['w=1200&h=630&f=webp&fx=50&fy=0', 'f'],
    ['w=1024&h=630&f=jpg&fx=50&fy=0', 'w'],
    ['w=1200&h=600&f=jpg&fx=50&fy=0', 'h'],
    ['w=1200&f=jpg', 'w'],
    ['w=1024&fx=50&fy=50', 'fx'],
  ])('?%s is a 400 naming %s, and nothing is built', async (query, field) => {
    const before = await blobs.list('optimized/');
    const res = await request(stack.app).get(`/optimize/${pathOf(twoTone)}?${query}`).expect(400);
    expect(res.body.error.code).toBe('VALIDATION_FAILED');
    expect(res.body.error.message).toMatch(new RegExp(`\\b${field}: `));
    expect(await blobs.list('optimized/')).toEqual(before);
  });
});

/** Sends the path byte for byte (supertest would normalise `..` away before it reached the app). */
function rawGet(path: string): Promise<number> {
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, method: 'GET' }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', reject);
    req.end();
  });
}

describe('path traversal', () => {
  const attempts = [
    '../../etc/passwd',
    `projects/${OWNER}/../../../backups/backup.json`,
    '..%2f..%2fetc%2fpasswd',
    '%2e%2e/%2e%2e/etc/passwd',
    '%2E%2E%2F%2E%2E%2Fetc%2Fpasswd.jpg',
    '%252e%252e/%252e%252e/etc/passwd.jpg',
    'projects\\..\\..\\etc\\passwd.jpg',
    'projects%5c..%5c..%5cx.jpg',
    '/etc/passwd.jpg',
    '%2fetc%2fpasswd.jpg',
    `projects/${OWNER}/x.jpg%00.png`,
    '..,..,etc,passwd.jpg',
    'projects/%zz/x.jpg',
  ];

  it.each(attempts)('/raw/%s → 400', async (attempt) => {
    expect(await rawGet(`/raw/${attempt}`)).toBe(400);
  });

  it.each(attempts)('/optimize/%s → 400', async (attempt) => {
    expect(await rawGet(`/optimize/${attempt}?w=256&f=webp`)).toBe(400);
  });
});
