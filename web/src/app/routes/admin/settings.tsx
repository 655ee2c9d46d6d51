import { SettingsEditor } from '@/features/settings/admin';
import { AdminPage } from './admin-page';

/** /admin/innstillinger (administrators): the company's own facts. */
export default function SettingsScreen() {
  return (
    <AdminPage title="Innstillinger" intro="Firmaets kontaktopplysninger, åpningstider, ansatte, partnere og kartposisjon. Endringene vises på nettsiden når du lagrer.">
      <SettingsEditor />
    </AdminPage>
  );
}
