import { Link } from 'react-router';
import { paths } from '@/config/paths';

/** The box a signed-in user sees on a screen their role may not use. */
export function NoAccess() {
  return (
    <div className="container-page py-16">
      <div role="alert" className="mx-auto max-w-lg rounded-xl border border-amber-300 bg-amber-50 p-6 text-center">
        <h1 className="text-2xl font-semibold text-navy-950">Ingen tilgang</h1>
        <p className="mt-3 text-slate-700">Denne siden krever at du er logget inn som administrator. Kontakt en administrator hvis du trenger tilgang.</p>
        <Link to={paths.home} className="btn-secondary mt-6">
          Til forsiden
        </Link>
      </div>
    </div>
  );
}
