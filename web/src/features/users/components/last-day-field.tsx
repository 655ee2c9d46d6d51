import { osloDay } from '@rms/schema';
import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FieldMessage } from './field-message';

/** The last day of access: a date from today (Oslo) on; empty means no end. */
export function LastDayField({ label, hint, register, error }: { label: string; hint: string; register: UseFormRegisterReturn; error: string | undefined }) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <input
        id={id}
        type="date"
        min={osloDay(new Date())}
        className="field-input sm:max-w-xs"
        aria-invalid={!!error}
        aria-describedby={[`${id}-hint`, error ? `${id}-error` : ''].filter(Boolean).join(' ')}
        {...register}
      />
      <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
        {hint}
      </p>
      <FieldMessage id={`${id}-error`} message={error} />
    </div>
  );
}
