import type { Focus, Image } from '@rms/schema';
import { useId, useRef, useState, type CSSProperties, type KeyboardEvent, type MouseEvent, type SyntheticEvent } from 'react';
import { Img } from '@/components/ui/img';
import { useModalDialog } from '@/components/ui/use-modal-dialog';
import { toast } from '@/lib/toast';

export const FOCUS_SAVED = 'Fokuspunktet er lagret';
export const FOCUS_REMOVED = 'Fokuspunktet er fjernet';
export const FOCUS_FAILED = 'Kunne ikke lagre fokuspunktet';

/** Arrow keys move the point 5 % (the share image's grid), with Shift 1 %. */
const STEP = 0.05;
const FINE_STEP = 0.01;
const MOVES: Record<string, [number, number]> = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };

const clamp = (v: number) => Math.min(1, Math.max(0, Math.round(v * 100) / 100));
const percent = (v: number) => Math.round(v * 100);

/**
 * The picture as large as the dialog allows (its width, the screen's, 60 % of the screen's height)
 * when its size is known: the marker is placed on the picture's own box, so that box must be the
 * whole picture, never letterboxed.
 */
function fittedWidth({ width, height }: Pick<Image, 'width' | 'height'>): CSSProperties | undefined {
  return width && height ? { width: `min(39rem, calc(100vw - 5rem), calc(60vh * ${width} / ${height}))` } : undefined;
}

interface FocusDialogProps {
  image: Pick<Image, 'src' | 'alt_text' | 'title' | 'width' | 'height' | 'focus'>;
  /** 'bilde 2', 'kategori-bildet': named in the heading and the picker's label. */
  name: string;
  /** Stores the point (null: none, crops stay centred); rejects when it could not. */
  onSave: (focus: Focus | null) => Promise<void>;
  onClose: () => void;
}

/**
 * 'Fokuspunkt': the whole picture, where staff click the subject, or move the marker with the arrow
 * keys and press Enter, so every crop of it (cards, hero, the share image) keeps it in view. A modal
 * `<dialog>` as the confirm dialog (focus kept inside, Escape cancels, focus returns to the opener).
 */
export function FocusDialog({ image, name, onSave, onClose }: FocusDialogProps) {
  const id = useId();
  const picker = useRef<HTMLButtonElement>(null);
  const dialog = useModalDialog(picker);
  const [point, setPoint] = useState<Focus>(image.focus ?? { x: 0.5, y: 0.5 });
  const [saving, setSaving] = useState(false);

  const save = async (focus: Focus | null) => {
    setSaving(true);
    try {
      await onSave(focus);
      toast.success(focus ? FOCUS_SAVED : FOCUS_REMOVED);
      onClose();
    } catch (e) {
      console.warn('Saving the focal point failed', e);
      toast.error(FOCUS_FAILED);
      setSaving(false);
    }
  };

  const onPick = (e: MouseEvent<HTMLButtonElement>) => {
    // A keyboard "click" (Space) has no position: the arrow keys move the point instead.
    if (e.detail === 0) return;
    const box = e.currentTarget.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return;
    setPoint({ x: clamp((e.clientX - box.left) / box.width), y: clamp((e.clientY - box.top) / box.height) });
  };

  const onPickerKey = (e: KeyboardEvent<HTMLButtonElement>) => {
    const move = MOVES[e.key];
    if (move) {
      e.preventDefault();
      const step = e.shiftKey ? FINE_STEP : STEP;
      setPoint((p) => ({ x: clamp(p.x + move[0] * step), y: clamp(p.y + move[1] * step) }));
    } else if (e.key === 'Enter') {
      e.preventDefault();
      if (!saving) void save(point);
    }
  };

  // Escape: the dialog's cancel event; its default (closing) is left to React, which unmounts it.
  const onCancel = (e: SyntheticEvent) => {
    e.preventDefault();
    if (!saving) onClose();
  };
  const where = `${percent(point.x)} % fra venstre, ${percent(point.y)} % ovenfra`;

  return (
    <dialog
      ref={dialog}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-help`}
      className="m-auto w-[calc(100%-2rem)] max-w-2xl rounded-xl bg-white p-0 shadow-xl backdrop:bg-navy-950/50"
      onCancel={onCancel}
      onKeyDown={(e) => e.key === 'Escape' && e.stopPropagation()}
    >
      <div className="p-6">
        <h2 id={`${id}-title`} className="text-lg font-semibold text-navy-950">
          Fokuspunkt for {name}
        </h2>
        <p id={`${id}-help`} className="mt-1 text-sm text-slate-700">
          Klikk på motivet, eller flytt punktet med piltastene og trykk Enter for å lagre. Utsnitt av bildet holder dette punktet synlig.
        </p>
        <div className="mt-4 flex justify-center bg-sand-100">
          <button
            ref={picker}
            type="button"
            aria-label={`Velg fokuspunkt for ${name}`}
            aria-describedby={`${id}-where`}
            className="relative inline-block max-w-full cursor-crosshair focus-visible:outline-4 focus-visible:outline-accent-500"
            onClick={onPick}
            onKeyDown={onPickerKey}
          >
            <Img image={{ ...image, focus: undefined }} alt="" sizes="39rem" fit="contain" loading="eager" className="block h-auto max-h-[60vh] w-auto max-w-full" style={fittedWidth(image)} />
            <span
              aria-hidden="true"
              data-testid="focus-marker"
              className="pointer-events-none absolute size-6 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-white bg-accent-500/60 shadow ring-2 ring-navy-950"
              style={{ left: `${percent(point.x)}%`, top: `${percent(point.y)}%` }}
            />
          </button>
        </div>
        <p id={`${id}-where`} aria-live="polite" className="mt-2 text-sm text-slate-700">
          Fokuspunkt: {where}
        </p>
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          {image.focus && (
            <button type="button" className="btn-secondary mr-auto" disabled={saving} onClick={() => void save(null)}>
              Fjern fokuspunkt
            </button>
          )}
          <button type="button" className="btn-secondary" disabled={saving} onClick={onClose}>
            Avbryt
          </button>
          <button type="button" className="btn-primary" disabled={saving} onClick={() => void save(point)}>
            Lagre
          </button>
        </div>
      </div>
    </dialog>
  );
}
