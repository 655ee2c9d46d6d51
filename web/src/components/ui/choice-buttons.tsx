import clsx from 'clsx';

/** A row of joined buttons choosing one of a few views (the inbox's Innboks/Spam, the visits' period); the chosen one is pressed. */
export function ChoiceButtons<T extends string | number>({ label, options, value, onChange }: { label: string; options: readonly { value: T; label: string }[]; value: T; onChange: (value: T) => void }) {
  return (
    <div role="group" aria-label={label} className="inline-flex overflow-hidden rounded-md ring-1 ring-navy-800">
      {options.map((o) => (
        <button
          key={o.value}
          type="button"
          aria-pressed={value === o.value}
          onClick={() => onChange(o.value)}
          className={clsx('px-4 py-2 text-sm font-semibold', value === o.value ? 'bg-navy-900 text-white' : 'bg-white text-navy-900 hover:bg-navy-50')}
        >
          {o.label}
        </button>
      ))}
    </div>
  );
}
