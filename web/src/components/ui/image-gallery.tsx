import clsx from 'clsx';
import { useEffect, useRef, useState, type CSSProperties, type KeyboardEvent, type TouchEvent } from 'react';
import { Img, type ImgSource } from './img';
import { ChevronLeftIcon, ChevronRightIcon } from './icons';
import { Spinner } from './spinner';

/** A swipe counts when the finger moves more than 50 px. */
export const SWIPE_THRESHOLD_PX = 50;
/** The image loading spinner shows for 500 ms after each change. */
export const IMAGE_SPINNER_MS = 500;
/** 500 by default, 600 on the project page. */
export const DEFAULT_GALLERY_HEIGHT = 500;

export interface GalleryImage extends ImgSource {
  id: string;
}

interface ImageGalleryProps {
  images: GalleryImage[];
  /** Used as alt text for images without their own. */
  title: string;
  height?: number;
}

/** Main image with previous/next arrows, thumbnails, keyboard arrows and touch swipe. */
export function ImageGallery({ images, title, height = DEFAULT_GALLERY_HEIGHT }: ImageGalleryProps) {
  const count = images.length;
  const [index, setIndex] = useState(0);
  const [loading, setLoading] = useState(false);
  const touchStartX = useRef<number | null>(null);
  const current = Math.min(index, Math.max(count - 1, 0));
  const image = images[current];

  useEffect(() => {
    if (!loading) return;
    const timer = setTimeout(() => setLoading(false), IMAGE_SPINNER_MS);
    return () => clearTimeout(timer);
  }, [loading, current]);

  const goTo = (next: number) => {
    if (count < 2) return;
    setIndex(((next % count) + count) % count);
    setLoading(true);
  };

  const onTouchStart = (e: TouchEvent) => {
    touchStartX.current = e.touches[0]?.clientX ?? null;
  };
  const onTouchEnd = (e: TouchEvent) => {
    const start = touchStartX.current;
    const end = e.changedTouches[0]?.clientX;
    touchStartX.current = null;
    if (start == null || end == null) return;
    const dx = end - start;
    if (dx < -SWIPE_THRESHOLD_PX) goTo(current + 1);
    else if (dx > SWIPE_THRESHOLD_PX) goTo(current - 1);
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'ArrowRight') goTo(current + 1);
    else if (e.key === 'ArrowLeft') goTo(current - 1);
  };

  return (
    <div className="w-full">
      <div
        role="region"
        aria-roledescription="bildegalleri"
        aria-label={`Bilder av ${title}`}
        tabIndex={count > 1 ? 0 : undefined}
        onKeyDown={onKeyDown}
        onTouchStart={onTouchStart}
        onTouchEnd={onTouchEnd}
        // On narrow screens the gallery keeps a sensible proportion instead of a fixed 600 px.
        className="relative h-[min(var(--gallery-height),80vw)] w-full overflow-hidden rounded-lg bg-sand-100"
        style={{ '--gallery-height': `${height}px` } as CSSProperties}
        data-testid="gallery-main"
      >
        <Img
          key={image?.id ?? 'none'}
          image={image}
          alt={title}
          sizes="(min-width: 1024px) 960px, 100vw"
          fit="contain"
          priority={current === 0}
          className="h-full w-full"
        />
        {loading && (
          <div className="absolute inset-0 flex items-center justify-center bg-sand-50/60">
            <Spinner label="Laster bilde…" size="lg" />
          </div>
        )}
        {count > 1 && (
          <>
            <button
              type="button"
              onClick={() => goTo(current - 1)}
              aria-label="Forrige bilde"
              className="absolute top-1/2 left-3 -translate-y-1/2 rounded-full bg-white/90 p-2 text-navy-950 shadow-md hover:bg-white"
            >
              <ChevronLeftIcon width={24} height={24} />
            </button>
            <button
              type="button"
              onClick={() => goTo(current + 1)}
              aria-label="Neste bilde"
              className="absolute top-1/2 right-3 -translate-y-1/2 rounded-full bg-white/90 p-2 text-navy-950 shadow-md hover:bg-white"
            >
              <ChevronRightIcon width={24} height={24} />
            </button>
            <p className="absolute right-3 bottom-3 rounded bg-navy-950/80 px-2 py-1 text-xs font-medium text-white" aria-live="polite">
              {`Bilde ${current + 1} av ${count}`}
            </p>
          </>
        )}
      </div>
      {count > 1 && (
        <ul className="mt-3 flex gap-2 overflow-x-auto pb-1" aria-label="Miniatyrbilder">
          {images.map((img, i) => (
            <li key={img.id} className="shrink-0">
              <button
                type="button"
                onClick={() => goTo(i)}
                aria-label={`Vis bilde ${i + 1} av ${count}`}
                aria-current={i === current ? 'true' : undefined}
                className={clsx(
                  'block overflow-hidden rounded-md border-2 transition',
                  i === current ? 'border-accent-600' : 'border-transparent opacity-75 hover:opacity-100',
                )}
              >
                <Img image={img} alt="" sizes="96px" width={96} height={72} className="h-[72px] w-24" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
