import type { Project } from '@rms/schema';
import { useQuery } from '@tanstack/react-query';
import { ImageManager } from '@/features/item-images';
import { getProjectQueryOptions } from '@/features/projects';

/** A project's pictures, as the server has them now (uploads change them); the item given until then. */
export function ProjectImages({ project, onBusy, onSaved }: { project: Project; onBusy: (busy: boolean) => void; onSaved: (version: string | undefined) => void }) {
  const { data } = useQuery({ ...getProjectQueryOptions(project.id), initialData: project });
  return <ImageManager owner={{ kind: 'projects', id: project.id }} images={data.images} version={data.modified_at} onBusyChange={onBusy} onSaved={onSaved} />;
}
