import { Storage } from '@google-cloud/storage';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGcsStandIn, type GcsStandIn } from '../../../test/gcs-stand-in';
import { blobStoreContract } from '../../../test/blob-store-contract';
import { CloudBlobStore } from './cloud-blob-store';

// The real @google-cloud/storage client (the one firebase-admin's bucket() returns) against a
// local stand-in of the JSON API on a free port: docs/decisions/071-gcs-json-api-stand-in.md.
let gcs: GcsStandIn;

beforeAll(async () => {
  gcs = await startGcsStandIn();
});

afterAll(async () => {
  expect(gcs.unknown, 'calls the GCS stand-in does not implement').toEqual([]);
  await gcs.stop();
});

function bucket() {
  return new Storage({ apiEndpoint: gcs.apiEndpoint, projectId: 'demo-rms', retryOptions: { autoRetry: false } }).bucket(gcs.bucket);
}

blobStoreContract('CloudBlobStore', async () => {
  gcs.objects.clear();
  return new CloudBlobStore(bucket());
});

describe('CloudBlobStore, beyond the contract', () => {
  it('writes each object at its exact bucket path, with its content type and the immutable cache header', async () => {
    gcs.objects.clear();
    const store = new CloudBlobStore(bucket());
    await store.put('raw/products/markiser/abc123.jpg', Buffer.from('jpeg bytes'), 'image/jpeg');
    expect([...gcs.objects.keys()]).toEqual(['raw/products/markiser/abc123.jpg']);
    expect(gcs.objects.get('raw/products/markiser/abc123.jpg')).toMatchObject({ contentType: 'image/jpeg', cacheControl: 'public, max-age=31536000, immutable' });
    expect(gcs.objects.get('raw/products/markiser/abc123.jpg')?.data.toString()).toBe('jpeg bytes');
  });

  it('fails a ping when the bucket does not exist', async () => {
    const gone = new Storage({ apiEndpoint: gcs.apiEndpoint, projectId: 'demo-rms', retryOptions: { autoRetry: false } }).bucket('no-such-bucket');
    await expect(new CloudBlobStore(gone).ping()).rejects.toThrow();
  });
});
