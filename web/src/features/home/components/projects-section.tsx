import { Link } from 'react-router';
import { Img } from '@/components/ui/img';
import { SectionHeading } from '@/components/ui/section-heading';
import { href, paths } from '@/config/paths';
import type { ProjectCard } from '@/features/projects';

/** The home page shows 3 references. */
export const HOME_REFERENCE_COUNT = 3;

/** 'Våre referanser': the three newest projects and a button to the list. */
export function ProjectsSection({ projects }: { projects: ProjectCard[] }) {
  return (
    <section aria-labelledby="references-heading" className="container-page py-16 sm:py-20">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <SectionHeading id="references-heading" eyebrow="Prosjekter" title="Våre referanser" subtitle="Et utvalg av oppdrag vi har levert." />
        <Link to={paths.references} className="btn-secondary">
          Se alle referanser
        </Link>
      </div>
      <ul className="mt-10 grid gap-6 md:grid-cols-3">
        {projects.slice(0, HOME_REFERENCE_COUNT).map((project) => (
          <li key={project.id}>
            <Link to={href.reference(project.id)} className="group block overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-sand-200 transition hover:shadow-md">
              <Img
                image={project.images.find((i) => i.isMain) ?? project.images[0]}
                alt=""
                aspectRatio="3 / 2"
                sizes="(min-width: 768px) 33vw, 100vw"
                className="w-full transition duration-500 group-hover:scale-[1.03]"
              />
              <span className="block px-5 py-4 font-semibold text-navy-950">
                {project.title}
                {/* Drafts reach administrators only. */}
                {project.draft && <span className="ml-2 rounded-full bg-amber-200 px-2 py-0.5 align-middle text-xs font-semibold text-amber-950">Utkast</span>}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
