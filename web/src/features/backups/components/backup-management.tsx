import { useId, useState } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { useBackups, useRestoreBackup, useTriggerBackup } from '../api/backups';
import { LoadFailed } from '@/components/ui/load-failed';
import { ShowMore, usePaged } from '@/components/ui/show-more';

function formatTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
}

/**
 * What a restore does, said before it is confirmed. The collections named here are the
 * ones in RESTORED_CONTENT_COLLECTIONS on the server.
 */
function RestoreExplanation({ id }: { id: string }) {
  return (
    <div id={id} className="w-full rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
      <p className="font-semibold">Dette skjer når du gjenoppretter:</p>
      <ul className="mt-1 list-disc space-y-1 pl-5">
        <li>Først tas en sikkerhetskopi av alt slik det er nå, så du kan angre.</li>
        <li>
          <strong>Erstattes:</strong> alle produkter, kategorier og prosjekter (referanser) med bildene deres blir slik de var i denne kopien. Endringer gjort etter kopien
          forsvinner.
        </li>
        <li>
          <strong>Beholdes:</strong> kontaktmeldinger, brukere og roller og loggen over endringer. Ingenting av dette slettes.
        </li>
      </ul>
    </div>
  );
}

/** Restore in two steps: Restore → what it does, optional tag → Confirm or Cancel. */
function RestoreControl({ filename }: { filename: string }) {
  const tagId = useId();
  const [open, setOpen] = useState(false);
  const [tag, setTag] = useState('');
  const restore = useRestoreBackup();
  if (!open) {
    return (
      <button type="button" onClick={() => setOpen(true)} className="btn-secondary px-3 py-1.5" aria-label={`Restore ${filename}`}>
        Restore
      </button>
    );
  }
  return (
    <div role="group" aria-label={`Gjenopprett ${filename}`} aria-describedby={`${tagId}-explanation`} className="flex w-full flex-wrap items-end gap-2">
      <RestoreExplanation id={`${tagId}-explanation`} />
      <div>
        <label htmlFor={tagId} className="block text-xs text-slate-600">
          Tag (optional)
        </label>
        <input id={tagId} value={tag} onChange={(e) => setTag(e.target.value)} maxLength={60} className="field-input py-1 text-sm" />
      </div>
      <button
        type="button"
        disabled={restore.isPending}
        onClick={() => restore.mutate({ filename, tag: tag.trim() }, { onSettled: () => setOpen(false) })}
        className="btn-primary px-3 py-1.5"
      >
        Confirm
      </button>
      <button type="button" onClick={() => setOpen(false)} disabled={restore.isPending} className="btn-secondary px-3 py-1.5">
        Cancel
      </button>
    </div>
  );
}

/** Backup Management: trigger a backup, list them, restore one. */
export function BackupManagement() {
  const { data, isPending, isError, refetch } = useBackups();
  const pages = usePaged(data ?? []);
  const trigger = useTriggerBackup();
  return (
    <section aria-labelledby="backup-heading" className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-sand-200">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="backup-heading" className="text-lg font-semibold text-navy-950">
          Backup Management
        </h2>
        <button type="button" onClick={() => trigger.mutate()} disabled={trigger.isPending} className="btn-primary px-3 py-1.5">
          {trigger.isPending ? 'Creating backup…' : 'Trigger backup'}
        </button>
      </div>
      {isPending ? (
        <Spinner className="mt-4" />
      ) : isError ? (
        <LoadFailed className="mt-4" onRetry={() => void refetch()}>
          Failed to load backups
        </LoadFailed>
      ) : data.length === 0 ? (
        <p className="mt-4 text-sm text-slate-600">No backups yet.</p>
      ) : (
        <>
          <ul aria-label="Backups" className="mt-4 divide-y divide-sand-200">
            {pages.visible.map((b) => (
              <li key={b.name} className="flex flex-wrap items-center justify-between gap-3 py-3">
                <div className="min-w-0">
                  <p className="font-mono text-sm break-all text-navy-950">{b.name}</p>
                  <p className="text-xs text-slate-600">
                    {formatTime(b.timeCreated)}
                    {b.kind ? ` · ${b.kind}` : ''}
                  </p>
                </div>
                <RestoreControl filename={b.name} />
              </li>
            ))}
          </ul>
          <ShowMore {...pages} />
        </>
      )}
    </section>
  );
}
