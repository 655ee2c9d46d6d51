/**
 * Where files live: Cloud Storage in production, a local folder in the offline stack.
 * Paths are bucket-relative and use '/' (raw/products/<owner>/<id>.jpg, optimized/..., backups/...).
 */
export interface StoredBlob {
  data: Buffer;
  contentType: string;
  etag: string;
  size: number;
}

export interface BlobInfo {
  name: string;
  size: number;
  timeCreated: string;
}

export interface BlobStore {
  readonly kind: 'cloud-storage' | 'local';
  put(path: string, data: Buffer, contentType: string): Promise<void>;
  get(path: string): Promise<StoredBlob | null>;
  exists(path: string): Promise<boolean>;
  delete(path: string): Promise<void>;
  /** Deletes every blob whose name starts with prefix. */
  deletePrefix(prefix: string): Promise<void>;
  list(prefix: string): Promise<BlobInfo[]>;
  /** Throws when the store cannot be reached. */
  ping(): Promise<void>;
}
