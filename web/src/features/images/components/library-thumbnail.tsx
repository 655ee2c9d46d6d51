import type { LibraryImage } from '@rms/schema';
import { IMAGE_WIDTHS } from '@rms/schema/image-widths';
import { ImageOffIcon } from '@/components/ui/icons';
import { optimizedUrl } from '@/lib/image-url';
import { usePrivateImageUrl } from '@/lib/use-private-image-url';
import { isShown } from '../lib/usage';

const BOX = 'h-21 w-28 shrink-0 rounded ring-1 ring-sand-200';
export const UNAVAILABLE_TEXT = 'Bildet er ikke tilgjengelig';

function Unavailable({ alt }: { alt: string }) {
  return (
    <div role="img" aria-label={`${alt} (${UNAVAILABLE_TEXT})`} className={`${BOX} flex flex-col items-center justify-center gap-1 bg-sand-100 p-1 text-center text-xs text-slate-600`}>
      <ImageOffIcon width={20} height={20} />
      <span>{UNAVAILABLE_TEXT}</span>
    </div>
  );
}

/** A picture only history or the bin keeps is private (decision 129): fetched with the staff token and shown from a blob: address. */
function PrivateThumbnail({ url, alt }: { url: string; alt: string }) {
  const image = usePrivateImageUrl(url);
  if (image.status === 'failed') return <Unavailable alt={alt} />;
  if (image.status === 'loading') return <div role="img" aria-label={alt} aria-busy="true" className={`${BOX} animate-pulse bg-sand-100`} />;
  return <img src={image.url} alt={alt} width={112} height={84} className={`${BOX} object-cover`} />;
}

/** The library's small picture: the public thumbnail variant for a picture items show, the token-fetched one otherwise. */
export function LibraryThumbnail({ image, alt }: { image: LibraryImage; alt: string }) {
  const url = optimizedUrl(image.src, { w: IMAGE_WIDTHS.thumbnail });
  if (!isShown(image)) return <PrivateThumbnail url={url} alt={alt} />;
  return <img src={url} alt={alt} width={112} height={84} loading="lazy" decoding="async" className={`${BOX} object-cover`} />;
}
