import { lazy } from 'react';
import { useParams } from 'react-router';
import { NotFound } from '@/components/ui/not-found';
import { JsonLd, Seo } from '@/components/ui/seo';
import { LoadingBlock } from '@/components/ui/spinner';
import { href, paths } from '@/config/paths';
import { useProject } from '@/features/projects/api/get-project';
import { useProjectCards } from '@/features/projects/api/get-projects';
import { ProjectDetail, type ProjectAdminSlots } from '@/features/projects/components/project-detail';
import { breadcrumbJsonLd, chosenShareImage, itemJsonLd, summarize } from '@/lib/seo';

// The staff's tools: separate chunks, loaded only when AdminSlot shows them to signed-in staff.
const projectAdminTools = () => import('@/features/project-admin');
const projectAdmin: ProjectAdminSlots = {
  Title: lazy(() => projectAdminTools().then((m) => ({ default: m.ProjectTitleAdmin }))),
  Description: lazy(() => projectAdminTools().then((m) => ({ default: m.ProjectDescriptionAdmin }))),
  Panel: lazy(() => projectAdminTools().then((m) => ({ default: m.ProjectAdminPanel }))),
};

/** A reference; the not-found screen when it fails to load or has no id or title. */
export default function ProjectDetailRoute() {
  const { id = '' } = useParams();
  // The list a visitor gets holds every project they may see (an admin's holds the drafts too):
  // an id not in it is a 404 at once, on the server as in the browser, without asking for it.
  const list = useProjectCards();
  const unknown = list.data !== undefined && !list.data.some((p) => p.id === id);
  const { data: project, isPending, isError } = useProject(id, { enabled: !unknown });
  if (unknown) return <NotFound />;
  if (isPending) return <LoadingBlock label="Laster prosjekt…" minHeight={600} />;
  if (isError || !project?.id || !project.title) return <NotFound />;
  return (
    <>
      <Seo
        title={project.title}
        description={summarize(project.description) || undefined}
        path={href.reference(project.id)}
        image={chosenShareImage(project.images, project.seo, project.images[0])}
        type="article"
        seo={project.seo}
      />
      <JsonLd
        data={breadcrumbJsonLd([
          { name: 'Hjem', path: paths.home },
          { name: 'Referanser', path: paths.references },
          { name: project.title, path: href.reference(project.id) },
        ])}
      />
      <JsonLd data={itemJsonLd('CreativeWork', project, href.reference(project.id))} />
      <ProjectDetail key={project.id} project={project} admin={projectAdmin} />
    </>
  );
}
