import { useEffect, useState } from 'react';
import { fetchPrivateImage } from './private-image';

/** Where a picture fetched with the token stands: loading, shown from a blob: address, or failed. */
export type PrivateImage = { status: 'loading' } | { status: 'ready'; url: string } | { status: 'failed' };

/**
 * `url` (/raw/… or /optimize/…) fetched with the signed-in user's token and offered as an object URL
 * an <img> can show. The object URL is revoked, and a fetch still under way aborted, when `url`
 * changes or the screen goes away, so the picture's bytes do not outlive the screen.
 */
export function usePrivateImageUrl(url: string): PrivateImage {
  const [state, setState] = useState<{ for: string; image: PrivateImage } | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    let objectUrl: string | null = null;
    fetchPrivateImage(url, controller.signal).then(
      (blob) => {
        if (controller.signal.aborted) return;
        objectUrl = URL.createObjectURL(blob);
        setState({ for: url, image: { status: 'ready', url: objectUrl } });
      },
      () => {
        if (!controller.signal.aborted) setState({ for: url, image: { status: 'failed' } });
      },
    );
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [url]);
  return state?.for === url ? state.image : { status: 'loading' };
}
