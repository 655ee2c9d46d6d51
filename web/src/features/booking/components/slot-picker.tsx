import type { BookingSlot } from '@rms/schema';
import { useId, useMemo } from 'react';
import { groupSlotsByDay } from '../lib/slot-days';

interface SlotPickerProps {
  legend: string;
  slots: readonly BookingSlot[];
  /** The radio group's name in the form. */
  name?: string;
  error?: string | undefined;
  /** 'Vis flere tider': absent when there are no more to ask for. */
  onMore?: (() => void) | undefined;
  loadingMore?: boolean;
  /** A start that may not be chosen again (the visit's own time, when moving it). */
  current?: string | undefined;
}

/**
 * The free times as one radio group: a fieldset with its legend, a group per Oslo day named in
 * Norwegian, each time a radio labelled with Oslo's clock. Arrow keys move within the group, as
 * radios do; a screen reader hears the day's name with each time.
 */
export function SlotPicker({ legend, slots, name = 'start', error, onMore, loadingMore = false, current }: SlotPickerProps) {
  const id = useId();
  const days = useMemo(() => groupSlotsByDay(slots.filter((s) => s.start !== current)), [slots, current]);
  const errorId = `${id}-error`;
  return (
    <fieldset aria-describedby={error ? errorId : undefined} data-slot-picker>
      <legend className="text-lg font-semibold text-navy-950">{legend}</legend>
      {error && (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
      {days.length === 0 ? (
        <p className="mt-3 text-slate-700">Ingen ledige tider i denne perioden.</p>
      ) : (
        <div className="mt-3 space-y-5">
          {days.map((day) => (
            <fieldset key={day.date}>
              <legend className="text-sm font-semibold text-slate-900">{capitalized(day.label)}</legend>
              <div className="mt-2 grid grid-cols-3 gap-2 sm:grid-cols-6">
                {day.slots.map((slot) => (
                  <label
                    key={slot.start}
                    className="flex min-h-11 cursor-pointer items-center justify-center rounded-md border border-slate-400 bg-white px-2 py-2 text-sm font-medium text-navy-950 has-[:checked]:border-accent-700 has-[:checked]:bg-accent-700 has-[:checked]:text-white has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-accent-700"
                  >
                    <input type="radio" name={name} value={slot.start} className="sr-only" />
                    {slot.time}
                  </label>
                ))}
              </div>
            </fieldset>
          ))}
        </div>
      )}
      {onMore && (
        <button type="button" className="btn-secondary mt-5" onClick={onMore} disabled={loadingMore}>
          {loadingMore ? 'Henter flere tider…' : 'Vis flere tider'}
        </button>
      )}
    </fieldset>
  );
}

/** 'Tirsdag 8. desember' as a group's name; the running text keeps 'tirsdag'. */
const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
