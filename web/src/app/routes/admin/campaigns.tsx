import { CampaignAdmin } from '@/features/campaigns/admin';
import { AdminPage } from './admin-page';

/** /admin/kampanjer: offers on the home page and chosen product pages, each between a start and an end. */
export default function CampaignsScreen() {
  return (
    <AdminPage title="Kampanjer" intro="Tilbud som vises på forsiden eller på sidene til valgte kategorier og produkter, fra start til slutt (norsk tid), uten at noen må trykke på noe.">
      <CampaignAdmin />
    </AdminPage>
  );
}
