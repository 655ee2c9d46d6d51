import { Seo } from '@/components/ui/seo';
import { RequireStaff } from '@/features/auth';
import { SiteVisitsAdmin } from '../components/site-visits-admin';

/** /admin/befaring: site visits booked by visitors (decisions 149 and 151); both staff roles, only administrators change the times. */
export default function SiteVisitsScreen() {
  return (
    <RequireStaff>
      {/* Inside the admin shell, which gives the page its margins and the admin menu. */}
      <div className="max-w-4xl">
        <Seo title="Befaring" noindex />
        <h1 className="text-2xl font-semibold tracking-tight text-navy-950 sm:text-3xl">Befaring</h1>
        <p className="mt-2 text-slate-700">Befaringene kundene har bestilt på nettsiden, og når og hvor de kan bestille. Hver befaring ligger også som en henvendelse.</p>
        <div className="mt-6">
          <SiteVisitsAdmin />
        </div>
      </div>
    </RequireStaff>
  );
}
