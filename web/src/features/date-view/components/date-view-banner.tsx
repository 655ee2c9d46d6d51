import { osloMoment } from '@rms/schema';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { useViewingAt } from '@/lib/view-time';
import { endDateView } from '../lib/date-view';

/** The addresses of the sign-in, profile, admin and editor screens (the router's `clientOnly` routes). */
const STAFF_PAGES: readonly string[] = [paths.admin, paths.login, paths.profile, paths.productNew, paths.referenceNew];
const STAFF_PREFIXES = [`${paths.admin}/`, paths.productEdit.replace(':productId', ''), paths.referenceEdit.replace(':id', '')];

/** Whether the current address is a sign-in, profile, admin or editor screen rather than a public page. */
function useOnStaffScreen(): boolean {
  const path = useLocation().pathname.replace(/(.)\/+$/, '$1');
  return STAFF_PAGES.includes(path) || STAFF_PREFIXES.some((prefix) => path.startsWith(prefix));
}

/**
 * The bar along the bottom while staff look at the site at a chosen time: which time, and the way
 * back to now. Going back into the admin area (after a public page) also returns to now, so no admin
 * screen works on the answers of another time.
 */
export function DateViewBanner() {
  const at = useViewingAt();
  const client = useQueryClient();
  const onStaffScreen = useOnStaffScreen();
  const seenPublicPage = useRef(false);

  useEffect(() => {
    if (!at) return;
    if (!onStaffScreen) seenPublicPage.current = true;
    else if (seenPublicPage.current) endDateView(client);
  }, [at, onStaffScreen, client]);

  if (!at) return null;
  return (
    <div role="region" aria-label="Fram i tid" className="fixed inset-x-0 bottom-0 z-50 border-t-2 border-accent-500 bg-navy-950 text-white shadow-lg">
      <div className="container-page flex flex-wrap items-center justify-between gap-x-4 gap-y-2 py-3 text-sm">
        <p className="min-w-0">
          Du ser nettstedet slik besøkende ser det <strong>{osloMoment(at.toISOString())}</strong>. Ingen besøkende ser dette før da.
        </p>
        <div className="flex flex-wrap gap-2">
          <Link to={paths.adminDateView} className="rounded px-3 py-1 underline underline-offset-2">
            Velg et annet tidspunkt
          </Link>
          <button type="button" className="rounded bg-white px-3 py-1 font-medium text-navy-950" onClick={() => endDateView(client)}>
            Tilbake til nå
          </button>
        </div>
      </div>
    </div>
  );
}
