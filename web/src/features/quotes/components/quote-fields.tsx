import { createContext, use, type ReactNode } from 'react';
import { get, useFormContext, type FieldError } from 'react-hook-form';

export interface ControlProps {
  id: string;
  className: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
}

/** A prefix of the form's own (useId), so two open quote forms in the inbox never share an element id. */
export const QuoteFormId = createContext('quote');

/** The Norwegian message react-hook-form holds for a path ('lines.2.quantity'; a list's own under its root), if any. */
export function useQuoteError(name: string): string | undefined {
  const { formState } = useFormContext();
  const error = get(formState.errors, name) as (FieldError & { root?: FieldError }) | undefined;
  return error?.message ?? error?.root?.message;
}

/** One labelled control of the quote form, its hint and its error tied to it for screen readers. */
export function QuoteField({ name, label, hint, className, children }: { name: string; label: string; hint?: string; className?: string; children: (props: ControlProps) => ReactNode }) {
  const id = `${use(QuoteFormId)}-${name.replace(/\./g, '-')}`;
  const error = useQuoteError(name);
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
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
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
