import type { Project } from '@rms/schema';
import type { SeoFields } from '@rms/schema/seo-limits';
import { useQuery } from '@tanstack/react-query';
import { href } from '@/config/paths';
import { getProjectQueryOptions } from '@/features/projects';
import { SearchShareSection } from '@/features/search-share';
import { DEFAULT_DESCRIPTION, pageTitle, summarize } from '@/lib/seo';

/** 'Søk og deling' of a project, offering its current pictures (the wizard's image step changes them). */
export function ProjectSearchShare({ project, value, onChange }: { project: Project; value: SeoFields; onChange: (next: SeoFields) => void }) {
  const { data } = useQuery({ ...getProjectQueryOptions(project.id), initialData: project });
  return (
    <SearchShareSection
      value={value}
      onChange={onChange}
      images={data.images}
      fallback={{ title: pageTitle(data.title), description: summarize(data.description) || DEFAULT_DESCRIPTION }}
      fallbackImage={data.images[0]}
      path={href.reference(data.id)}
    />
  );
}
