import { sourceName, STAGE_LABELS, UNDELIVERED_LABEL, type DeliveryStatus, type EnquirySource, type PipelineStage, type StoredEnquiry } from '@rms/schema';
import clsx from 'clsx';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useConfirm } from '@/components/ui/confirm-dialog';
import { href } from '@/config/paths';
import { useIsAdmin } from '@/lib/session';
import { useChangeEnquiry, useDeleteEnquiry } from '../api/change-enquiry';
import { formatKroner } from '@/lib/numbers';
import { bookingLine, DELIVERY_LABELS, SPAM_REASON_LABELS, enquiryAnchor, mailSubject, replyHref, when } from '../lib/enquiry';
import { PipelineControls, PipelineHistory } from './enquiry-pipeline';
import { EnquiryPhotos } from './enquiry-photos';

/** What another feature shows inside an enquiry (the quotes' 'Tilbud'), composed in app/ (decision 081). */
export type EnquiryPanel = (enquiry: StoredEnquiry) => ReactNode;

const DELIVERY_STYLE: Record<DeliveryStatus, string> = {
  sent: 'bg-green-100 text-green-900',
  pending: 'bg-amber-100 text-amber-900',
  failed: 'bg-red-100 text-red-900',
  spam: 'bg-slate-200 text-slate-800',
  held: 'bg-sky-100 text-sky-900',
};

const STAGE_STYLE: Record<PipelineStage, string> = {
  new: 'bg-accent-100 text-accent-900',
  contacted: 'bg-sky-100 text-sky-900',
  quoted: 'bg-amber-100 text-amber-900',
  won: 'bg-green-100 text-green-900',
  lost: 'bg-slate-200 text-slate-800',
};

/** Why a message has not reached the company's mailbox yet, and when it is tried again (shown without opening it). */
function DeliveryNote({ message: m }: { message: StoredEnquiry }) {
  if (m.status === 'held') {
    return (
      <p className="mt-1 text-xs text-sky-900">
        Holdt tilbake: mange meldinger på kort tid. Sendes samlet i én e-post{m.next_attempt_at ? ` (neste forsøk ${when(m.next_attempt_at)})` : ''}.
        {m.lastError && ` Siste feil: ${m.lastError}`}
      </p>
    );
  }
  if (m.status !== 'failed' && !(m.status === 'pending' && m.lastError)) return null;
  const retry = m.next_attempt_at ? `Prøves igjen ${when(m.next_attempt_at)}.` : 'Gitt opp: send svaret selv.';
  return (
    <p role="note" className="mt-1 text-xs break-words text-red-800">
      Ikke sendt ({m.attempts} forsøk): {m.lastError ?? 'ukjent feil'}. {retry}
    </p>
  );
}

/** What a product enquiry adds: the product (linked as it was when the request came), postcode, measurements and site visit. */
function QuoteDetails({ message: m }: { message: StoredEnquiry }) {
  if (!m.product && !m.quote) return null;
  const q = m.quote;
  const size = q && (q.widthCm !== null || q.heightCm !== null) ? `${q.widthCm ?? '–'} × ${q.heightCm ?? '–'} cm (bredde × utfall/høyde)` : null;
  return (
    // The group's name is on a wrapper: a role on the <dl> itself would hide it, and leave its dt/dd outside any list.
    <div role="group" aria-label="Tilbudsforespørsel" className="mt-2 rounded-md bg-sand-50 px-3 py-2 text-sm">
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
        {m.product && (
          <>
            <dt className="font-medium text-slate-700">Produkt</dt>
            <dd>
              <Link to={href.productPath(m.product.path)} className="text-accent-700 hover:underline">
                {m.product.title}
              </Link>
            </dd>
          </>
        )}
        {q?.postcode && (
          <>
            <dt className="font-medium text-slate-700">Postnummer</dt>
            <dd>{q.postcode}</dd>
          </>
        )}
        {size && (
          <>
            <dt className="font-medium text-slate-700">Mål</dt>
            <dd>{size}</dd>
          </>
        )}
        {(q || m.booking) && (
          <>
            <dt className="font-medium text-slate-700">Befaring</dt>
            <dd>{m.booking ? bookingLine(m.booking) : q?.siteVisit ? 'Ja, ønsker befaring' : 'Nei'}</dd>
          </>
        )}
        {q && <WallAndWishes quote={q} />}
      </dl>
    </div>
  );
}

const yesNo = (value: boolean | null | undefined) => (value == null ? null : value ? 'Ja' : 'Nei');

