import { DEFAULT_IMAGE_QUALITY, IMAGE_WIDTHS, VARIANT_WIDTHS } from '@rms/schema/image-widths';

/** An empty source gives the default icon. */
export const DEFAULT_IMAGE_SRC = '/favicon-32x32.png';
/** What a product or project without images shows. */
export const NOT_FOUND_IMAGE_SRC = '/image/not_found.jpg';

export type VariantFormat = 'webp' | 'avif' | 'jpg' | 'jpeg' | 'png';

/** The optimizer serves widths only (no heights): it refuses anything outside its closed set. */
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

/** `srcset` over every variant width, or undefined when the source has no variants. */
export function imageSrcSet(src: string | null | undefined, f: VariantFormat = 'webp'): string | undefined {
  if (!isStoredImage(src)) return undefined;
  return VARIANT_WIDTHS.map((w) => `${optimizedUrl(src, { w, f })} ${w}w`).join(', ');
}
