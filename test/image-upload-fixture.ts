import { ImageSchema, UploadedImageSchema, type Image, type UploadedImage } from '@rms/schema';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { LocalBlobStore } from '../functions/src/adapters/local-blob-store';
import { clearCollections, createTestStack, userWithRole, type TestStack, type TestUser } from './api-helpers';

/** What an image-upload test file works with; filled in by the fixture's beforeAll. */
export interface ImageUploadFixture<S extends LocalBlobStore> {
  stack: TestStack;
  blobs: S;
  admin: TestUser;
  member: TestUser;
  /** POST a multipart `file` to `path` as `user` (null: anonymous). */
  upload(path: string, data: Buffer, filename: string, user?: TestUser | null, contentType?: string): request.Test;
  /** An admin's upload that must succeed (201); its answer, parsed. */
  uploadOk(path: string, data: Buffer, filename: string): Promise<UploadedImage>;
  /** The `images` of a stored product or project, parsed. */
  imagesOf(collection: 'products' | 'projects', id: string): Promise<Image[]>;
  /** Names of the stored blobs under a prefix. */
  storedNames(prefix: string): Promise<string[]>;
}

export interface ImageUploadFixtureOptions<S extends LocalBlobStore> {
  /** The bucket, in a folder of the stack's own; e.g. one whose hook runs the storage trigger. */
  makeStore?: (dir: string) => S;
  /** Emptied before each test, as are raw/ and optimized/ in the bucket. */
  collections: string[];
  /** Writes each test's starting documents (after the clean-up). */
  seed?: (stack: TestStack) => Promise<void>;
}

/**
 * The one set-up of the image-upload API tests (product and project images): the app in-process with a
 * local bucket, an admin and a signed-in non-admin, a clean bucket and collections before each test, and
 * the helpers those tests share. Call it once at the top of a test file.
 */
export function useImageUploadFixture<S extends LocalBlobStore = LocalBlobStore>({
  makeStore = (dir) => new LocalBlobStore(dir) as S,
  collections,
  seed,
}: ImageUploadFixtureOptions<S>): ImageUploadFixture<S> {
  const fixture = {
    upload(path, data, filename, user = fixture.admin, contentType = 'application/octet-stream') {
      const req = request(fixture.stack.app).post(path);
      if (user) req.set(user.auth);
      return req.attach('file', data, { filename, contentType });
    },
    async uploadOk(path, data, filename) {
      const res = await fixture.upload(path, data, filename).expect(201);
      return UploadedImageSchema.parse(res.body.data);
    },
    async imagesOf(collection, id) {
      const snap = await fixture.stack.db.collection(collection).doc(id).get();
      return (snap.get('images') as unknown[]).map((i) => ImageSchema.parse(i));
    },
    async storedNames(prefix) {
      return (await fixture.blobs.list(prefix)).map((b) => b.name);
    },
  } as ImageUploadFixture<S>;

  beforeAll(async () => {
    fixture.stack = await createTestStack({ blobsIn: (folder) => (fixture.blobs = makeStore(folder)) });
    fixture.admin = await userWithRole(fixture.stack.db, 'image-admin@example.com', 'admin');
    fixture.member = await userWithRole(fixture.stack.db, 'image-member@example.com', 'user');
  });

  afterAll(async () => {
    await fixture.blobs?.deletePrefix('');
    await fixture.stack?.cleanup();
  });

  beforeEach(async () => {
    await clearCollections(fixture.stack.db, ...collections);
    await fixture.blobs.deletePrefix('raw/');
    await fixture.blobs.deletePrefix('optimized/');
    await seed?.(fixture.stack);
  });

  return fixture;
}

/** Runs `fn` without the warnings the API logs for refusals a test provokes on purpose. */
export async function withoutWarnings<T>(fn: () => Promise<T>): Promise<T> {
  const warn = console.warn;
  console.warn = () => {};
  try {
    return await fn();
  } finally {
    console.warn = warn;
  }
}
