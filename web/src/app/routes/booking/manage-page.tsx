import { MANAGE_TOKEN_PATTERN } from '@rms/schema/booking-link';
import { useParams } from 'react-router';
import { NotFound } from '@/components/ui/not-found';
import { ManageBooking } from '@/features/booking';

/**
 * /befaring/{token}: the manage link of one booking (decision 150). The server renders the same
 * waiting page for every link (never cached, never indexed); the visit is read in the browser.
 */
export default function BookingManageRoute() {
  const { token = '' } = useParams();
  if (!MANAGE_TOKEN_PATTERN.test(token)) return <NotFound />;
  return <ManageBooking token={token} notFound={<NotFound />} />;
}
