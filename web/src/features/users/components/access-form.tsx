import { zodResolver } from '@hookform/resolvers/zod';
import type { StaffRole, StaffPatch } from '@rms/schema';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { AccessFormSchema, type AccessFormInput, type AccessFormOutput } from '../lib/forms';
import { LastDayField } from './last-day-field';
import { RoleChoice } from './role-choice';

/** What changed between the stored access and the form's: only that is sent. */
function changes(from: { role: StaffRole; accessUntil: string | null }, to: AccessFormOutput): StaffPatch {
  return { ...(to.role !== from.role ? { role: to.role } : {}), ...(to.accessUntil !== from.accessUntil ? { accessUntil: to.accessUntil } : {}) };
}

/**
 * 'Endre tilgang' of one person: role and last day. `onSave` gets only what changed and decides
 * (a demotion is confirmed first); it resolves to false when the change was not made.
 */
export function AccessForm({
  label,
  current,
  onSave,
  onCancel,
}: {
  label: string;
  current: { role: StaffRole; accessUntil: string | null };
  onSave: (patch: StaffPatch) => Promise<boolean>;
  onCancel: () => void;
}) {
  const id = useId();
  const form = useForm<AccessFormInput, unknown, AccessFormOutput>({
    resolver: zodResolver(AccessFormSchema),
    defaultValues: { role: current.role, accessUntil: current.accessUntil ?? '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    const patch = changes(current, values);
    if (Object.keys(patch).length === 0) onCancel();
    else await onSave(patch);
  });

  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label={`Endre tilgang for ${label}`} className="mt-3 space-y-4 rounded-lg bg-sand-50 p-3 ring-1 ring-sand-200 sm:p-4">
      <RoleChoice legend="Rolle" register={form.register('role')} error={errors.role?.message} errorId={`${id}-role-error`} />
      <LastDayField label="Siste dag med tilgang" hint="Tomt: ingen sluttdato." register={form.register('accessUntil')} error={errors.accessUntil?.message} />
      <div className="flex flex-wrap gap-2">
        <button type="submit" className="btn-primary" disabled={isSubmitting}>
          Lagre
        </button>
        <button type="button" className="btn-secondary" onClick={onCancel} disabled={isSubmitting}>
          Avbryt
        </button>
      </div>
    </form>
  );
}
