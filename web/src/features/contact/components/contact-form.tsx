import type { ContactMessageInput } from '@rms/schema';
import { CONTACT_RECEIVED_MESSAGE, REQUIRED_FIELDS_MESSAGE } from '@rms/schema/contact-texts';
import clsx from 'clsx';
import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { isApiError } from '@/lib/api-client';
import { useHydrated } from '@/lib/use-hydrated';
import { useSendMessage } from '../api/send-message';
import { checkContactMessage, type ContactErrors, type ContactField } from '../lib/validate-contact';

export const SEND_FAILED_MESSAGE = 'Failed to send message. Please try again later.';
/** Spec §8's thank-you text, shared with the server's receipt. */
export const THANK_YOU_MESSAGE = CONTACT_RECEIVED_MESSAGE;

const CLIENT_CODES = new Set(['NETWORK_ERROR', 'HTTP_ERROR', 'NO_DATA', 'INVALID_RESPONSE']);

/** The server's own message when it sent one, else the spec's fallback (§8). */
function failureMessage(error: unknown): string {
  if (isApiError(error) && !CLIENT_CODES.has(error.code) && error.message) return error.message;
  return SEND_FAILED_MESSAGE;
}

interface ContactFormProps {
  title: string;
  intro?: ReactNode;
  /** A preset subject (e.g. the product's title) hides the subject field (spec §5). */
  initialSubject?: string | undefined;
}

/** The form's fields in the order a visitor meets them: the first one in error gets the focus. */
const FIELDS: ContactField[] = ['name', 'contactPhone', 'contactEmail', 'subject', 'message', 'website'];

/** The form's values as typed (FormData keeps what the visitor typed, even before hydration). */
function valuesOf(form: HTMLFormElement, subject: string | undefined): ContactMessageInput {
  const data = new FormData(form);
  const text = (name: ContactField) => String(data.get(name) ?? '');
  return { name: text('name'), contactPhone: text('contactPhone'), contactEmail: text('contactEmail'), subject: subject ?? text('subject'), message: text('message'), website: text('website') };
}

/**
 * The contact form (spec §4/§5): editing → submitting → sent (thank-you and 'Send ny melding')
 * or an inline error. Validation is the shared ContactMessageSchema the server uses too, loaded on
 * the first submit; after a refused submit every change is checked again (decision 018).
 */
export function ContactForm({ title, intro, initialSubject }: ContactFormProps) {
  const headingId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [refused, setRefused] = useState(false);
  // A new key gives 'Send ny melding' an empty form.
  const [round, setRound] = useState(0);
  const send = useSendMessage();
  // Until the page is live the browser would send the form itself (a GET with the message in the
  // address, and the text lost): the button, and with it Enter in a field, waits for hydration.
  const live = useHydrated();
  const showSummary = Object.keys(errors).length > 0;

  const check = async (form: HTMLFormElement) => {
    const result = await checkContactMessage(valuesOf(form, initialSubject));
    setErrors(result.ok ? {} : result.errors);
    return result;
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const result = await check(form);
    if (result.ok) return send.mutate(result.message);
    setRefused(true);
    const first = FIELDS.find((f) => result.errors[f] !== undefined);
    if (first) form.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  };

  const onChange = () => {
    if (refused && formRef.current) void check(formRef.current);
  };

  const startOver = () => {
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
      {send.isSuccess ? (
        <div className="mt-6" role="status">
          <p className="text-lg text-slate-800">{THANK_YOU_MESSAGE}</p>
          <button type="button" onClick={startOver} className="btn-secondary mt-6">
            Send ny melding
          </button>
        </div>
      ) : (
        <form key={round} ref={formRef} onSubmit={(e) => void onSubmit(e)} onChange={onChange} noValidate className="relative mt-4" aria-describedby={showSummary ? `${headingId}-summary` : undefined}>
          {intro && <div className="mb-6 text-slate-700">{intro}</div>}
          {showSummary && (
            <p id={`${headingId}-summary`} role="alert" className="mb-4 rounded-md border border-red-200 bg-red-50 px-4 py-3 font-medium text-red-800">
              {REQUIRED_FIELDS_MESSAGE}
            </p>
          )}
          {initialSubject && (
            <p className="mb-4 text-sm text-slate-700">
              Emne: <span className="font-semibold text-slate-900">{initialSubject}</span>
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
            {!initialSubject && (
              <Field label="Emne" required {...field('subject')} className="sm:col-span-2">
                {(props) => <input {...props} type="text" />}
              </Field>
            )}
            <Field label="Melding" required {...field('message')} className="sm:col-span-2">
              {(props) => <textarea {...props} rows={5} />}
            </Field>
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
          <div className="mt-6 flex flex-wrap items-center gap-4">
            <button type="submit" className="btn-primary" disabled={!live || send.isPending}>
              {send.isPending ? 'Sender…' : 'Send melding'}
            </button>
            <p className="text-sm text-slate-600">Felt merket * må fylles ut.</p>
          </div>
        </form>
      )}
    </section>
  );
}

interface FieldControlProps {
  id: string;
  name: ContactField;
  className: string;
  'aria-invalid': boolean;
  'aria-required': boolean | undefined;
  'aria-describedby': string | undefined;
}

function Field({
  label,
  name,
  required,
  error,
  className,
  children,
}: {
  label: string;
  name: ContactField;
  required?: boolean;
  error: string | undefined;
  className?: string;
  children: (props: FieldControlProps) => ReactNode;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={clsx(className)}>
      <label htmlFor={id} className="field-label">
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      {children({ id, name, className: 'field-input', 'aria-invalid': !!error, 'aria-required': required || undefined, 'aria-describedby': error ? errorId : undefined })}
      {error && (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
