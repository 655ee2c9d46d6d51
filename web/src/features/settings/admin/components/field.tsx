import type { ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';
import { LabelledField, useFieldError, type ControlProps } from '@/components/ui/labelled-field';

export { FieldMessage, useFieldError, type ControlProps } from '@/components/ui/labelled-field';

export function fieldId(name: string) {
  return `settings-${name.replace(/\./g, '-')}`;
}

/** A labelled control of the settings form, its id from its path and its error from the form. */
export function Field({ name, label, hint, className, children }: { name: string; label: string; hint?: string; className?: string; children: (props: ControlProps) => ReactNode }) {
  return (
    <LabelledField id={fieldId(name)} label={label} hint={hint} error={useFieldError(name)} className={className}>
      {children}
    </LabelledField>
  );
}

/** A text input registered under `name`. */
export function TextField({ name, label, type = 'text', hint, autoComplete, className }: { name: string; label: string; type?: string; hint?: string; autoComplete?: string; className?: string }) {
  const { register } = useFormContext();
  return (
    <Field name={name} label={label} {...(hint ? { hint } : {})} {...(className ? { className } : {})}>
      {(props) => <input {...props} type={type} autoComplete={autoComplete ?? 'off'} {...register(name)} />}
    </Field>
  );
}

/** A number input registered under `name` (an empty or non-numeric value fails with the schema's message). */
export function NumberField({ name, label, step, className }: { name: string; label: string; step?: string; className?: string }) {
  const { register } = useFormContext();
  return (
    <Field name={name} label={label} {...(className ? { className } : {})}>
      {(props) => <input {...props} type="number" inputMode="decimal" step={step ?? '1'} {...register(name, { valueAsNumber: true })} />}
    </Field>
  );
}

/** Section of the form: a fieldset with a visible legend. */
/** The anchor of a section, from its title ('Firma og kontakt' → 'firma-og-kontakt'), for the form's index. */
export function sectionAnchor(title: string): string {
  return title
    .toLocaleLowerCase('nb-NO')
    .replace(/æ/g, 'ae')
    .replace(/ø/g, 'o')
    .replace(/å/g, 'a')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

export function FormSection({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  return (
    <fieldset id={sectionAnchor(title)} className="scroll-mt-24 rounded-xl border border-sand-200 bg-white p-4 shadow-sm sm:p-6">
      {/* A heading inside the legend: the form's sections are the screen's outline under its h1, so the entries' h3 follow an h2. */}
      <legend className="px-1">
        <h2 className="text-lg font-semibold text-navy-950">{title}</h2>
      </legend>
      {description && <p className="mb-4 text-sm text-slate-600">{description}</p>}
      {children}
    </fieldset>
  );
}
