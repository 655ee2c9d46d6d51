import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { NotFound } from '@/components/ui/not-found';
import { LoadingBlock } from '@/components/ui/spinner';
import { RequireAdmin } from '@/features/auth';
import { getProjectQueryOptions } from '@/features/references';
import { ProjectWizard } from '../components/project-wizard';

function ProjectEditLoader() {
  const { id = '' } = useParams();
  const { data, isPending, isError } = useQuery(getProjectQueryOptions(id));
  if (isPending) return <LoadingBlock label="Laster prosjekt…" />;
  if (isError || !data) return <NotFound />;
  return <ProjectWizard key={data.id} existing={data} />;
}

/** /referanser/endre/:id: the same wizard, filled in. */
export default function ProjectEditRoute() {
  return (
    <RequireAdmin>
      <ProjectEditLoader />
    </RequireAdmin>
  );
}
