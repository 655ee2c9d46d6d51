import type { ResponseRecord } from './chunks';

/**
 * The original behind a stored image's address: `/optimize/<path>?w=…` and `/raw/<path>` both name
 * `raw/<path>` in the bucket; anything else (site assets such as logos) is its own original.
 */
export function originalPath(url: string): string | null {
  const { pathname } = new URL(url, 'http://x');
  const match = /^\/(optimize|raw)\/(.+)$/.exec(pathname);
  return match ? `/raw/${match[2]}` : null;
}

export function isImageResponse(r: ResponseRecord): boolean {
  const { pathname } = new URL(r.url, 'http://x');
  return r.type === 'image' || r.contentType.startsWith('image/') || /^\/(optimize|raw)\//.test(pathname);
}

export interface ImageTally {
  /** Image responses the page received (successful ones). */
  count: number;
  /** Their bytes. */
  bytes: number;
  /** Of those, the stored images (served by /optimize or /raw). */
  storedCount: number;
  storedBytes: number;
  /** Bytes of the distinct originals behind the stored images. */
  originalsBytes: number;
  /** Originals whose size could not be fetched (not counted in originalsBytes). */
  missingOriginals: number;
  /** Site assets (logos, icons, placeholders): no original to compare with. */
  assetBytes: number;
}

/** Sums what a visitor downloaded against what the originals weigh (`originalSizes` by original path). */
export function tallyImages(responses: ResponseRecord[], originalSizes: ReadonlyMap<string, number>): ImageTally {
  const images = responses.filter((r) => r.status < 400 && isImageResponse(r));
  const tally: ImageTally = { count: images.length, bytes: 0, storedCount: 0, storedBytes: 0, originalsBytes: 0, missingOriginals: 0, assetBytes: 0 };
  const originals = new Set<string>();
  for (const r of images) {
    tally.bytes += r.bytes;
    const original = originalPath(r.url);
    if (!original) {
      tally.assetBytes += r.bytes;
      continue;
    }
    tally.storedCount += 1;
    tally.storedBytes += r.bytes;
    originals.add(original);
  }
  for (const original of originals) {
    const size = originalSizes.get(original);
    if (size === undefined) tally.missingOriginals += 1;
    else tally.originalsBytes += size;
  }
  return tally;
}

/** The distinct originals behind a page's stored images, to fetch once each. */
export function originalsOf(responses: ResponseRecord[]): string[] {
  return [...new Set(responses.filter((r) => r.status < 400 && isImageResponse(r)).flatMap((r) => originalPath(r.url) ?? []))];
}
