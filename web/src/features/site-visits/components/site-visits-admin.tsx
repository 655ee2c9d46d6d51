import { useIsAdmin } from '@/lib/session';
import { LoadFailed } from '@/components/ui/load-failed';
import { LoadingBlock } from '@/components/ui/spinner';
import { useAvailability } from '../api/bookings';
import { AvailabilityForm } from './availability-form';
import { CalendarFeedPanel } from './calendar-feed';
import { VisitList } from './visit-list';

/** The availability, once read: administrators edit it, editors read it. */
function Availability() {
  const isAdmin = useIsAdmin();
  const { data, isError, refetch, isFetchedAfterMount } = useAvailability();
  return (
    <section aria-labelledby="befaring-tider" className="space-y-3">
      <h2 id="befaring-tider" className="text-xl font-semibold text-navy-950">
        Tider og områder
      </h2>
      {isError ? (
        <LoadFailed onRetry={() => void refetch()}>Kunne ikke hente tidene for befaring</LoadFailed>
      ) : data && isFetchedAfterMount ? (
        // Mounted once, from a version read now: one read later (after a 409) is offered, never forced over the admin's input.
        <AvailabilityForm initial={data} readOnly={!isAdmin} />
      ) : (
        <LoadingBlock label="Laster tidene…" minHeight={480} />
      )}
    </section>
  );
}

/** 'Befaring': the coming visits, the staff member's calendar feed, and when and where visitors can book. */
export function SiteVisitsAdmin({ now }: { now?: Date }) {
  return (
    <div className="max-w-4xl space-y-8">
      <VisitList {...(now ? { now } : {})} />
      <CalendarFeedPanel />
      <Availability />
    </div>
  );
}
