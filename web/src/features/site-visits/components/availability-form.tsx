import { zodResolver } from '@hookform/resolvers/zod';
import { BOOKING_WEEKDAYS, type BookingAvailabilityDoc, type BookingWeekday } from '@rms/schema';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type ReactNode } from 'react';
import { FormProvider, useFieldArray, useForm, useFormContext } from 'react-hook-form';
import { FieldMessage, FormField, useFieldError } from '@/components/ui/labelled-field';
import { isApiError } from '@/lib/api-client';
import { CONFLICT_MESSAGE, isConflict } from '@/lib/conflict';
import { toast } from '@/lib/toast';
import { getAvailabilityQueryOptions, useSaveAvailability } from '../api/bookings';
import { AvailabilityFormSchema, formValues, type AvailabilityFormInput, type AvailabilityFormOutput } from '../lib/availability-form';
import { WEEKDAY_LABELS } from '../lib/weekday-names';

export const AVAILABILITY_SAVED_MESSAGE = 'Tidene for befaring er lagret';
export const INVALID_AVAILABILITY_MESSAGE = 'Skjemaet har feil. Rett feltene som er merket, og prøv igjen.';
export const HOLIDAYS_NOTE =
  'Norges offentlige helligdager (nyttårsdag, påsken, 1. og 17. mai, Kristi himmelfartsdag, pinsen, 1. og 2. juledag) er stengt av seg selv, hvert år. De trenger ikke legges inn her.';

/** A labelled control with its error, its id unique on the page. */
function Labelled(props: Omit<Parameters<typeof FormField>[0], 'id'>) {
  return <FormField id={`${useId()}-${props.name.replace(/\./g, '-')}`} {...props} />;
}

function Section({ title, description, children }: { title: string; description?: ReactNode; children: ReactNode }) {
  return (
    <fieldset className="min-w-0 rounded-xl border border-sand-200 bg-white p-4 shadow-sm sm:p-6">
      <legend className="px-1 text-lg font-semibold text-navy-950">{title}</legend>
      {description && <div className="mb-4 text-sm text-slate-600">{description}</div>}
      {children}
    </fieldset>
  );
}

/** One weekday's opening intervals (Oslo time): none is a closed day. */
function DayHours({ day, readOnly }: { day: BookingWeekday; readOnly: boolean }) {
  const { control, register } = useFormContext<AvailabilityFormInput>();
  const { fields, append, remove } = useFieldArray({ control, name: `weekly.${day}` });
  const label = WEEKDAY_LABELS[day];
  return (
    <li className="py-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-medium text-navy-950">{label}</h3>
        {fields.length === 0 && <span className="text-sm text-slate-600">Ingen befaringer</span>}
      </div>
      {fields.map((field, i) => (
        <div key={field.id} className="mt-2 flex flex-wrap items-end gap-3">
          <Labelled name={`weekly.${day}.${i}.from`} label={`${label}, tid ${i + 1} fra`}>
            {(props) => <input {...props} type="time" className="field-input w-32" {...register(`weekly.${day}.${i}.from`)} />}
          </Labelled>
          <Labelled name={`weekly.${day}.${i}.to`} label={`${label}, tid ${i + 1} til`}>
            {(props) => <input {...props} type="time" className="field-input w-32" {...register(`weekly.${day}.${i}.to`)} />}
          </Labelled>
          {!readOnly && (
            <button type="button" className="btn-secondary mb-0.5 px-3" onClick={() => remove(i)}>
              Fjern<span className="sr-only"> {label.toLowerCase()} tid {i + 1}</span>
            </button>
          )}
        </div>
      ))}
      {!readOnly && fields.length < 6 && (
        <button type="button" className="mt-2 text-sm font-medium text-navy-900 underline underline-offset-2" onClick={() => append({ from: '09:00', to: '15:00' })}>
          Legg til tid<span className="sr-only"> {label.toLowerCase()}</span>
        </button>
      )}
    </li>
  );
}

/** Areas by postcode, each with its own weekdays. */
function Areas({ readOnly }: { readOnly: boolean }) {
  const { control, register } = useFormContext<AvailabilityFormInput>();
  const { fields, append, remove } = useFieldArray({ control, name: 'areas' });
  const listError = useFieldError('areas');
  return (
    <div className="space-y-4">
      {fields.length === 0 && <p className="text-sm text-slate-700">Ingen områder: ingen kan bestille befaring før et område er lagt inn.</p>}
      {fields.map((field, i) => (
        <div key={field.id} className="rounded-lg border border-sand-200 p-3">
          <div className="grid gap-3 sm:grid-cols-2">
            <Labelled name={`areas.${i}.name`} label={`Område ${i + 1}: navn`}>
              {(props) => <input {...props} type="text" {...register(`areas.${i}.name`)} />}
            </Labelled>
            <Labelled name={`areas.${i}.postcodes`} label={`Område ${i + 1}: postnumre`} hint="Enkeltnumre og fra–til, skilt med komma, f.eks. 2000-2199, 2040">
              {(props) => <input {...props} type="text" inputMode="numeric" {...register(`areas.${i}.postcodes`)} />}
            </Labelled>
          </div>
          <AreaWeekdays index={i} />
          {!readOnly && (
            <button type="button" className="mt-2 text-sm font-medium text-red-700 underline" onClick={() => remove(i)}>
              Fjern område {i + 1}
            </button>
          )}
        </div>
      ))}
      {listError && <FieldMessage>{listError}</FieldMessage>}
      {!readOnly && (
        <button type="button" className="btn-secondary" onClick={() => append({ name: '', postcodes: '', weekdays: ['mon', 'tue', 'wed', 'thu', 'fri'] })}>
          Legg til område
        </button>
      )}
    </div>
  );
}

