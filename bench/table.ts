/** Plain-text tables for the terminal: left-aligned text, right-aligned figures. */

export interface Column {
  title: string;
  align?: 'left' | 'right';
}

/** A row is its cells; a `note` row spans the table (a section title or an error). */
export type Row = string[] | { note: string };

/** Characters as a terminal shows them (✓ and ✗ take one column). */
function width(s: string): number {
  return [...s].length;
}

function pad(s: string, n: number, align: 'left' | 'right'): string {
  const fill = ' '.repeat(Math.max(0, n - width(s)));
  return align === 'right' ? fill + s : s + fill;
}

export function formatTable(columns: Column[], rows: Row[], gap = '  '): string {
  const widths = columns.map((c, i) => Math.max(width(c.title), ...rows.map((r) => (Array.isArray(r) ? width(r[i] ?? '') : 0))));
  const line = (cells: string[]) =>
    columns
      .map((c, i) => pad(cells[i] ?? '', widths[i]!, c.align ?? 'left'))
      .join(gap)
      .trimEnd();
  const header = line(columns.map((c) => c.title));
  const rule = '─'.repeat(width(header));
  return [header, rule, ...rows.map((r) => (Array.isArray(r) ? line(r) : `${r.note}`))].join('\n');
}

export const kB = (bytes: number | null | undefined, digits = 1) => (bytes === null || bytes === undefined ? '–' : `${(bytes / 1000).toFixed(digits)} kB`);
export const ms = (v: number | null | undefined) => (v === null || v === undefined ? '–' : `${Math.round(v)} ms`);
export const num = (v: number | null | undefined, digits = 0) => (v === null || v === undefined ? '–' : v.toFixed(digits));
export const pct = (v: number | null | undefined) => (v === null || v === undefined || !Number.isFinite(v) ? '–' : `${(v * 100).toFixed(1)} %`);
