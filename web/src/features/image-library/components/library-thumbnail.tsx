import type { LibraryImage } from '@rms/schema';
import { IMAGE_WIDTHS } from '@rms/schema/image-widths';
import { ImageOffIcon } from '@/components/ui/icons';
import { optimizedUrl } from '@/lib/image-url';
import { usePrivateImageUrl } from '@/lib/use-private-image-url';
import { isShown } from '../lib/usage';

const BOX = 'h-12 w-16 shrink-0 rounded ring-1 ring-sand-200';
export const UNAVAILABLE_TEXT = 'Bildet er ikke tilgjengelig';

function Unavailable({ alt }: { alt: string }) {
  return (
    <div role="img" aria-label={`${alt} (${UNAVAILABLE_TEXT})`} title={UNAVAILABLE_TEXT} className={`${BOX} flex items-center justify-center bg-sand-100 text-slate-600`}>
      <ImageOffIcon width={20} height={20} />
    </div>
  );
}

/** A picture only history or the bin keeps is private (decision 129): fetched with the staff token and shown from a blob: address. */
function PrivateThumbnail({ url, alt }: { url: string; alt: string }) {
  const image = usePrivateImageUrl(url);
  if (image.status === 'failed') return <Unavailable alt={alt} />;
  if (image.status === 'loading') return <div role="img" aria-label={alt} aria-busy="true" className={`${BOX} animate-pulse bg-sand-100`} />;
  return <img src={image.url} alt={alt} width={64} height={48} className={`${BOX} object-cover`} />;
}

/** The library's small picture: the public thumbnail variant for a picture items show, the token-fetched one otherwise. */
export function LibraryThumbnail({ image, alt }: { image: LibraryImage; alt: string }) {
  const url = optimizedUrl(image.src, { w: IMAGE_WIDTHS.thumbnail });
  if (!isShown(image)) return <PrivateThumbnail url={url} alt={alt} />;
  return <img src={url} alt={alt} width={64} height={48} loading="lazy" decoding="async" className={`${BOX} object-cover`} />;
}
