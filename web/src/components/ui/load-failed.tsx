import clsx from 'clsx';
import type { ReactNode } from 'react';

/** A list that could not be read: what failed, and 'Prøv igjen' to read it again. */
export function LoadFailed({ children, onRetry, className }: { children: ReactNode; onRetry: () => void; className?: string }) {
  return (
    <div role="alert" className={clsx('flex flex-wrap items-center gap-3 text-sm text-red-800', className ?? 'mt-3')}>
      <span>{children}</span>
      <button type="button" onClick={onRetry} className="btn-secondary px-3 py-1 text-sm">
        Prøv igjen
      </button>
    </div>
  );
}
