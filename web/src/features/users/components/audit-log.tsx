import { useId } from 'react';
import { ErrorMessage } from '@/components/ui/error-message';
import { Spinner } from '@/components/ui/spinner';
import { useUserAudit } from '../api/get-user-audit';
import { auditLines } from '../lib/audit-entries';
import { formatTime } from '../lib/staff-rows';

/** One person's entries in the audit log, opened from their row: when, who, what, from what to what. */
export function AuditLog({ uid, label }: { uid: string; label: string }) {
  const id = useId();
  const { data, isPending, isError } = useUserAudit(uid);
  return (
    <section aria-labelledby={`${id}-heading`} className="mt-3 rounded-lg bg-sand-50 p-3 ring-1 ring-sand-200 sm:p-4">
      <h3 id={`${id}-heading`} className="text-sm font-semibold text-navy-950">
        Logg for {label}
      </h3>
      {isPending ? (
        <Spinner className="mt-2" label="Laster loggen…" />
      ) : isError ? (
        <div className="mt-2">
          <ErrorMessage>Kunne ikke hente loggen. Prøv igjen.</ErrorMessage>
        </div>
      ) : data.length === 0 ? (
        <p className="mt-2 text-sm text-slate-700">Ingen oppføringer i loggen.</p>
      ) : (
        <ol aria-label={`Logg for ${label}`} className="mt-2 divide-y divide-sand-200 text-sm">
          {auditLines(data).map((line) => (
            <li key={line.key} className="py-2">
              <p className="font-medium text-navy-950">{line.what}</p>
              {line.change && <p className="text-slate-800">{line.change}</p>}
              <p className="text-slate-600">
                {formatTime(line.at, 'Ukjent tid')} · av <span className="break-all">{line.who}</span>
              </p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
