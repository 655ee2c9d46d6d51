import { availableParallelism } from 'node:os';
import sharp, { type Sharp, type SharpOptions } from 'sharp';
import { MAX_IMAGE_PIXELS } from '@rms/schema';

/** Formats an upload may have (judged by content). */
export type SourceFormat = 'jpeg' | 'png' | 'gif' | 'webp';
/** Formats a variant may be written in; gif only when the original is a GIF and no `f` was asked. */
export type OutputFormat = 'webp' | 'avif' | 'jpeg' | 'png' | 'gif';

export interface ImageInfo {
  /** The decoder sharp picked, e.g. jpeg, png, svg, heif. */
  format: string;
  width: number;
  /** Height of one frame. */
  height: number;
  /** Frames (1 for a still image). */
  pages: number;
}

export interface EncodedImage {
  data: Buffer;
  format: OutputFormat;
  width: number;
  /** Height of one frame. */
  height: number;
}

export interface RenderOptions {
  /** Bounding box; absent = the source's size. Never enlarges. */
  width?: number | undefined;
  height?: number | undefined;
  format: OutputFormat;
  quality: number;
  /**
   * Exactly width × height instead of inside it: scaled to cover the box (enlarged if need be, as a
   * link preview has one fixed size), then cut so this point (fractions from the top left) is as
   * central as the picture's edges allow.
   */
  crop?: { x: number; y: number } | undefined;
  /**
   * Plain libjpeg-turbo instead of mozjpeg for a JPEG made while someone waits (an enquiry's photo,
   * decision 154): several times faster, some 10–25 % larger.
   */
  fast?: boolean | undefined;
}

export interface RenderedVariant extends EncodedImage {
  sourceWidth: number;
  sourceHeight: number;
}

/** The image port: the only place sharp is used (services receive it, tests may hand in another). */
export interface ImageProcessor {
  /** Reads the header only; null when the bytes are not an image this build can read. */
  inspect(data: Buffer): Promise<ImageInfo | null>;
  /** Decodes fully (rejecting truncated or corrupt data), auto-rotates, strips every metadata block. */
  normalize(data: Buffer, format: SourceFormat): Promise<EncodedImage>;
  /** One variant: resized inside the box without enlarging, re-encoded, no metadata. */
  render(data: Buffer, options: RenderOptions): Promise<RenderedVariant>;
  /** Encodes and decodes a tiny image; throws when the native library does not work. */
  selfTest(): Promise<void>;
  readonly concurrency: number;
}

/**
 * sharp's libvips thread pool defaults to 1 on this build; use the cores we have (a Cloud Function
 * with 1 GiB gets one or two). Jobs themselves are capped separately below, so the pool per job times
 * the jobs in flight stays within the machine.
 */
const THREADS = Math.max(1, Math.min(4, availableParallelism()));
sharp.concurrency(THREADS);
// The operation cache only helps when the same input is processed repeatedly in one pipeline;
// on a server it is memory that never comes back. Every job here decodes its own input.
sharp.cache(false);

/** At most this many decodes at once per process: a 50 MP photo decodes to ~150 MB of pixels. */
const MAX_JOBS = 2;
/** Seconds after which libvips abandons a pipeline (a huge animated GIF must not run for minutes). */
const TIMEOUT_SECONDS = 60;

const inputOptions = (animated: boolean): SharpOptions => ({
  limitInputPixels: MAX_IMAGE_PIXELS,
  sequentialRead: true,
  failOn: 'error',
  animated,
});

let running = 0;
const waiting: (() => void)[] = [];
async function withJobSlot<T>(job: () => Promise<T>): Promise<T> {
  if (running >= MAX_JOBS) await new Promise<void>((resolve) => waiting.push(resolve));
  running++;
  try {
    return await job();
  } finally {
    running--;
    waiting.shift()?.();
  }
}

function encoderFor(pipeline: Sharp, format: OutputFormat, quality: number, animated: boolean, fast = false): Sharp {
  switch (format) {
    case 'jpeg':
      if (fast) return pipeline.jpeg({ quality });
      // mozjpeg: ~25% smaller than libjpeg-turbo for a variant that is built once and served for a year.
      return pipeline.jpeg({ quality, mozjpeg: true });
    case 'png':
      return pipeline.png({ compressionLevel: 9, adaptiveFiltering: true });
    case 'webp':
      return pipeline.webp({ quality, effort: 4 });
    case 'avif':
      // AVIF's scale runs lower: 5/8 of q maps the site's 80 to 50, sharp's default and visually
      // about WebP 80. Effort 3 of 9: effort 4 halves the bytes again but took 6–10× longer here.
      return pipeline.avif({ quality: Math.max(1, Math.round((quality * 5) / 8)), effort: 3 });
    case 'gif':
      return pipeline.gif({ effort: animated ? 4 : 7 });
  }
}

