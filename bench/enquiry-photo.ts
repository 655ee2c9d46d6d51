import { ENQUIRY_PHOTO_LIMITS } from '@rms/schema';
import { photo } from '../test/image-fixtures';
import { sharpProcessor } from '../functions/src/adapters/image-processor';
import { preparePhotos } from '../functions/src/services/enquiries/enquiry-photos';
import { median } from './cold-start';

/**
 * What one photo with an enquiry costs (decision 154): a 4,000 × 3,000 phone photo (photo-like
 * gradients and noise, JPEG at 90 as a phone writes it) scaled as the form scales it before sending
 * (inside 2,560 px, JPEG at 0.85), and the server's processing of what arrives (checks, re-encoding
 * and the thumbnail: preparePhotos, the storage writes not counted). The scaling is computed with
 * sharp at the same size and quality, not in Chromium: the browser's canvas encoder writes a
 * somewhat different JPEG, so the bytes are those of the same settings, not of the same encoder.
 */
export interface EnquiryPhotoBench {
  originalWidth: number;
  originalHeight: number;
  originalBytes: number;
  sentWidth: number;
  sentHeight: number;
  sentBytes: number;
  /** preparePhotos on the sent photo, each run; the median is reported. */
  storeRunsMs: number[];
  storeMedianMs: number;
  storedBytes: number;
}

export async function measureEnquiryPhoto(runs = 5): Promise<EnquiryPhotoBench> {
  const [width, height] = [4000, 3000];
  const original = await photo(width, height, 11).jpeg({ quality: 90 }).toBuffer();
  const { longSide, quality } = ENQUIRY_PHOTO_LIMITS;
  const { data: sent, info } = await photo(width, height, 11).resize({ width: longSide, height: longSide, fit: 'inside' }).jpeg({ quality }).toBuffer({ resolveWithObject: true });
  const times: number[] = [];
  let storedBytes = 0;
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    const [prepared] = await preparePhotos(sharpProcessor, [{ data: sent }]);
    times.push(performance.now() - t);
    storedBytes = (prepared?.full.length ?? 0) + (prepared?.thumbnail.length ?? 0);
  }
  return {
    originalWidth: width,
    originalHeight: height,
    originalBytes: original.length,
    sentWidth: info.width,
    sentHeight: info.height,
    sentBytes: sent.length,
    storeRunsMs: times,
    storeMedianMs: median(times),
    storedBytes,
  };
}
