import { zodResolver } from '@hookform/resolvers/zod';
import { PRICE_TYPE_LABELS, PRICE_TYPE_WORDING, QUOTE_PRICE_TYPES, type Quote, type QuoteSent, type StoredEnquiry } from '@rms/schema';
import { useId, useState } from 'react';
import { FormProvider, useForm, useFormContext } from 'react-hook-form';
import { useConfirm } from '@/components/ui/confirm-dialog';
import { ConflictNotice } from '@/components/ui/conflict-notice';
import { isApiError } from '@/lib/api-client';
import { isConflict } from '@/lib/conflict';
import { toast } from '@/lib/toast';
import { useSaveQuote, useSendQuote } from '../api/save-quote';
import { QuoteFormSchema, formValues, quoteBody, type QuoteFormInput, type QuoteFormValues } from '../lib/quote-form';
import { isEditable, makesNewVersion } from '../lib/quote-status';
import { FieldMessage, useFieldError } from '@/components/ui/labelled-field';
import { QuoteField, QuoteFormId } from './quote-fields';
import { QuoteLines, QuoteSumsBox } from './quote-lines';

export const INVALID_QUOTE_MESSAGE = 'Tilbudet har feil. Rett feltene som er merket med rødt, og prøv igjen.';

interface QuoteEditorProps {
  enquiry: Pick<StoredEnquiry, 'id' | 'name' | 'contactEmail' | 'contactPhone'>;
  /** The version edited; none for a new quote. */
  quote?: Quote | undefined;
  /** Reads the enquiry's quotes again (after a 409) and answers the newest version of this one. */
  reload: () => Promise<Quote | undefined>;
  /** A save or a send answered with this version (a new one when a sent quote was changed). */
  onSaved?: (quote: Quote) => void;
  /** The customer's link, answered by the send this once. */
  onSent?: (sent: QuoteSent) => void;
}

/**
 * The quote form (decision 152): customer, lines, price type with its fixed wording, validity,
 * delivery time and note, validated by the API's own schema; 'Lagre utkast' and 'Send tilbud' (with
 * a confirmation naming the address). Saving a sent quote makes a new version; an accepted or
 * replaced one is shown read-only. A 409 keeps what was typed and says what happened.
 */
export function QuoteEditor({ enquiry, quote, reload, onSaved, onSent }: QuoteEditorProps) {
  const readOnly = quote !== undefined && !isEditable(quote);
  const form = useForm<QuoteFormInput, unknown, QuoteFormValues>({ resolver: zodResolver(QuoteFormSchema), defaultValues: formValues(enquiry, quote), mode: 'onSubmit', reValidateMode: 'onChange' });
  const [startedFrom, setStartedFrom] = useState(quote?.modified_at);
  /** The server's reason for a 409 (changed by someone else, accepted meanwhile, a newer version exists). */
  const [conflict, setConflict] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [dialog, confirm] = useConfirm();
  const save = useSaveQuote();
  const send = useSendQuote();
  const formId = useId();
  const busy = save.isPending || send.isPending;
  const hasErrors = Object.keys(form.formState.errors).length > 0;
  // Read while rendering: react-hook-form tracks only the form state a render has read.
  const { isDirty } = form.formState;

  /** Saves what the form holds, when there is anything to save; answers the version to send, or null after a failure. */
  const store = async (values: QuoteFormValues): Promise<Quote | null> => {
    if (quote && !isDirty && quote.status === 'draft') return quote;
    const body = quoteBody(values);
    try {
      const saved = await save.mutateAsync(quote ? { kind: 'patch', id: quote.id, patch: { ...body, modified_at: startedFrom ?? quote.modified_at } } : { kind: 'create', input: { enquiryId: enquiry.id, ...body } });
      setConflict(null);
      setFailure(null);
      setStartedFrom(saved.modified_at);
      form.reset(formValues(enquiry, saved));
      onSaved?.(saved);
      return saved;
    } catch (error) {
      await showFailure(error);
      return null;
    }
  };

  const showFailure = async (error: unknown) => {
    if (isConflict(error) || (isApiError(error) && error.status === 409)) {
      setConflict(error instanceof Error ? error.message : '');
      // What was typed stays; the next save starts from the version stored now.
      const fresh = await reload().catch(() => undefined);
      if (fresh) setStartedFrom(fresh.modified_at);
      return;
    }
    // The server names the fields it refused: shown where they are.
    if (isApiError(error) && error.status === 400 && error.issues?.length) {
      for (const issue of error.issues) form.setError(issue.path as keyof QuoteFormInput, { message: issue.message });
      return;
    }
    setFailure(error instanceof Error ? error.message : String(error));
  };

  const onSave = form.handleSubmit(async (values) => {
    const saved = await store(values);
    if (saved) toast.success(saved.version > (quote?.version ?? saved.version) ? `Lagret som ny versjon: ${saved.label}` : 'Tilbudet er lagret');
  });

  const onSend = form.handleSubmit(async (values) => {
    const ok = await confirm({
      message: `Sende tilbudet til ${values.customer.email}?`,
      detail: 'Kunden får en e-post med lenke til tilbudet og tilbudet som PDF, og henvendelsen flyttes til Tilbud sendt med tilbudets sum.',
      confirmLabel: 'Send tilbud',
    });
    if (!ok) return;
    const saved = await store(values);
    if (!saved) return;
    try {
      const sent = await send.mutateAsync(saved.id);
      // Sending stamps the version; a change after it starts from the version as sent.
      setStartedFrom(sent.quote.modified_at);
      toast.success(`Tilbud ${sent.quote.label} er sendt til ${sent.quote.customer.email}`);
      onSent?.(sent);
    } catch (error) {
      await showFailure(error);
    }
  });

  const newVersion = quote !== undefined && makesNewVersion(quote);
  return (
    <FormProvider {...form}>
      <QuoteFormId value={formId}>
        <form aria-label={quote ? `Tilbud ${quote.label}` : 'Nytt tilbud'} onSubmit={(e) => void onSave(e)} noValidate className="mt-3 space-y-4">
          {hasErrors && (
            <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
              {INVALID_QUOTE_MESSAGE}
            </p>
          )}
          {conflict !== null && (
            <>
              <ConflictNotice />
              {conflict && <p className="text-sm text-amber-950">Serveren sier: {conflict}</p>}
            </>
          )}
          {failure && (
            <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
              Kunne ikke lagre tilbudet: {failure}
            </p>
          )}
          <fieldset disabled={readOnly} className="space-y-4">
            <CustomerFields />
            <QuoteLines readOnly={readOnly} />
            <QuoteSumsBox />
            <PriceTypeChoice />
            <TermsFields />
          </fieldset>
          {!readOnly && (
            <div className="flex flex-wrap items-center gap-2">
              <button type="submit" className="btn-secondary" disabled={busy}>
                {save.isPending ? 'Lagrer…' : newVersion ? 'Lagre som ny versjon' : 'Lagre utkast'}
              </button>
              <button type="button" className="btn-primary" disabled={busy} onClick={() => void onSend()}>
                {send.isPending ? 'Sender…' : newVersion ? 'Send ny versjon' : 'Send tilbud'}
              </button>
              {newVersion && <p className="text-sm text-slate-700">Endringer i et sendt tilbud blir en ny versjon med samme nummer; den gamle lenken viser til den nye.</p>}
            </div>
          )}
        </form>
      </QuoteFormId>
      {dialog}
    </FormProvider>
  );
}

