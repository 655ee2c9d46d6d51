import type { BlobInfo, BlobStore, StoredBlob } from './blob-store';
import type { storageBucket } from './firebase';

type Bucket = ReturnType<typeof storageBucket>;

/** Cloud Storage through the Admin SDK (production, or the official Storage emulator). */
export class CloudBlobStore implements BlobStore {
  readonly kind = 'cloud-storage' as const;
  constructor(private readonly bucket: Bucket) {}

  async put(path: string, data: Buffer, contentType: string): Promise<void> {
    await this.bucket.file(path).save(data, { contentType, resumable: false, metadata: { cacheControl: 'public, max-age=31536000, immutable' } });
  }

  async get(path: string): Promise<StoredBlob | null> {
    const file = this.bucket.file(path);
    try {
      const [[data], [meta]] = await Promise.all([file.download(), file.getMetadata()]);
      return { data, size: data.length, contentType: meta.contentType ?? 'application/octet-stream', etag: `"${meta.etag ?? meta.md5Hash ?? ''}"` };
    } catch (e) {
      if ((e as { code?: number }).code === 404) return null;
      throw e;
    }
  }

  async exists(path: string): Promise<boolean> {
    const [exists] = await this.bucket.file(path).exists();
    return exists;
  }

  async delete(path: string): Promise<void> {
    await this.bucket.file(path).delete({ ignoreNotFound: true });
  }

  async deletePrefix(prefix: string): Promise<void> {
    await this.bucket.deleteFiles({ prefix, force: true });
  }

  async list(prefix: string): Promise<BlobInfo[]> {
    const [files] = await this.bucket.getFiles({ prefix });
    return files.map((f) => ({
      name: f.name,
      size: Number(f.metadata.size ?? 0),
      timeCreated: String(f.metadata.timeCreated ?? new Date(0).toISOString()),
    }));
  }

  async ping(): Promise<void> {
    await this.bucket.getMetadata();
  }
}
