import { createContext, use, type ReactNode } from 'react';
import { LabelledField, useFieldError, type ControlProps } from '@/components/ui/labelled-field';

/** A prefix of the form's own (useId), so two open quote forms in the inbox never share an element id. */
export const QuoteFormId = createContext('quote');

/** One labelled control of the quote form at a path ('lines.2.quantity'), with its error from the form. */
export function QuoteField({ name, label, hint, className, children }: { name: string; label: string; hint?: string; className?: string; children: (props: ControlProps) => ReactNode }) {
  return (
    <LabelledField id={`${use(QuoteFormId)}-${name.replace(/\./g, '-')}`} label={label} hint={hint} error={useFieldError(name)} className={className}>
      {children}
    </LabelledField>
  );
}
