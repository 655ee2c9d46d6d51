import { withYearsOfExperience } from '@rms/schema/site-facts';
import type { Project } from '@rms/schema';
import type { ComponentType } from 'react';
import { Link } from 'react-router';
import { AdminSlot } from '@/components/ui/admin-slot';
import { ArrowLeftIcon } from '@/components/ui/icons';
import { ImageGallery } from '@/components/ui/image-gallery';
import { paths } from '@/config/paths';

/** The project page's gallery is 600 high. */
export const PROJECT_GALLERY_HEIGHT = 600;

/**
 * The staff's tools on a reference's page, given by the app (app/routes/projects), which loads them
 * as separate chunks for signed-in staff only; this feature never imports the project admin feature.
 */
export interface ProjectAdminSlots {
  Title: ComponentType<{ project: Project; className?: string }>;
  Description: ComponentType<{ project: Project; className?: string }>;
  Panel: ComponentType<{ project: Project }>;
}

/** A reference: title with subtitle 'Prosjekt', gallery, description, the way back. */
export function ProjectDetail({ project, admin }: { project: Project; admin: ProjectAdminSlots }) {
  // The admin's order, as dragged in the image manager (set-main moves the main image first).
  const images = project.images;
  return (
    <article>
      <p className="eyebrow">
        Prosjekt
        {/* Only administrators ever receive drafts. */}
        {project.draft && <span className="ml-2 rounded-full bg-amber-200 px-2 py-0.5 tracking-normal text-amber-950 normal-case">Utkast</span>}
      </p>
      <AdminSlot fallback={<h1 className="mt-2 text-3xl font-semibold tracking-tight text-navy-950 sm:text-4xl">{project.title}</h1>}>
        <div className="mt-2">
          <admin.Title project={project} className="text-3xl font-semibold tracking-tight text-navy-950 sm:text-4xl" />
        </div>
      </AdminSlot>
      <div className="mt-6">
        <ImageGallery images={images} title={project.title} height={PROJECT_GALLERY_HEIGHT} />
      </div>
      <AdminSlot fallback={project.description && <div className="rich-text mt-8 max-w-3xl" dangerouslySetInnerHTML={{ __html: withYearsOfExperience(project.description) }} />}>
        <admin.Description project={project} className="mt-8" />
      </AdminSlot>
      <Link to={paths.references} className="btn-secondary mt-10">
        <ArrowLeftIcon width={16} height={16} />
        Tilbake til referanser
      </Link>
      <AdminSlot>
        <admin.Panel project={project} />
      </AdminSlot>
    </article>
  );
}