/** What else a product enquiry may tell (decision 154): the wall and what is wanted; only what was given. */
function WallAndWishes({ quote: q }: { quote: NonNullable<StoredEnquiry['quote']> }) {
  const rows: [string, string | null][] = [
    ['Høyde på veggen', q.wallHeightCm != null ? `${q.wallHeightCm} cm` : null],
    ['Veggen er av', q.wallMaterial ?? null],
    ['Vender mot', q.facing ?? null],
    ['Motor', yesNo(q.motor)],
    ['Sol- og vindsensor', yesNo(q.sunWindSensor)],
    ['Godkjenning fra borettslag/sameie', yesNo(q.approvalNeeded)],
  ];
  return rows
    .filter((row): row is [string, string] => row[1] !== null)
    .map(([term, value]) => (
      <div key={term} className="contents">
        <dt className="font-medium text-slate-700">{term}</dt>
        <dd>{value}</dd>
      </div>
    ));
}

/** Internal notes, oldest first, with who wrote them and when; notes are only ever added. */
function Notes({ message: m }: { message: StoredEnquiry }) {
  const id = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const change = useChangeEnquiry();
  const add = (e: FormEvent) => {
    e.preventDefault();
    const note = text.trim();
    if (!note) return setError('Notatet er tomt');
    setError(null);
    change.mutate({ id: m.id, patch: { note } }, { onSuccess: () => setText('') });
  };
  return (
    <details className="mt-3">
      <summary className="cursor-pointer text-sm font-medium text-navy-900">Notater ({m.notes.length})</summary>
      {m.notes.length > 0 && (
        <ol aria-label="Notater" className="mt-2 space-y-2">
          {m.notes.map((n) => (
            <li key={`${n.at}-${n.by}`} className="rounded-md bg-sand-50 px-3 py-2 text-sm">
              <p className="whitespace-pre-wrap text-slate-800">{n.text}</p>
              <p className="mt-1 text-xs text-slate-600">
                {n.by}, {when(n.at)}
              </p>
            </li>
          ))}
        </ol>
      )}
      <form onSubmit={add} noValidate className="mt-2 space-y-2">
        <label htmlFor={id} className="field-label">
          Nytt notat
        </label>
        <textarea
          id={id}
          rows={2}
          value={text}
          onChange={(e) => setText(e.target.value)}
          maxLength={2000}
          className="field-input"
          aria-invalid={!!error}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        {error && (
          <p id={`${id}-error`} className="text-sm text-red-700">
            {error}
          </p>
        )}
        <button type="submit" className="btn-secondary" disabled={change.isPending}>
          {change.isPending ? 'Lagrer…' : 'Legg til notat'}
        </button>
      </form>
    </details>
  );
}

/**
 * One enquiry of the inbox: who and when, its stage (Ny → Kontaktet → Tilbud sendt → Vunnet or
 * Tapt, decision 132) apart from its delivery status, the quote's details, the message, the
 * pipeline's history, internal notes, and the actions: 'Svar' (the mail program, then 'Markere som
 * kontaktet?'), the stage and archive controls, 'Ikke spam' and delete.
 */