function AreaWeekdays({ index }: { index: number }) {
  const { register } = useFormContext<AvailabilityFormInput>();
  const error = useFieldError(`areas.${index}.weekdays`);
  const errorId = useId();
  return (
    <fieldset className="mt-3" aria-describedby={error ? errorId : undefined}>
      <legend className="field-label">Område {index + 1}: ukedager</legend>
      <div className="flex flex-wrap gap-x-3 gap-y-1">
        {BOOKING_WEEKDAYS.map((day) => (
          <label key={day} className="flex min-h-11 items-center gap-1.5 text-sm">
            <input type="checkbox" value={day} className="h-5 w-5" {...register(`areas.${index}.weekdays`)} />
            {WEEKDAY_LABELS[day]}
          </label>
        ))}
      </div>
      {error && <FieldMessage id={errorId}>{error}</FieldMessage>}
    </fieldset>
  );
}

/** Holidays, fairs and the like, as date ranges with a reason. */
function ClosedPeriods({ readOnly }: { readOnly: boolean }) {
  const { control, register } = useFormContext<AvailabilityFormInput>();
  const { fields, append, remove } = useFieldArray({ control, name: 'closed' });
  return (
    <div className="space-y-3">
      {fields.length === 0 && <p className="text-sm text-slate-700">Ingen stengte perioder.</p>}
      {fields.map((field, i) => (
        <div key={field.id} className="grid gap-3 rounded-lg border border-sand-200 p-3 sm:grid-cols-[auto_auto_1fr_auto] sm:items-end">
          <Labelled name={`closed.${i}.from`} label={`Periode ${i + 1}: første dag`}>
            {(props) => <input {...props} type="date" {...register(`closed.${i}.from`)} />}
          </Labelled>
          <Labelled name={`closed.${i}.to`} label={`Periode ${i + 1}: siste dag`}>
            {(props) => <input {...props} type="date" {...register(`closed.${i}.to`)} />}
          </Labelled>
          <Labelled name={`closed.${i}.reason`} label={`Periode ${i + 1}: grunn`}>
            {(props) => <input {...props} type="text" placeholder="F.eks. sommerferie, messe" {...register(`closed.${i}.reason`)} />}
          </Labelled>
          {!readOnly && (
            <button type="button" className="btn-secondary px-3" onClick={() => remove(i)}>
              Fjern<span className="sr-only"> periode {i + 1}</span>
            </button>
          )}
        </div>
      ))}
      {!readOnly && (
        <button type="button" className="btn-secondary" onClick={() => append({ from: '', to: '', reason: '' })}>
          Legg til stengt periode
        </button>
      )}
    </div>
  );
}

/** A server path for a field of this form: an area's postcode entry ('areas.0.postcodes.1') is shown at the area's text. */
const formPath = (path: string) => path.replace(/^(areas\.\d+\.postcodes)\.\d+$/, '$1') as Parameters<ReturnType<typeof useForm<AvailabilityFormInput>>['setError']>[0];

/**
 * When and where visitors can book a site visit (decision 149): opening intervals per weekday,
 * the visit's length, the driving buffer, how far ahead, how many at once, the areas by postcode and
 * the closed periods. Administrators save it (a stale save is refused with 409 and shown as on every
 * other editor); editors see the same form read-only.
 */
