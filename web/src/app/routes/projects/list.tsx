import { lazy } from 'react';
import { AdminSlot } from '@/components/ui/admin-slot';
import { LoadingBlock } from '@/components/ui/spinner';
import { href, paths } from '@/config/paths';
import { useProjectCards } from '@/features/projects/api/get-projects';
import { ProjectGrid } from '@/features/projects/components/project-grid';
import { ListPageHead } from '../list-page-head';
import { FIXED_PAGE_HEADS } from '@/content/page-heads';

// 'Legg til nytt prosjekt' for administrators: its own chunk, never loaded for visitors.
const ReferencesToolbar = lazy(() => import('@/features/project-admin/components/project-admin-tools').then((m) => ({ default: m.ReferencesToolbar })));

export default function ProjectListRoute() {
  const { data, isPending } = useProjectCards();
  return (
    <>
      <ListPageHead
        page="references"
        title="Referanser"
        description={FIXED_PAGE_HEADS.references.description()}
        path={paths.references}
        entries={data?.map((p) => ({ name: p.title, path: href.reference(p.id) }))}
      />
      <AdminSlot>
        <div className="mb-6">
          <ReferencesToolbar />
        </div>
      </AdminSlot>
      <p className="eyebrow">Prosjekter</p>
      <h1 className="mt-2 text-3xl font-semibold tracking-tight text-navy-950 sm:text-4xl">Våre referanser</h1>
      <p className="mt-3 mb-8 max-w-2xl text-lg text-slate-700">Se hvordan vi har løst solskjermingen for kundene våre – fra terrasser og hytter til kontorbygg.</p>
      {isPending ? <LoadingBlock label="Laster referanser…" /> : <ProjectGrid projects={data ?? []} />}
    </>
  );
}
