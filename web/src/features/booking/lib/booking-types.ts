import type { BookingCreated } from '@rms/schema';

/** A product the visitor may name: a category groups its products and their sub-products. */
export interface ProductChoice {
  id: string;
  label: string;
  group: string;
}

/** A booking made, for the confirmation. */
export interface Booked {
  booking: BookingCreated['booking'];
  address: string;
  postcode: string;
  email: string;
}
