import { CONTACT_RECEIVED_MESSAGE, REQUIRED_FIELDS_MESSAGE } from '@rms/schema/contact-texts';
import { useCallback, useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { FormField, type FieldControlProps } from '@/components/ui/visitor-field';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { useHydrated } from '@/lib/use-hydrated';
import { useSendEnquiry } from '../api/send-enquiry';
import type { QuoteProduct, ReceivedToken } from '../lib/read-enquiry-and-token';
import type { ContactErrors, ContactField } from '../lib/validate-contact';
import type { PickedPhoto } from '../lib/photo-types';
import { PhotoField } from './photo-field';
import { WALL_FACINGS, WALL_MATERIALS } from '@rms/schema/contact-texts';

/** The form's fields, typed by this form's field names. */
const Field = FormField<ContactField>;

export const SEND_FAILED_MESSAGE = 'Failed to send message. Please try again later.';
/** The thank-you text the product requires, word for word, shared with the server's receipt. */
export const THANK_YOU_MESSAGE = CONTACT_RECEIVED_MESSAGE;

const CLIENT_CODES = new Set(['NETWORK_ERROR', 'HTTP_ERROR', 'NO_DATA', 'INVALID_RESPONSE']);

/** The server's own message when it sent one, else the required English fallback ('Failed to send message…'). */
function failureMessage(error: unknown): string {
  if (isApiError(error) && !CLIENT_CODES.has(error.code) && error.message) return error.message;
  return SEND_FAILED_MESSAGE;
}

interface ContactFormProps {
  title: string;
  intro?: ReactNode;
  /**
   * On a product or sub-product page the form asks for a quote on this product: it is
   * named, not editable, its title is the preset subject (the subject field is hidden), and
   * the form adds postcode, measurements and 'Ønsker befaring'.
   */
  product?: QuoteProduct | undefined;
}

/** The form's fields in the order a visitor meets them: the first one in error gets the focus. */
const FIELDS: ContactField[] = ['name', 'contactPhone', 'contactEmail', 'subject', 'postcode', 'widthCm', 'heightCm', 'wallHeightCm', 'wallMaterial', 'facing', 'message', 'website'];

const MATERIAL_LABELS: Record<(typeof WALL_MATERIALS)[number], string> = { mur: 'Mur', betong: 'Betong', tre: 'Tre', annet: 'Annet' };

/** Reading the form and the time trap's token: loaded when the visitor starts using the form (lib/read-enquiry-and-token.ts). */
const loadEnquiry = () => import('../lib/read-enquiry-and-token');

/**
 * The contact form: editing → submitting → sent (thank-you and 'Send ny melding')
 * or an inline error. Validation is the shared EnquiryFormSchema the server uses too, loaded on
 * the first submit; after a refused submit every change is checked again (decision 018).
 */
export function ContactForm({ title, intro, product }: ContactFormProps) {
  const headingId = useId();
  const subject = product?.title;
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [refused, setRefused] = useState(false);
  // A new key gives 'Send ny melding' an empty form.
  const [round, setRound] = useState(0);
  const send = useSendEnquiry();
  const [photos, setPhotos] = useState<PickedPhoto[]>([]);
  // Until the page is live the browser would send the form itself (a GET with the message in the
  // address, and the text lost): the button, and with it Enter in a field, waits for hydration.
  const live = useHydrated();
  const showSummary = Object.keys(errors).length > 0;

  // The time trap's token, asked for once, when the visitor first focuses or taps the form.
  const token = useRef<Promise<ReceivedToken | null>>(undefined);
  const startUsing = useCallback(() => {
    token.current ??= loadEnquiry()
      .then((m) => m.fetchFormToken())
      .catch(() => null);
  }, []);
  // A field focused before the app took over the page gave React no focus event.
  useEffect(() => {
    if (formRef.current?.contains(document.activeElement)) startUsing();
  }, [startUsing]);

  const check = async (form: HTMLFormElement) => {
    const result = await (await loadEnquiry()).checkEnquiry(form, subject, product);
    setErrors(result.ok ? {} : result.errors);
    return result;
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    startUsing();
    const enquiry = await loadEnquiry();
    const result = await check(form);
    if (result.ok) return send.mutate({ message: result.message, token: enquiry.tokenForSending(token.current), photos });
    setRefused(true);
    const first = FIELDS.find((f) => result.errors[f] !== undefined);
    if (first) form.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  };

  const onChange = () => {
    if (refused && formRef.current) void check(formRef.current);
  };

  const startOver = () => {
    for (const p of photos) URL.revokeObjectURL(p.previewUrl);
    setPhotos([]);
    setErrors({});
    setRefused(false);
    setRound((r) => r + 1);
    send.reset();
  };

  const field = (name: ContactField) => ({ name, error: errors[name] });

  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-sand-200 bg-white p-6 shadow-sm sm:p-8">
      <h2 id={headingId} className="text-2xl font-semibold tracking-tight text-navy-950">
        {title}
      </h2>
      {send.sent ? (
        <div className="mt-6">
          <p role="status" className="text-lg text-slate-800">
            {THANK_YOU_MESSAGE}
          </p>
          {/* What they sent, from this form: the receipt mail no longer carries it (decision 146). */}
          <section aria-labelledby={`${headingId}-sent`} className="mt-6 rounded-md border border-sand-200 bg-sand-50 px-4 py-3">
            <h3 id={`${headingId}-sent`} className="text-sm font-semibold text-slate-900">
              Meldingen du sendte
            </h3>
            <p className="mt-2 whitespace-pre-wrap break-words text-slate-800">{send.sent.message}</p>
            {send.answer?.photosReceived !== undefined && <p className="mt-2 text-sm text-slate-700">Bilder mottatt: {send.answer.photosReceived}</p>}
          </section>
          {send.answer?.photosMessage && (
            <p role="alert" className="mt-4 rounded-md border border-amber-200 bg-amber-50 px-4 py-3 text-amber-900">
              {send.answer.photosMessage}
            </p>
          )}
          <button type="button" onClick={startOver} className="btn-secondary mt-6">
            Send ny melding
          </button>
        </div>
      ) : (
        <form
          key={round}
          ref={formRef}
          onSubmit={(e) => void onSubmit(e)}
          onChange={onChange}
          onFocus={startUsing}
          onPointerDown={startUsing}
          noValidate
          className="relative mt-4"
          aria-describedby={showSummary ? `${headingId}-summary` : undefined}
        >
          {intro && <div className="mb-6 text-slate-700">{intro}</div>}
          {showSummary && (
            <p id={`${headingId}-summary`} role="alert" className="mb-4 rounded-md border border-red-200 bg-red-50 px-4 py-3 font-medium text-red-800">
              {REQUIRED_FIELDS_MESSAGE}
            </p>
          )}
          {product && (
            <p className="mb-4 text-slate-700">
              Gjelder: <span className="font-semibold text-slate-900">{product.title}</span>
            </p>
          )}
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label="Navn" required {...field('name')}>
              {(props) => <input {...props} type="text" autoComplete="name" />}
            </Field>
            <Field label="Telefon" {...field('contactPhone')}>
              {(props) => <input {...props} type="tel" autoComplete="tel" />}
            </Field>
            <Field label="E-post" required {...field('contactEmail')} className="sm:col-span-2">
              {(props) => <input {...props} type="email" autoComplete="email" />}
            </Field>
            {!subject && (
              <Field label="Emne" required {...field('subject')} className="sm:col-span-2">
                {(props) => <input {...props} type="text" />}
              </Field>
            )}
            {product && (
              <fieldset className="grid gap-4 sm:col-span-2 sm:grid-cols-3">
                <legend className="mb-2 text-sm font-semibold text-slate-900">Om oppdraget (valgfritt)</legend>
                <Field label="Postnummer" {...field('postcode')}>
                  {(props) => <input {...props} type="text" inputMode="numeric" autoComplete="postal-code" />}
                </Field>
                <Field label="Bredde (cm)" {...field('widthCm')}>
                  {(props) => <input {...props} type="text" inputMode="numeric" />}
                </Field>
                <Field label="Utfall/høyde (cm)" {...field('heightCm')}>
                  {(props) => <input {...props} type="text" inputMode="numeric" />}
                </Field>
                <label className="flex items-center gap-2 text-slate-800 sm:col-span-3">
                  <input type="checkbox" name="siteVisit" className="h-4 w-4 accent-accent-600" />
                  Ønsker befaring
                </label>
                {/* What else a quote needs (decision 154): added once the app runs, as the button that sends it. */}
                {live && (
                  <>
                    <Field label="Høyde på veggen (cm)" {...field('wallHeightCm')}>
                      {(props) => <input {...props} type="text" inputMode="numeric" />}
                    </Field>
                    <Field label="Veggen er av" {...field('wallMaterial')}>
                      {(props) => <ChoiceSelect {...props} options={WALL_MATERIALS} labels={MATERIAL_LABELS} />}
                    </Field>
                    <Field label="Veggen vender mot" {...field('facing')}>
                      {(props) => <ChoiceSelect {...props} options={WALL_FACINGS} />}
                    </Field>
                    {(
                      [
                        ['motor', 'Ønsker motor'],
                        ['sunWindSensor', 'Ønsker sol- og vindsensor'],
                        ['approvalNeeded', 'Borettslag eller sameie må godkjenne'],
                      ] as const
                    ).map(([name, label]) => (
                      <label key={name} className="flex items-center gap-2 text-slate-800 sm:col-span-3">
                        <input type="checkbox" name={name} className="h-4 w-4 accent-accent-600" />
                        {label}
                      </label>
                    ))}
                  </>
                )}
              </fieldset>
            )}
            <Field label="Melding" required {...field('message')} className="sm:col-span-2">
              {(props) => <textarea {...props} rows={5} />}
            </Field>
            {/* Photos need the app to scale and send them, as the button does: not in the page's HTML (decision 154). */}
            {live && <PhotoField photos={photos} onPhotosChange={setPhotos} sending={send.isPending} progress={send.progress} />}
          </div>

          {/* Honeypot for bots: off-screen, hidden from assistive technology, never focused by Tab. */}
          <div aria-hidden="true" style={{ position: 'absolute', left: '-10000px', top: 'auto', width: 1, height: 1, overflow: 'hidden' }}>
            <label htmlFor={`${headingId}-website`}>Nettside</label>
            <input id={`${headingId}-website`} type="text" tabIndex={-1} autoComplete="off" name="website" />
          </div>

          {send.isError && (
            <p role="alert" className="mt-4 rounded-md border border-red-200 bg-red-50 px-4 py-3 text-red-800">
              {failureMessage(send.error)}
            </p>
          )}
          <p className="mt-4 text-sm text-slate-600">
            {`Vi bruker opplysningene bare til å svare deg${product ? ' og gi deg et tilbud' : ''}. Les mer i `}
            <Link to={paths.privacy} className="text-accent-700 underline underline-offset-2">
              personvernerklæringen
            </Link>
            .
          </p>
          <div className="mt-6 flex flex-wrap items-center gap-4">
            <button type="submit" className="btn-primary" disabled={!live || send.isPending}>
              {send.isPending ? 'Sender…' : product ? 'Be om tilbud' : 'Send melding'}
            </button>
            <p className="text-sm text-slate-600">Felt merket * må fylles ut.</p>
          </div>
        </form>
      )}
    </section>
  );
}

/** An optional choice: 'Velg' (none) first, then each option, shown by its label when it has one. */
function ChoiceSelect<T extends string>({ options, labels, ...props }: FieldControlProps<ContactField> & { options: readonly T[]; labels?: Record<T, string> }) {
  return (
    <select {...props} defaultValue="">
      <option value="">Velg</option>
      {options.map((o) => (
        <option key={o} value={o}>
          {labels?.[o] ?? o}
        </option>
      ))}
    </select>
  );
}
