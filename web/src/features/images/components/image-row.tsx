import type { LibraryImage } from '@rms/schema';
import { useId } from 'react';
import { Link } from 'react-router';
import { AltTextForm } from './alt-text-form';
import { LibraryThumbnail } from './library-thumbnail';
import { USE_KIND_LABELS, USE_STATE_LABELS, fileName, isSettingsPicture, isShown, sizeText } from '../lib/usage';

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
    <p className="mt-2 text-sm text-slate-700">
      <span className="font-medium text-navy-950">Alt-tekst:</span> {image.alt_text || <em>mangler</em>}
      <span className="block text-xs text-slate-600">{text}</span>
    </p>
  );
}

/** One picture of the library: thumbnail, file name, size, alt text, where it is used, and the admin's takedown. */
export function ImageRow({ image, onTakeDown, busy }: { image: LibraryImage; onTakeDown?: ((image: LibraryImage) => void) | undefined; busy: boolean }) {
  const id = useId();
  const name = fileName(image);
  const editable = isShown(image) && !isSettingsPicture(image);
  return (
    <li aria-labelledby={`${id}-name`} className="flex flex-wrap gap-4 py-4 sm:flex-nowrap">
      <LibraryThumbnail image={image} alt={image.alt_text || name} />
      <div className="min-w-0 flex-1">
        <p id={`${id}-name`} className="font-mono text-sm font-semibold break-all text-navy-950">
          {name}
        </p>
        <p className="text-xs text-slate-600">{sizeText(image) || 'Filen finnes ikke lenger'}</p>
        {editable ? <AltTextForm key={`${image.key}:${image.alt_text}`} image={image} name={name} /> : <AltTextNote image={image} />}
        <div className="mt-3">
          <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase">Brukt i</p>
          <UsageList image={image} />
        </div>
        {onTakeDown && (
          <button type="button" className="btn mt-3 bg-red-700 px-3 py-1 text-sm text-white hover:bg-red-800" disabled={busy} onClick={() => onTakeDown(image)} aria-label={`Slett ${name} for godt`}>
            Slett for godt
          </button>
        )}
      </div>
    </li>
  );
}
