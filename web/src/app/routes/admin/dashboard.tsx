import { Link } from 'react-router';
import { Seo } from '@/components/ui/seo';
import { paths } from '@/config/paths';
import { CampaignEndWarning } from '@/features/campaigns/admin';
import { ProductStatistics, ProjectStatistics } from '@/features/content-lists';
import { FailedMailSummary, NewEnquiriesSummary } from '@/features/enquiries';
import { MissingAltSummary } from '@/features/image-library';
import { ExpiringQuotes } from '@/features/quotes';
import { SalesSummary } from '@/features/sales';
import { UpcomingVisitsSummary } from '@/features/site-visits';
import { SystemStatusSummary } from '@/features/system-status';
import { useAdminJobs } from './admin-page';

/**
 * /admin (Oversikt), decision 121: what needs attention (new, overdue and unmailed enquiries;
 * today's and tomorrow's site visits, decision 151; quotes that run out within three days
 * unanswered, decision 152;
 * published pictures without alt text; System Status at a glance), sales over the last twelve
 * months (decision 132), the product and project statistics, and where Project Management (on
 * Innhold) and Backup Management (on Sikkerhetskopier) are. It does not repeat the menu beside it:
 * every other job is one click away there. Editors land here too: a panel shows only when the role
 * may open the job it sums up (the jobs are the role's, from the admin shell), so an editor sees no
 * System Status and no admin-only links.
 */
export default function AdminDashboard() {
  const allJobs = useAdminJobs();
  const may = (path: string) => allJobs.some((job) => job.path === path);
  return (
    <>
      <Seo title="Admin" noindex />
      <h1 className="text-2xl font-semibold tracking-tight text-navy-950 sm:text-3xl">Admin Dashboard</h1>
      {may(paths.adminEnquiries) && (
        <>
          <NewEnquiriesSummary />
          <FailedMailSummary />
          <ExpiringQuotes />
        </>
      )}
      {may(paths.adminSiteVisits) && <UpcomingVisitsSummary />}
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
      <p className="mt-6 text-sm text-slate-700">
        <Link to={paths.adminContent} className="font-medium text-navy-900 underline underline-offset-2">
          Project Management
        </Link>{' '}
        (slett prosjekter etter tittel) ligger under Innhold
        {may(paths.adminBackups) && (
          <>
            , og{' '}
            <Link to={paths.adminBackups} className="font-medium text-navy-900 underline underline-offset-2">
              Backup Management
            </Link>{' '}
            under Sikkerhetskopier
          </>
        )}
        .
      </p>
    </>
  );
}
