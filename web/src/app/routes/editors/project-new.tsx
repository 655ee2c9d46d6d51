import { RequireStaff } from '@/features/auth';
import { ProjectNewScreen } from '@/features/project-admin/routes/project-new';

/** /referanser/ny: the add-project wizard, for staff (administrators and editors); 'Ingen tilgang' for anyone else. */
export default function ProjectNewRoute() {
  return (
    <RequireStaff>
      <ProjectNewScreen />
    </RequireStaff>
  );
}
