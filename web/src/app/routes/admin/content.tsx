import { ProductStatistics, ProjectStatistics } from '@/features/content-stats';
import { ProjectManagement } from '@/features/project-admin';
import { AdminPage } from './admin-page';

/** /admin/innhold: how much content the site holds, and Project Management (delete by title pattern). */
export default function ContentScreen() {
  return (
    <AdminPage title="Innhold" intro="Produkter og prosjekter på nettsiden.">
      <div className="grid gap-6 md:grid-cols-2">
        <ProductStatistics />
        <ProjectStatistics />
      </div>
      <ProjectManagement />
    </AdminPage>
  );
}