function CustomerFields() {
  const { register } = useFormContext<QuoteFormInput>();
  return (
    <fieldset className="grid gap-3 sm:grid-cols-2">
      <legend className="font-semibold text-navy-950">Kunde</legend>
      <QuoteField name="customer.name" label="Navn">
        {(props) => <input {...props} autoComplete="off" {...register('customer.name')} />}
      </QuoteField>
      <QuoteField name="customer.email" label="E-post">
        {(props) => <input {...props} type="email" autoComplete="off" {...register('customer.email')} />}
      </QuoteField>
      <QuoteField name="customer.phone" label="Telefon">
        {(props) => <input {...props} type="tel" autoComplete="off" {...register('customer.phone')} />}
      </QuoteField>
      <QuoteField name="customer.address" label="Adresse der arbeidet gjøres">
        {(props) => <input {...props} autoComplete="off" {...register('customer.address')} />}
      </QuoteField>
    </fieldset>
  );
}

/** The price type: each kind with the fixed wording it prints (the seller must be able to prove which kind was given). */
function PriceTypeChoice() {
  const { register } = useFormContext<QuoteFormInput>();
  const error = useFieldError('priceType');
  const errorId = useId();
  return (
    <fieldset aria-describedby={error ? errorId : undefined} className="space-y-2">
      <legend className="font-semibold text-navy-950">Pristype</legend>
      {QUOTE_PRICE_TYPES.map((type) => (
        <label key={type} className="flex gap-2 rounded-md border border-sand-200 p-2 text-sm">
          <input type="radio" value={type} className="mt-1" aria-invalid={!!error} {...register('priceType')} />
          <span>
            <span className="block font-medium text-navy-950">{PRICE_TYPE_LABELS[type]}</span>
            <span className="block text-slate-700">{PRICE_TYPE_WORDING[type]}</span>
          </span>
        </label>
      ))}
      {error && <FieldMessage id={errorId}>{error}</FieldMessage>}
    </fieldset>
  );
}

/** Validity (days from sending), delivery time and the note printed on the quote. */
function TermsFields() {
  const { register } = useFormContext<QuoteFormInput>();
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <QuoteField name="validDays" label="Gyldig i (dager)" hint="Regnes fra dagen tilbudet sendes.">
        {(props) => <input {...props} type="number" inputMode="numeric" min={1} step={1} {...register('validDays', { valueAsNumber: true })} />}
      </QuoteField>
      <QuoteField name="deliveryWeeks" label="Leveringstid (uker)" hint="Tomt: står ikke på tilbudet.">
        {(props) => <input {...props} type="number" inputMode="numeric" min={0} step={1} {...register('deliveryWeeks', { setValueAs: (v: unknown) => (v === '' || v === null || v === undefined ? null : Number(v)) })} />}
      </QuoteField>
      <QuoteField name="note" label="Merknad" className="sm:col-span-2">
        {(props) => <textarea {...props} rows={3} {...register('note')} />}
      </QuoteField>
    </div>
  );
}
