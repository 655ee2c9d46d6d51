import { ROLE_LABELS, STAFF_ROLES } from '@rms/schema/role';
import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FieldMessage } from './field-message';

const WHAT_EACH_MAY: Record<(typeof STAFF_ROLES)[number], string> = {
  admin: 'Alt, også sikkerhetskopier, brukere og innstillinger.',
  editor: 'Produkter, prosjekter, bilder, henvendelser og besøksstatistikk.',
};

/** The two staff roles as radio buttons, each with what it may do. */
export function RoleChoice({ legend, register, error, errorId }: { legend: string; register: UseFormRegisterReturn; error: string | undefined; errorId: string }) {
  const id = useId();
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="field-label">{legend}</legend>
      <div className="mt-1 grid gap-2 sm:grid-cols-2">
        {STAFF_ROLES.map((role) => (
          <label key={role} htmlFor={`${id}-${role}`} className="flex cursor-pointer items-start gap-3 rounded-md border border-sand-200 p-3 has-[:checked]:border-navy-700 has-[:checked]:bg-navy-50">
            <input id={`${id}-${role}`} type="radio" value={role} className="mt-1" aria-describedby={`${id}-${role}-what`} {...register} />
            <span className="min-w-0">
              <span className="block text-sm font-semibold text-navy-950">{ROLE_LABELS[role]}</span>
              <span id={`${id}-${role}-what`} className="block text-xs text-slate-600">
                {WHAT_EACH_MAY[role]}
              </span>
            </span>
          </label>
        ))}
      </div>
      <FieldMessage id={errorId} message={error} />
    </fieldset>
  );
}
