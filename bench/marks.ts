import { withinBudget, type Budget } from './budgets';
import type { Row } from './table';

/** A measurement, or why it could not be taken. */
export type Measured<T> = ({ ok: true } & T) | { ok: false; error: string };

export interface Tally {
  within: number;
  outside: number;
}

/** `value` with ✓ or ✗ against the budget; counts the mark. Nothing to judge: no mark. */
export function marked(text: string, value: number | boolean | null | undefined, budget: Budget, tally?: Tally): string {
  const ok = withinBudget(value, budget);
  if (ok === null) return text;
  if (tally) tally[ok ? 'within' : 'outside'] += 1;
  return `${text} ${ok ? '✓' : '✗'}`;
}

/** A table row that says why a measurement is missing. */
export const errorRow = (label: string, message: string): Row => ({ note: `  ${label}: ERROR ${message.split('\n')[0]?.slice(0, 200) ?? ''}` });
/** Up to four problems of a page as one note row (none when it had none). */
export const problemRows = (label: string, list: string[]): Row[] => (list.length ? [{ note: `  ${label}: ${list.slice(0, 4).join('; ')}${list.length > 4 ? ` (+${list.length - 4} more)` : ''}` }] : []);
