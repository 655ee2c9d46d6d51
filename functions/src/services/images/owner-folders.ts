import type { BlobStore } from '../../adapters/blob-store';

/** The storage folders of an image owner (its originals and variants): deleted with the owner. */

/** The folders holding an owner's images: originals under raw/, variants under optimized/. */
export function ownerBlobPrefixes(kind: 'products' | 'categories' | 'projects', id: string): string[] {
  return [`raw/${kind}/${id}/`, `optimized/${kind}/${id}/`];
}

/**
 * Deletes the blobs under `prefixes` once the documents are gone. The documents are the truth:
 * a blob that cannot be deleted now is an orphan (logged), not a reason to fail the request.
 */
export async function deleteBlobPrefixes(blobs: BlobStore, prefixes: string[]): Promise<void> {
  const results = await Promise.allSettled(prefixes.map((p) => blobs.deletePrefix(p)));
  results.forEach((r, i) => {
    if (r.status === 'rejected') console.warn(`[blobs] could not delete ${prefixes[i]}: ${String(r.reason)}`);
  });
}
