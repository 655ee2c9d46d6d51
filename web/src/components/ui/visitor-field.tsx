import { useId, type ReactNode } from 'react';

/** What a field's control gets: its id, name, the field style and its error's wiring for screen readers. */
export interface FieldControlProps<N extends string> {
  id: string;
  name: N;
  className: string;
  'aria-invalid': boolean;
  'aria-required': boolean | undefined;
  'aria-describedby': string | undefined;
}

/**
 * A labelled form field of the visitors' forms (contact, quote, site visit booking): the label
 * (with * when required), the control the caller renders with the props it gets, and its error
 * under it, tied to the control by aria-describedby.
 */
export function FormField<N extends string>({
  label,
  name,
  required,
  error,
  className,
  children,
}: {
  label: string;
  name: N;
  required?: boolean;
  error: string | undefined;
  className?: string;
  children: (props: FieldControlProps<N>) => ReactNode;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={className || undefined}>
      <label htmlFor={id} className="field-label">
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      {children({ id, name, className: 'field-input', 'aria-invalid': !!error, 'aria-required': required || undefined, 'aria-describedby': error ? errorId : undefined })}
      {error && (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
