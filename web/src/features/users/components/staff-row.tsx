import { STAFF_IDLE_DAYS, type StaffPatch } from '@rms/schema';
import { ROLE_LABELS } from '@rms/schema/role';
import { useId, useState, type ReactNode } from 'react';
import { useConfirm } from '@/components/ui/confirm-dialog';
import { ClockIcon } from '@/components/ui/icons';
import { toast } from '@/lib/toast';
import { useRemoveStaff } from '../api/remove-staff';
import { useUpdateStaff } from '../api/update-staff';
import { useWithdrawInvite } from '../api/withdraw-invite';
import { failureMessage } from '../lib/failure-message';
import { formatDay, formatTime, type StaffRow } from '../lib/staff-rows';
import { AccessForm } from './access-form';
import { AuditLog } from './audit-log';

type StaffPerson = Extract<StaffRow, { kind: 'staff' }>;
type InvitedPerson = Extract<StaffRow, { kind: 'invite' }>;

const smallButton = 'btn-secondary px-3 py-1.5 text-sm';
const dangerButton = 'btn border border-red-700 px-3 py-1.5 text-sm text-red-800 hover:bg-red-50';

/** One fact of a row: a term and its value, side by side on phones, in columns from `sm`. */
function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex justify-between gap-3 sm:block">
      <dt className="text-slate-600">{term}</dt>
      <dd className="text-right font-medium text-navy-950 sm:text-left">{children}</dd>
    </div>
  );
}

/** The frame every row shares: who (name, e-mail wrapping anywhere), a role badge, notices, facts, actions. */
function RowFrame({ label, email, badge, notice, facts, actions, error, children }: { label: string; email: string | null; badge: string; notice?: ReactNode; facts: ReactNode; actions: ReactNode; error: string | null; children?: ReactNode }) {
  const id = useId();
  return (
    <li aria-labelledby={`${id}-name`} className="py-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p id={`${id}-name`} className="font-semibold break-words text-navy-950">
            {label}
          </p>
          {email && email !== label && <p className="text-sm break-all text-slate-700">{email}</p>}
        </div>
        <span className="shrink-0 rounded-full bg-navy-100 px-3 py-0.5 text-xs font-semibold text-navy-900">{badge}</span>
      </div>
      {notice}
      <dl className="mt-3 grid gap-1 text-sm sm:grid-cols-3 sm:gap-4">{facts}</dl>
      <div className="mt-3 flex flex-wrap gap-2">{actions}</div>
      {error && (
        <p role="alert" className="mt-3 rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
          {error}
        </p>
      )}
      {children}
    </li>
  );
}

/**
 * A person with staff access: role, last day, last sign-in, created; standing out after
 * STAFF_IDLE_DAYS without a sign-in (in words, not by colour alone). Changing the role or the
 * last day opens a form in the row, 'Logg' the person's entries in the audit log; a demotion and the removal ask first. A refusal (409: the last
 * administrator) is shown in the row in the server's words.
 */
