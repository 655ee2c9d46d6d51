import { ENQUIRY_PHOTO_LIMITS, ENQUIRY_PHOTO_TYPES, PHOTO_FORMATS_MESSAGE, PHOTO_TOO_LARGE_MESSAGE, TOO_MANY_PHOTOS_MESSAGE } from '@rms/schema/contact-texts';
import type { PickedPhoto } from './photo-types';

/**
 * Photos picked for an enquiry (decision 154), loaded only when a visitor picks one: each checked by
 * type, turned upright and scaled to at most 2,560 px on its long side in the browser, so a phone
 * on 4G sends about 1 MB instead of 8. The server judges the bytes again whatever this says.
 */

/** A photo already this small is sent as it is: scaling it again would only cost quality. */
const SEND_AS_IS_BYTES = 1_500_000;

const TYPES: readonly string[] = ENQUIRY_PHOTO_TYPES;
const EXTENSION = /\.(jpe?g|png|webp)$/i;

/** Whether the file is one the form takes: its declared type, or (no type given) its name. */
export function isAcceptedPhoto(file: File): boolean {
  return file.type ? TYPES.includes(file.type) : EXTENSION.test(file.name);
}

/** The width and height that fit inside `longSide` on the long side, never enlarged. */
export function scaledSize(width: number, height: number, longSide: number = ENQUIRY_PHOTO_LIMITS.longSide): { width: number; height: number } {
  const scale = Math.min(1, longSide / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/**
 * The photo as it will be sent: decoded with the camera's orientation applied, scaled inside
 * 2,560 px and encoded as JPEG at 0.85. A small file within the size goes as it is. When the browser
 * cannot decode it, the original goes and the server decides.
 */
export async function scalePhoto(file: File): Promise<{ blob: Blob; width: number; height: number }> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return { blob: file, width: 0, height: 0 };
  }
  try {
    const { width, height } = scaledSize(bitmap.width, bitmap.height);
    if (width === bitmap.width && file.size <= SEND_AS_IS_BYTES) return { blob: file, width, height };
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (!context) return { blob: file, width: bitmap.width, height: bitmap.height };
    // JPEG has no transparency: a PNG's clear parts become white, not black.
    context.fillStyle = '#fff';
    context.fillRect(0, 0, width, height);
    context.drawImage(bitmap, 0, 0, width, height);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', ENQUIRY_PHOTO_LIMITS.quality / 100));
    return { blob: blob ?? file, width, height };
  } finally {
    bitmap.close();
  }
}

let next = 0;

/**
 * Adds the picked files to those already chosen: the first ones up to five, each scaled; a file of
 * another format, or one still over 15 MB after scaling, is left out with the reason. Answers the
 * photos and the messages the visitor should hear.
 */
export async function pickPhotos(files: readonly File[], chosen: readonly PickedPhoto[]): Promise<{ photos: PickedPhoto[]; problems: string[] }> {
  const problems = new Set<string>();
  const photos = [...chosen];
  for (const file of files) {
    if (!isAcceptedPhoto(file)) {
      problems.add(`${file.name}: ${PHOTO_FORMATS_MESSAGE}`);
      continue;
    }
    if (photos.length >= ENQUIRY_PHOTO_LIMITS.maxFiles) {
      problems.add(TOO_MANY_PHOTOS_MESSAGE);
      break;
    }
    const scaled = await scalePhoto(file);
    if (scaled.blob.size > ENQUIRY_PHOTO_LIMITS.maxBytes) {
      problems.add(`${file.name}: ${PHOTO_TOO_LARGE_MESSAGE}`);
      continue;
    }
    photos.push({ key: `photo-${++next}`, name: file.name, blob: scaled.blob, previewUrl: URL.createObjectURL(scaled.blob) });
  }
  return { photos, problems: [...problems] };
}
