import { useMemo } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useBookings } from '../api/bookings';
import { addDays, osloDate, visitHours } from '../lib/visit-days';

/**
 * The dashboard's block of today's and tomorrow's visits (Oslo days): the time, the visitor and the
 * place, leading to 'Befaring'. One compact block; cancelled visits are left out.
 */
export function UpcomingVisitsSummary({ now }: { now?: Date }) {
  const range = useMemo(() => {
    const today = osloDate(now ?? new Date());
    return { from: today, to: addDays(today, 1) };
  }, [now]);
  const { data } = useBookings(range);
  if (!data) return null;
  const booked = data.filter((b) => b.status === 'booked');
  const day = (date: string) => booked.filter((b) => osloDate(new Date(b.start)) === date);
  const days = [
    { label: 'I dag', visits: day(range.from) },
    { label: 'I morgen', visits: day(range.to) },
  ];
  return (
    <section aria-labelledby="dashboard-befaringer" className="mt-4 rounded-xl bg-white px-4 py-3 shadow-sm ring-1 ring-sand-200">
      <h2 id="dashboard-befaringer" className="font-semibold text-navy-950">
        <Link to={paths.adminSiteVisits} className="hover:underline">
          Befaringer i dag og i morgen
        </Link>
      </h2>
      <dl className="mt-1 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        {days.map(({ label, visits }) => (
          <div key={label} className="contents">
            <dt className="font-medium text-slate-700">{label}</dt>
            <dd className="text-slate-800">
              {visits.length === 0 ? (
                'Ingen'
              ) : (
                <ul>
                  {visits.map((b) => (
                    <li key={b.id} className="[overflow-wrap:anywhere]">
                      <span className="tabular-nums">{visitHours(b).slice(0, 5)}</span> {b.name}, {b.address}, {b.postcode}
                    </li>
                  ))}
                </ul>
              )}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
