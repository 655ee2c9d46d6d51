import { Link } from 'react-router';
import { Img } from '@/components/ui/img';
import { href } from '@/config/paths';
import type { ProjectCard } from '../api/get-projects';

/** The reference cards: first image or the placeholder, title; two columns from md. */
export function ProjectGrid({ projects }: { projects: ProjectCard[] }) {
  if (projects.length === 0) return <p className="text-slate-700">Ingen referanser funnet</p>;
  return (
    <ul className="grid gap-6 md:grid-cols-2">
      {projects.map((project, i) => (
        <li key={project.id}>
          <Link to={href.reference(project.id)} className="group block overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-sand-200 transition hover:shadow-md">
            <Img
              image={project.images[0]}
              alt=""
              aspectRatio="3 / 2"
              sizes="(min-width: 1280px) 520px, (min-width: 768px) 40vw, 100vw"
              priority={i === 0}
              className="w-full transition duration-500 group-hover:scale-[1.03]"
            />
            <span className="block px-5 py-4 text-lg font-semibold text-navy-950">
              {project.title}
              {/* Drafts reach administrators only. */}
              {project.draft && <span className="ml-2 rounded-full bg-amber-200 px-2 py-0.5 align-middle text-xs font-semibold text-amber-950">Utkast</span>}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
