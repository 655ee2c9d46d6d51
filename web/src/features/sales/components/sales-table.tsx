import type { SalesRow } from '@rms/schema';
import clsx from 'clsx';
import { useId } from 'react';
import { formatKroner } from '@/lib/numbers';
import { formatShareWon } from '../lib/sales';

const COLUMNS = ['Henvendelser', 'Tilbud sendt', 'Tilbudssum', 'Vunnet', 'Vunnet (kr)', 'Tapt', 'Tapt (kr)', 'Andel vunnet'];

/** One group of the report (month, source, campaign or product): a row per key, numbers right-aligned. */
export function SalesTable({ title, keyLabel, rows, label = (key) => key }: { title: string; keyLabel: string; rows: SalesRow[]; label?: (key: string) => string }) {
  const id = useId();
  return (
    <div className="mt-6 overflow-x-auto">
      <h3 id={id} className="text-sm font-semibold text-navy-950">
        {title}
      </h3>
      {rows.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">Ingen henvendelser i perioden.</p>
      ) : (
        <table aria-labelledby={id} className="mt-2 w-full text-sm">
          <thead>
            <tr className="border-b border-sand-200">
              {[keyLabel, ...COLUMNS].map((c, i) => (
                <th key={c} scope="col" className={clsx('py-1.5 pr-3 font-medium text-slate-600', i === 0 ? 'text-left' : 'text-right')}>
                  {c}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-sand-200">
            {rows.map((r) => (
              <tr key={r.key}>
                <th scope="row" className="py-1.5 pr-3 text-left font-medium break-words text-navy-950">
                  {label(r.key)}
                </th>
                {[String(r.enquiries), String(r.quoted), formatKroner(r.quotedNok), String(r.won), formatKroner(r.wonNok), String(r.lost), formatKroner(r.lostNok), formatShareWon(r)].map((cell, i) => (
                  <td key={COLUMNS[i]} className="py-1.5 pr-3 text-right whitespace-nowrap tabular-nums">
                    {cell}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
