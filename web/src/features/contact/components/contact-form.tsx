import { zodResolver } from '@hookform/resolvers/zod';
import { CONTACT_RECEIVED_MESSAGE, ContactMessageSchema, REQUIRED_FIELDS_MESSAGE, type ContactMessage, type ContactMessageInput } from '@rms/schema';
import clsx from 'clsx';
import { useId, type ReactNode } from 'react';
import { useForm, type FieldError } from 'react-hook-form';
import { isApiError } from '@/lib/api-client';
import { useSendMessage } from '../api/send-message';

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

const EMPTY: ContactMessageInput = { name: '', contactPhone: '', contactEmail: '', subject: '', message: '', website: '' };

/**
 * The contact form (spec §4/§5): editing → submitting → sent (thank-you and 'Send ny melding')
 * or an inline error. Validation is the shared ContactMessageSchema the server uses too.
 */
export function ContactForm({ title, intro, initialSubject }: ContactFormProps) {
  const headingId = useId();
  const defaults: ContactMessageInput = { ...EMPTY, subject: initialSubject ?? '' };
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ContactMessageInput, unknown, ContactMessage>({ resolver: zodResolver(ContactMessageSchema), defaultValues: defaults, mode: 'onSubmit' });
  const send = useSendMessage();
  const showSummary = Object.keys(errors).length > 0;

  const onSubmit = handleSubmit((values) => send.mutate(values));

  const startOver = () => {
    reset(defaults);
    send.reset();
  };

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
        <form onSubmit={onSubmit} noValidate className="relative mt-4" aria-describedby={showSummary ? `${headingId}-summary` : undefined}>
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
            <Field label="Navn" required error={errors.name}>
              {(props) => <input {...props} type="text" autoComplete="name" {...register('name')} />}
            </Field>
            <Field label="Telefon" error={errors.contactPhone}>
              {(props) => <input {...props} type="tel" autoComplete="tel" {...register('contactPhone')} />}
            </Field>
            <Field label="E-post" required error={errors.contactEmail} className="sm:col-span-2">
              {(props) => <input {...props} type="email" autoComplete="email" {...register('contactEmail')} />}
            </Field>
            {!initialSubject && (
              <Field label="Emne" required error={errors.subject} className="sm:col-span-2">
                {(props) => <input {...props} type="text" {...register('subject')} />}
              </Field>
            )}
            <Field label="Melding" required error={errors.message} className="sm:col-span-2">
              {(props) => <textarea {...props} rows={5} {...register('message')} />}
            </Field>
          </div>

          {/* Honeypot for bots: off-screen, hidden from assistive technology, never focused by Tab. */}
          <div aria-hidden="true" style={{ position: 'absolute', left: '-10000px', top: 'auto', width: 1, height: 1, overflow: 'hidden' }}>
            <label htmlFor={`${headingId}-website`}>Nettside</label>
            <input id={`${headingId}-website`} type="text" tabIndex={-1} autoComplete="off" {...register('website')} />
          </div>

          {send.isError && (
            <p role="alert" className="mt-4 rounded-md border border-red-200 bg-red-50 px-4 py-3 text-red-800">
              {failureMessage(send.error)}
            </p>
          )}
          <div className="mt-6 flex flex-wrap items-center gap-4">
            <button type="submit" className="btn-primary" disabled={send.isPending}>
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
  className: string;
  'aria-invalid': boolean;
  'aria-required': boolean | undefined;
  'aria-describedby': string | undefined;
}

function Field({
  label,
  required,
  error,
  className,
  children,
}: {
  label: string;
  required?: boolean;
  error: FieldError | undefined;
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
      {children({ id, className: 'field-input', 'aria-invalid': !!error, 'aria-required': required || undefined, 'aria-describedby': error ? errorId : undefined })}
      {error?.message && (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error.message}
        </p>
      )}
    </div>
  );
}
