import { Link } from 'react-router';
import { Seo } from '@/components/ui/seo';
import { paths } from '@/config/paths';
import { CampaignEndWarning } from '@/features/campaigns/admin';
import { ProductStatistics, ProjectStatistics } from '@/features/content-lists';
import { FailedMailSummary, NewEnquiriesSummary } from '@/features/enquiries';
import { MissingAltSummary } from '@/features/images';
import { SalesSummary } from '@/features/sales';
import { SystemStatusSummary } from '@/features/system-status';
import { useAdminJobs } from './admin-page';

/**
 * /admin (Oversikt), decision 121: what needs attention (new, overdue and unmailed enquiries;
 * published pictures without alt text; System Status at a glance), sales over the last twelve
 * months (decision 132), the product and project
 * statistics, and a link into every other job, among them Project Management (on Innhold) and
 * Backup Management (on Sikkerhetskopier). Editors land here
 * too: a panel shows only beside the job it sums up when the role may open that job (the jobs are the
 * role's, from the admin shell), so an editor sees no System Status and no admin-only links.
 */
export default function AdminDashboard() {
  const allJobs = useAdminJobs();
  const may = (path: string) => allJobs.some((job) => job.path === path);
  const jobs = allJobs.filter((job) => job.path !== paths.admin);
  return (
    <>
      <Seo title="Admin" noindex />
      <h1 className="text-2xl font-semibold tracking-tight text-navy-950 sm:text-3xl">Admin Dashboard</h1>
      {may(paths.adminEnquiries) && (
        <>
          <NewEnquiriesSummary />
          <FailedMailSummary />
        </>
      )}
      {may(paths.adminSales) && <SalesSummary />}
      {may(paths.adminImages) && <MissingAltSummary />}
      {may(paths.adminCampaigns) && <CampaignEndWarning />}
      <div className="mt-6 grid gap-6 md:grid-cols-2">
        {may(paths.adminSystemStatus) && (
          <div className="md:col-span-2">
            <SystemStatusSummary />
          </div>
        )}
        <ProductStatistics />
        <ProjectStatistics />
      </div>
      <section aria-labelledby="admin-jobs-heading" className="mt-8">
        <h2 id="admin-jobs-heading" className="text-lg font-semibold text-navy-950">
          Arbeidsoppgaver
        </h2>
        <ul className="mt-3 grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
          {jobs.map((job) => (
            <li key={job.path}>
              <Link to={job.path} className="block h-full rounded-xl bg-white p-4 shadow-sm ring-1 ring-sand-200 hover:ring-accent-400 focus-visible:ring-2 focus-visible:ring-accent-600">
                <span className="block font-semibold text-navy-950">{job.label}</span>
                <span className="mt-1 block text-sm break-words text-slate-600">{job.description}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
