import { whenSeen } from '@/lib/when-seen';

// The site visit booking's public face (decision 150): the /befaring page and the manage link's page compose these.
export { BookingFlow, type ProductChoice } from './components/booking-flow';

/**
 * The manage link's page in its own chunk, so /befaring's first load does not carry it (nor the
 * confirm dialog): the server renders it whole, and the browser hydrates it as it does the quote
 * form (lib/when-seen.tsx), at once, since it fills the first screen.
 */
export const ManageBooking = whenSeen(() => import('./components/manage-booking').then((m) => m.ManageBooking));
