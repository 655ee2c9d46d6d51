import {
  DEFAULT_IMAGE_QUALITY,
  IMAGE_STORAGE_KINDS,
  type ImageStorageKind,
  type OptimizeQuery,
} from '@rms/schema';
import type { OutputFormat, SourceFormat } from '../../adapters/image-processor';
import { NotFoundError, ValidationError } from '../../errors';

/** File extensions of stored originals and the format each one holds. */
export const SOURCE_EXTENSIONS: Record<string, SourceFormat> = { jpg: 'jpeg', jpeg: 'jpeg', png: 'png', gif: 'gif', webp: 'webp' };
/** The extension an original of each format is stored under. */
export const EXTENSION_OF: Record<SourceFormat, string> = { jpeg: 'jpg', png: 'png', gif: 'gif', webp: 'webp' };
export const OUTPUT_EXTENSION: Record<OutputFormat, string> = { jpeg: 'jpg', png: 'png', gif: 'gif', webp: 'webp', avif: 'avif' };
export const CONTENT_TYPE: Record<OutputFormat, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
};

/** An original in the bucket, e.g. raw/products/markiser/k3x9a1b2c3d4.jpg. */
export interface MediaPath {
  /** Bucket path of the original: `raw/<relative>`. */
  storagePath: string;
  /** products/markiser/k3x9a1b2c3d4.jpg */
  relative: string;
  /** products/markiser/k3x9a1b2c3d4 (the variants' folder under optimized/) */
  stem: string;
  kind: ImageStorageKind;
  format: SourceFormat;
}

const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,199}$/;

function traversal(): never {
  throw new ValidationError('Invalid image path');
}

/**
 * Parses the part of a /raw/ or /optimize/ URL after the prefix, as it came over the wire
 * (still percent-encoded). Anything that could leave the image folders — `..` in any encoding,
 * backslashes, absolute paths, NUL bytes, double encoding — is a 400; a clean path that names
 * no stored original kind or extension is a 404. A comma in a path is a folder separator, as in the stored `src` of older content.
 */
export function parseMediaPath(encoded: string): MediaPath {
  if (encoded.length === 0 || encoded.length > 1000) traversal();
  let decoded: string;
  try {
    decoded = decodeURIComponent(encoded);
  } catch {
    return traversal();
  }
  // A '%' left after one decode is double encoding (%252e%252e); nothing we store has one.
  if (/[\\\0%]/.test(decoded) || decoded.startsWith('/') || /^[a-z]:/i.test(decoded)) traversal();
  const segments = decoded.replaceAll(',', '/').split('/');
  if (segments.length < 2 || segments.length > 4) {
    if (segments.some((s) => s === '..' || s === '.' || s === '')) traversal();
    throw new NotFoundError('No such image');
  }
  for (const s of segments) if (!SEGMENT.test(s) || s === '..' || s === '.') traversal();
  const [kind] = segments as [string];
  if (!(IMAGE_STORAGE_KINDS as readonly string[]).includes(kind)) throw new NotFoundError('No such image');
  const file = segments.at(-1)!;
  const dot = file.lastIndexOf('.');
  const format = dot > 0 ? SOURCE_EXTENSIONS[file.slice(dot + 1).toLowerCase()] : undefined;
  if (!format) throw new NotFoundError('No such image');
  const relative = segments.join('/');
  return { storagePath: `raw/${relative}`, relative, stem: relative.slice(0, relative.lastIndexOf('.')), kind: kind as ImageStorageKind, format };
}

/** The original behind a stored image `src` (`products,<owner>,<id>.jpg`); null for http(s) or foreign sources. */
export function mediaPathOfSrc(src: string): MediaPath | null {
  if (!src || /^https?:\/\//i.test(src)) return null;
  const cleaned = src.replace(/^\/?raw[/,]/, '');
  try {
    return parseMediaPath(encodeURI(cleaned));
  } catch {
    return null;
  }
}

export interface VariantSpec {
  /** Bounding box after snapping; null = unbounded (the original's size). */
  width: number | null;
  height: number | null;
  format: OutputFormat;
  quality: number;
  /**
   * Exactly width × height, cut around this point (fractions from the top left) after scaling to
   * cover the box: the share image's crop at its focal point. Absent: fit inside the box.
   */
  crop?: { x: number; y: number } | undefined;
}

/** What a (validated, closed-set) /optimize query asks for. `f` absent = the original's format. */
export function variantSpecOf(query: OptimizeQuery, source: MediaPath): VariantSpec {
  const format: OutputFormat = query.f === undefined ? source.format : query.f === 'jpg' ? 'jpeg' : query.f;
  const spec: VariantSpec = { width: query.w ?? null, height: query.h ?? null, format, quality: DEFAULT_IMAGE_QUALITY };
  // The schema admits a height only with both focus parameters (the share crop).
  if (query.h !== undefined && query.fx !== undefined && query.fy !== undefined) spec.crop = { x: query.fx / 100, y: query.fy / 100 };
  return spec;
}

/**
 * Where a variant is kept: `optimized/<stem>/<w512|orig>[-h630][-fx30-fy20]-q80.<ext>`. One folder per
 * original, so deleting an image removes every variant with one prefix.
 */
export function variantPath(source: MediaPath, spec: VariantSpec): string {
  const size = `${spec.width ? `w${spec.width}` : 'orig'}${spec.height ? `-h${spec.height}` : ''}`;
  const crop = spec.crop ? `-fx${Math.round(spec.crop.x * 100)}-fy${Math.round(spec.crop.y * 100)}` : '';
  return `${variantFolder(source)}${size}${crop}-q${spec.quality}.${OUTPUT_EXTENSION[spec.format]}`;
}

export function variantFolder(source: MediaPath): string {
  return `optimized/${source.stem}/`;
}

/** An image id may arrive as a comma-separated list (the old clients sent one): the last part is used. */
export function imageIdFromParam(param: string): string {
  const parts = param.split(',').map((p) => p.trim()).filter(Boolean);
  return parts.at(-1) ?? '';
}
