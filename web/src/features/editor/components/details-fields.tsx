import { useId } from 'react';
import { Controller, useFormState, type Control, type FieldError, type Path } from 'react-hook-form';
import type { DetailsInput } from '../lib/details-schema';
import { LazyRichTextEditor as RichTextEditor } from './lazy-rich-text-editor';

interface DetailsFieldsProps<T extends DetailsInput, O> {
  /** The screen's form: its values hold at least a title and a description (a product adds its category). */
  control: Control<T, unknown, O>;
  /** A line under the title field saying what makes a good one. */
  titleHint?: string;
}

/**
 * 'Tittel' and 'Beskrivelse' of a product or project, for every editor screen, and under them the
 * form's first error (title and description first, then what the screen adds, such as the category).
 */
export function DetailsFields<T extends DetailsInput, O>({ control, titleHint }: DetailsFieldsProps<T, O>) {
  const ids = useId();
  const { errors } = useFormState({ control });
  // The names exist in every T (T extends DetailsInput); TypeScript cannot see a generic's paths.
  const title = 'title' as Path<T>;
  const description = 'description' as Path<T>;
  const error = [errors.title, errors.description, ...Object.values(errors)].find(Boolean) as FieldError | undefined;
  return (
    <>
      <Controller
        control={control}
        name={title}
        render={({ field, fieldState }) => (
          <div>
            <label htmlFor={`${ids}-title`} className="field-label">
              Tittel
            </label>
            <input
              id={`${ids}-title`}
              ref={field.ref}
              name={field.name}
              value={field.value as string}
              onChange={field.onChange}
              onBlur={field.onBlur}
              maxLength={200}
              aria-describedby={titleHint ? `${ids}-title-hint` : undefined}
              aria-invalid={fieldState.invalid}
              className="field-input"
            />
            {titleHint && (
              <p id={`${ids}-title-hint`} className="mt-1 text-sm text-slate-600">
                {titleHint}
              </p>
            )}
          </div>
        )}
      />
      <div>
        <span id={`${ids}-description-label`} className="field-label">
          Beskrivelse
        </span>
        <Controller
          control={control}
          name={description}
          render={({ field, fieldState }) => (
            <RichTextEditor label="Beskrivelse" value={field.value as string} onChange={field.onChange} invalid={fieldState.invalid} describedBy={`${ids}-description-label`} />
          )}
        />
      </div>
      {error?.message && (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
          {error.message}
        </p>
      )}
    </>
  );
}
