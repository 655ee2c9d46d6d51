import clsx from 'clsx';
import { useId, useState } from 'react';
import { NavLink } from 'react-router';
import { Highlight } from '@/components/ui/highlight';
import { href } from '@/config/paths';
import type { ProjectCard } from '../api/get-projects';

/** Case-insensitive "contains" on titles. */
export function filterByTitle(projects: ProjectCard[], query: string): ProjectCard[] {
  const q = query.trim().toLocaleLowerCase('nb');
  if (!q) return projects;
  return projects.filter((p) => p.title.toLocaleLowerCase('nb').includes(q));
}

/** The references sidebar: heading 'Referanser', search 'Søk referanse', the matching titles. */
export function ProjectSidebar({ projects }: { projects: ProjectCard[] }) {
  const searchId = useId();
  const [query, setQuery] = useState('');
  const matches = filterByTitle(projects, query);

  return (
    <nav aria-labelledby={`${searchId}-heading`}>
      <h2 id={`${searchId}-heading`} className="text-lg font-semibold text-navy-950">
        Referanser
      </h2>
      <label htmlFor={searchId} className="sr-only">
        Søk referanse
      </label>
      <input id={searchId} type="search" placeholder="Søk referanse" value={query} onChange={(e) => setQuery(e.target.value)} className="field-input mt-3 text-sm" />
      {projects.length === 0 ? (
        <p className="mt-4 text-sm text-slate-700">Ingen referanser funnet</p>
      ) : matches.length === 0 ? (
        <p className="mt-4 text-sm text-slate-700" role="status">
          Ingen treff
        </p>
      ) : (
        <ul className="mt-4 space-y-0.5">
          {matches.map((project) => (
            <li key={project.id}>
              <NavLink
                to={href.reference(project.id)}
                className={({ isActive }) => clsx('block rounded px-2 py-1.5 text-sm hover:bg-sand-100', isActive ? 'bg-sand-100 font-bold text-navy-950' : 'text-slate-700')}
              >
                <Highlight text={project.title} query={query} />
                {project.draft && <span className="ml-1 rounded bg-amber-200 px-1 text-xs text-amber-950">Utkast</span>}
              </NavLink>
            </li>
          ))}
        </ul>
      )}
    </nav>
  );
}
