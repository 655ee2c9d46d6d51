import type { LibraryImage } from '@rms/schema';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { AltTextForm } from './alt-text-form';
import { ImageFocusButton } from './image-focus-button';
import { LibraryThumbnail } from './library-thumbnail';
import { USE_KIND_LABELS, USE_STATE_LABELS, displayName, fileName, isSettingsPicture, isShown, sizeText, usageSummary } from '../lib/usage';

/** Every place the picture is used, with a link to the screen that shows it there. */
export function UsageList({ image }: { image: LibraryImage }) {
  if (image.usedIn.length === 0) return <p className="text-sm text-slate-700">Ikke brukt noe sted.</p>;
  return (
    <ul className="space-y-1 text-sm">
      {image.usedIn.map((place) => (
        <li key={`${place.kind}/${place.id}/${place.state}`} className="break-words">
          <span className="mr-2 inline-block rounded bg-sand-100 px-1.5 py-0.5 text-xs font-medium text-navy-950">{USE_STATE_LABELS[place.state]}</span>
          {USE_KIND_LABELS[place.kind] !== place.title && `${USE_KIND_LABELS[place.kind]}: `}
          <Link to={place.path} className="font-medium text-accent-800 underline">
            {place.title}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** Why the alt text cannot be edited here, when it cannot. */
function AltTextNote({ image }: { image: LibraryImage }) {
  const text = isSettingsPicture(image)
    ? 'Bildene i innstillingene får alt-tekst i Innstillinger.'
    : 'Ingen publisert side eller utkast bruker bildet, så alt-teksten kan ikke endres her.';
  return (
    <p className="text-sm text-slate-700">
      <span className="font-medium text-navy-950">Alt-tekst:</span> {image.alt_text || <em>mangler</em>}
      <span className="block text-xs text-slate-600">{text}</span>
    </p>
  );
}

interface ImageRowProps {
  image: LibraryImage;
  /** The administrator's takedown for good; absent for an editor. */
  onTakeDown?: ((image: LibraryImage) => void) | undefined;
  busy: boolean;
}

/**
 * One picture of the library in one line: thumbnail, name, file name, size and where it is used. Its
 * details (alt text, every place, the focal point and the administrator's 'Slett for godt') open
 * under it on 'Detaljer' and are only then rendered, so a page of 50 stays short and a takedown is
 * never one stray click away.
 */
export function ImageRow({ image, onTakeDown, busy }: ImageRowProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const name = displayName(image);
  const file = fileName(image);
  const editable = isShown(image) && !isSettingsPicture(image);
  const meta = [file !== name ? file : null, sizeText(image) || 'Filen finnes ikke lenger', usageSummary(image)].filter(Boolean).join(' · ');
  return (
    <li aria-labelledby={`${id}-name`} className="flex flex-wrap items-center gap-x-3 gap-y-2 py-2">
      <LibraryThumbnail image={image} alt={image.alt_text || name} />
      <div className="min-w-0 flex-1 basis-40">
        <p id={`${id}-name`} className="truncate font-medium text-navy-950" title={name}>
          {name}
        </p>
        <p className="truncate text-xs text-slate-600" title={meta}>
          {meta}
        </p>
      </div>
      {!image.alt_text.trim() && <span className="rounded bg-amber-100 px-1.5 py-0.5 text-xs font-medium text-amber-900">Mangler alt-tekst</span>}
      <button type="button" className="btn-secondary px-3 py-1 text-sm" aria-expanded={open} aria-controls={`${id}-details`} onClick={() => setOpen((o) => !o)}>
        Detaljer<span className="sr-only"> om {name}</span>
      </button>
      {open && (
        <div id={`${id}-details`} className="w-full space-y-3 rounded-lg bg-sand-50 p-3 sm:ml-19">
          <p className="font-mono text-xs break-all text-slate-600">{file}</p>
          {editable ? <AltTextForm key={`${image.key}:${image.alt_text}`} image={image} name={name} /> : <AltTextNote image={image} />}
          <div>
            <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase">Brukt i</p>
            <UsageList image={image} />
          </div>
          {(editable || onTakeDown) && (
            <div className="flex flex-wrap gap-3 border-t border-sand-200 pt-3">
              {editable && <ImageFocusButton image={image} name={name} />}
              {onTakeDown && (
                <button type="button" className="btn ml-auto bg-red-700 px-3 py-1 text-sm text-white hover:bg-red-800" disabled={busy} onClick={() => onTakeDown(image)}>
                  Slett for godt
                </button>
              )}
            </div>
          )}
        </div>
      )}
    </li>
  );
}