export function EnquiryItem({ message: m, overdue: waiting, answerWithinHours, quotePanel }: { message: StoredEnquiry; overdue: boolean; answerWithinHours?: number | undefined; quotePanel?: EnquiryPanel | undefined }) {
  const titleId = useId();
  const [dialog, confirm] = useConfirm();
  const change = useChangeEnquiry();
  const remove = useDeleteEnquiry();
  // Deleting an enquiry is the administrators' (an editor reads, handles and notes).
  const isAdmin = useIsAdmin();
  const spam = m.status === 'spam';
  const overdue = waiting && !spam && m.stage === 'new' && !m.archived;

  // The link opens the mail program itself; the question comes while the visitor's mail is being written.
  const onReply = async () => {
    if (m.stage !== 'new') return;
    const ok = await confirm({
      message: 'Markere som kontaktet?',
      detail: `E-postprogrammet åpnes med svar til ${m.contactEmail}. Marker henvendelsen som kontaktet når svaret er sendt.`,
      confirmLabel: 'Marker som kontaktet',
      cancelLabel: 'Ikke nå',
    });
    if (ok) change.mutate({ id: m.id, patch: { stage: 'contacted' } });
  };

  const onDelete = async () => {
    const ok = await confirm({
      message: `Slette henvendelsen fra ${m.name}?`,
      detail: 'Den slettes for godt, også fra sikkerhetskopiene.',
      confirmLabel: 'Slett',
      danger: true,
    });
    if (ok) remove.mutate(m.id);
  };

  return (
    <li id={enquiryAnchor(m.id)} tabIndex={-1} aria-labelledby={titleId} className={clsx('scroll-mt-24 py-4', overdue && '-mx-3 border-l-4 border-red-700 bg-red-50 px-3')}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 id={titleId} className="font-medium break-words text-navy-950">
            {mailSubject(m)}
          </h3>
          {/* Long e-mail addresses and names wrap anywhere: the item never gets wider than a phone. */}
          <p className="text-xs [overflow-wrap:anywhere] text-slate-600">
            {m.name} · {m.contactEmail}
            {m.contactPhone && ` · ${m.contactPhone}`} · {when(m.created_at)}
          </p>
          {/* A booked site visit's time, shown without opening anything; a cancelled one says so. */}
          {m.booking && <p className={clsx('mt-1 text-sm font-medium', m.booking.status === 'cancelled' ? 'text-slate-700' : 'text-navy-900')}>{bookingLine(m.booking)}</p>}
          <DeliveryNote message={m} />
          {overdue && <p className="mt-1 text-xs font-semibold text-red-800">Ubesvart utover svarfristen{answerWithinHours ? ` (${answerWithinHours} arbeidstimer)` : ''}</p>}
          {spam && m.spamReason && <p className="mt-1 text-xs text-slate-700">Spam: {SPAM_REASON_LABELS[m.spamReason]}</p>}
        </div>
        <div className="flex shrink-0 gap-1.5">
          {!spam && <span className={clsx('rounded-full px-2.5 py-0.5 text-xs font-semibold', STAGE_STYLE[m.stage])}>{STAGE_LABELS[m.stage]}</span>}
          {!spam && m.amountNok !== null && <span className="rounded-full bg-sand-100 px-2.5 py-0.5 text-xs font-semibold text-slate-800">{formatKroner(m.amountNok)}</span>}
          {!spam && m.archived && <span className="rounded-full bg-slate-200 px-2.5 py-0.5 text-xs font-semibold text-slate-800">Arkivert</span>}
          {/* SendGrid reported the company's notification bounced, dropped or long deferred (decision 133). */}
          <span className={clsx('rounded-full px-2.5 py-0.5 text-xs font-semibold', DELIVERY_STYLE[m.undelivered ? 'failed' : m.status])} title={m.undelivered ? `${m.undelivered.event}: ${m.undelivered.reason}` : undefined}>
            {m.undelivered ? UNDELIVERED_LABEL : DELIVERY_LABELS[m.status]}
          </span>
        </div>
      </div>

      <QuoteDetails message={m} />
      <p className="mt-2 text-sm break-words whitespace-pre-wrap text-slate-800">{m.message}</p>
      <EnquiryPhotos message={m} />

      <div className="mt-3 flex flex-wrap items-center gap-2">
        {spam ? (
          <button type="button" className="btn-secondary" disabled={change.isPending} onClick={() => change.mutate({ id: m.id, patch: { notSpam: true } })}>
            Ikke spam
          </button>
        ) : (
          <>
            <a href={replyHref(m)} className="btn-primary" onClick={() => void onReply()}>
              Svar
            </a>
            <PipelineControls message={m} />
          </>
        )}
        {isAdmin && (
          <button type="button" className="btn text-red-800 hover:bg-red-50" disabled={remove.isPending} onClick={() => void onDelete()}>
            Slett
          </button>
        )}
      </div>

      {!spam && m.stage === 'lost' && m.lostReason && <p className="mt-2 text-sm text-slate-700">Tapt: {m.lostReason}</p>}
      {!spam && m.source && <VisitSourceLine source={m.source} />}
      {!spam && quotePanel?.(m)}
      {!spam && <PipelineHistory message={m} />}
      {!spam && <Notes message={m} />}
      {dialog}
    </li>
  );
}

/** Where the visit that ended in this enquiry came from: the source, the campaign link's tags and the landing page. */
function VisitSourceLine({ source }: { source: EnquirySource }) {
  const parts = [
    `Kilde: ${sourceName(source) || 'direkte'}`,
    source.utmCampaign && `kampanje ${source.utmCampaign}`,
    source.utmMedium && `medium ${source.utmMedium}`,
    source.landingPath && `kom inn på ${source.landingPath}`,
  ].filter(Boolean);
  return <p className="mt-2 text-sm break-words text-slate-700">{parts.join(' · ')}</p>;
}
