import { RequireAdmin } from '@/features/auth';
import { ProjectWizard } from '../components/project-wizard';

/** /referanser/ny: the add-project wizard; 'Ingen tilgang' for non-admins. */
export default function ProjectNewRoute() {
  return (
    <RequireAdmin>
      <ProjectWizard />
    </RequireAdmin>
  );
}
