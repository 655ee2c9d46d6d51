import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import clsx from 'clsx';
import type { Focus } from '@rms/schema';
import { useId, useState, type FormEvent } from 'react';
import { Img } from '@/components/ui/img';
import { isTempImage, type ManagedImage } from '../lib/image-list';
import { FocusDialog } from './focus-dialog';

interface ImageThumbnailProps {
  image: ManagedImage;
  /** 1-based position, used in accessible names ('Bilde 2'). */
  position: number;
  /** Single-image mode (category image) has no main image and no reordering. */
  single?: boolean;
  onSetMain?: (id: string) => void;
  onDelete: (id: string) => void;
  onAltText?: (id: string, altText: string) => Promise<void>;
  /** Stores the picture's focal point (null: none); rejects when it could not. */
  onFocus?: (id: string, focus: Focus | null) => Promise<void>;
}

/** Thumbnail sizes for the 2/3/4/6-column grid: the small (512) webp variant is enough. */
const THUMB_SIZES = '(min-width: 1024px) 16vw, (min-width: 768px) 25vw, (min-width: 640px) 33vw, 50vw';

function AltTextForm({ image, position, onSave, onDone }: { image: ManagedImage; position: number; onSave: (alt: string) => Promise<void>; onDone: () => void }) {
  const id = useId();
  const [value, setValue] = useState(image.alt_text);
  const [state, setState] = useState<'idle' | 'saving' | 'failed'>('idle');
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setState('saving');
    try {
      await onSave(value.trim());
      onDone();
    } catch (err) {
      console.warn('Saving the alt text failed', err);
      setState('failed');
    }
  };
  return (
    <form onSubmit={submit} className="mt-2 space-y-2">
      <label htmlFor={id} className="block text-xs font-medium text-slate-700">
        Alt-tekst for bilde {position}
      </label>
      <input id={id} value={value} onChange={(e) => setValue(e.target.value)} maxLength={500} className="field-input py-1 text-sm" />
      {state === 'failed' && (
        <p role="alert" className="text-xs text-red-800">
          Kunne ikke lagre alt-teksten
        </p>
      )}
      <div className="flex gap-2">
        <button type="submit" className="btn-primary px-2 py-1 text-xs" disabled={state === 'saving'}>
          Lagre
        </button>
        <button type="button" className="btn-secondary px-2 py-1 text-xs" onClick={onDone}>
          Avbryt
        </button>
      </div>
    </form>
  );
}

/** One image of the manager: preview, progress or failure overlay, main badge and actions. */
export function ImageThumbnail({ image, position, single = false, onSetMain, onDelete, onAltText, onFocus }: ImageThumbnailProps) {
  const temp = isTempImage(image);
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id: image.id, disabled: temp || single });
  const [editingAlt, setEditingAlt] = useState(false);
  const [choosingFocus, setChoosingFocus] = useState(false);
  const name = `bilde ${position}`;
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={clsx('relative rounded-lg bg-white p-1.5 shadow-sm ring-1 ring-sand-200', isDragging && 'z-10 opacity-80 shadow-lg')}
      aria-label={`Bilde ${position}${image.isMain ? ' (hovedbilde)' : ''}`}
      data-image-id={temp ? undefined : image.id}
      data-main={image.isMain ? 'true' : undefined}
    >
      <div className="relative aspect-square overflow-hidden rounded-md bg-sand-100">
        <Img image={{ src: image.preview ?? image.src, alt_text: image.alt_text, focus: image.focus }} alt={image.title || name} sizes={THUMB_SIZES} aspectRatio="1 / 1" className="h-full w-full" />
        {image.uploading && (
          <div className="absolute inset-0 flex flex-col items-center justify-center gap-2 bg-navy-950/60 text-white">
            <span className="text-sm font-semibold tabular-nums">{image.progress ?? 0}%</span>
            <div role="progressbar" aria-label={`Laster opp ${name}`} aria-valuemin={0} aria-valuemax={100} aria-valuenow={image.progress ?? 0} className="h-1.5 w-3/4 overflow-hidden rounded bg-white/30">
              <div className="h-full bg-accent-400 transition-[width]" style={{ width: `${image.progress ?? 0}%` }} />
            </div>
          </div>
        )}
        {image.error && (
          <div className="absolute inset-0 flex flex-col items-center justify-center gap-1 bg-red-900/80 p-2 text-center text-white" role="alert">
            <span className="text-sm font-semibold">Upload Failed</span>
            {image.fileName && <span className="max-w-full truncate text-xs font-medium">{image.fileName}</span>}
            <span className="text-xs">{image.errorReason ?? 'Opplastingen feilet'}</span>
          </div>
        )}
        {image.isMain && !single && <span className="absolute top-1.5 left-1.5 rounded bg-accent-600 px-1.5 py-0.5 text-xs font-semibold text-white">Hovedbilde</span>}
        {!temp && !single && (
          <button
            type="button"
            {...attributes}
            {...listeners}
            aria-label={`Flytt ${name}`}
            className="absolute top-1.5 right-1.5 cursor-grab rounded bg-white/90 px-1.5 py-0.5 text-xs text-navy-950 shadow active:cursor-grabbing"
          >
            ⠿
          </button>
        )}
      </div>
      {!image.uploading && (
        <div className="mt-1.5 flex flex-wrap gap-1 text-xs">
          {!single && !temp && !image.isMain && onSetMain && (
            <button type="button" onClick={() => onSetMain(image.id)} className="rounded px-1.5 py-1 text-navy-900 hover:bg-sand-100" aria-label={`Sett som hovedbilde: ${name}`}>
              Sett som hovedbilde
            </button>
          )}
          {!temp && onAltText && (
            <button type="button" onClick={() => setEditingAlt((v) => !v)} className="rounded px-1.5 py-1 text-navy-900 hover:bg-sand-100" aria-label={`Rediger alt-tekst for ${name}`}>
              Alt-tekst
            </button>
          )}
          {!temp && !image.error && onFocus && (
            <button type="button" onClick={() => setChoosingFocus(true)} className="rounded px-1.5 py-1 text-navy-900 hover:bg-sand-100" aria-label={`Fokuspunkt for ${name}`}>
              Fokuspunkt
            </button>
          )}
          <button type="button" onClick={() => onDelete(image.id)} className="rounded px-1.5 py-1 text-red-800 hover:bg-red-50" aria-label={image.error ? `Fjern ${name}` : `Slett ${name}`}>
            {image.error ? 'Fjern' : 'Slett'}
          </button>
        </div>
      )}
      {choosingFocus && onFocus && <FocusDialog image={image} name={name} onSave={(focus) => onFocus(image.id, focus)} onClose={() => setChoosingFocus(false)} />}
      {editingAlt && onAltText && <AltTextForm image={image} position={position} onSave={(alt) => onAltText(image.id, alt)} onDone={() => setEditingAlt(false)} />}
    </li>
  );
}
