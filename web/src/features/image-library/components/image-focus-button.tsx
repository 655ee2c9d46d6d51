import type { LibraryImage } from '@rms/schema';
import { useState } from 'react';
import { FocusDialog } from '@/features/item-images';
import { useUpdateImageFocus } from '../api/update-image';

/**
 * 'Fokuspunkt' from the library: the editors' own picker, saved in every live and draft item that
 * shows the picture, so staff need not open each item to set where its crops keep the subject.
 */
export function ImageFocusButton({ image, name }: { image: LibraryImage; name: string }) {
  const [open, setOpen] = useState(false);
  const update = useUpdateImageFocus();
  const picture = {
    src: image.src,
    title: image.title,
    alt_text: image.alt_text,
    width: image.width ?? undefined,
    height: image.height ?? undefined,
    focus: image.focus ?? undefined,
  };
  return (
    <>
      <button type="button" className="btn-secondary px-3 py-1 text-sm" onClick={() => setOpen(true)}>
        Fokuspunkt{image.focus ? ' (satt)' : ''}
      </button>
      {open && <FocusDialog image={picture} name={name} onSave={async (focus) => void (await update.mutateAsync({ key: image.key, focus }))} onClose={() => setOpen(false)} />}
    </>
  );
}
