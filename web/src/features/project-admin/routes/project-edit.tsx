import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { RequireStaff } from '@/features/auth';
import { EditScreen } from '@/features/editor';
import { getProjectQueryOptions, getProjectsQueryOptions } from '@/features/projects';
import { ProjectWizard } from '../components/project-wizard';

function ProjectEditLoader() {
  const { id = '' } = useParams();
  const queryClient = useQueryClient();
  const query = useQuery({ ...getProjectQueryOptions(id), refetchOnMount: 'always' });
  const reload = () => queryClient.invalidateQueries({ queryKey: getProjectsQueryOptions().queryKey });
  return (
    <EditScreen kind="project" query={query} loadingLabel="Laster prosjekt…" reload={reload}>
      {(project) => <ProjectWizard existing={project} />}
    </EditScreen>
  );
}

/** /referanser/endre/:id: the same wizard, filled in, with the one 'Lagre' of an edit screen. */
export default function ProjectEditRoute() {
  return (
    <RequireStaff>
      <ProjectEditLoader />
    </RequireStaff>
  );
}
