import { lazyPart } from './lib/lazy-part';

// The site visit booking's public face (decision 150): the /befaring page and the manage link's page compose these.
export { BookingFlow } from './components/booking-flow';
export type { ProductChoice } from './lib/booking-types';

/** The manage link's page in a file of its own: /befaring's first load does not carry it (nor the confirm dialog). */
export const ManageBooking = lazyPart(() => import('./components/manage-booking').then((m) => m.ManageBooking));
