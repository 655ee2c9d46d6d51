import { formatOre } from '@rms/schema';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { EXPIRING_WITHIN_DAYS, useExpiringQuotes } from '../api/get-expiring-quotes';
import { osloDate } from '../lib/quote-status';

/** How many the dashboard names; the rest are counted (it stays one short block). */
const SHOWN = 5;

/**
 * The dashboard's quotes that run out within three days without an answer, each leading to its
 * enquiry in the inbox (found there by the customer's address). Nothing when there are none.
 */
export function ExpiringQuotes() {
  const { data } = useExpiringQuotes();
  if (!data?.length) return null;
  const rest = data.length - SHOWN;
  return (
    <section aria-label="Tilbud som snart går ut" className="mt-2 text-slate-700">
      <p className="font-semibold text-amber-900">
        {data.length} tilbud går ut innen {EXPIRING_WITHIN_DAYS} dager uten svar
      </p>
      <ul className="text-sm">
        {data.slice(0, SHOWN).map((q) => (
          <li key={q.id}>
            <Link to={`${paths.adminEnquiries}?${new URLSearchParams({ q: q.customer.email }).toString()}`} className="font-medium text-accent-700 hover:underline">
              {q.label} · {q.customer.name}
            </Link>{' '}
            · {formatOre(q.totalOre)} · gyldig til {q.validUntil ? osloDate(q.validUntil) : '–'}
          </li>
        ))}
        {rest > 0 && <li>og {rest} til</li>}
      </ul>
    </section>
  );
}
