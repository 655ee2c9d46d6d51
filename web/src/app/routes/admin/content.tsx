import { ContentList, ProductStatistics, ProjectStatistics } from '@/features/content-lists';
import { ProjectManagement } from '@/features/project-admin';
import { AdminPage } from './admin-page';

/** /admin/innhold: how much content the site holds, every product and project one click from its editor, and Project Management (delete by title pattern). */
export default function ContentScreen() {
  return (
    <AdminPage title="Innhold" intro="Produkter og prosjekter på nettsiden.">
      <div className="grid gap-6 md:grid-cols-2">
        <ProductStatistics />
        <ProjectStatistics />
      </div>
      <ContentList />
      <ProjectManagement />
    </AdminPage>
  );
}
