import type { EnquiryPhoto, StoredEnquiry } from '@rms/schema';
import { useRef, useState } from 'react';
import { useModalDialog } from '@/components/ui/use-modal-dialog';
import { env } from '@/config/env';
import { usePrivateImageUrl } from '@/lib/use-private-image-url';

/**
 * The photos a visitor sent with an enquiry (decision 154): thumbnails that open the full size.
 * They are fetched with the signed-in token (the route answers anyone else 404 and is never
 * cached), shown from blob: addresses that go when the screen does.
 */
export function EnquiryPhotos({ message: m }: { message: StoredEnquiry }) {
  const [open, setOpen] = useState<number | null>(null);
  const photos = m.photos ?? [];
  if (photos.length === 0) return null;
  const url = (photo: EnquiryPhoto, thumbnail: boolean) => `${env.apiBaseUrl}/api/messages/${encodeURIComponent(m.id)}/photos/${photo.id}${thumbnail ? '?w=320' : ''}`;
  return (
    <section aria-label={`Bilder fra ${m.name}`} className="mt-2">
      <h4 className="text-sm font-medium text-slate-700">Bilder ({photos.length})</h4>
      <ul className="mt-1 flex flex-wrap gap-2">
        {photos.map((photo, i) => (
          <li key={photo.id}>
            <button type="button" onClick={() => setOpen(i)} className="block rounded-md border border-sand-200 focus-visible:outline-2 focus-visible:outline-accent-600" aria-label={`Åpne bilde ${i + 1} av ${photos.length} i full størrelse`}>
              <Thumbnail url={url(photo, true)} />
            </button>
          </li>
        ))}
      </ul>
      {open !== null && photos[open] && <FullSize url={url(photos[open], false)} label={`Bilde ${open + 1} av ${photos.length} fra ${m.name}`} photo={photos[open]} onClose={() => setOpen(null)} />}
    </section>
  );
}

function Thumbnail({ url }: { url: string }) {
  const image = usePrivateImageUrl(url);
  if (image.status === 'ready') return <img src={image.url} alt="" className="h-24 w-32 rounded-md object-cover" />;
  return <span className="flex h-24 w-32 items-center justify-center rounded-md bg-sand-50 text-xs text-slate-600">{image.status === 'failed' ? 'Kunne ikke vises' : 'Laster…'}</span>;
}

function FullSize({ url, label, photo, onClose }: { url: string; label: string; photo: EnquiryPhoto; onClose: () => void }) {
  const close = useRef<HTMLButtonElement>(null);
  const dialog = useModalDialog(close);
  const image = usePrivateImageUrl(url);
  return (
    <dialog ref={dialog} aria-label={label} onClose={onClose} onCancel={onClose} className="m-auto max-h-[95vh] max-w-[95vw] rounded-lg bg-white p-3 backdrop:bg-black/70">
      <div className="mb-2 flex items-center justify-between gap-3">
        <p className="text-sm text-slate-700">
          {label} ({photo.width} × {photo.height} px)
        </p>
        <button ref={close} type="button" className="btn-secondary" onClick={onClose}>
          Lukk
        </button>
      </div>
      {image.status === 'ready' ? (
        <img src={image.url} alt={label} className="max-h-[80vh] w-auto max-w-full" />
      ) : (
        <p className="p-6 text-sm text-slate-700">{image.status === 'failed' ? 'Bildet kunne ikke vises.' : 'Laster bildet…'}</p>
      )}
    </dialog>
  );
}
