import { SEO_DESCRIPTION_MAX, SEO_TITLE_MAX, type SeoFields } from '@rms/schema/seo-limits';
import { useId, type ReactNode } from 'react';
import { env } from '@/config/env';
import { optimizedUrl } from '@/lib/image-url';
import { effectiveSeo, googleBreadcrumb, truncateLikeGoogle, type SeoFallback } from '../lib/search-preview';

/** A picture the share image can be chosen from. */
export interface ShareChoice {
  id: string;
  src: string;
  alt_text?: string | undefined;
  title?: string | undefined;
}

interface SearchShareSectionProps {
  value: SeoFields;
  onChange: (next: SeoFields) => void;
  /** The pictures staff may share the page with: the item's own, or for fixed pages those uploaded in 'Innstillinger'. */
  images: readonly ShareChoice[];
  /** What the page shows where a field is left empty: its title and text as today. */
  fallback: SeoFallback;
  /** The picture a link preview shows when none is chosen. */
  fallbackImage?: ShareChoice | undefined;
  /** The page's address (path), for the result preview. */
  path: string;
  /** Field errors from the form, by field name. */
  errors?: Partial<Record<keyof SeoFields, string | undefined>>;
  /** Extra controls under the fields (the settings screen's upload of share images). */
  children?: ReactNode;
}

/**
 * 'Søk og deling', one section for every editor: the meta title and description with a
 * counter, the share image, 'Skjul for søkemotorer', and how the page will look as a Google result
 * and as a shared link. Empty fields show what the page falls back to.
 */
export function SearchShareSection({ value, onChange, images, fallback, fallbackImage, path, errors = {}, children }: SearchShareSectionProps) {
  const ids = useId();
  const set = (patch: Partial<SeoFields>) => onChange({ ...value, ...patch });
  const shown = effectiveSeo(value, fallback);
  const chosen = (value.imageId && images.find((image) => image.id === value.imageId)) || fallbackImage;
  const host = new URL(env.siteUrl).host;
  return (
    <section aria-labelledby={`${ids}-heading`} className="rounded-xl border border-sand-200 bg-white p-4 sm:p-6">
      <h2 id={`${ids}-heading`} className="text-xl font-semibold text-navy-950">
        Søk og deling
      </h2>
      <p className="mt-1 text-sm text-slate-600">Hvordan siden vises i Google og når noen deler lenken. Tomme felt bruker sidens egen tittel, tekst og første bilde.</p>
      {/* minmax(0, 1fr): a long address in the result preview is cut off, never widens the page on a phone. */}
      <div className="mt-5 grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-2">
        <div className="space-y-4">
          <CountedField
            id={`${ids}-title`}
            label="Tittel i søkeresultater"
            max={SEO_TITLE_MAX}
            value={value.title ?? ''}
            placeholder={fallback.title}
            onChange={(title) => set({ title })}
            error={errors.title}
          />
          <CountedField
            id={`${ids}-description`}
            label="Beskrivelse i søkeresultater"
            max={SEO_DESCRIPTION_MAX}
            value={value.description ?? ''}
            placeholder={fallback.description}
            onChange={(description) => set({ description })}
            error={errors.description}
            multiline
          />
          <div>
            <label htmlFor={`${ids}-image`} className="field-label">
              Delingsbilde
            </label>
            <select id={`${ids}-image`} className="field-input" value={value.imageId ?? ''} onChange={(e) => set({ imageId: e.target.value })} aria-invalid={!!errors.imageId}>
              <option value="">{fallbackImage ? 'Standard (første bilde)' : 'Standard'}</option>
              {images.map((image, i) => (
                <option key={image.id} value={image.id}>
                  {image.alt_text || image.title || `Bilde ${i + 1}`}
                </option>
              ))}
            </select>
            {errors.imageId && <p className="mt-1 text-sm text-red-800">{errors.imageId}</p>}
          </div>
          {children}
          <label className="flex items-start gap-2 text-sm text-slate-800">
            <input type="checkbox" className="mt-1" checked={value.noindex === true} onChange={(e) => set({ noindex: e.target.checked })} />
            <span>
              <span className="font-medium">Skjul for søkemotorer</span>
              <span className="block text-slate-600">Siden er fortsatt åpen for alle med lenken, men Google viser den ikke og den står ikke i nettstedskartet.</span>
            </span>
          </label>
        </div>
        <div className="space-y-4">
          <figure>
            <figcaption className="field-label">Slik kan siden se ut i Google</figcaption>
            <div data-testid="google-preview" className="rounded-lg border border-slate-200 p-3 font-[arial,sans-serif]">
              <p className="truncate text-xs text-slate-700">{googleBreadcrumb(env.siteUrl, path)}</p>
              <p className="mt-1 text-lg leading-snug text-[#1a0dab]">{truncateLikeGoogle(shown.title, SEO_TITLE_MAX)}</p>
              <p className="mt-1 text-sm text-slate-700">{value.noindex ? 'Skjult for søkemotorer: siden vises ikke i Google.' : truncateLikeGoogle(shown.description, SEO_DESCRIPTION_MAX)}</p>
            </div>
          </figure>
          <figure>
            <figcaption className="field-label">Slik ser lenken ut når den deles</figcaption>
            <div data-testid="share-preview" className="overflow-hidden rounded-lg border border-slate-200 bg-slate-50">
              {chosen ? (
                <img src={optimizedUrl(chosen.src, { w: 512 })} alt={chosen.alt_text || ''} className="aspect-[1.91/1] w-full object-cover" />
              ) : (
                <div className="aspect-[1.91/1] w-full bg-slate-200" />
              )}
              <div className="p-3">
                <p className="text-xs text-slate-600 uppercase">{host}</p>
                <p className="font-semibold text-slate-900">{shown.title}</p>
                <p className="line-clamp-2 text-sm text-slate-700">{shown.description}</p>
              </div>
            </div>
          </figure>
        </div>
      </div>
    </section>
  );
}

interface CountedFieldProps {
  id: string;
  label: string;
  max: number;
  value: string;
  placeholder: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  multiline?: boolean;
}

/** A text field with a live "42/60" counter; the browser stops typing at the limit the server checks. */
function CountedField({ id, label, max, value, placeholder, onChange, error, multiline = false }: CountedFieldProps) {
  const props = {
    id,
    value,
    placeholder,
    maxLength: max,
    className: 'field-input',
    'aria-describedby': `${id}-count`,
    'aria-invalid': !!error,
  };
  return (
    <div>
      <div className="flex items-baseline justify-between gap-2">
        <label htmlFor={id} className="field-label">
          {label}
        </label>
        <span id={`${id}-count`} className="text-xs text-slate-600 tabular-nums" aria-live="polite">
          {value.length}/{max}
        </span>
      </div>
      {multiline ? <textarea {...props} className={`${props.className} field-grow`} rows={3} onChange={(e) => onChange(e.target.value)} /> : <input {...props} onChange={(e) => onChange(e.target.value)} />}
      {error && <p className="mt-1 text-sm text-red-800">{error}</p>}
    </div>
  );
}
