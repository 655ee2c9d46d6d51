import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useServerResponse } from '@/lib/server-response';
import { Seo } from './seo';

/** Error screens: 'Denne siden finnes ikke.' with a small 404 label. */
export function NotFound() {
  // On the server the page answers 404 (with noindex below), never a soft 404.
  useServerResponse()?.notFound();
  return (
    <section className="container-page flex min-h-[50vh] flex-col items-center justify-center py-20 text-center">
      <Seo title="Siden finnes ikke" noindex />
      <p className="text-sm font-semibold tracking-widest text-accent-700">404</p>
      <h1 className="mt-2 text-3xl font-semibold text-navy-950 sm:text-4xl">Denne siden finnes ikke.</h1>
      <Link to={paths.home} className="btn-primary mt-8">
        Til forsiden
      </Link>
    </section>
  );
}
