// No zod here: visitor code imports these constants (`@rms/schema/image-widths`) without loading zod.

/**
 * The closed set of widths the optimizer serves (0 = the original), each named once. `phone`: a
 * 360–430 px phone at DPR 1.75–2 needs 630–860 device pixels for a full-width picture, and took the
 * 1024 w variant before, about 40 % more bytes.
 */
export const IMAGE_WIDTHS = { thumbnail: 256, small: 512, phone: 768, medium: 1024, large: 1500 } as const;
/** The same widths in ascending order: the variants made for every picture. */
export const VARIANT_WIDTHS: readonly number[] = Object.values(IMAGE_WIDTHS).sort((a, b) => a - b);

/** The optimizer's one quality: every image URL asks for q=80. */
export const DEFAULT_IMAGE_QUALITY = 80;

/**
 * The share image (og:image) when its picture has a focal point: cropped to exactly this size around
 * the focus, which the URL carries in whole percents on a grid of this step (decision 131).
 */
export const SHARE_CROP = { width: 1200, height: 630, focusStep: 5 } as const;
