import type { Stats, StatsQuery } from '@rms/schema';
import clsx from 'clsx';
import { lazy, Suspense, useId, useMemo, useState, type ReactNode } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { useVisitStats } from '../api/get-visit-stats';
import { ChoiceButtons } from '@/components/ui/choice-buttons';
import {
  DEFAULT_VISIT_RANGE,
  DEVICE_LABELS,
  VISIT_RANGES,
  countryName,
  formatCount,
  formatDay,
  formatRange,
  formatShare,
  isSummedPerDay,
  lastDays,
  campaignLabel,
  conversion,
  referrerSources,
  totals,
  type VisitRange,
} from '../lib/visit-stats';

// recharts is loaded only when the panel has numbers to draw (decision 096).
const VisitChart = lazy(() => import('./visit-chart'));

/** How many pages, sources and countries the panel lists. */
export const TOP_PAGES = 10;
const TOP_SOURCES = 8;
const TOP_COUNTRIES = 5;

const SUMMED = 'summert per dag';
const RANGE_OPTIONS = VISIT_RANGES.map((n) => ({ value: n, label: `${n} dager` }));

function Heading({ id, children }: { id: string; children: ReactNode }) {
  return (
    <h3 id={id} className="text-sm font-semibold text-navy-950">
      {children}
    </h3>
  );
}

const td = 'py-1.5 pr-3 align-top';
const num = 'py-1.5 text-right tabular-nums';

/** A table's header row: the first column names the rows, the others hold numbers (right-aligned). */
function HeadRow({ columns }: { columns: string[] }) {
  return (
    <thead>
      <tr className="border-b border-sand-200">
        {columns.map((column, i) => (
          <th key={column} scope="col" className={clsx('py-1.5 font-medium text-slate-600', i === 0 ? 'text-left' : 'text-right', i < columns.length - 1 && 'pr-3')}>
            {column}
          </th>
        ))}
      </tr>
    </thead>
  );
}

