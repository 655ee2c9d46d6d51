import type { SalesQuery, SalesReport } from '@rms/schema';
import clsx from 'clsx';
import { useId, useState } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { formatKroner } from '@/lib/numbers';
import { useIsAdmin } from '@/lib/session';
import { toast } from '@/lib/toast';
import { exportSalesCsv, useSales } from '../api/get-sales';
import { formatDay, formatDays, formatMonth, formatShare, formatShareWon } from '../lib/sales';
import { SalesTable } from './sales-table';

/** Figures as tiles: a label over its value. */
function Figures({ label, figures, className }: { label: string; figures: { label: string; value: string }[]; className: string }) {
  return (
    <dl aria-label={label} className={clsx('mt-4 grid grid-cols-2 gap-3', className)}>
      {figures.map((f) => (
        <div key={f.label} className="rounded-lg bg-sand-50 px-4 py-3">
          <dt className="text-xs font-medium tracking-wide text-slate-600 uppercase">{f.label}</dt>
          <dd className="mt-1 text-lg font-semibold text-navy-950 tabular-nums">{f.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The quotes written and sent in the system (decision 152) whose first version went out in the
 * range: how many, how many the customer accepted online, the share, and the median days from
 * sending to the acceptance.
 */
function QuoteFigures({ report }: { report: SalesReport }) {
  const q = report.quotes;
  const figures = [
    { label: 'Tilbud sendt', value: String(q.sent) },
    { label: 'Akseptert', value: String(q.accepted) },
    { label: 'Andel akseptert', value: formatShare(q.shareAccepted) },
    { label: 'Median tid til aksept', value: formatDays(q.medianDaysToAccept) },
  ];
  return <Figures label="Tilbud i perioden" figures={figures} className="lg:grid-cols-4" />;
}

/** The range's totals at a glance. */
function Totals({ report }: { report: SalesReport }) {
  const t = report.total;
  const figures = [
    { label: 'Henvendelser', value: String(t.enquiries) },
    { label: 'Tilbud sendt', value: `${t.quoted} · ${formatKroner(t.quotedNok)}` },
    { label: 'Vunnet', value: `${t.won} · ${formatKroner(t.wonNok)}` },
    { label: 'Tapt', value: `${t.lost} · ${formatKroner(t.lostNok)}` },
    { label: 'Andel vunnet', value: formatShareWon(t) },
  ];
  return <Figures label="Totalt i perioden" figures={figures} className="lg:grid-cols-5" />;
}

/**
 * 'Salg' (decision 132): how the enquiries of a range fared, per month they arrived,
 * per source, campaign and product: quotes sent and their sum, won and lost with their sums, and
 * the share won; and the quotes sent from the inbox, accepted, the share accepted and the median
 * days to acceptance (decision 152). Administrators can export it as CSV.
 */
export function SalesReportPanel() {
  const ids = { heading: useId(), from: useId(), to: useId() };
  const [range, setRange] = useState<SalesQuery>({});
  const { data, isPending, isError, isPlaceholderData } = useSales(range);
  const isAdmin = useIsAdmin();
  const [exporting, setExporting] = useState(false);

  const onExport = async () => {
    setExporting(true);
    try {
      await exportSalesCsv(range);
    } catch (e) {
      toast.error(`Kunne ikke eksportere: ${e instanceof Error ? e.message : String(e)}`);
    } finally {
      setExporting(false);
    }
  };

  return (
    <section aria-labelledby={ids.heading} className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-sand-200">
      <h2 id={ids.heading} className="text-lg font-semibold text-navy-950">
        Salg
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Hver henvendelse telles i måneden den kom inn, med det som har skjedd med den siden. Andel vunnet er vunnet delt på vunnet og tapt. Spam telles ikke.
      </p>
      <div className="mt-4 flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor={ids.from} className="field-label">
            Fra dato
          </label>
          <input id={ids.from} type="date" value={range.from ?? ''} max={range.to} onChange={(e) => setRange((r) => ({ ...r, from: e.target.value || undefined }))} className="field-input" />
        </div>
        <div>
          <label htmlFor={ids.to} className="field-label">
            Til dato
          </label>
          <input id={ids.to} type="date" value={range.to ?? ''} min={range.from} onChange={(e) => setRange((r) => ({ ...r, to: e.target.value || undefined }))} className="field-input" />
        </div>
        {isAdmin && (
          <button type="button" className="btn-secondary" disabled={exporting} onClick={() => void onExport()}>
            {exporting ? 'Eksporterer…' : 'Eksporter til CSV'}
          </button>
        )}
      </div>

      {isPending ? (
        <Spinner className="mt-4" />
      ) : isError ? (
        <p role="alert" className="mt-4 text-sm text-red-800">
          Kunne ikke hente salgstallene
        </p>
      ) : (
        <div aria-busy={isPlaceholderData || undefined} className={clsx(isPlaceholderData && 'opacity-60')}>
          <p className="mt-4 text-sm text-slate-700">
            Henvendelser fra {formatDay(data.from)} til {formatDay(data.to)}
            {!range.from && !range.to && ' (siste 12 måneder)'}
          </p>
          <Totals report={data} />
          <h3 className="mt-6 font-semibold text-navy-950">Tilbud sendt herfra</h3>
          <p className="mt-1 text-sm text-slate-600">Tilbud skrevet og sendt fra henvendelsene, talt etter når første versjon ble sendt. Andel akseptert er akseptert delt på sendt.</p>
          <QuoteFigures report={data} />
          <SalesTable title="Per måned" keyLabel="Måned" rows={data.months} label={formatMonth} />
          <SalesTable title="Per kilde" keyLabel="Kilde" rows={data.bySource} />
          <SalesTable title="Per kampanje" keyLabel="Kampanje" rows={data.byCampaign} />
          <SalesTable title="Per produkt" keyLabel="Produkt" rows={data.byProduct} />
        </div>
      )}
    </section>
  );
}
