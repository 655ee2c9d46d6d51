import { randomBytes } from 'node:crypto';
import {
  ENQUIRY_PHOTO_LIMITS,
  ENQUIRY_PHOTO_PREFIX,
  MAX_IMAGE_PIXELS,
  NOT_A_PHOTO_MESSAGE,
  PHOTO_FORMATS_MESSAGE,
  enquiryPhotoPath,
  type EnquiryPhoto,
} from '@rms/schema';
import type { BlobStore, StoredBlob } from '../../adapters/blob-store';
import type { ImageProcessor } from '../../adapters/image-processor';
import { UnsupportedMediaTypeError, ValidationError } from '../../errors';
import { sniffImageFormat } from '../images/image-validation';

/**
 * Photos sent with an enquiry (decision 154). Each is judged by its content (never its name or the
 * type the browser declared), then re-encoded by sharp: turned as the camera held it and written
 * as a new JPEG, so no EXIF (GPS included), XMP, IPTC or comment survives. Stored under
 * `enquiry-photos/{enquiryId}/`, which neither /raw nor /optimize serves and storage.rules closes
 * to clients (decision 144); only the staff route reads it.
 */

/** The field the form sends its photos in. */
export const PHOTO_FIELD = 'photos';

/** A photo checked and re-encoded, not yet stored. */
export interface PreparedPhoto {
  photo: EnquiryPhoto;
  full: Buffer;
  thumbnail: Buffer;
  /** Its size as received. */
  received: number;
}

const issue = (message: string) => [{ path: PHOTO_FIELD, message }];

/** The brands of an ISO media file (HEIC, HEIF, AVIF): a picture, but not one the form takes. */
function isHeifFamily(data: Buffer): boolean {
  return data.length >= 12 && data.subarray(4, 8).toString('latin1') === 'ftyp' && /^(hei[cxsm]|hev[cxsm]|mif1|msf1|avif|avis)$/.test(data.subarray(8, 12).toString('latin1'));
}

/**
 * Each file's format by its first bytes, before any decoder sees it: JPEG, PNG or WebP pass; a
 * picture of another kind (HEIC, GIF) is 415 with the formats that work; anything else (a text file
 * named .jpg) is 400 naming the field. Nothing is stored either way.
 */
export function checkPhotoFormats(files: readonly { data: Buffer }[]): void {
  for (const { data } of files) {
    const format = sniffImageFormat(data);
    if (format === 'jpeg' || format === 'png' || format === 'webp') continue;
    if (format === 'gif' || isHeifFamily(data)) throw new UnsupportedMediaTypeError(PHOTO_FORMATS_MESSAGE);
    throw new ValidationError(NOT_A_PHOTO_MESSAGE, issue(NOT_A_PHOTO_MESSAGE));
  }
}

/**
 * Re-encodes every photo (after checkPhotoFormats): at most ENQUIRY_PHOTO_LIMITS.longSide px on the
 * long side, turned upright, JPEG without metadata, plus a thumbnail. A header sharp cannot read, a
 * decompression bomb or broken pixel data is 400, and then none of them is kept.
 */
export async function preparePhotos(images: ImageProcessor, files: readonly { data: Buffer }[]): Promise<PreparedPhoto[]> {
  const prepared: PreparedPhoto[] = [];
  const { longSide, thumbWidth, quality } = ENQUIRY_PHOTO_LIMITS;
  for (const { data } of files) {
    const info = await images.inspect(data);
    if (!info || info.width * info.height * info.pages > MAX_IMAGE_PIXELS) throw new ValidationError(NOT_A_PHOTO_MESSAGE, issue(NOT_A_PHOTO_MESSAGE));
    try {
      const full = await images.render(data, { width: longSide, height: longSide, format: 'jpeg', quality, fast: true });
      const thumbnail = await images.render(full.data, { width: thumbWidth, format: 'jpeg', quality: 75, fast: true });
      const photo: EnquiryPhoto = { id: randomBytes(8).toString('hex'), width: full.width, height: full.height, bytes: full.data.length };
      prepared.push({ photo, full: full.data, thumbnail: thumbnail.data, received: data.length });
    } catch (e) {
      console.warn(`[mail] an enquiry's photo could not be decoded: ${e instanceof Error ? e.message : String(e)}`);
      throw new ValidationError(NOT_A_PHOTO_MESSAGE, issue(NOT_A_PHOTO_MESSAGE));
    }
  }
  return prepared;
}

/** Writes an enquiry's photos (full size and thumbnail); on a failure the ones written are removed again. */
export async function storePhotos(blobs: BlobStore, enquiryId: string, photos: readonly PreparedPhoto[]): Promise<void> {
  try {
    for (const p of photos) {
      await blobs.put(enquiryPhotoPath(enquiryId, p.photo.id), p.full, 'image/jpeg');
      await blobs.put(enquiryPhotoPath(enquiryId, p.photo.id, true), p.thumbnail, 'image/jpeg');
    }
  } catch (e) {
    await deleteEnquiryPhotos(blobs, [enquiryId]).catch(() => undefined);
    throw e;
  }
}

/** Deletes every photo of these enquiries from the live store. */
export async function deleteEnquiryPhotos(blobs: BlobStore, enquiryIds: readonly string[]): Promise<void> {
  for (const id of enquiryIds) await blobs.deletePrefix(`${ENQUIRY_PHOTO_PREFIX}${id}/`);
}

/** One photo of an enquiry that lists it, full size or thumbnail; null when either is not there. */
export async function readEnquiryPhoto(blobs: BlobStore, enquiryId: string, photos: readonly EnquiryPhoto[] | undefined, photoId: string, thumbnail: boolean): Promise<StoredBlob | null> {
  if (!photos?.some((p) => p.id === photoId)) return null;
  return blobs.get(enquiryPhotoPath(enquiryId, photoId, thumbnail));
}
