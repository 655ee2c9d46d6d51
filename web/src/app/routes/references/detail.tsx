import { useParams } from 'react-router';
import { NotFound } from '@/components/ui/not-found';
import { Seo } from '@/components/ui/seo';
import { LoadingBlock } from '@/components/ui/spinner';
import { href } from '@/config/paths';
import { useProject } from '@/features/references/api/get-project';
import { ReferenceDetail } from '@/features/references/components/reference-detail';
import { summarize } from '@/lib/seo';

/** A reference; the not-found screen when it fails to load or has no id or title (spec §2). */
export default function ReferenceDetailRoute() {
  const { id = '' } = useParams();
  const { data: project, isPending, isError } = useProject(id);
  if (isPending) return <LoadingBlock label="Laster prosjekt…" minHeight={600} />;
  if (isError || !project?.id || !project.title) return <NotFound />;
  return (
    <>
      <Seo title={project.title} description={summarize(project.description) || undefined} path={href.reference(project.id)} image={project.images[0]?.src} type="article" />
      <ReferenceDetail key={project.id} project={project} />
    </>
  );
}
