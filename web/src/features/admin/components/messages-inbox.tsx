import type { DeliveryStatus } from '@rms/schema';
import clsx from 'clsx';
import { Spinner } from '@/components/ui/spinner';
import { useMessages } from '../api/get-messages';

const STATUS_STYLE: Record<DeliveryStatus, string> = {
  sent: 'bg-green-100 text-green-900',
  pending: 'bg-amber-100 text-amber-900',
  failed: 'bg-red-100 text-red-900',
  spam: 'bg-slate-200 text-slate-800',
};

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
                      {m.name} · {m.contactEmail} · {new Date(m.created_at).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' })}
                    </span>
                  </span>
                  <span className={clsx('rounded-full px-2.5 py-0.5 text-xs font-semibold', STATUS_STYLE[m.status])}>{m.status}</span>
                </summary>
                <div className="mt-2 space-y-1 text-sm text-slate-700">
                  {m.contactPhone && <p>Phone: {m.contactPhone}</p>}
                  <p className="whitespace-pre-wrap">{m.message}</p>
                  {m.lastError && <p className="text-xs text-red-800">Last error ({m.attempts} attempts): {m.lastError}</p>}
                </div>
              </details>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
