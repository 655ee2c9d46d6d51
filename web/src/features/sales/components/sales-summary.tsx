import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { formatKroner } from '@/lib/numbers';
import { useSales } from '../api/get-sales';
import { formatShareWon } from '../lib/sales';

/** The dashboard's line about sales over the last twelve months; it leads to 'Salg'. */
export function SalesSummary() {
  const { data } = useSales();
  if (!data) return null;
  const t = data.total;
  return (
    <p className="mt-1 text-slate-700">
      <Link to={paths.adminSales} className="font-medium text-accent-700 hover:underline">
        Salg siste 12 måneder
      </Link>
      : {t.quoted} tilbud sendt ({formatKroner(t.quotedNok)}) · {t.won} vunnet ({formatKroner(t.wonNok)}) · andel vunnet {formatShareWon(t)}
    </p>
  );
}
