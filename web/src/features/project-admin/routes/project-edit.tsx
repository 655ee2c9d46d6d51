import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { NotFound } from '@/components/ui/not-found';
import { LoadingBlock } from '@/components/ui/spinner';
import { RequireAdmin } from '@/features/auth';
import { getProjectQueryOptions } from '@/features/references';
import { ProjectWizard } from '../components/project-wizard';

function ProjectEditLoader() {
  const { id = '' } = useParams();
  // Always the current version: a cached copy may predate inline edits made since (issue 11).
  const { data, isPending, isError, isFetchedAfterMount } = useQuery({ ...getProjectQueryOptions(id), refetchOnMount: 'always' });
  if (isPending || (!isFetchedAfterMount && !isError)) return <LoadingBlock label="Laster prosjekt…" />;
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