export function AvailabilityForm({ initial, readOnly }: { initial: BookingAvailabilityDoc; readOnly: boolean }) {
  const form = useForm<AvailabilityFormInput, unknown, AvailabilityFormOutput>({ resolver: zodResolver(AvailabilityFormSchema), defaultValues: formValues(initial), mode: 'onSubmit', reValidateMode: 'onChange' });
  const queryClient = useQueryClient();
  const save = useSaveAvailability();
  const [startedFrom, setStartedFrom] = useState(initial.modified_at);
  /** The version someone else saved meanwhile, after a 409 (null: no conflict). */
  const [conflict, setConflict] = useState<BookingAvailabilityDoc | null>(null);
  const { errors, isDirty } = form.formState;
  const hasErrors = Object.keys(errors).some((key) => key !== 'root');

  const onSubmit = form.handleSubmit(async (availability) => {
    try {
      const saved = await save.mutateAsync({ availability, startedFrom });
      setStartedFrom(saved.modified_at);
      setConflict(null);
      form.reset(formValues(saved));
      toast.success(AVAILABILITY_SAVED_MESSAGE);
    } catch (error) {
      if (isConflict(error)) {
        // Their version is loaded; mine stays in the form, and saving again replaces theirs.
        const latest = await queryClient.fetchQuery({ ...getAvailabilityQueryOptions(), staleTime: 0 }).catch(() => null);
        if (latest) setStartedFrom(latest.modified_at);
        setConflict(latest ?? initial);
        return;
      }
      const issues = isApiError(error) ? (error.issues ?? []) : [];
      for (const issue of issues) form.setError(formPath(issue.path), { message: issue.message });
      if (issues.length === 0) form.setError('root', { message: `Kunne ikke lagre: ${error instanceof Error ? error.message : String(error)}` });
    }
  });

  const takeTheirs = () => {
    if (conflict) form.reset(formValues(conflict));
    setConflict(null);
  };

  return (
    <FormProvider {...form}>
      <form onSubmit={(e) => void onSubmit(e)} noValidate aria-label="Tider og områder for befaring" className="space-y-6">
        {readOnly && <p className="rounded-md bg-sand-100 px-4 py-3 text-sm text-slate-800">Du kan se tidene og områdene. Bare en administrator kan endre dem.</p>}
        {hasErrors && (
          <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-4 py-3 font-medium text-red-800">
            {INVALID_AVAILABILITY_MESSAGE}
          </p>
        )}
        {conflict && (
          <div role="alert" className="space-y-3 rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950">
            <p className="font-medium">{CONFLICT_MESSAGE}</p>
            <button type="button" className="btn-secondary" onClick={takeTheirs}>
              Bruk den lagrede versjonen
            </button>
          </div>
        )}
        {errors.root?.message && (
          <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-4 py-3 text-red-800">
            {errors.root.message}
          </p>
        )}

        {/* A disabled fieldset makes every field read-only for editors, with nothing to submit. */}
        <fieldset disabled={readOnly} className="min-w-0 space-y-6">
          <Section title="Tider per ukedag" description="Når befaringer kan begynne, i norsk tid. En dag kan ha flere tider (f.eks. før og etter lunsj). En dag uten tider har ingen befaringer.">
            <ul className="divide-y divide-sand-200">
              {BOOKING_WEEKDAYS.map((day) => (
                <DayHours key={day} day={day} readOnly={readOnly} />
              ))}
            </ul>
          </Section>

          <Section title="Varighet og kapasitet">
            <div className="grid gap-4 sm:grid-cols-2">
              <Labelled name="visitMinutes" label="Hvor lang en befaring er (minutter)">
                {(props) => <input {...props} type="number" inputMode="numeric" {...form.register('visitMinutes', { valueAsNumber: true })} />}
              </Labelled>
              <Labelled name="bufferMinutes" label="Kjøretid mellom befaringer (minutter)">
                {(props) => <input {...props} type="number" inputMode="numeric" {...form.register('bufferMinutes', { valueAsNumber: true })} />}
              </Labelled>
              <Labelled name="daysAhead" label="Hvor langt fram kunder kan bestille (dager)">
                {(props) => <input {...props} type="number" inputMode="numeric" {...form.register('daysAhead', { valueAsNumber: true })} />}
              </Labelled>
              <Labelled name="capacity" label="Befaringer samtidig (personer som drar ut)">
                {(props) => <input {...props} type="number" inputMode="numeric" {...form.register('capacity', { valueAsNumber: true })} />}
              </Labelled>
            </div>
            <p className="mt-3 text-sm text-slate-700">Korteste varsel: kunder kan tidligst bestille til neste virkedag.</p>
          </Section>

          <Section title="Områder" description="Postnumrene dere kjører til, og hvilke ukedager hvert område har befaringer. Et postnummer utenfor alle områdene får beskjed om å ringe, med telefonnummeret fra Innstillinger.">
            <Areas readOnly={readOnly} />
          </Section>

          <Section title="Stengte perioder" description={<p>{HOLIDAYS_NOTE} Legg inn ferier, messer og andre dager uten befaringer; første og siste dag er med.</p>}>
            <ClosedPeriods readOnly={readOnly} />
          </Section>
        </fieldset>

        {!readOnly && (
          <div className="sticky bottom-0 z-10 -mx-4 flex flex-wrap items-center gap-3 border-t border-sand-200 bg-sand-50/95 px-4 py-3 sm:mx-0 sm:rounded-lg">
            <button type="submit" className="btn-primary" disabled={save.isPending}>
              {save.isPending ? 'Lagrer…' : 'Lagre tidene'}
            </button>
            {isDirty && <p className="text-sm text-slate-700">Du har endringer som ikke er lagret.</p>}
          </div>
        )}
      </form>
    </FormProvider>
  );
}
