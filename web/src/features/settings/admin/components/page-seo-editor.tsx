import { ACCEPTED_IMAGE_TYPES, MAX_SHARE_IMAGES, type ShareImage, type SiteSettingsInput } from '@rms/schema';
import { FIXED_PAGES, type FixedPage, type SeoFields } from '@rms/schema/seo-limits';
import { useId, useState, type ChangeEvent } from 'react';
import { get, useFieldArray, useFormContext, useWatch, type FieldError } from 'react-hook-form';
import { FIXED_PAGE_HEADS } from '@/content/page-heads';
import { SearchShareSection } from '@/features/search-share';
import { imageUrl } from '@/lib/image-url';
import { DEFAULT_SHARE_IMAGE, pageTitle } from '@/lib/seo';
import { uploadSettingsImage } from '../api/save-site-settings';
import { FieldMessage, TextField } from './field';

/**
 * 'Søk og deling' of the fixed pages: the share images uploaded here, and per page the
 * title, description, share image and 'Skjul for søkemotorer', saved with the other settings.
 */
export function PageSeoEditor() {
  const ids = useId();
  const [page, setPage] = useState<FixedPage>('home');
  const { control, setValue, formState } = useFormContext<SiteSettingsInput>();
  const shareImages = (useWatch({ control, name: 'shareImages' }) ?? []) as ShareImage[];
  const value = (useWatch({ control, name: `pageSeo.${page}` }) ?? {}) as SeoFields;
  const facts = useWatch({ control, name: ['phone', 'street', 'postalCode', 'city'] });
  const head = FIXED_PAGE_HEADS[page];
  const issue = (field: keyof SeoFields) => (get(formState.errors, `pageSeo.${page}.${field}`) as FieldError | undefined)?.message;
  return (
    <div className="space-y-6">
      <ShareImages />
      <div>
        <label htmlFor={`${ids}-page`} className="field-label">
          Side
        </label>
        <select id={`${ids}-page`} className="field-input sm:max-w-xs" value={page} onChange={(e) => setPage(e.target.value as FixedPage)}>
          {FIXED_PAGES.map((p) => (
            <option key={p} value={p}>
              {FIXED_PAGE_HEADS[p].label} ({FIXED_PAGE_HEADS[p].path})
            </option>
          ))}
        </select>
      </div>
      <SearchShareSection
        key={page}
        value={value}
        onChange={(next) => setValue(`pageSeo.${page}`, next, { shouldDirty: true })}
        images={shareImages}
        fallback={{ title: pageTitle(head.title), description: head.description({ phone: facts[0], street: facts[1], postalCode: facts[2], city: facts[3] }) }}
        fallbackImage={{ id: '', ...DEFAULT_SHARE_IMAGE }}
        path={head.path}
        errors={{ title: issue('title'), description: issue('description'), imageId: issue('imageId') }}
      />
    </div>
  );
}

/** The pictures the fixed pages can be shared with: uploaded through the image pipeline, each with its alt text. */
function ShareImages() {
  const { control, getValues } = useFormContext<SiteSettingsInput>();
  const { fields, append, remove } = useFieldArray({ control, name: 'shareImages', keyName: 'key' });
  const [state, setState] = useState<{ busy: boolean; error: string | null }>({ busy: false, error: null });

  const onFile = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    setState({ busy: true, error: null });
    const alt = file.name.replace(/\.[^.]+$/, '').replace(/[-_]+/g, ' ');
    try {
      const { image } = await uploadSettingsImage('share', file, alt);
      append({ id: image.id, src: image.src, alt_text: alt, ...(image.width ? { width: image.width } : {}), ...(image.height ? { height: image.height } : {}) });
      setState({ busy: false, error: null });
    } catch (err) {
      setState({ busy: false, error: `Kunne ikke laste opp bildet: ${err instanceof Error ? err.message : String(err)}` });
    }
  };

  return (
    <div className="space-y-3">
      <p className="field-label">Delingsbilder</p>
      <p className="text-sm text-slate-600">Bilder som kan vises når noen deler en av sidene under (helst 1200 × 630 piksler eller større).</p>
      <ul className="space-y-3">
        {fields.map((field, i) => (
          <li key={field.key} className="flex flex-wrap items-start gap-3">
            <img src={imageUrl(getValues(`shareImages.${i}.src`))} alt="" className="h-16 w-28 rounded-md object-cover ring-1 ring-sand-200" />
            <TextField name={`shareImages.${i}.alt_text`} label="Alternativ tekst" className="min-w-60 flex-1" />
            <button type="button" className="btn-secondary self-end" onClick={() => remove(i)}>
              Fjern
            </button>
          </li>
        ))}
      </ul>
      {fields.length < MAX_SHARE_IMAGES && (
        <div>
          <label htmlFor="settings-share-file" className="btn-secondary cursor-pointer">
            {state.busy ? 'Laster opp…' : 'Last opp delingsbilde'}
          </label>
          <input
            id="settings-share-file"
            type="file"
            accept={Object.keys(ACCEPTED_IMAGE_TYPES).join(',')}
            className="sr-only"
            disabled={state.busy}
            onChange={(e) => void onFile(e)}
            aria-label="Delingsbilde: velg bildefil"
          />
        </div>
      )}
      {state.error && <FieldMessage>{state.error}</FieldMessage>}
    </div>
  );
}
