import { Link } from 'react-router';
import { Seo } from '@/components/ui/seo';
import { paths } from '@/config/paths';
import { RequireAdmin } from '@/features/auth';
import { DeletedItems } from '@/features/history';
import { RedirectList } from '@/features/redirects';
import { BackupManagement } from '../components/backup-management';
import { ProductStatistics, ProjectStatistics } from '../components/content-statistics';
import { MessagesInbox } from '../components/messages-inbox';
import { NewEnquiriesSummary } from '../components/new-enquiries';
import { ProjectManagement } from '../components/project-management';
import { SystemStatus } from '../components/system-status';
import { VisitStatistics } from '../components/visit-stats';

/** /admin (spec §2): the count of new enquiries, System Status, the visits (issue #25), statistics, Project Management, Backup Management, deleted items, the redirects (issue #26), the inbox (issue #23). */
export default function AdminDashboard() {
  return (
    <RequireAdmin>
      <div className="container-page py-10">
        <Seo title="Admin" noindex />
        <div className="flex flex-wrap items-center justify-between gap-4">
          <div>
            <h1 className="text-3xl font-semibold tracking-tight text-navy-950">Admin Dashboard</h1>
            <NewEnquiriesSummary />
          </div>
          <Link to={paths.settings} className="btn-secondary">
            Innstillinger: kontakt, åpningstider, ansatte og partnere
          </Link>
        </div>
        <div className="mt-8 grid gap-6 lg:grid-cols-2">
          <div className="lg:col-span-2">
            <SystemStatus />
          </div>
          <div className="lg:col-span-2">
            <VisitStatistics />
          </div>
          <ProductStatistics />
          <ProjectStatistics />
          <ProjectManagement />
          <BackupManagement />
          <div className="lg:col-span-2">
            <DeletedItems />
          </div>
          <div className="lg:col-span-2">
            <RedirectList />
          </div>
          <div className="lg:col-span-2">
            <MessagesInbox />
          </div>
        </div>
      </div>
    </RequireAdmin>
  );
}
