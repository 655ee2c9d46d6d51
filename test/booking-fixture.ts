import type { StaffBooking } from '@rms/schema';

/** A booked site visit as GET /api/bookings answers staff (decision 149): one hour, Oslo offsets, its enquiry named by its id. */
export function staffBooking(id: string, start: string, end: string, over: Partial<StaffBooking> = {}): StaffBooking {
  return {
    id,
    start,
    end,
    status: 'booked',
    name: 'Kari Nordmann',
    phone: '912 34 567',
    email: 'kari@example.no',
    address: 'Storgata 1',
    postcode: '2050',
    area: 'Øvre Romerike',
    message: '',
    productId: null,
    enquiryId: `enquiry-${id}`,
    sequence: 0,
    cancelled_at: null,
    cancelReason: null,
    ...over,
  };
}
