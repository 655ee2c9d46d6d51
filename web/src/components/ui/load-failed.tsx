import clsx from 'clsx';
import type { ReactNode } from 'react';

/**
 * A list that could not be read: what failed, and 'Prøv igjen' to read it again. It is announced as an
 * alert when the list is what the screen is for; a side panel (an editor's history) passes
 * `announce={false}`, so its failure does not interrupt the form beside it.
 */
export function LoadFailed({ children, onRetry, className, announce = true }: { children: ReactNode; onRetry: () => void; className?: string; announce?: boolean }) {
  return (
    <div role={announce ? 'alert' : undefined} className={clsx('flex flex-wrap items-center gap-3 text-sm text-red-800', className ?? 'mt-3')}>
      <span>{children}</span>
      <button type="button" onClick={onRetry} className="btn-secondary px-3 py-1 text-sm">
        Prøv igjen
      </button>
    </div>
  );
}