async function frames(data: Buffer): Promise<number> {
  const meta = await sharp(data, { sequentialRead: true }).metadata();
  return meta.pages ?? 1;
}

/** Only GIF and WebP outputs can carry animation; other targets take the first frame. */
const keepsAnimation = (format: OutputFormat) => format === 'gif' || format === 'webp';

interface Size {
  width: number;
  height: number;
}

/**
 * The cover crop of `source` to `box` around `focus`: the size to scale to (the smallest covering the
 * box, aspect kept) and the box-sized region of it whose centre is the focus, moved inside the edges.
 */
export function cropAround(focus: { x: number; y: number }, source: Size, box: Size): { scaled: Size; region: Size & { left: number; top: number } } {
  const scale = Math.max(box.width / source.width, box.height / source.height);
  const scaled = { width: Math.max(box.width, Math.round(source.width * scale)), height: Math.max(box.height, Math.round(source.height * scale)) };
  const start = (point: number, full: number, part: number) => Math.min(full - part, Math.max(0, Math.round(point * full - part / 2)));
  return { scaled, region: { left: start(focus.x, scaled.width, box.width), top: start(focus.y, scaled.height, box.height), ...box } };
}

export const sharpProcessor: ImageProcessor = {
  concurrency: THREADS,

  async inspect(data) {
    try {
      const meta = await sharp(data, { limitInputPixels: false }).metadata();
      if (!meta.width || !meta.height) return null;
      return { format: meta.format, width: meta.width, height: meta.pageHeight ?? meta.height, pages: meta.pages ?? 1 };
    } catch {
      return null;
    }
  },

  normalize(data, format) {
    return withJobSlot(async () => {
      const animated = (format === 'gif' || format === 'webp') && (await frames(data)) > 1;
      // Quality 92 for JPEG/WebP: a re-encode is needed to drop metadata and apply the orientation;
      // 92 keeps it visually lossless while variants are made from this file later. Plain
      // libjpeg-turbo, not mozjpeg: this runs while the admin waits (12 MP: ~0.6 s against 3–9 s).
      let pipeline = sharp(data, inputOptions(animated)).timeout({ seconds: TIMEOUT_SECONDS }).autoOrient();
      pipeline =
        format === 'jpeg'
          ? pipeline.jpeg({ quality: 92 })
          : format === 'webp'
            ? pipeline.webp({ quality: 92, effort: 4 })
            : format === 'png'
              ? pipeline.png({ compressionLevel: 9, adaptiveFiltering: true })
              : pipeline.gif({ effort: 7 });
      const { data: out, info } = await pipeline.toBuffer({ resolveWithObject: true });
      return { data: out, format, width: info.width, height: info.pageHeight ?? info.height };
    });
  },

  render(data, { width, height, format, quality, crop, fast }) {
    return withJobSlot(async () => {
      const animated = keepsAnimation(format) && (await frames(data)) > 1;
      let pipeline = sharp(data, inputOptions(animated)).timeout({ seconds: TIMEOUT_SECONDS }).autoOrient();
      const meta = await pipeline.metadata();
      const sourceWidth = meta.autoOrient.width;
      const sourceHeight = meta.pageHeight ?? meta.autoOrient.height;
      if (crop && width && height) {
        const { scaled, region } = cropAround(crop, { width: sourceWidth, height: sourceHeight }, { width, height });
        // An extract after a resize cuts the resized picture (sharp applies them in call order).
        pipeline = pipeline.resize({ ...scaled, fit: 'fill' }).extract(region);
      } else if (width || height) {
        pipeline = pipeline.resize({ width, height, fit: 'inside', withoutEnlargement: true });
      }
      const { data: out, info } = await encoderFor(pipeline, format, quality, animated, fast).toBuffer({ resolveWithObject: true });
      return { data: out, format, width: info.width, height: info.pageHeight ?? info.height, sourceWidth, sourceHeight };
    });
  },

  async selfTest() {
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#e30' } }).png().toBuffer();
    const webp = await sharp(png).resize(2).webp().toBuffer();
    const meta = await sharp(webp).metadata();
    if (meta.format !== 'webp' || meta.width !== 2) throw new Error('sharp produced an unexpected image');
  },
};
