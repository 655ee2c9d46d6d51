import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rm, stat, writeFile, rename } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import type { BlobInfo, BlobStore, StoredBlob } from './blob-store';

const TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
  json: 'application/json',
};

/**
 * A folder standing in for the Storage bucket in the offline stack. `onPut` is called after each
 * write, the way Cloud Storage fires onObjectFinalized (the image-variant trigger hooks in there).
 */
export class LocalBlobStore implements BlobStore {
  readonly kind = 'local' as const;
  private readonly root: string;

  constructor(
    root: string,
    private readonly onPut?: (path: string) => Promise<void>,
  ) {
    this.root = resolve(root);
  }

  private file(path: string): string {
    const full = resolve(this.root, path);
    if (full !== this.root && !full.startsWith(this.root + sep)) throw new Error(`Path escapes the store: ${path}`);
    return full;
  }

  async put(path: string, data: Buffer): Promise<void> {
    const full = this.file(path);
    await mkdir(dirname(full), { recursive: true });
    // Write then rename: a reader never sees half a file.
    const tmp = `${full}.${process.pid}.${Date.now()}.tmp`;
    await writeFile(tmp, data);
    await rename(tmp, full);
    if (this.onPut) await this.onPut(path);
  }

  async get(path: string): Promise<StoredBlob | null> {
    try {
      const data = await readFile(this.file(path));
      const ext = path.split('.').pop()?.toLowerCase() ?? '';
      return {
        data,
        size: data.length,
        contentType: TYPES[ext] ?? 'application/octet-stream',
        etag: `"${createHash('sha1').update(data).digest('base64url')}"`,
      };
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw e;
    }
  }

  async exists(path: string): Promise<boolean> {
    try {
      return (await stat(this.file(path))).isFile();
    } catch {
      return false;
    }
  }

  async delete(path: string): Promise<void> {
    await rm(this.file(path), { force: true });
  }

  async deletePrefix(prefix: string): Promise<void> {
    for (const blob of await this.list(prefix)) await this.delete(blob.name);
  }

  async list(prefix: string): Promise<BlobInfo[]> {
    const out: BlobInfo[] = [];
    const walk = async (dir: string): Promise<void> => {
      let entries;
      try {
        entries = await readdir(dir, { withFileTypes: true });
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code === 'ENOENT') return;
        throw e;
      }
      for (const entry of entries) {
        const full = join(dir, entry.name);
        if (entry.isDirectory()) await walk(full);
        else if (!entry.name.endsWith('.tmp')) {
          const name = relative(this.root, full).split(sep).join('/');
          if (name.startsWith(prefix)) {
            const s = await stat(full);
            out.push({ name, size: s.size, timeCreated: s.birthtime.toISOString() });
          }
        }
      }
    };
    const base = prefix.includes('/') ? prefix.slice(0, prefix.lastIndexOf('/')) : '';
    await walk(this.file(base));
    return out.sort((a, b) => a.name.localeCompare(b.name));
  }

  async ping(): Promise<void> {
    await mkdir(this.root, { recursive: true });
    await stat(this.root);
  }
}
