import clsx from 'clsx';

/** The steps of a wizard (e.g. Detaljer → Bilder) with the current one marked. */
export function WizardSteps({ steps, current }: { steps: readonly string[]; current: number }) {
  return (
    <ol aria-label="Steg" className="flex items-center gap-3 text-sm">
      {steps.map((step, i) => (
        <li key={step} aria-current={i === current ? 'step' : undefined} className="flex items-center gap-2">
          <span
            className={clsx(
              'flex h-7 w-7 items-center justify-center rounded-full text-xs font-semibold',
              i < current ? 'bg-navy-800 text-white' : i === current ? 'bg-accent-600 text-white' : 'bg-sand-200 text-slate-700',
            )}
          >
            {i + 1}
          </span>
          <span className={clsx(i === current ? 'font-semibold text-navy-950' : 'text-slate-600')}>{step}</span>
          {i < steps.length - 1 && <span aria-hidden="true" className="mx-1 h-px w-8 bg-sand-200" />}
        </li>
      ))}
    </ol>
  );
}
