import { WEEKDAYS, WEEKDAY_NAMES } from '@rms/schema';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { FieldMessage, TextField, useFieldError } from './field';

type HoursName = 'officeHours' | 'phoneHours';

/** Opening hours as lines of days and one time span each (e.g. Mandag–fredag 09:00–16:00). */
export function HoursEditor({ name, label }: { name: HoursName; label: string }) {
  const { control } = useFormContext();
  const { fields, append, remove } = useFieldArray({ control, name });
  const listError = useFieldError(name);
  return (
    <div className="space-y-4">
      {fields.length === 0 && <p className="text-sm text-slate-600">Ingen tider er lagt inn for {label.toLowerCase()}.</p>}
      {fields.map((field, i) => (
        <HoursRowEditor key={field.id} name={`${name}.${i}`} label={`${label}, linje ${i + 1}`} onRemove={() => remove(i)} />
      ))}
      {listError && <FieldMessage>{listError}</FieldMessage>}
      <button type="button" className="btn-secondary" disabled={fields.length >= 7} onClick={() => append({ days: [], opens: '09:00', closes: '16:00' })}>
        Legg til linje
      </button>
    </div>
  );
}

function HoursRowEditor({ name, label, onRemove }: { name: string; label: string; onRemove: () => void }) {
  const { register } = useFormContext();
  const daysError = useFieldError(`${name}.days`);
  return (
    <div className="rounded-lg border border-sand-200 p-3">
      <fieldset>
        <legend className="field-label">{label}: dager</legend>
        <div className="flex flex-wrap gap-x-3 gap-y-2">
          {WEEKDAYS.map((day) => (
            <label key={day} className="flex min-h-11 items-center gap-1.5 text-sm">
              <input type="checkbox" value={day} className="h-5 w-5" {...register(`${name}.days`)} />
              <span>
                <span aria-hidden="true">{WEEKDAY_NAMES[day].slice(0, 3)}</span>
                <span className="sr-only">{WEEKDAY_NAMES[day]}</span>
              </span>
            </label>
          ))}
        </div>
        {daysError && <FieldMessage>{daysError}</FieldMessage>}
      </fieldset>
      <div className="mt-3 grid grid-cols-2 gap-3 sm:max-w-sm">
        <TextField name={`${name}.opens`} label="Åpner" type="time" />
        <TextField name={`${name}.closes`} label="Stenger" type="time" />
      </div>
      <button type="button" className="mt-3 text-sm font-medium text-red-700 underline" onClick={onRemove}>
        Fjern linjen
      </button>
    </div>
  );
}
