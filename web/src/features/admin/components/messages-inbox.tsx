import type { DeliveryStatus, StoredMessage } from '@rms/schema';
import clsx from 'clsx';
import { Spinner } from '@/components/ui/spinner';
import { useMessages } from '../api/get-messages';

const STATUS_STYLE: Record<DeliveryStatus, string> = {
  sent: 'bg-green-100 text-green-900',
  pending: 'bg-amber-100 text-amber-900',
  failed: 'bg-red-100 text-red-900',
  spam: 'bg-slate-200 text-slate-800',
  held: 'bg-sky-100 text-sky-900',
};

const when = (iso: string) => new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/** Why a message has not reached the company's mailbox yet, and when it is tried again (shown without opening it). */
function DeliveryNote({ message: m }: { message: StoredMessage }) {
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
    <p role="note" className="mt-1 text-xs text-red-800">
      Ikke sendt ({m.attempts} forsøk): {m.lastError ?? 'ukjent feil'}. {retry}
    </p>
  );
}

/** Stored contact messages with their delivery status, newest first. */
export function MessagesInbox() {
  const { data, isPending, isError } = useMessages();
  return (
    <section aria-labelledby="inbox-heading" className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-sand-200">
      <h2 id="inbox-heading" className="text-lg font-semibold text-navy-950">
        Contact Messages
      </h2>
      {isPending ? (
        <Spinner className="mt-4" />
      ) : isError ? (
        <p role="alert" className="mt-4 text-sm text-red-800">Failed to load messages</p>
      ) : data.length === 0 ? (
        <p className="mt-4 text-sm text-slate-600">No messages yet.</p>
      ) : (
        <ul aria-label="Messages" className="mt-4 max-h-[32rem] divide-y divide-sand-200 overflow-y-auto">
          {data.map((m) => (
            <li key={m.id} className="py-3">
              <details>
                <summary className="flex cursor-pointer flex-wrap items-center justify-between gap-2">
                  <span className="min-w-0">
                    <span className="font-medium text-navy-950">{m.subject}</span>
                    <span className="block text-xs text-slate-600">
                      {m.name} · {m.contactEmail} · {when(m.created_at)}
                    </span>
                    <DeliveryNote message={m} />
                  </span>
                  <span className={clsx('rounded-full px-2.5 py-0.5 text-xs font-semibold', STATUS_STYLE[m.status])}>{m.status}</span>
                </summary>
                <div className="mt-2 space-y-1 text-sm text-slate-700">
                  {m.contactPhone && <p>Phone: {m.contactPhone}</p>}
                  <p className="whitespace-pre-wrap">{m.message}</p>
                </div>
              </details>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
