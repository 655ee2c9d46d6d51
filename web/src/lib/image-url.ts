import { DEFAULT_IMAGE_QUALITY, IMAGE_WIDTHS, SHARE_CROP, VARIANT_WIDTHS } from '@rms/schema/image-widths';

/** An empty source gives the default icon. */
export const DEFAULT_IMAGE_SRC = '/favicon-32x32.png';
/** What a product or project without images shows. */
export const NOT_FOUND_IMAGE_SRC = '/image/not_found.jpg';

export type VariantFormat = 'webp' | 'avif' | 'jpg' | 'jpeg' | 'png';

/** The optimizer serves widths only (its one height is the share crop, shareCropUrl): it refuses anything outside its closed set. */
export interface VariantOptions {
  w?: number;
  f?: VariantFormat;
}

const ABSOLUTE = /^https?:\/\//i;
/** Sources the browser can load directly: local assets, upload previews. */
const DIRECT = /^(\/|blob:|data:)/i;

/** True for a source stored in the bucket (`products,abc,x1.jpg`), which /raw and /optimize serve. */
export function isStoredImage(src: string | null | undefined): src is string {
  const s = src?.trim() ?? '';
  return s !== '' && !ABSOLUTE.test(s) && !DIRECT.test(s);
}

/** `products,abc,x1.jpg` → `products/abc/x1.jpg`: commas are folder separators. */
function storagePath(src: string): string {
  return src
    .trim()
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map(encodeURIComponent)
    .join('/');
}

/**
 * The original's address: http(s) as is; empty → the default icon;
 * otherwise under /raw/ with commas as folders.
 */
export function imageUrl(src: string | null | undefined): string {
  const s = src?.trim() ?? '';
  if (s === '') return DEFAULT_IMAGE_SRC;
  if (ABSOLUTE.test(s) || DIRECT.test(s)) return s;
  return `/raw/${storagePath(s)}`;
}

/** The optimizer serves the fixed variant widths only (VARIANT_WIDTHS): round up to the next one, at most the largest. */
export function variantWidth(w: number): number {
  return VARIANT_WIDTHS.find((allowed) => allowed >= w) ?? IMAGE_WIDTHS.large;
}

/**
 * A variant from the optimizer, `/optimize/<path>?w&h&f&q=80`; `f` is omitted for jpg.
 * Sources that are not stored images have no variants: their own address is returned.
 */
export function optimizedUrl(src: string | null | undefined, { w, f = 'webp' }: VariantOptions = {}): string {
  if (!isStoredImage(src)) return imageUrl(src);
  const query = new URLSearchParams();
  if (w) query.set('w', String(variantWidth(w)));
  if (f !== 'jpg' && f !== 'jpeg') query.set('f', f);
  query.set('q', String(DEFAULT_IMAGE_QUALITY));
  return `/optimize/${storagePath(src)}?${query.toString()}`;
}

/**
 * A stored picture as the 1200×630 share image, cut on the server around its focal point (fractions
 * from the top left). The URL carries the focus on the optimizer's 5 % grid, so moving the focus
 * gives a new address (the CDN's copy of the old crop is simply no longer asked for); decision 131.
 */
export function shareCropUrl(src: string, focus: { x: number; y: number }): string {
  const grid = (v: number) => Math.round((v * 100) / SHARE_CROP.focusStep) * SHARE_CROP.focusStep;
  return `/optimize/${storagePath(src)}?w=${SHARE_CROP.width}&h=${SHARE_CROP.height}&f=jpg&fx=${grid(focus.x)}&fy=${grid(focus.y)}&q=${DEFAULT_IMAGE_QUALITY}`;
}

/** `srcset` over every variant width, or undefined when the source has no variants. */
export function imageSrcSet(src: string | null | undefined, f: VariantFormat = 'webp'): string | undefined {
  if (!isStoredImage(src)) return undefined;
  return VARIANT_WIDTHS.map((w) => `${optimizedUrl(src, { w, f })} ${w}w`).join(', ');
}
