import { useState } from 'react';

/** Rows a long admin list shows at first and adds with each 'Vis flere': the page scrolls, no box inside it does. */
export const LIST_PAGE_SIZE = 50;

/**
 * The first `shown` of `items`, and a way to show the next page. Start again at one page with `reset`
 * (a new search or filter), so the count never outgrows what the visitor asked for.
 */
export function usePaged<T>(items: readonly T[], size = LIST_PAGE_SIZE) {
  const [shown, setShown] = useState(size);
  return {
    visible: items.slice(0, shown),
    shown: Math.min(shown, items.length),
    total: items.length,
    more: () => setShown((n) => n + size),
    reset: () => setShown(size),
  };
}

/** 'Viser 50 av 120' and 'Vis flere (70 til)', when the list holds more than it shows. */
export function ShowMore({ shown, total, more }: { shown: number; total: number; more: () => void }) {
  if (total <= shown) return null;
  return (
    <div className="mt-3 flex flex-wrap items-center gap-3 text-sm text-slate-700">
      <span>
        Viser {shown} av {total}
      </span>
      <button type="button" onClick={more} className="btn-secondary px-3 py-1.5">
        Vis flere ({total - shown} til)
      </button>
    </div>
  );
}
