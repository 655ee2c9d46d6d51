import { fromOsloInput, toOsloInput, windowLabel } from '@rms/schema';
import { useId } from 'react';
import type { WindowDraft } from '../hooks/use-window-draft';

interface WindowFieldsProps {
  value: WindowDraft;
  onChange: (next: WindowDraft) => void;
  /** Why the window cannot be saved, shown under the fields. */
  problem?: string | null;
}

const EDGES = [
  { key: 'publishAt', label: 'Publiser fra', hint: 'Tomt: synlig så snart den er publisert.' },
  { key: 'unpublishAt', label: 'Avpubliser fra', hint: 'Tomt: synlig til den avpubliseres for hånd.' },
] as const;

/**
 * 'Publiser fra' and 'Avpubliser fra' of a product or project (decision 134): Oslo time to the
 * minute, each clearable; saved by the screen's one 'Lagre'. Visitors see the item only inside the
 * window, and the line under the fields says when it appears or disappears.
 */
export function WindowFields({ value, onChange, problem }: WindowFieldsProps) {
  const ids = useId();
  const status = windowLabel(value);
  return (
    <fieldset className="space-y-3 rounded-lg border border-slate-200 p-4">
      <legend className="px-1 text-sm font-semibold text-navy-950">Publisering (norsk tid)</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        {EDGES.map(({ key, label, hint }) => (
          <div key={key}>
            <label htmlFor={`${ids}-${key}`} className="field-label">
              {label}
            </label>
            <div className="flex gap-2">
              <input
                id={`${ids}-${key}`}
                type="datetime-local"
                step={60}
                value={toOsloInput(value[key])}
                onChange={(e) => onChange({ ...value, [key]: fromOsloInput(e.target.value) })}
                aria-describedby={`${ids}-${key}-hint`}
                aria-invalid={key === 'unpublishAt' && !!problem}
                className="field-input"
              />
              <button type="button" className="btn-secondary px-3" onClick={() => onChange({ ...value, [key]: null })} disabled={value[key] === null} aria-label={`Tøm ${label.toLowerCase()}`}>
                Tøm
              </button>
            </div>
            <p id={`${ids}-${key}-hint`} className="mt-1 text-sm text-slate-600">
              {hint}
            </p>
          </div>
        ))}
      </div>
      {status && <p className="text-sm font-medium text-sky-900">{status}</p>}
      {problem && (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
          {problem}
        </p>
      )}
    </fieldset>
  );
}
