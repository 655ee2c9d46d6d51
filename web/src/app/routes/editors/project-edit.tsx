import { RequireStaff } from '@/features/auth';
import { ProjectEditScreen } from '@/features/project-admin/routes/project-edit';

/** /referanser/endre/:id: the project's one-page editor, for staff (administrators and editors); 'Ingen tilgang' for anyone else. */
export default function ProjectEditRoute() {
  return (
    <RequireStaff>
      <ProjectEditScreen />
    </RequireStaff>
  );
}
