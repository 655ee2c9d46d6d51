// The site visit booking's public face (decision 150): the /befaring page and the manage link's page compose these.
export { BookingFlow, type ProductChoice } from './components/booking-flow';
export { ManageBooking } from './components/manage-booking';
