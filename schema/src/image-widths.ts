// No zod here: visitor code imports these constants (`@rms/schema/image-widths`) without loading zod.

/** Widths the optimizer serves: thumbnail, small, medium, large; 0 = original. */
export const IMAGE_WIDTHS = { thumbnail: 256, small: 512, medium: 1024, large: 1500 } as const;
/**
 * The closed set of variant widths: the four of IMAGE_WIDTHS, and 768 (issue #27): a 360–430 px phone at DPR 1.75–2
 * needs 630–860 device pixels for a full-width picture, and took the 1024 w variant, about 40 % more bytes.
 */
export const VARIANT_WIDTHS = [256, 512, 768, 1024, 1500] as const;

/** The optimizer's one quality: every image URL asks for q=80. */
export const DEFAULT_IMAGE_QUALITY = 80;

/**
 * The share image (og:image) when its picture has a focal point: cropped to exactly this size around
 * the focus, which the URL carries in whole percents on a grid of this step (decision 131).
 */
export const SHARE_CROP = { width: 1200, height: 630, focusStep: 5 } as const;
