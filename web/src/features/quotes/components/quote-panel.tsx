import { formatOre, type Quote, type QuoteSent, type StoredEnquiry } from '@rms/schema';
import { useState } from 'react';
import { LoadFailed } from '@/components/ui/load-failed';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/lib/toast';
import { useQuotes } from '../api/get-quotes';
import { downloadQuotePdf, useSaveQuote } from '../api/save-quote';
import { currentQuote, isExpired, osloDate, statusText, versionsNewestFirst } from '../lib/quote-status';
import { QuoteEditor } from './quote-editor';

type Enquiry = Pick<StoredEnquiry, 'id' | 'name' | 'contactEmail' | 'contactPhone'>;

/**
 * 'Tilbud' on an enquiry in the inbox (decision 152): folded until opened, so the inbox asks for no
 * quotes it does not show. Open, it lists every version with its status and the PDF, and edits the
 * newest one (or makes the first).
 */
export function QuotePanel({ enquiry }: { enquiry: Enquiry }) {
  const [open, setOpen] = useState(false);
  return (
    <details className="mt-3" onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary className="cursor-pointer text-sm font-medium text-navy-900">Tilbud</summary>
      {open && <QuotePanelBody enquiry={enquiry} />}
    </details>
  );
}

function QuotePanelBody({ enquiry }: { enquiry: Enquiry }) {
  const { data: quotes, isPending, isError, refetch } = useQuotes(enquiry.id);
  const [making, setMaking] = useState(false);
  const [link, setLink] = useState<QuoteSent | null>(null);
  if (isPending) return <Spinner className="mt-3" />;
  if (isError) {
    return (
      <LoadFailed announce={false} onRetry={() => void refetch()}>
        Kunne ikke hente tilbudene
      </LoadFailed>
    );
  }
  const current = currentQuote(quotes);
  const reload = async () => {
    const fresh = (await refetch()).data;
    return fresh && current ? versionsNewestFirst(fresh).find((q) => q.number === current.number) : undefined;
  };
  return (
    <div className="mt-2 space-y-3">
      {quotes.length > 0 && <Versions quotes={quotes} />}
      {link && (
        <p role="status" className={link.mailed ? 'rounded-md bg-green-50 px-3 py-2 text-sm break-words text-green-900' : 'rounded-md bg-amber-50 px-3 py-2 text-sm break-words text-amber-950'}>
          {link.mailed ? `Sendt til ${link.quote.customer.email}.` : `Tilbudet er lagret som sendt, men e-posten til ${link.quote.customer.email} gikk ikke: gi kunden lenken selv.`} Kundens side:{' '}
          <a href={link.link} target="_blank" rel="noreferrer" className="font-medium underline">
            {link.link}
          </a>
        </p>
      )}
      {current ? (
        <>
          <CurrentStatus quote={current} />
          {/* A new version is a new form: it starts from what the server stored. */}
          <QuoteEditor key={`${current.id}:${current.status === 'accepted'}`} enquiry={enquiry} quote={current} reload={reload} onSent={setLink} />
        </>
      ) : making ? (
        <QuoteEditor enquiry={enquiry} reload={reload} onSent={setLink} />
      ) : (
        <button type="button" className="btn-secondary" onClick={() => setMaking(true)}>
          Lag tilbud
        </button>
      )}
    </div>
  );
}

/** Every version, newest first: 'v2 · sendt · kr 12 345,00', when sent and valid to, and its PDF. */
function Versions({ quotes }: { quotes: Quote[] }) {
  const onPdf = (q: Quote) => void downloadQuotePdf(q).catch((e: unknown) => toast.error(`Kunne ikke hente PDF-en: ${e instanceof Error ? e.message : String(e)}`));
  return (
    <ol aria-label="Versjoner" className="divide-y divide-sand-200 rounded-md border border-sand-200 text-sm">
      {versionsNewestFirst(quotes).map((q) => (
        <li key={q.id} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2">
          <span>
            <span className="font-medium text-navy-950">{q.label}</span> · {statusText(q)} · {formatOre(q.totalOre)}
            {q.sent_at && <span className="block text-xs text-slate-600">Sendt {osloDate(q.sent_at)}{q.validUntil && `, gyldig til ${osloDate(q.validUntil)}`}</span>}
          </span>
          <button type="button" className="btn-secondary px-3 py-1 text-sm" onClick={() => onPdf(q)} aria-label={`PDF av ${q.label}`}>
            PDF
          </button>
        </li>
      ))}
    </ol>
  );
}

/** What the newest version's state means for staff: accepted (by whom, when), declined, or expired with 'Forleng'. */
function CurrentStatus({ quote }: { quote: Quote }) {
  const save = useSaveQuote();
  if (quote.accepted) {
    return (
      <p role="status" className="rounded-md bg-green-50 px-3 py-2 text-sm text-green-900">
        Akseptert {osloDate(quote.accepted.at)} av {quote.accepted.name}. Et akseptert tilbud kan ikke endres.
      </p>
    );
  }
  if (quote.declined) {
    return (
      <p className="rounded-md bg-slate-100 px-3 py-2 text-sm text-slate-800">
        Avslått {osloDate(quote.declined.at)}
        {quote.declined.reason ? `: ${quote.declined.reason}` : ''}.
      </p>
    );
  }
  if (!isExpired(quote)) return null;
  // Extending is a new version with the same number and validity, counted from when it is sent again.
  const extend = () =>
    save.mutate(
      { kind: 'patch', id: quote.id, patch: { validDays: quote.validDays, modified_at: quote.modified_at } },
      { onSuccess: (q) => toast.success(`Forlenget som ${q.label}: send den for å gi kunden ny frist`), onError: (e) => toast.error(`Kunne ikke forlenge tilbudet: ${e.message}`) },
    );
  return (
    <div className="flex flex-wrap items-center gap-3 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-950">
      <p>Tilbudet gikk ut {quote.validUntil && osloDate(quote.validUntil)} uten svar.</p>
      <button type="button" className="btn-secondary" disabled={save.isPending} onClick={extend}>
        Forleng
      </button>
    </div>
  );
}
