import { STAFF_IDLE_DAYS } from '@rms/schema';
import { useId, useMemo } from 'react';
import { ErrorMessage } from '@/components/ui/error-message';
import { Spinner } from '@/components/ui/spinner';
import { unavailableMessage } from '@/lib/api-client';
import { useUsers } from '../api/get-users';
import { staffRows } from '../lib/staff-rows';
import { InvitedPersonRow, StaffPersonRow } from './staff-row';

/** Everyone with staff access or a pending invitation, one row each; each person's row opens their entries in the audit log. */
export function StaffList() {
  const id = useId();
  const { data, isPending, isError, error } = useUsers();
  const rows = useMemo(() => (data ? staffRows(data, new Date()) : []), [data]);
  const inactive = rows.filter((row) => row.kind === 'staff' && row.inactive).length;

  return (
    <section aria-labelledby={`${id}-heading`} className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-sand-200 sm:p-6">
      <h2 id={`${id}-heading`} className="text-lg font-semibold text-navy-950">
        Personer med tilgang
      </h2>
      {isPending ? (
        <Spinner className="mt-4" label="Laster brukere…" />
      ) : isError ? (
        <div className="mt-4">
          <ErrorMessage>{unavailableMessage(error) ?? 'Kunne ikke hente brukerne. Prøv å laste siden på nytt.'}</ErrorMessage>
        </div>
      ) : rows.length === 0 ? (
        <p className="mt-2 text-sm text-slate-700">Ingen har tilgang ennå.</p>
      ) : (
        <>
          {inactive > 0 && (
            <p className="mt-1 text-sm text-slate-700">
              {inactive === 1 ? 'Én person' : `${inactive} personer`} har ikke logget inn på over {STAFF_IDLE_DAYS} dager. Trenger de fortsatt tilgang?
            </p>
          )}
          <ul aria-label="Brukere" className="mt-2 divide-y divide-sand-200">
            {rows.map((row) => (row.kind === 'staff' ? <StaffPersonRow key={row.key} row={row} /> : <InvitedPersonRow key={row.key} row={row} />))}
          </ul>
        </>
      )}
    </section>
  );
}
