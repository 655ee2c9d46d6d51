import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router';
import { NotFound } from '@/components/ui/not-found';
import { LoadingBlock } from '@/components/ui/spinner';
import { RequireAdmin } from '@/features/auth';
import { HistoryPanel } from '@/features/history';
import { PreviewLinksPanel } from '@/features/preview-links';
import { getProjectQueryOptions, getProjectsQueryOptions } from '@/features/projects';
import { ProjectWizard } from '../components/project-wizard';

function ProjectEditLoader() {
  const { id = '' } = useParams();
  // Always the current version: a cached copy may predate inline edits made since (issue 11).
  const queryClient = useQueryClient();
  const { data, isPending, isError, isFetchedAfterMount } = useQuery({ ...getProjectQueryOptions(id), refetchOnMount: 'always' });
  // A restored version is shown in a fresh wizard (the old one held the content before the restore).
  const [restores, setRestores] = useState(0);
  if (isPending || (!isFetchedAfterMount && !isError)) return <LoadingBlock label="Laster prosjekt…" />;
  if (isError || !data) return <NotFound />;
  const reload = () => queryClient.invalidateQueries({ queryKey: getProjectsQueryOptions().queryKey });
  return (
    <>
      <ProjectWizard key={`${data.id}:${restores}`} existing={data} />
      <div className="container-page pb-10">
        <PreviewLinksPanel item={{ kind: 'project', id: data.id }} draft={data.draft} />
        <HistoryPanel
          item={{ kind: 'project', id: data.id }}
          current={data}
          version={data.modified_at}
          onRestored={async () => {
            await reload();
            setRestores((n) => n + 1);
          }}
          onConflict={reload}
        />
      </div>
    </>
  );
}

/** /referanser/endre/:id: the same wizard, filled in. */
export default function ProjectEditRoute() {
  return (
    <RequireAdmin>
      <ProjectEditLoader />
    </RequireAdmin>
  );
}
