import { ENQUIRY_PHOTO_LIMITS, ENQUIRY_PHOTO_TYPES } from '@rms/schema/contact-texts';
import { useId, useState, type ChangeEvent } from 'react';
import type { PickedPhoto } from '../lib/photo-types';

/** Scaling and checking the picked photos: loaded when a visitor picks one, not with the page (decision 154). */
const loadPicker = () => import('../lib/pick-photos');

interface PhotoFieldProps {
  photos: readonly PickedPhoto[];
  onPhotosChange: (photos: PickedPhoto[]) => void;
  /** While the form is sent: each photo's upload progress by key, and no changes. */
  sending: boolean;
  progress: Record<string, number>;
}

/**
 * Up to five photos with an enquiry: a file input (an iPhone hands over JPEG for `accept`), then a
 * preview of each with its progress while sending and a remove button. What went wrong with a pick
 * is announced; the photos chosen stay.
 */
export function PhotoField({ photos, onPhotosChange, sending, progress }: PhotoFieldProps) {
  const id = useId();
  const [problems, setProblems] = useState<string[]>([]);
  const [preparing, setPreparing] = useState(false);
  const full = photos.length >= ENQUIRY_PHOTO_LIMITS.maxFiles;

  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.currentTarget.files ?? []);
    // The same file can be picked again after it was removed.
    event.currentTarget.value = '';
    if (files.length === 0) return;
    setPreparing(true);
    void loadPicker()
      .then((m) => m.pickPhotos(files, photos))
      .then(
        (picked) => {
          setProblems(picked.problems);
          onPhotosChange(picked.photos);
        },
        () => setProblems(['Bildene kunne ikke leses. Prøv igjen, eller send uten bilder.']),
      )
      .finally(() => setPreparing(false));
  };

  const remove = (photo: PickedPhoto) => {
    URL.revokeObjectURL(photo.previewUrl);
    setProblems([]);
    onPhotosChange(photos.filter((p) => p.key !== photo.key));
  };

  return (
    <div className="sm:col-span-2">
      <label htmlFor={id} className="field-label">
        Bilder (valgfritt)
      </label>
      <p id={`${id}-hint`} className="mb-2 text-sm text-slate-600">
        Vis oss veggen og stedet: opptil {ENQUIRY_PHOTO_LIMITS.maxFiles} bilder i JPEG, PNG eller WebP.
      </p>
      <input
        id={id}
        type="file"
        multiple
        accept={ENQUIRY_PHOTO_TYPES.join(',')}
        aria-describedby={`${id}-hint${problems.length > 0 ? ` ${id}-problems` : ''}`}
        disabled={full || sending || preparing}
        onChange={onPick}
        className="block w-full max-w-full text-sm text-slate-800 file:mr-3 file:rounded-md file:border file:border-sand-300 file:bg-sand-50 file:px-3 file:py-2 file:font-medium file:text-slate-900"
      />
      <p aria-live="polite" className="mt-1 text-sm text-slate-700">
        {preparing ? 'Gjør klar bildene…' : photos.length > 0 ? `${photos.length} av ${ENQUIRY_PHOTO_LIMITS.maxFiles} bilder valgt.` : ''}
      </p>
      {problems.length > 0 && (
        <ul id={`${id}-problems`} role="alert" className="mt-1 text-sm text-red-700">
          {problems.map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ul>
      )}
      {photos.length > 0 && (
        <ul aria-label="Valgte bilder" className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3">
          {photos.map((photo, i) => (
            <li key={photo.key} className="rounded-md border border-sand-200 p-2">
              <img src={photo.previewUrl} alt={`Bilde ${i + 1}: ${photo.name}`} className="aspect-[4/3] w-full rounded object-cover" />
              {sending && <progress max={100} value={progress[photo.key] ?? 0} aria-label={`Sender ${photo.name}`} className="mt-2 w-full" />}
              <button type="button" onClick={() => remove(photo)} disabled={sending} className="btn-secondary mt-2 w-full text-sm" aria-label={`Fjern bilde ${i + 1}: ${photo.name}`}>
                Fjern
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
