import { ImageOffIcon } from '@/components/ui/icons';
import { isStoredImage, optimizedUrl } from '@/lib/image-url';
import { usePrivateImageUrl } from '@/lib/use-private-image-url';
import type { ComparedImage } from '../lib/compare';

const THUMB = { width: 112, height: 84, className: 'h-21 w-28 rounded object-cover ring-1 ring-sand-200' } as const;
const PLACEHOLDER = 'flex h-21 w-28 flex-col items-center justify-center gap-1 rounded bg-sand-100 p-1 text-center text-xs text-slate-600 ring-1 ring-sand-200';

export const UNAVAILABLE_TEXT = 'Bildet er ikke tilgjengelig';

/** The failed-image look, with a text in its place. */
function NoPicture({ text, label }: { text: string; label: string }) {
  return (
    <div role="img" aria-label={label} className={PLACEHOLDER}>
      <ImageOffIcon width={20} height={20} />
      <span>{text}</span>
    </div>
  );
}

/**
 * A stored picture fetched with the staff token: an older version's picture is private once no live or
 * draft item uses it (decision 129), so a plain <img> would get a 404.
 */
function StoredThumbnail({ src, alt }: { src: string; alt: string }) {
  const image = usePrivateImageUrl(optimizedUrl(src, { w: 256 }));
  if (image.status === 'failed') return <NoPicture text={UNAVAILABLE_TEXT} label={`${alt} (${UNAVAILABLE_TEXT})`} />;
  if (image.status === 'loading') return <div role="img" aria-label={alt} aria-busy="true" className={`${THUMB.className} animate-pulse bg-sand-100`} />;
  return <img src={image.url} alt={alt} {...THUMB} />;
}

/** One picture of a version: the picture itself, or the note a takedown left in its place. */
export function VersionThumbnail({ image }: { image: ComparedImage }) {
  if (image.takenDownNote) return <NoPicture text={image.takenDownNote} label={image.takenDownNote} />;
  const alt = image.alt_text || image.title || 'Bilde';
  if (!isStoredImage(image.src)) return <img src={optimizedUrl(image.src, { w: 256 })} alt={alt} loading="lazy" {...THUMB} />;
  return <StoredThumbnail src={image.src} alt={alt} />;
}