export function StaffPersonRow({ row }: { row: StaffPerson }) {
  const { user, label } = row;
  const [dialog, confirm] = useConfirm();
  const [editing, setEditing] = useState(false);
  const [showLog, setShowLog] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const update = useUpdateStaff();
  const remove = useRemoveStaff();

  const save = async (patch: StaffPatch): Promise<boolean> => {
    setError(null);
    if (user.role === 'admin' && patch.role === 'editor') {
      const ok = await confirm({
        message: `Gjøre ${label} til redaktør?`,
        detail: 'En redaktør har ikke tilgang til sikkerhetskopier, brukere eller innstillinger.',
        confirmLabel: 'Gjør til redaktør',
        danger: true,
      });
      if (!ok) return false;
    }
    try {
      await update.mutateAsync({ uid: user.uid, patch });
      toast.success(`Tilgangen til ${label} er endret`);
      setEditing(false);
      return true;
    } catch (e) {
      setError(failureMessage(e, `Kunne ikke endre tilgangen til ${label}. Prøv igjen.`));
      return false;
    }
  };

  const removeAccess = async () => {
    setError(null);
    const ok = await confirm({
      message: `Fjerne tilgangen til ${label}?`,
      detail: 'Kontoen blir en vanlig brukerkonto uten tilgang til administrasjonen, og alt personen gjør som ansatt blir avvist innen et halvt minutt.',
      confirmLabel: 'Fjern tilgang',
      danger: true,
    });
    if (!ok) return;
    try {
      await remove.mutateAsync(user.uid);
      toast.success(`${label} har ikke lenger tilgang`);
    } catch (e) {
      setError(failureMessage(e, `Kunne ikke fjerne tilgangen til ${label}. Prøv igjen.`));
    }
  };

  const busy = update.isPending || remove.isPending;
  return (
    <RowFrame
      label={label}
      email={user.email}
      badge={ROLE_LABELS[user.role]}
      error={error}
      notice={
        row.inactive && (
          <p className="mt-2 inline-flex items-center gap-1.5 rounded-md border border-amber-300 bg-amber-50 px-2 py-1 text-sm font-medium text-amber-950">
            <ClockIcon width={16} height={16} />
            Ikke logget inn på over {STAFF_IDLE_DAYS} dager
          </p>
        )
      }
      facts={
        <>
          <Fact term="Tilgang til">{user.accessUntil ? formatDay(user.accessUntil) : 'Ingen sluttdato'}</Fact>
          <Fact term="Sist innlogget">{formatTime(user.last_login, 'Aldri')}</Fact>
          <Fact term="Opprettet">{formatTime(user.created_at, 'Ukjent')}</Fact>
        </>
      }
      actions={
        <>
          <button type="button" className={smallButton} aria-expanded={editing} onClick={() => setEditing((open) => !open)} disabled={busy} aria-label={`Endre tilgang for ${label}`}>
            Endre tilgang
          </button>
          <button type="button" className={dangerButton} onClick={() => void removeAccess()} disabled={busy} aria-label={`Fjern tilgang for ${label}`}>
            Fjern tilgang
          </button>
          <button type="button" className={smallButton} aria-expanded={showLog} onClick={() => setShowLog((open) => !open)} aria-label={`Logg for ${label}`}>
            Logg
          </button>
        </>
      }
    >
      {editing && <AccessForm label={label} current={{ role: user.role, accessUntil: user.accessUntil }} onSave={save} onCancel={() => setEditing(false)} />}
      {showLog && <AuditLog uid={user.uid} label={label} />}
      {dialog}
    </RowFrame>
  );
}

/** A pending invitation: who invited, when it expires; withdrawing it asks first. */
export function InvitedPersonRow({ row }: { row: InvitedPerson }) {
  const { invite, label, invitedBy } = row;
  const [dialog, confirm] = useConfirm();
  const [error, setError] = useState<string | null>(null);
  const withdraw = useWithdrawInvite();

  const withdrawInvite = async () => {
    setError(null);
    const ok = await confirm({
      message: `Trekke tilbake invitasjonen til ${invite.email}?`,
      detail: 'Lenken i e-posten gir ikke lenger tilgang.',
      confirmLabel: 'Trekk tilbake',
      danger: true,
    });
    if (!ok) return;
    try {
      await withdraw.mutateAsync(invite.id);
      toast.success(`Invitasjonen til ${invite.email} er trukket tilbake`);
    } catch (e) {
      setError(failureMessage(e, `Kunne ikke trekke tilbake invitasjonen til ${invite.email}. Prøv igjen.`));
    }
  };

  return (
    <RowFrame
      label={label}
      email={null}
      badge={ROLE_LABELS[invite.role]}
      error={error}
      notice={<p className="mt-1 text-sm text-slate-700">Invitert{invitedBy ? ` av ${invitedBy}` : ''}, ikke logget inn ennå</p>}
      facts={
        <>
          <Fact term="Tilgang til">{invite.accessUntil ? formatDay(invite.accessUntil) : 'Ingen sluttdato'}</Fact>
          <Fact term="Invitert">{formatTime(invite.invitedAt, 'Ukjent')}</Fact>
          <Fact term="Invitasjonen utløper">{formatTime(invite.expiresAt, 'Ukjent')}</Fact>
        </>
      }
      actions={
        <button type="button" className={dangerButton} onClick={() => void withdrawInvite()} disabled={withdraw.isPending} aria-label={`Trekk tilbake invitasjonen til ${invite.email}`}>
          Trekk tilbake invitasjonen
        </button>
      }
    >
      {dialog}
    </RowFrame>
  );
}
