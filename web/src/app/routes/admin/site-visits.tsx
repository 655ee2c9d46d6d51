import { SiteVisitsAdmin } from '@/features/site-visits';
import { AdminPage } from './admin-page';

/** /admin/befaring: site visits booked by visitors (decisions 149 and 151); both staff roles, only administrators change the times. */
export default function SiteVisitsScreen() {
  return (
    <AdminPage title="Befaring" intro="Befaringene kundene har bestilt på nettsiden, og når og hvor de kan bestille. Hver befaring ligger også som en henvendelse.">
      <SiteVisitsAdmin />
    </AdminPage>
  );
}
