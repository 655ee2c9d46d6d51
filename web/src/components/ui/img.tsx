import clsx from 'clsx';
import { useState, type CSSProperties } from 'react';
import { IMAGE_WIDTHS } from '@rms/schema/image-widths';
import { NOT_FOUND_IMAGE_SRC, imageSrcSet, isStoredImage, optimizedUrl, imageUrl } from '@/lib/image-url';
import { ImageOffIcon } from './icons';

/** What the component needs of a stored image (src, alt_text, title; optional size). */
export interface ImgSource {
  src: string;
  alt_text?: string | undefined;
  title?: string | undefined;
  width?: number | undefined;
  height?: number | undefined;
  /** The subject, as fractions from the top left: a cropped (`cover`) picture keeps it in view. */
  focus?: { x: number; y: number } | undefined;
}

export interface ImgProps {
  /** The stored image; none gives the missing-image fallback 'image/not_found.jpg'. */
  image?: ImgSource | null | undefined;
  /** Used when the image has no alt_text (e.g. the product's title). Empty string = decorative. */
  alt?: string;
  /** `sizes` for the srcset; say how wide the image is drawn. */
  sizes?: string;
  /** Intrinsic size for width/height attributes; defaults to the image's own. */
  width?: number;
  height?: number;
  /** CSS aspect ratio of the box, e.g. '4 / 3', when the intrinsic size is unknown. */
  aspectRatio?: string;
  /** The page's LCP image: eager, high fetch priority, synchronous decode. */
  priority?: boolean;
  /** Override the lazy loading of non-priority images (e.g. a carousel's next slide). */
  loading?: 'lazy' | 'eager';
  fit?: 'cover' | 'contain';
  className?: string;
  style?: CSSProperties;
  onLoad?: () => void;
}

/**
 * The one image element of the site: srcset of webp variants from /optimize, width and height
 * (or an aspect ratio) so nothing shifts, lazy below the fold, and on error the fallback:
 * an icon with 'Image not available'. A lazy image is fetched at low priority even when it is on
 * screen, so the page's LCP picture (`priority`) gets the line first (decision 089, addendum).
 */
export function Img({ image, alt, sizes = '100vw', width, height, aspectRatio, priority = false, loading, fit = 'cover', className, style, onLoad }: ImgProps) {
  const source = image?.src?.trim() ? image : { src: NOT_FOUND_IMAGE_SRC };
  const src = isStoredImage(source.src) ? optimizedUrl(source.src, { w: IMAGE_WIDTHS.medium }) : imageUrl(source.src);
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const altText = image?.alt_text?.trim() || (alt ?? image?.title?.trim() ?? '');
  const w = width ?? image?.width;
  const h = height ?? image?.height;
  // The focus is staff's choice for this picture, so it wins over a component's default position;
  // without one there is no object-position at all (the picture stays centred).
  const focus = fit === 'cover' ? image?.focus : undefined;
  const boxStyle: CSSProperties = { ...(aspectRatio ? { aspectRatio } : {}), ...style, ...(focus && { objectPosition: `${Math.round(focus.x * 100)}% ${Math.round(focus.y * 100)}%` }) };

  if (failedSrc === src) {
    return (
      <div
        role="img"
        aria-label={altText ? `${altText} (Image not available)` : 'Image not available'}
        className={clsx('flex flex-col items-center justify-center gap-2 bg-sand-100 text-slate-600', className)}
        style={{ ...(w && h && !aspectRatio ? { aspectRatio: `${w} / ${h}` } : {}), ...boxStyle }}
      >
        <ImageOffIcon width={32} height={32} />
        <span className="text-sm">Image not available</span>
      </div>
    );
  }

  return (
    <img
      src={src}
      srcSet={imageSrcSet(source.src)}
      sizes={isStoredImage(source.src) ? sizes : undefined}
      alt={altText}
      width={w}
      height={h}
      loading={priority ? 'eager' : (loading ?? 'lazy')}
      decoding={priority ? 'sync' : 'async'}
      fetchPriority={priority ? 'high' : loading === 'eager' ? undefined : 'low'}
      className={clsx(fit === 'cover' ? 'object-cover' : 'object-contain', className)}
      style={boxStyle}
      onError={() => setFailedSrc(src)}
      onLoad={onLoad}
    />
  );
}