/** A list of labels with a number each (sources, devices, countries). */
function Tally({ id, title, rows, empty }: { id: string; title: string; rows: { label: string; value: string }[]; empty: string }) {
  return (
    <div>
      <Heading id={id}>{title}</Heading>
      {rows.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{empty}</p>
      ) : (
        <ul aria-labelledby={id} className="mt-2 divide-y divide-sand-200 text-sm">
          {rows.map((r) => (
            <li key={r.label} className="flex justify-between gap-3 py-1.5">
              <span className="min-w-0 break-words">{r.label}</span>
              <span className="tabular-nums">{r.value}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The panel's content once the numbers have arrived. */
function VisitNumbers({ stats, range }: { stats: Stats; range: StatsQuery }) {
  const ids = { chart: useId(), pages: useId(), sources: useId(), campaigns: useId(), devices: useId(), countries: useId(), products: useId() };
  const summed = isSummedPerDay(range);
  const visitorsLabel = summed ? `Besøkende (${SUMMED})` : 'Besøkende';
  const sum = totals(stats.days);
  const devicesTotal = stats.devices.reduce((n, d) => n + d.pageviews, 0);
  const countriesTotal = stats.countries.reduce((n, c) => n + c.pageviews, 0);
  const sources = useMemo(() => referrerSources(stats.referrers).slice(0, TOP_SOURCES), [stats.referrers]);

  return (
    <>
      <dl className="mt-4 grid grid-cols-2 gap-3">
        <div className="rounded-lg bg-sand-50 px-4 py-3">
          <dt className="text-xs font-medium tracking-wide text-slate-600 uppercase">{visitorsLabel}</dt>
          <dd className="mt-1 text-2xl font-semibold text-navy-950 tabular-nums">{formatCount(sum.visitors)}</dd>
        </div>
        <div className="rounded-lg bg-sand-50 px-4 py-3">
          <dt className="text-xs font-medium tracking-wide text-slate-600 uppercase">Sidevisninger</dt>
          <dd className="mt-1 text-2xl font-semibold text-navy-950 tabular-nums">{formatCount(sum.pageviews)}</dd>
        </div>
      </dl>
      {summed && (
        <p className="mt-2 text-xs text-slate-600">
          Besøkende telles én gang per dag uten informasjonskapsler. Over flere dager er tallene {SUMMED}: den som kommer igjen en annen dag, telles på nytt.
        </p>
      )}

      <figure aria-labelledby={ids.chart} className="mt-6">
        <figcaption id={ids.chart} className="text-sm font-semibold text-navy-950">
          Besøkende og sidevisninger per dag
        </figcaption>
        {/* The chart is for the eye; screen readers get the table below it. */}
        <div aria-hidden="true" className="mt-2 h-[260px]">
          <Suspense fallback={<Spinner label="Laster diagrammet…" />}>
            <VisitChart days={stats.days} />
          </Suspense>
        </div>
        <table className="sr-only">
          <caption>Besøkende og sidevisninger per dag</caption>
          <thead>
            <tr>
              <th scope="col">Dato</th>
              <th scope="col">Besøkende</th>
              <th scope="col">Sidevisninger</th>
            </tr>
          </thead>
          <tbody>
            {stats.days.map((d) => (
              <tr key={d.date}>
                <th scope="row">{formatDay(d.date)}</th>
                <td>{formatCount(d.visitors)}</td>
                <td>{formatCount(d.pageviews)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </figure>

      <div className="mt-6 overflow-x-auto">
        <Heading id={ids.pages}>Mest besøkte sider</Heading>
        {stats.pages.length === 0 ? (
          <p className="mt-2 text-sm text-slate-600">Ingen besøk i perioden.</p>
        ) : (
          <table aria-labelledby={ids.pages} className="mt-2 w-full text-sm">
            <HeadRow columns={['Side', visitorsLabel, 'Sidevisninger']} />
            <tbody className="divide-y divide-sand-200">
              {stats.pages.slice(0, TOP_PAGES).map((p) => (
                <tr key={p.path}>
                  <th scope="row" className={clsx(td, 'text-left font-normal')}>
                    <span className="block font-medium text-navy-950">{p.title}</span>
                    <span className="block text-xs break-all text-slate-600">{p.path}</span>
                  </th>
                  <td className={clsx(num, 'pr-3')}>{formatCount(p.visitors)}</td>
                  <td className={num}>{formatCount(p.pageviews)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>

      <div className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        <Tally id={ids.sources} title="Hvor besøkende kom fra" rows={sources.map((s) => ({ label: s.label, value: formatCount(s.pageviews) }))} empty="Ingen ennå." />
        <Tally
          id={ids.campaigns}
          title="Kampanjer (utm_campaign)"
          rows={stats.campaigns.slice(0, TOP_SOURCES).map((c) => ({ label: campaignLabel(c.campaign), value: formatCount(c.pageviews) }))}
          empty="Ingen besøk fra kampanjelenker."
        />
        <Tally
          id={ids.devices}
          title="Enheter"
          rows={stats.devices.map((d) => ({ label: DEVICE_LABELS[d.device], value: formatShare(d.pageviews, devicesTotal) }))}
          empty="Ingen ennå."
        />
        <Tally
          id={ids.countries}
          title="Land"
          rows={stats.countries.slice(0, TOP_COUNTRIES).map((c) => ({ label: countryName(c.country), value: formatShare(c.pageviews, countriesTotal) }))}
          empty="Ingen ennå."
        />
      </div>

      <div className="mt-6 overflow-x-auto">
        <Heading id={ids.products}>Produkter: besøk og tilbudsforespørsler</Heading>
        {stats.quotesByProduct.length === 0 ? (
          <p className="mt-2 text-sm text-slate-600">Ingen produktsider besøkt i perioden.</p>
        ) : (
          <table aria-labelledby={ids.products} className="mt-2 w-full text-sm">
            <HeadRow columns={['Produkt', summed ? `Besøk (${SUMMED})` : 'Besøk', 'Forespørsler', 'Konvertering']} />
            <tbody className="divide-y divide-sand-200">
              {stats.quotesByProduct.map((p) => (
                <tr key={p.productId}>
                  <th scope="row" className={clsx(td, 'text-left font-medium text-navy-950')}>
                    {p.title}
                  </th>
                  <td className={clsx(num, 'pr-3')}>{formatCount(p.visits)}</td>
                  <td className={clsx(num, 'pr-3')}>{formatCount(p.quotes)}</td>
                  <td className={num}>
                    {conversion(p.quotes, p.visits).text}
                    {conversion(p.quotes, p.visits).capped && (
                      <>
                        <sup aria-hidden="true">*</sup>
                        <span className="sr-only"> (flere forespørsler enn besøk)</span>
                      </>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        <p className="mt-2 text-xs text-slate-600">
          Konvertering: andelen besøk på produktsiden som endte i en forespørsel om tilbud, høyst 100 %. Besøk med Do Not Track og fra innloggede
          ansatte telles ikke, men forespørslene deres gjør; * betyr at det kom flere forespørsler enn talte besøk.
        </p>
      </div>
    </>
  );
}

/**
 * The dashboard's 'Besøk' panel: the last 7, 30 or 90 days of the cookieless visit
 * statistics, per day as a chart, the most visited pages, where visitors came from, their devices
 * and countries, and per product how many visits led to a product enquiry.
 */
export function VisitStatistics() {
  const heading = useId();
  const [days, setDays] = useState<VisitRange>(DEFAULT_VISIT_RANGE);
  // The range is fixed when it is chosen: a panel left open past midnight keeps the days it shows.
  const [range, setRange] = useState(() => lastDays(DEFAULT_VISIT_RANGE));
  const { data, isPending, isError, isPlaceholderData } = useVisitStats(range);

  const choose = (next: VisitRange) => {
    setDays(next);
    setRange(lastDays(next));
  };

  return (
    <section id="besok" aria-labelledby={heading} aria-busy={isPending || isPlaceholderData || undefined} className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-sand-200">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id={heading} className="text-lg font-semibold text-navy-950">
            Besøk
          </h2>
          <p className="text-sm text-slate-600">{formatRange(range)}</p>
        </div>
        <ChoiceButtons label="Periode" options={RANGE_OPTIONS} value={days} onChange={choose} />
      </div>

      {isPending ? (
        <Spinner className="mt-4" label="Laster besøkstallene…" />
      ) : isError ? (
        <p role="alert" className="mt-4 text-sm text-red-800">
          Kunne ikke hente besøkstallene
        </p>
      ) : (
        <div className={clsx(isPlaceholderData && 'opacity-60')}>
          <VisitNumbers stats={data} range={range} />
        </div>
      )}
    </section>
  );
}
