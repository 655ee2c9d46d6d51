import { LOST_REASONS, PipelineStageSchema, STAGE_LABELS, type EnquiryPatch, type PipelineEvent, type PipelineStage, type StoredEnquiry } from '@rms/schema';
import { useId, useState, type FormEvent } from 'react';
import { formatKroner, parseKroner } from '@/lib/numbers';
import { useChangeEnquiry } from '../api/change-enquiry';
import { when } from '../lib/enquiry';

/** Free text instead of one of the listed reasons. */
const OTHER_REASON = 'annen';

/** One line of the history: the stage, with the sum or reason it had then, and whether it was archived. */
export function eventText(e: PipelineEvent, before: PipelineEvent | undefined): string {
  if (before && before.archived !== e.archived && before.stage === e.stage) return e.archived ? 'Arkivert' : 'Hentet fram fra arkivet';
  const detail = e.stage === 'lost' ? e.lostReason : e.stage === 'quoted' || e.stage === 'won' ? (e.amountNok !== null ? formatKroner(e.amountNok) : null) : null;
  return `${STAGE_LABELS[e.stage]}${detail ? ` · ${detail}` : ''}${e.archived ? ' (arkivert)' : ''}`;
}

/** Every change of the pipeline, oldest first, with who made it and when. */
export function PipelineHistory({ message: m }: { message: StoredEnquiry }) {
  if (m.pipelineHistory.length === 0) return null;
  return (
    <details className="mt-3">
      <summary className="cursor-pointer text-sm font-medium text-navy-900">Historikk ({m.pipelineHistory.length})</summary>
      <ol aria-label="Historikk" className="mt-2 space-y-1 text-sm">
        {m.pipelineHistory.map((e, i) => (
          <li key={`${e.at}-${i}`} className="text-slate-800">
            {eventText(e, m.pipelineHistory[i - 1])}
            <span className="text-xs text-slate-600">
              {' '}
              – {e.by}, {when(e.at)}
            </span>
          </li>
        ))}
      </ol>
    </details>
  );
}

/**
 * The enquiry's stage (Ny → Kontaktet → Tilbud sendt → Vunnet or Tapt) and its archive button.
 * 'Tilbud sendt' asks for the quote's sum and 'Tapt' for why before anything is sent; the other
 * stages are saved at once.
 */
export function PipelineControls({ message: m }: { message: StoredEnquiry }) {
  const ids = { stage: useId(), amount: useId(), reason: useId(), other: useId(), error: useId() };
  const change = useChangeEnquiry();
  const [asking, setAsking] = useState<'quoted' | 'lost' | null>(null);
  const [amount, setAmount] = useState(m.amountNok !== null ? String(m.amountNok) : '');
  const [reason, setReason] = useState<string>(LOST_REASONS[0]);
  const [otherReason, setOtherReason] = useState('');
  const [error, setError] = useState<string | null>(null);

  const send = (patch: EnquiryPatch) => change.mutate({ id: m.id, patch }, { onSuccess: () => setAsking(null) });

  const onStage = (stage: PipelineStage) => {
    setError(null);
    if (stage === 'quoted' || stage === 'lost') return setAsking(stage);
    setAsking(null);
    send({ stage });
  };

  const onSave = (e: FormEvent) => {
    e.preventDefault();
    if (asking === 'quoted') {
      const amountNok = parseKroner(amount);
      if (amountNok === null) return setError('Skriv beløpet i hele kroner');
      setError(null);
      return send({ stage: 'quoted', amountNok });
    }
    const lostReason = reason === OTHER_REASON ? otherReason.trim() : reason;
    if (!lostReason) return setError('Skriv hvorfor henvendelsen ble tapt');
    setError(null);
    send({ stage: 'lost', lostReason });
  };

  return (
    <div className="flex flex-wrap items-center gap-2">
      <label htmlFor={ids.stage} className="ml-2 text-sm text-slate-700">
        Fase
      </label>
      <select
        id={ids.stage}
        value={asking ?? m.stage}
        disabled={change.isPending}
        onChange={(e) => onStage(PipelineStageSchema.parse(e.target.value))}
        className="rounded-md border border-slate-400 bg-white px-2 py-2 text-sm"
      >
        {PipelineStageSchema.options.map((s) => (
          <option key={s} value={s}>
            {STAGE_LABELS[s]}
          </option>
        ))}
      </select>
      <button type="button" className="btn-secondary" disabled={change.isPending} onClick={() => send({ archived: !m.archived })}>
        {m.archived ? 'Hent fram fra arkivet' : 'Arkiver'}
      </button>
      {asking && (
        <form onSubmit={onSave} noValidate aria-label={asking === 'quoted' ? 'Tilbud sendt' : 'Tapt'} className="flex w-full flex-wrap items-end gap-2 rounded-md bg-sand-50 px-3 py-2">
          {asking === 'quoted' ? (
            <div>
              <label htmlFor={ids.amount} className="field-label">
                Tilbudets beløp (kr)
              </label>
              <input
                id={ids.amount}
                inputMode="numeric"
                value={amount}
                onChange={(e) => setAmount(e.target.value)}
                className="field-input"
                aria-invalid={!!error}
                aria-describedby={error ? ids.error : undefined}
              />
            </div>
          ) : (
            <>
              <div>
                <label htmlFor={ids.reason} className="field-label">
                  Hvorfor tapt
                </label>
                <select id={ids.reason} value={reason} onChange={(e) => setReason(e.target.value)} className="field-input">
                  {LOST_REASONS.map((r) => (
                    <option key={r} value={r}>
                      {r}
                    </option>
                  ))}
                  <option value={OTHER_REASON}>Annen grunn …</option>
                </select>
              </div>
              {reason === OTHER_REASON && (
                <div>
                  <label htmlFor={ids.other} className="field-label">
                    Annen grunn
                  </label>
                  <input
                    id={ids.other}
                    value={otherReason}
                    maxLength={200}
                    onChange={(e) => setOtherReason(e.target.value)}
                    className="field-input"
                    aria-invalid={!!error}
                    aria-describedby={error ? ids.error : undefined}
                  />
                </div>
              )}
            </>
          )}
          <button type="submit" className="btn-primary" disabled={change.isPending}>
            {change.isPending ? 'Lagrer…' : 'Lagre'}
          </button>
          <button
            type="button"
            className="btn"
            onClick={() => {
              setAsking(null);
              setError(null);
            }}
          >
            Avbryt
          </button>
          {error && (
            <p id={ids.error} role="alert" className="w-full text-sm text-red-700">
              {error}
            </p>
          )}
        </form>
      )}
    </div>
  );
}
