import { RequireStaff } from '@/features/auth';
import { ProjectWizard } from '../components/project-wizard';

/** /referanser/ny: the add-project wizard for staff (administrators and editors); 'Ingen tilgang' for anyone else. */
export default function ProjectNewRoute() {
  return (
    <RequireStaff>
      <ProjectWizard />
    </RequireStaff>
  );
}
