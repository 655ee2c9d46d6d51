import { ACCEPTED_IMAGE_TYPES, type SettingsImageSlot } from '@rms/schema';
import { useState, type ChangeEvent } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { imageUrl } from '@/lib/image-url';
import { uploadSettingsImage } from '../api/save-site-settings';
import { FieldMessage, TextField, fieldId, useFieldError } from './field';

interface ImageFieldProps {
  /** Form path of the image object, e.g. 'team.2.photo'. */
  name: string;
  slot: SettingsImageSlot;
  label: string;
  /** Team photos may be left empty (the page shows initials); logos may not. */
  removable?: boolean;
  /** The alt text an upload starts with, e.g. 'Portrett av Kari'. */
  suggestedAlt: string;
}

/**
 * Upload or replace one image through the image pipeline, with its alt text. The upload is stored
 * at once; the settings use it when they are saved.
 */
export function ImageField({ name, slot, label, removable = false, suggestedAlt }: ImageFieldProps) {
  const { setValue, getValues, control } = useFormContext();
  const image = useWatch({ control, name }) as { src: string; alt_text: string } | null | undefined;
  const [state, setState] = useState<{ busy: boolean; error: string | null }>({ busy: false, error: null });
  const error = useFieldError(`${name}.src`);
  const inputId = fieldId(`${name}.file`);

  const onFile = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    setState({ busy: true, error: null });
    const alt = (getValues(`${name}.alt_text`) as string | undefined)?.trim() || suggestedAlt;
    try {
      const { image: stored } = await uploadSettingsImage(slot, file, alt);
      setValue(name, { src: stored.src, alt_text: alt, ...(stored.width ? { width: stored.width } : {}), ...(stored.height ? { height: stored.height } : {}) }, { shouldDirty: true, shouldValidate: true });
      setState({ busy: false, error: null });
    } catch (err) {
      setState({ busy: false, error: `Kunne ikke laste opp bildet: ${err instanceof Error ? err.message : String(err)}` });
    }
  };

  return (
    <div className="space-y-2">
      <p className="field-label">{label}</p>
      <div className="flex flex-wrap items-center gap-3">
        <div className="flex h-20 w-20 shrink-0 items-center justify-center overflow-hidden rounded-md bg-sand-100 ring-1 ring-sand-200">
          {image?.src ? <img src={imageUrl(image.src)} alt="" className="h-full w-full object-contain" /> : <span className="text-xs text-slate-600">Ingen bilde</span>}
        </div>
        <div className="flex flex-wrap gap-2">
          <label htmlFor={inputId} className="btn-secondary cursor-pointer">
            {state.busy ? 'Laster opp…' : image?.src ? 'Bytt bilde' : 'Last opp bilde'}
          </label>
          <input id={inputId} type="file" accept={Object.keys(ACCEPTED_IMAGE_TYPES).join(',')} className="sr-only" disabled={state.busy} onChange={(e) => void onFile(e)} data-testid={`${name}-file`} aria-label={`${label}: velg bildefil`} />
          {removable && image?.src && (
            <button type="button" className="btn-secondary" onClick={() => setValue(name, null, { shouldDirty: true })}>
              Fjern bilde
            </button>
          )}
        </div>
      </div>
      {state.error && <FieldMessage>{state.error}</FieldMessage>}
      {error && <FieldMessage>{error}</FieldMessage>}
      {image && <TextField name={`${name}.alt_text`} label="Alternativ tekst (beskriv bildet for dem som ikke ser det)" />}
    </div>
  );
}
