import { BookingAvailabilityDocSchema, CalendarFeedSchema, StaffBookingSchema, type BookingAvailability, type BookingAvailabilityDoc, type BookingPatch, type CalendarFeed, type StaffBooking } from '@rms/schema';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { getEnquiriesQueryOptions } from '@/features/enquiries';
import { apiRequest } from '@/lib/api-client';
import { refetchAfterChange } from '@/lib/query-client';

/** GET /api/bookings?from&to: the visits of those Oslo days (cancelled ones too), earliest first. */
export function getBookings(range: { from: string; to: string }, signal?: AbortSignal): Promise<StaffBooking[]> {
  return apiRequest({ operation: 'listBookings', path: `/api/bookings?${new URLSearchParams(range).toString()}`, schema: z.array(StaffBookingSchema), signal });
}

/** One range's visits; ['bookings', 'list'] matches every range. */
export function getBookingsQueryOptions(range: { from: string; to: string }) {
  return queryOptions({ queryKey: ['bookings', 'list', range] as const, queryFn: ({ signal }) => getBookings(range, signal) });
}

export function useBookings(range: { from: string; to: string }) {
  return useQuery(getBookingsQueryOptions(range));
}

/** PATCH /api/bookings/{id}: move to `start`, or cancel with a reason; the visitor is mailed either way. */
export function changeBooking(id: string, patch: BookingPatch): Promise<StaffBooking> {
  return apiRequest({ operation: 'changeBooking', path: `/api/bookings/${encodeURIComponent(id)}`, method: 'PATCH', body: patch, schema: StaffBookingSchema });
}

/** A move or cancellation; every list of visits, and every list of the inbox (whose enquiry follows it), is read again. */
export function useChangeBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: BookingPatch }) => changeBooking(id, patch),
    onSettled: async () => {
      await refetchAfterChange(queryClient, ['bookings', 'list']);
      await queryClient.invalidateQueries({ queryKey: getEnquiriesQueryOptions().queryKey });
    },
  });
}

/** GET /api/bookings/availability: when and where visits can be booked (the defaults until saved). */
export function getAvailability(signal?: AbortSignal): Promise<BookingAvailabilityDoc> {
  return apiRequest({ operation: 'getBookingAvailability', path: '/api/bookings/availability', schema: BookingAvailabilityDocSchema, signal });
}

export function getAvailabilityQueryOptions() {
  return queryOptions({ queryKey: ['bookings', 'availability'] as const, queryFn: ({ signal }) => getAvailability(signal) });
}

export function useAvailability() {
  return useQuery({ ...getAvailabilityQueryOptions(), staleTime: 0, refetchOnMount: 'always' });
}

/** PUT /api/bookings/availability with the `modified_at` the edit started from (409 when someone saved since). */
export function saveAvailability(availability: BookingAvailability, startedFrom: string | null): Promise<BookingAvailabilityDoc> {
  return apiRequest({
    operation: 'saveBookingAvailability',
    path: '/api/bookings/availability',
    method: 'PUT',
    body: { ...availability, ...(startedFrom ? { modified_at: startedFrom } : {}) },
    schema: BookingAvailabilityDocSchema,
  });
}

/** POST /api/bookings/calendar-feed: the caller's new private calendar address (the old one stops working). */
export function renewCalendarFeed(): Promise<CalendarFeed> {
  return apiRequest({ operation: 'renewCalendarFeed', path: '/api/bookings/calendar-feed', method: 'POST', schema: CalendarFeedSchema });
}

/** Saves the availability and keeps the answer as the stored version (the screen starts from it). */
export function useSaveAvailability() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ availability, startedFrom }: { availability: BookingAvailability; startedFrom: string | null }) => saveAvailability(availability, startedFrom),
    onSuccess: (saved) => queryClient.setQueryData(getAvailabilityQueryOptions().queryKey, saved),
  });
}
