import { MAX_IMAGE_BYTES, MAX_IMAGE_PIXELS } from '@rms/schema';
import type { EncodedImage, ImageProcessor, SourceFormat } from '../../adapters/image-processor';
import { PayloadTooLargeError, UnsupportedMediaTypeError, ValidationError } from '../../errors';

const UNSUPPORTED = 'Only JPEG, PNG, GIF and WebP images are accepted (judged by the file content)';

/**
 * The format the first bytes announce, before any decoder sees the file: a renamed text file,
 * SVG or HTML never reaches libvips (which could otherwise parse SVG, TIFF, HEIF, ...).
 */
export function sniffImageFormat(data: Buffer): SourceFormat | null {
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'jpeg';
  if (data.length >= 8 && data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (data.length >= 6 && /^GIF8[79]a$/.test(data.subarray(0, 6).toString('latin1'))) return 'gif';
  if (data.length >= 12 && data.subarray(0, 4).toString('latin1') === 'RIFF' && data.subarray(8, 12).toString('latin1') === 'WEBP') return 'webp';
  return null;
}

export interface CheckedImage {
  format: SourceFormat;
  width: number;
  height: number;
  pages: number;
}

/**
 * Upload rules: JPEG, PNG, GIF or WebP by content (else 415); at most 20 MB (413);
 * at most 50 megapixels counting every frame of an animation (400, no decompression bombs); a header
 * sharp cannot read is corrupt (400). Truncated pixel data is caught when the image is decoded.
 */
export async function checkUpload(data: Buffer, processor: ImageProcessor): Promise<CheckedImage> {
  if (data.length > MAX_IMAGE_BYTES) throw new PayloadTooLargeError(`The image is larger than ${MAX_IMAGE_BYTES} bytes (20 MB)`);
  if (data.length === 0) throw new ValidationError('The file is empty');
  const sniffed = sniffImageFormat(data);
  if (!sniffed) throw new UnsupportedMediaTypeError(UNSUPPORTED);
  const info = await processor.inspect(data);
  if (!info) throw new ValidationError(`The file looks like ${sniffed.toUpperCase()} but cannot be read: it is corrupt or truncated`);
  if (info.format !== sniffed) throw new UnsupportedMediaTypeError(UNSUPPORTED);
  const pixels = info.width * info.height * info.pages;
  if (pixels > MAX_IMAGE_PIXELS) {
    const mp = (pixels / 1e6).toFixed(1);
    throw new ValidationError(`The image has ${mp} megapixels (${info.width}×${info.height}${info.pages > 1 ? `×${info.pages} frames` : ''}); at most ${MAX_IMAGE_PIXELS / 1e6} are accepted`);
  }
  return { format: sniffed, width: info.width, height: info.height, pages: info.pages };
}

/** Decodes the whole image: auto-rotated, metadata stripped. Undecodable pixel data → 400. */
export async function normalizeUpload(data: Buffer, checked: CheckedImage, processor: ImageProcessor): Promise<EncodedImage> {
  try {
    return await processor.normalize(data, checked.format);
  } catch (e) {
    console.warn(`[images] upload rejected, ${checked.format} could not be decoded: ${e instanceof Error ? e.message : String(e)}`);
    throw new ValidationError('The image cannot be decoded: it is corrupt or truncated');
  }
}
