/** Move up, move down and remove for one entry of a list the admin orders by hand (works by touch and keyboard). */
export function ListControls({ index, count, label, onMove, onRemove }: { index: number; count: number; label: string; onMove: (from: number, to: number) => void; onRemove: () => void }) {
  const button = 'min-h-11 rounded-md border border-sand-300 px-3 text-sm font-medium text-navy-900 hover:bg-sand-100 disabled:opacity-40';
  return (
    <div className="flex flex-wrap gap-2">
      <button type="button" className={button} disabled={index === 0} onClick={() => onMove(index, index - 1)} aria-label={`Flytt ${label} opp`}>
        <span aria-hidden="true">↑ </span>Opp
      </button>
      <button type="button" className={button} disabled={index === count - 1} onClick={() => onMove(index, index + 1)} aria-label={`Flytt ${label} ned`}>
        <span aria-hidden="true">↓ </span>Ned
      </button>
      <button type="button" className={`${button} text-red-700`} onClick={onRemove} aria-label={`Fjern ${label}`}>
        Fjern
      </button>
    </div>
  );
}

/** Adds an entry to such a list, and says how many it holds of the most it may. */
export function ListAddButton({ label, count, max, onAdd }: { label: string; count: number; max: number; onAdd: () => void }) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <button type="button" className="btn-secondary" disabled={count >= max} onClick={onAdd}>
        {label}
      </button>
      <p className="text-sm text-slate-600">
        {count} av høyst {max}
      </p>
    </div>
  );
}
