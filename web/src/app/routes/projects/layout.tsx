import { Outlet } from 'react-router';
import { ErrorMessage } from '@/components/ui/error-message';
import { Spinner } from '@/components/ui/spinner';
import { useProjectCards } from '@/features/projects/api/get-projects';
import { ProjectSidebar } from '@/features/projects/components/project-sidebar';

/** References: a sticky 200 px sidebar beside the list or a project; on mobile the content only. */
export default function ProjectsLayout() {
  const { data, isPending, isError } = useProjectCards();
  if (isError) {
    return (
      <div className="container-page py-16">
        <ErrorMessage>Error loading projects</ErrorMessage>
      </div>
    );
  }
  return (
    <div className="container-page flex flex-col gap-10 py-10 md:flex-row">
      {/* The content comes first in the document, so a phone shows the project before anything else. */}
      <div className="order-1 min-w-0 flex-1 md:order-2">
        <Outlet />
      </div>
      <aside aria-label="Referanseliste" className="order-2 hidden w-[200px] shrink-0 md:order-1 md:block">
        <div className="sticky top-24 max-h-[calc(100vh-7rem)] overflow-y-auto">{isPending ? <Spinner label="Laster referanser…" /> : <ProjectSidebar projects={data} />}</div>
      </aside>
    </div>
  );
}
