import type { StatsDay } from '@rms/schema';
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatCount, formatDay } from '../lib/visit-stats';

/** The site's navy and accent (index.css): visitors and pageviews. */
const VISITORS_COLOR = '#24548a';
const PAGEVIEWS_COLOR = '#b4530f';

const count = (value: unknown) => (typeof value === 'number' ? formatCount(value) : String(value));

/**
 * Visitors and pageviews per day (recharts, decision 096). Loaded on its own when the 'Besøk' panel
 * shows, so the library never reaches a visitor and the dashboard does not wait for it. It is a
 * picture for sighted readers: the panel gives the same numbers as a table beside it.
 */
export default function VisitChart({ days }: { days: StatsDay[] }) {
  return (
    <ResponsiveContainer width="100%" height={260}>
      <LineChart accessibilityLayer={false} data={days} margin={{ top: 8, right: 16, bottom: 0, left: 0 }}>
        <CartesianGrid stroke="#e7e0d6" vertical={false} />
        <XAxis dataKey="date" tickFormatter={formatDay} minTickGap={24} tick={{ fontSize: 12 }} />
        <YAxis allowDecimals={false} tickFormatter={count} width={48} tick={{ fontSize: 12 }} />
        <Tooltip labelFormatter={(label) => (typeof label === 'string' ? formatDay(label) : String(label))} formatter={count} />
        <Legend />
        <Line type="monotone" dataKey="visitors" name="Besøkende" stroke={VISITORS_COLOR} strokeWidth={2} dot={false} isAnimationActive={false} />
        <Line type="monotone" dataKey="pageviews" name="Sidevisninger" stroke={PAGEVIEWS_COLOR} strokeWidth={2} dot={false} isAnimationActive={false} />
      </LineChart>
    </ResponsiveContainer>
  );
}
