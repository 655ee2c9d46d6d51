import clsx from 'clsx';
import { createContext, use, type ReactNode } from 'react';
import { Seo } from '@/components/ui/seo';

/**
 * An admin screen's head: its title (also the browser tab's) and the screen. A screen of one panel
 * whose own heading names it keeps the h1 for screen readers only (`panelNamesIt`),
 * so the title is not shown twice.
 */
export function AdminPage({ title, panelNamesIt = false, intro, children }: { title: string; panelNamesIt?: boolean; intro?: ReactNode; children: ReactNode }) {
  return (
    <>
      <Seo title={title} noindex />
      <h1 className={clsx(panelNamesIt ? 'sr-only' : 'text-2xl font-semibold tracking-tight text-navy-950 sm:text-3xl')}>{title}</h1>
      {intro && <div className="mt-2 text-slate-700">{intro}</div>}
      <div className={clsx('space-y-6', !panelNamesIt && 'mt-6')}>{children}</div>
    </>
  );
}

/** A job of the admin area as its screens link to it (an entry of app/admin-screens.ts). */
export interface AdminJob {
  path: string;
  label: string;
  description: string;
}

/** The jobs the signed-in user may open, in menu order: the admin shell provides them to its screens. */
export const AdminJobsContext = createContext<AdminJob[]>([]);

export function useAdminJobs(): AdminJob[] {
  return use(AdminJobsContext);
}
