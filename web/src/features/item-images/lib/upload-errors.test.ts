import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { DAMAGED_REASON, NETWORK_REASON, NOT_AN_IMAGE_REASON, TOO_LARGE_REASON, TOO_MANY_PIXELS_REASON, uploadFailureReason } from './upload-errors';

describe('why an upload failed, in Norwegian', () => {
  it.each([
    [413, 'PAYLOAD_TOO_LARGE', 'The image is larger than 20971520 bytes (20 MB)', TOO_LARGE_REASON],
    [415, 'UNSUPPORTED_MEDIA_TYPE', 'Only JPEG, PNG, GIF and WebP images are accepted', NOT_AN_IMAGE_REASON],
    [400, 'VALIDATION_FAILED', 'The file looks like JPEG but cannot be read: it is corrupt or truncated', DAMAGED_REASON],
    [400, 'VALIDATION_FAILED', 'The image has 60.0 megapixels (10000×6000); at most 50 are accepted', TOO_MANY_PIXELS_REASON],
    [0, 'NETWORK_ERROR', 'Network error during uploadImage', NETWORK_REASON],
  ])('%i %s → the reason on the tile', (status, code, message, reason) => {
    expect(uploadFailureReason(new ApiError({ status, code: code as ApiError['code'], message }))).toBe(reason);
  });

  it('states the 20 MB limit', () => {
    expect(TOO_LARGE_REASON).toContain('20 MB');
  });
});
