import type { ReactNode } from 'react';
import { get, useFormContext, type FieldError } from 'react-hook-form';

/** What a labelled field hands its control: its id, the input style and the ties to its hint and error. */
export interface ControlProps {
  id: string;
  className: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
}

/** The error message react-hook-form holds for a field path ('team.0.phone'; a list's own under its root), if any. */
export function useFieldError(name: string): string | undefined {
  const {
    formState: { errors },
  } = useFormContext();
  const error = get(errors, name) as FieldError | undefined;
  return error?.message ?? (error?.root as FieldError | undefined)?.message;
}

/** A labelled control with its hint and its Norwegian error message underneath, tied together for screen readers. */
export function LabelledField({ id, label, hint, error, className, children }: { id: string; label: string; hint?: string | undefined; error: string | undefined; className?: string | undefined; children: (props: ControlProps) => ReactNode }) {
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      {children({ id, className: 'field-input', 'aria-invalid': !!error, 'aria-describedby': describedBy })}
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      )}
      {error && <FieldMessage id={`${id}-error`}>{error}</FieldMessage>}
    </div>
  );
}

export function FieldMessage({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <p id={id} className="mt-1 text-sm font-medium text-red-700">
      {children}
    </p>
  );
}

/** A LabelledField of a react-hook-form form: its error is the one the form holds for `name`. `id` is the control's (unique on the page). */
export function FormField({ id, name, label, hint, className, children }: { id: string; name: string; label: string; hint?: string; className?: string; children: (props: ControlProps) => ReactNode }) {
  return (
    <LabelledField id={id} label={label} hint={hint} error={useFieldError(name)} className={className}>
      {children}
    </LabelledField>
  );
}
