import type { LibraryImage } from '@rms/schema';
import { useId, useState } from 'react';
import { isApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useUpdateImageAltText } from '../api/update-image';

const SAVE_FAILED = 'Kunne ikke lagre alt-teksten';
/** Refusals the screen can meet when someone else changed the picture meanwhile. */
const SAVE_REFUSED: Record<number, string> = {
  404: 'Bildet finnes ikke lenger',
  409: 'Ingen publisert side eller utkast bruker bildet lenger, så alt-teksten kan ikke endres her',
};

/**
 * The alt text of one picture, edited in place: saved in every live and draft item that uses it
 * (each with a version and an audit entry). The server's message for refused text (400) shows at the field.
 */
export function AltTextForm({ image, name }: { image: LibraryImage; name: string }) {
  const id = useId();
  const [text, setText] = useState(image.alt_text);
  const [error, setError] = useState<string | null>(null);
  const update = useUpdateImageAltText();
  const changed = text.trim() !== image.alt_text;

  const save = async () => {
    setError(null);
    try {
      await update.mutateAsync({ key: image.key, altText: text.trim() });
      toast.success(`Alt-teksten til ${name} er lagret`);
    } catch (e) {
      const message = isApiError(e) && e.status === 400 ? (e.issues?.find((i) => i.path === 'alt_text')?.message ?? e.message) : null;
      if (message) setError(message);
      else toast.error(isApiError(e) ? (SAVE_REFUSED[e.status] ?? SAVE_FAILED) : SAVE_FAILED);
    }
  };

  return (
    <form
      className="mt-2 flex flex-wrap items-end gap-2"
      aria-label={`Alt-tekst for ${name}`}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <div className="min-w-0 flex-1 basis-56">
        <label htmlFor={`${id}-alt`} className="field-label">
          Alt-tekst
        </label>
        <input
          id={`${id}-alt`}
          className="field-input"
          value={text}
          maxLength={500}
          onChange={(e) => setText(e.target.value)}
          aria-invalid={!!error}
          aria-describedby={error ? `${id}-error` : undefined}
          placeholder="Beskriv bildet for den som ikke ser det"
        />
      </div>
      <button type="submit" className="btn-secondary px-3 py-2 text-sm" disabled={!changed || update.isPending}>
        Lagre
      </button>
      {error && (
        <p id={`${id}-error`} role="alert" className="w-full text-sm text-red-800">
          {error}
        </p>
      )}
    </form>
  );
}
